/** The price a result card shows (spec §9 card price rules). */
import { getActivityPricePerParticipant, getPricePerNight, getPricePerPerson, roundUpToEuro, shouldShowPromo } from './pricing';
import type { Flow } from './sorts';

export type PriceUnit = 'person' | 'night' | 'participant';

export interface CardPrice {
  /** Rounded up to the whole euro, in cents. */
  amount: number;
  /** Reference price in the same unit, only when the promo badge shows. */
  reference: number | null;
  unit: PriceUnit;
  /** Promo badge percent ('-N%'), or null below the offer-list threshold (10 %). */
  promo: number | null;
}

/**
 * Per person by default (the card's `perPerson` when the server sent it); per night in the hotel flow (rounded-up
 * total over nights); activities per participant. Everything is rounded up to the euro for display.
 */
export function getCardPrice(
  offer: { sellPrice: number; refPrice: number; promo: number; participants: number; nights: number; perPerson?: number; referencePerPerson?: number },
  flow: Flow,
): CardPrice {
  const people = Math.max(1, offer.participants);
  const nights = Math.max(1, offer.nights);
  const unit: PriceUnit = flow === 'activity' ? 'participant' : flow === 'hotel' ? 'night' : 'person';
  const per = (cents: number) =>
    unit === 'participant'
      ? getActivityPricePerParticipant(cents, people)
      : unit === 'night'
        ? getPricePerNight(cents, nights)
        : getPricePerPerson(cents, people);
  const promo = shouldShowPromo(offer.promo, 'offerList') && offer.refPrice > offer.sellPrice ? offer.promo : null;
  // A stay card carries its price per person from the one stay price (ADR 16): shown as it is.
  if (unit === 'person' && offer.perPerson !== undefined) {
    return { amount: offer.perPerson, reference: promo === null ? null : (offer.referencePerPerson ?? roundUpToEuro(per(offer.refPrice))), unit, promo };
  }
  return { amount: roundUpToEuro(per(offer.sellPrice)), reference: promo === null ? null : roundUpToEuro(per(offer.refPrice)), unit, promo };
}
