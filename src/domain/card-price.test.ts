import { describe, expect, it } from 'vitest';
import { getCardPrice } from './card-price';

const offer = { sellPrice: 19_301, refPrice: 25_000, promo: 23, participants: 2, nights: 2 };

describe('getCardPrice', () => {
  it('shows the price per person, rounded up to the euro, by default', () => {
    expect(getCardPrice(offer, 'booking')).toEqual({ amount: 9_700, reference: 12_500, unit: 'person', promo: 23 });
  });

  it('shows the price per night in the hotel flow', () => {
    expect(getCardPrice(offer, 'hotel')).toMatchObject({ amount: 9_700, unit: 'night' });
    expect(getCardPrice({ ...offer, nights: 3 }, 'hotel').amount).toBe(6_500);
  });

  it('divides an activity price by its participants', () => {
    expect(getCardPrice({ ...offer, participants: 1 }, 'activity')).toMatchObject({ amount: 19_400, unit: 'participant' });
  });

  it('shows no promo badge below 10 % or without a higher reference price', () => {
    expect(getCardPrice({ ...offer, promo: 9 }, 'booking')).toMatchObject({ promo: null, reference: null });
    expect(getCardPrice({ ...offer, promo: 10, refPrice: 19_301 }, 'booking').promo).toBeNull();
    expect(getCardPrice({ ...offer, promo: 10 }, 'booking').promo).toBe(10);
  });
});
