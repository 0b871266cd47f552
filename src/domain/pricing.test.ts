import { describe, expect, it } from 'vitest';
import {
  getExtraPriceDifference,
  QUOTE_PROMO_MIN,
  getActivityPricePerParticipant,
  getBoxPromo,
  getMoneySaved,
  getOfferPriceDifferencePerNight,
  getPricePerNight,
  getPricePerPerson,
  getPriceType,
  getPromoPercent,
  roundUpToEuro,
  shouldShowPromo,
} from './pricing';

describe('per night, per person, per participant', () => {
  it('rounds the price per night up to the cent', () => {
    expect(getPricePerNight(30000, 3)).toBe(10000);
    expect(getPricePerNight(30001, 3)).toBe(10001);
    expect(getPricePerNight(29999, 2)).toBe(15000);
    expect(getPricePerNight(12345, 1)).toBe(12345);
  });

  it('refuses zero or fractional counts', () => {
    expect(() => getPricePerNight(10000, 0)).toThrow(RangeError);
    expect(() => getPricePerPerson(10000, 1.5)).toThrow(RangeError);
    expect(() => getActivityPricePerParticipant(10000, 0)).toThrow(RangeError);
  });

  it('rounds up to the whole euro for display', () => {
    expect(roundUpToEuro(12901)).toBe(13000);
    expect(roundUpToEuro(13000)).toBe(13000);
    expect(roundUpToEuro(12999)).toBe(13000);
    expect(roundUpToEuro(1)).toBe(100);
  });

  it('rounds per person and per participant up', () => {
    expect(getPricePerPerson(10001, 2)).toBe(5001);
    expect(getPricePerPerson(10000, 3)).toBe(3334);
    expect(getActivityPricePerParticipant(4999, 2)).toBe(2500);
    expect(getActivityPricePerParticipant(5000, 2)).toBe(2500);
  });
});

describe('promos', () => {
  it('computes the promo percentage rounded, 0 without a higher reference', () => {
    expect(getPromoPercent(8000, 10000)).toBe(20);
    expect(getPromoPercent(9050, 10000)).toBe(10);
    expect(getPromoPercent(9049, 10000)).toBe(10);
    expect(getPromoPercent(9051, 10000)).toBe(9);
    expect(getPromoPercent(10000, 10000)).toBe(0);
    expect(getPromoPercent(11000, 10000)).toBe(0);
  });

  it('rounds the box promo down and gives null without a higher reference', () => {
    expect(getBoxPromo(9050, 10000)).toBe(9);
    expect(getBoxPromo(9000, 10000)).toBe(10);
    expect(getBoxPromo(10000, 10000)).toBeNull();
    expect(getBoxPromo(10001, 10000)).toBeNull();
  });

  it('needs more than 5 % on boxes and gifts', () => {
    expect(shouldShowPromo(5, 'box')).toBe(false);
    expect(shouldShowPromo(6, 'box')).toBe(true);
    expect(shouldShowPromo(5, 'gift')).toBe(false);
    expect(shouldShowPromo(5.5, 'gift')).toBe(true);
  });

  it('needs 5 % or more on activities and quotes, 10 % or more on offer lists', () => {
    expect(shouldShowPromo(5, 'activityOnly')).toBe(true);
    expect(shouldShowPromo(4, 'activityOnly')).toBe(false);
    expect(shouldShowPromo(10, 'offerList')).toBe(true);
    expect(shouldShowPromo(9, 'offerList')).toBe(false);
    expect(QUOTE_PROMO_MIN).toBe(5);
    expect(shouldShowPromo(5, 'quote')).toBe(true);
    expect(shouldShowPromo(4, 'quote')).toBe(false);
  });

  it('gives the per-night difference rounded up and the money saved', () => {
    expect(getOfferPriceDifferencePerNight(1001, 2)).toBe(501);
    expect(getOfferPriceDifferencePerNight(1000, 2)).toBe(500);
    expect(getOfferPriceDifferencePerNight(-1001, 2)).toBe(-500);
    expect(getMoneySaved(10000, 8000)).toBe(2000);
    expect(getMoneySaved(8000, 10000)).toBe(0);
  });
});

describe('getPriceType', () => {
  it('is final with dates or in gifting', () => {
    expect(getPriceType({ hasDates: true, flow: 'booking', itemCategory: 'weekend' })).toBe('final');
    expect(getPriceType({ hasDates: false, flow: 'gifting', itemCategory: 'weekend' })).toBe('final');
  });

  it('is from otherwise', () => {
    expect(getPriceType({ hasDates: false, flow: 'booking', itemCategory: 'weekend' })).toBe('from');
    expect(getPriceType({ hasDates: false, flow: 'hotel', itemCategory: 'weekend' })).toBe('from');
  });

  it('is always final for single vouchers and activity-only items', () => {
    expect(getPriceType({ hasDates: false, flow: 'booking', itemCategory: 'single_voucher' })).toBe('final');
    expect(getPriceType({ hasDates: false, flow: 'activity', itemCategory: 'activity' })).toBe('final');
  });
});

describe('getExtraPriceDifference', () => {
  it('takes the difference for the nights chosen, per night rounded up to the euro, and that times the nights', () => {
    expect(getExtraPriceDifference({ '1': 12535, '2': 25070 }, 1)).toEqual({ perNight: 12600, total: 12600 });
    expect(getExtraPriceDifference({ '1': 12535, '2': 25070 }, 2)).toEqual({ perNight: 12600, total: 25200 });
    expect(getExtraPriceDifference({ '2': 25070 }, 3)).toEqual({ perNight: 12600, total: 37800 });
    expect(getExtraPriceDifference({}, 1)).toBeNull();
  });
});
