/** Prices travel as integer cents in euros; they are shown in the page's locale. */
export const CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in cents for a BCP 47 locale: `formatMoney(12950, 'fr-FR')` → `129,50 €`.
 * Whole amounts drop the decimals (`formatMoney(9900, 'es-ES')` → `99 €`).
 */
export function formatMoney(cents: number, tag: string): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
  const whole = Number.isInteger(cents / 100);
  const key = `${tag}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** A money token of editorial text: `{{money:10800}}` (cents), written in the page's number format when shown. */
const MONEY_TOKEN = /\{\{money:(\d{1,12})\}\}/g;

/**
 * Editorial text with its money tokens formatted for the page's locale, so amounts read the same as the prices
 * around them (`'from {{money:10800}}'` → 'from 108 €' in fr-BE, 'from € 108' in nl-BE).
 */
export function formatMoneyTokens(text: string, tag: string): string {
  return text.replace(MONEY_TOKEN, (_, cents: string) => formatMoney(Number(cents), tag));
}
