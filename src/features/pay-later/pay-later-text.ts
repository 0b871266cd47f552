import { formatMoney } from '../../domain/money';
import type { PayLaterSummary } from '../../domain/pay-later';
import type { Translate } from '../../i18n/client';
import { formatLongDate } from '../../domain/long-date';

/** Amounts, days and instalment counts written for one market. */
export interface PayLaterFormat {
  /** '106 €' for 10600 in fr-FR. */
  formatAmount(cents: number): string;
  /** '28 février 2024' for '2024-02-28' in fr-FR. */
  formatDay(day: string): string;
  /** '3 ou 4' for [3, 4] in fr-FR. */
  formatCounts(counts: readonly number[]): string;
}

// Days are formatted at UTC midnight in UTC, so the visitor's time zone never shifts them.
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Formatters for a market's BCP 47 tag ('fr-BE'…); build once per tag. */
export function createPayLaterFormat(tag: string): PayLaterFormat {
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const list = new Intl.ListFormat(tag, { type: 'disjunction' });
  const number = new Intl.NumberFormat(tag);
  return {
    formatAmount: (cents) => formatMoney(cents, tag),
    formatDay: (key) => (tag.toLowerCase().startsWith('fr') ? formatLongDate(key, tag, { year: true }) : day.format(toDate(key))),
    formatCounts: (counts) => list.format(counts.map((count) => number.format(count))),
  };
}

/**
 * The banner's one-line message (spec §9 'Instalment messaging: 3 times, 4 times or later'): the instalment
 * counts, then 'or later', then PayPal. Empty when nothing is offered.
 */
export function getSummaryLine({ splitCounts, hasDeferred, hasPayPal }: PayLaterSummary, t: Translate, format: PayLaterFormat): string {
  let line: string;
  if (splitCounts.length > 0) {
    line = t(hasDeferred ? 'summary.splitOrLater' : 'summary.split', { counts: format.formatCounts(splitCounts) });
  } else if (hasDeferred) {
    line = t('summary.later');
  } else {
    return hasPayPal ? t('summary.paypal') : '';
  }
  return hasPayPal ? t('summary.withPaypal', { summary: line }) : line;
}
