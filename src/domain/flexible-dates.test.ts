import { describe, expect, it } from 'vitest';
import { getFlexibleMonths, getMonthCheckinDays, isFlexibleMonth } from './flexible-dates';
import { priceCalendarDay, priceCheapestBetween, type NightRates, type PricedPackage } from './stay-price';
import { addIsoDays } from './iso-date';

const TODAY = '2026-11-27';

describe('flexible months', () => {
  it('offers this month and the next five, across the new year', () => {
    expect(getFlexibleMonths(TODAY)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04']);
  });
  it('accepts only an offered month', () => {
    expect(isFlexibleMonth('2027-01', TODAY)).toBe(true);
    expect(isFlexibleMonth('2026-10', TODAY)).toBe(false);
    expect(isFlexibleMonth('2027-05', TODAY)).toBe(false);
    expect(isFlexibleMonth('2027-13', TODAY)).toBe(false);
    expect(isFlexibleMonth(202701, TODAY)).toBe(false);
  });
  it('starts this month at today and another month at its first day, to its last day', () => {
    expect(getMonthCheckinDays('2026-11', TODAY)).toEqual({ from: TODAY, to: '2026-11-30' });
    expect(getMonthCheckinDays('2027-02', TODAY)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });
});

describe('the cheapest stay of a month', () => {
  const pkg: PricedPackage = { basePrice: 20_000, refPrice: 24_000, childPrice: 3_000, nights: 1, expiration: null };
  const couple = { adults: 2, children: 0, babies: 0 };
  // 70 days from today: every 10th day dearer, day 40 (in January) the cheapest, December closed after the 20th.
  const days = Array.from({ length: 70 }, (_, i) => i);
  const firstDay = TODAY;
  const rates: NightRates = {
    firstDay,
    status: days.map((i) => (addIsoDays(firstDay, i) >= '2026-12-20' && addIsoDays(firstDay, i) <= '2026-12-31' ? 0 : 1)),
    factor: days.map((i) => (i === 40 ? 80 : i % 10 === 0 ? 130 : 100)),
    promo: days.map(() => 0),
    minLos: days.map(() => 1),
    roomsLeft: days.map(() => 4),
  };
  it('is the cheapest calendar day of the month, as the calendar prices it', () => {
    const january = getMonthCheckinDays('2027-01', TODAY);
    const price = priceCheapestBetween(pkg, rates, couple, TODAY, january.from, january.to);
    expect(price?.checkin).toBe(addIsoDays(TODAY, 40));
    expect(price?.total).toBe(priceCalendarDay(pkg, rates, addIsoDays(TODAY, 40), couple, TODAY)?.total);
    expect(price?.priceType).toBe('from');
  });
  it('never picks a closed day, a day past the offer, or a day before today', () => {
    const december = getMonthCheckinDays('2026-12', TODAY);
    const price = priceCheapestBetween(pkg, rates, couple, TODAY, december.from, december.to);
    expect(price?.checkin && price.checkin < '2026-12-20').toBe(true);
    expect(priceCheapestBetween({ ...pkg, expiration: '2026-11-30' }, rates, couple, TODAY, december.from, december.to)).toBeNull();
    expect(priceCheapestBetween(pkg, rates, couple, TODAY, '2026-11-01', '2026-11-26')).toBeNull();
  });
});
