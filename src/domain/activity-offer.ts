import { ACTIVITY_PARTICIPANT_BOUNDS, DEFAULT_ACTIVITY_PARTICIPANTS, isWithinBounds } from './pax';
import { getActivityPricePerParticipant, getMoneySaved, getPromoPercent, shouldShowPromo } from './pricing';

/** The price/pax box of an activity-only voucher (spec §4 'Activity offer', §5, §9). */

/** One price of the activity's catalog, per number of adults (cents). */
export interface ActivityPriceOption {
  adults: number;
  barPrice: number;
  sellPrice: number;
}

/** What the box shows for a number of participants. */
export interface ActivityOffer {
  participants: number;
  /** What the voucher costs for all participants, and its reference price. */
  total: number;
  reference: number;
  /** The total divided by the participants, rounded up to the cent, and the reference price divided the same way. */
  perParticipant: number;
  referencePerParticipant: number;
  moneySaved: number;
  /** Promo percentage when it reaches 5 %, else null. */
  promo: number | null;
}

/**
 * Participants from the value `a` (the activity page's hash, the checkout's query): a whole number within 1–2;
 * anything else (missing, out of range, not a number) gives the default, 2.
 */
export function readActivityParticipants(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\d+$/.test(value.trim())) return DEFAULT_ACTIVITY_PARTICIPANTS;
  const count = Number(value);
  return isWithinBounds(count, ACTIVITY_PARTICIPANT_BOUNDS) ? count : DEFAULT_ACTIVITY_PARTICIPANTS;
}

/** The query flag of an activity voucher bought for oneself (spec §2 'Checkout routes'). */
export const OWN_USE = 'OWN_USE';

/**
 * The activity checkout's query (spec §2 'Checkout routes'): customType=OWN_USE for oneself, and the participants as
 * `a`, read by the server so the form, the summary and the order share one count.
 */
export function buildActivityCheckoutQuery(isOwnUse: boolean, participants: number): string {
  const query = new URLSearchParams();
  if (isOwnUse) query.set('customType', OWN_USE);
  query.set('a', String(participants));
  return query.toString();
}

/** The offer for `participants` from the catalog prices, or null when the activity has no price for them. */
export function getActivityOffer(prices: readonly ActivityPriceOption[], participants: number): ActivityOffer | null {
  const price = prices.find((option) => option.adults === participants);
  if (!price) return null;
  const promo = getPromoPercent(price.sellPrice, price.barPrice);
  return {
    participants,
    total: price.sellPrice,
    reference: Math.max(price.barPrice, price.sellPrice),
    perParticipant: getActivityPricePerParticipant(price.sellPrice, participants),
    referencePerParticipant: getActivityPricePerParticipant(Math.max(price.barPrice, price.sellPrice), participants),
    moneySaved: getMoneySaved(price.barPrice, price.sellPrice),
    promo: shouldShowPromo(promo, 'activityOnly') ? promo : null,
  };
}
