import { useEffect, useMemo, useState } from 'react';
import { readActivityParticipants, type ActivityOffer as Offer } from '../../domain/activity-offer';
import { GIFT_VALIDITY_MONTHS } from '../../domain/gift-pricing';
import { formatMoney } from '../../domain/money';
import { ACTIVITY_PARTICIPANT_BOUNDS, DEFAULT_ACTIVITY_PARTICIPANTS, canDecrement, canIncrement } from '../../domain/pax';
import type { RecentlyViewed } from '../../domain/recently-viewed';
import { createTranslator, type Messages } from '../../i18n/client';
import { rememberViewed } from '../../stores/recently-viewed';
import { trackEvent } from '../analytics/analytics';
import GiftDialog from '../gifting/customisation/GiftDialog';
import { buildActivityCheckoutHref, type Purchase } from './activity-checkout-link';
import styles from './ActivityOffer.module.scss';

export interface ActivityOfferProps {
  label: string;
  /** Offers per participant count (1–2), priced on the server. */
  offers: Record<number, Offer>;
  language: string;
  tag: string;
  /** Strings of the 'activity' namespace (offer.*, confirm.*). */
  messages: Messages;
  /** The activity checkout's path for this activity. */
  checkoutPath: string;
  /** This activity as 'Recently viewed' keeps it (spec §7 local storage), remembered when the box starts. */
  viewed: RecentlyViewed;
  /** Analytics point of sale (the market's country). */
  pos: string;
}

/**
 * The price/pax box of an activity (spec §4 'Activity offer'): participants 1–2 from the hash `a` (out-of-range
 * ignored, 2 by default), price per participant, promo from 5 %; Offer and Buy for myself open a confirmation
 * with the price summary, whose Continue goes to the checkout (customType=OWN_USE for oneself).
 */
export default function ActivityOffer({ label, offers, language, tag, messages, checkoutPath, viewed, pos }: ActivityOfferProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const money = (cents: number) => formatMoney(cents, tag);
  const [participants, setParticipants] = useState(DEFAULT_ACTIVITY_PARTICIPANTS);
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  useEffect(() => rememberViewed(viewed), [viewed]);
  useEffect(() => {
    const read = () => setParticipants(readActivityParticipants(new URLSearchParams(window.location.hash.slice(1)).get('a')));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const change = (next: number) => {
    setParticipants(next);
    const hash = new URLSearchParams(window.location.hash.slice(1));
    hash.set('a', String(next));
    window.history.replaceState(window.history.state, '', `#${hash.toString()}`);
  };
  const offer = offers[participants];
  // The add-to-cart event goes out as the visitor continues to the checkout.
  const continueToCheckout = (chosen: Purchase) => {
    if (offer)
      trackEvent(pos, {
        name: 'add_to_cart',
        params: { currency: 'EUR', value: offer.total / 100, items: [{ item_id: viewed.id, item_name: label, item_category: 'activity', quantity: 1 }] },
      });
    window.location.assign(buildActivityCheckoutHref(checkoutPath, chosen, participants));
  };
  const { min, max } = ACTIVITY_PARTICIPANT_BOUNDS;

  return (
    <div className={styles.box}>
      <div className={styles.pax} role="group" aria-labelledby="activity-pax-label">
        <span id="activity-pax-label" className={styles.paxLabel}>
          {t('offer.participants')}
          <span className={styles.muted}>{t('offer.participantsHint', { min, max })}</span>
        </span>
        <div className={styles.stepper}>
          <button
            type="button"
            aria-label={t('offer.fewer')}
            disabled={!canDecrement(participants, ACTIVITY_PARTICIPANT_BOUNDS)}
            onClick={() => change(participants - 1)}
          >
            −
          </button>
          <output aria-live="polite">{participants}</output>
          <button
            type="button"
            aria-label={t('offer.more')}
            disabled={!canIncrement(participants, ACTIVITY_PARTICIPANT_BOUNDS)}
            onClick={() => change(participants + 1)}
          >
            +
          </button>
        </div>
      </div>
      {offer ? (
        <>
          <p className={styles.price}>
            <strong>{money(offer.perParticipant)}</strong> <span className={styles.muted}>{t('offer.perParticipant')}</span>
          </p>
          {offer.promo !== null && (
            <p className={styles.promo}>
              <span className={styles.badge}>{t('offer.promo', { percent: offer.promo })}</span>
              <s>
                <span className="visually-hidden">{t('offer.instead')} </span>
                {money(offer.referencePerParticipant)}
              </s>
            </p>
          )}
          <p className={styles.muted}>{t('offer.total', { count: participants, price: money(offer.total) })}</p>
          <button type="button" className={styles.primary} aria-haspopup="dialog" onClick={() => setPurchase('gift')}>
            {t('offer.offer')}
          </button>
          <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={() => setPurchase('self')}>
            {t('offer.self')}
          </button>
        </>
      ) : (
        <p role="status">{t('offer.unavailable')}</p>
      )}
      <GiftDialog
        open={purchase !== null && offer !== undefined}
        onClose={() => setPurchase(null)}
        title={t(purchase === 'self' ? 'confirm.titleSelf' : 'confirm.titleGift')}
        closeLabel={t('confirm.close')}
        footer={
          <button type="button" className={styles.primary} onClick={() => purchase && continueToCheckout(purchase)}>
            {t('confirm.continue')}
          </button>
        }
      >
        {offer && (
          <dl className={styles.lines}>
            <div>
              <dt>{t('confirm.activity')}</dt>
              <dd>{label}</dd>
            </div>
            <div>
              <dt>{t('confirm.participants')}</dt>
              <dd>{participants}</dd>
            </div>
            <div>
              <dt>{t('confirm.format')}</dt>
              <dd>{t('confirm.digital')}</dd>
            </div>
            <div>
              <dt>{t('confirm.validity')}</dt>
              <dd>{t('confirm.validityValue', { months: GIFT_VALIDITY_MONTHS.ACTIVITY })}</dd>
            </div>
            <div>
              <dt>{t('confirm.perParticipant')}</dt>
              <dd>{money(offer.perParticipant)}</dd>
            </div>
            {offer.moneySaved > 0 && (
              <div>
                <dt>{t('confirm.saved')}</dt>
                <dd>{money(offer.moneySaved)}</dd>
              </div>
            )}
            <div className={styles.total}>
              <dt>{t('confirm.total')}</dt>
              <dd>{money(offer.total)}</dd>
            </div>
          </dl>
        )}
      </GiftDialog>
    </div>
  );
}
