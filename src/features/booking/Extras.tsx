import { useState } from 'react';
import { formatMoney } from '../../domain/money';
import { getExtraPriceDifference } from '../../domain/pricing';
import type { Translate } from '../../i18n/client';
import styles from './BookingPanel.module.scss';

/** What an offer is made of, as far as an extra may change it. */
export interface OfferMakeup {
  roomLabel: string;
  /** The stay's inclusions after the room (activities, meals). */
  activities: readonly string[];
  cancellationPolicy: { cancellable: boolean; daysBefore: number };
}

/** An offer reached by adding or removing an extra. */
export interface ExtraLink {
  id: number;
  label: string;
  uri: string;
  /** Price difference for the offer's own length of stay, in cents. */
  priceDifference: number;
  /** Price difference by length of stay (nights → cents), when the catalogue gives it. */
  priceDifferencePerLos?: Readonly<Record<string, number>>;
  /** What the other offer is made of: an extra is another package. */
  makeup?: OfferMakeup;
}

interface Props {
  extras: readonly ExtraLink[];
  /** The offer without the extra, when this offer is one. */
  base: ExtraLink | null;
  /** This offer's name (an extra's offer is named after it) and make-up. */
  label: string;
  current?: OfferMakeup;
  nights: number;
  tag: string;
  t: Translate;
}

/** Spec §4 upsell add/remove: a short 'We are adding / removing your extra' message, then the other offer after 500 ms. */
export const EXTRA_NAVIGATION_DELAY_MS = 500;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** The lines saying what switching to `next` changes: room, inclusions, cancellation terms. */
function describeChanges(current: OfferMakeup | undefined, next: OfferMakeup | undefined, t: Translate): string[] {
  if (!next) return [];
  const terms = (policy: OfferMakeup['cancellationPolicy']) =>
    policy.cancellable ? t('extras.cancellable', { count: policy.daysBefore }) : t('extras.nonRefundable');
  const lines: string[] = [];
  if (!current || current.roomLabel !== next.roomLabel)
    lines.push(current ? t('extras.changeRoom', { from: current.roomLabel, to: next.roomLabel }) : next.roomLabel);
  if (!current || !sameList(current.activities, next.activities)) lines.push(t('extras.changeActivities', { list: next.activities.join(', ') }));
  if (!current || terms(current.cancellationPolicy) !== terms(next.cancellationPolicy))
    lines.push(t('extras.changeCancellation', { terms: terms(next.cancellationPolicy) }));
  return lines;
}

export default function Extras({ extras, base, label, current, nights, tag, t }: Props) {
  const [pending, setPending] = useState<string | null>(null);
  if (extras.length === 0 && !base) return null;
  const go = (link: ExtraLink, message: string) => {
    setPending(message);
    // The dates and travellers travel in the hash to the other offer.
    setTimeout(() => window.location.assign(`${link.uri}${window.location.hash}`), EXTRA_NAVIGATION_DELAY_MS);
  };
  const stayNights = Math.max(1, nights);
  return (
    <div className={styles.extras}>
      <p className={styles.label}>{t('extras.title')}</p>
      {base && (
        <div className={styles.extra}>
          <span>{t('extras.includedNamed', { label })}</span>
          <button type="button" className={styles.secondary} disabled={pending !== null} onClick={() => go(base, t('extras.removing', { label: base.label }))}>
            {t('extras.remove')}
          </button>
        </div>
      )}
      {extras.map((extra) => {
        const difference =
          getExtraPriceDifference(extra.priceDifferencePerLos ?? {}, stayNights) ??
          getExtraPriceDifference({ [String(stayNights)]: extra.priceDifference }, stayNights);
        const changes = describeChanges(current, extra.makeup, t);
        return (
          <div key={extra.id} className={styles.extraSwap}>
            <div className={styles.extra}>
              <span>
                {extra.label}
                {difference && (
                  <span className={styles.note}>
                    {' '}
                    {t('extras.difference', { count: stayNights, perNight: formatMoney(difference.perNight, tag), total: formatMoney(difference.total, tag) })}
                  </span>
                )}
              </span>
              <button
                type="button"
                className={styles.secondary}
                disabled={pending !== null}
                aria-label={t('extras.addNamed', { label: extra.label })}
                aria-describedby={changes.length > 0 ? `extra-changes-${extra.id}` : undefined}
                onClick={() => go(extra, t('extras.adding', { label: extra.label }))}
              >
                {t('extras.add')}
              </button>
            </div>
            {changes.length > 0 && (
              <div id={`extra-changes-${extra.id}`} className={styles.note}>
                <p className={styles.extraSwapTitle}>{t('extras.swap')}</p>
                <ul className={styles.extraChanges}>
                  {changes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        );
      })}
      <p role="status" className={styles.note}>
        {pending}
      </p>
    </div>
  );
}
