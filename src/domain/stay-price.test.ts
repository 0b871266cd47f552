import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addIsoDays } from './iso-date';
import { withRooms } from './party-price';
import {
  getAllowedNightsAt,
  getPerPerson,
  getProposedNightsAt,
  isNightAvailable,
  priceCalendarDay,
  priceFrom,
  priceNominal,
  priceStay,
  ROOMS_LEFT_CAP,
  toStoredRoomsLeft,
  type NightRates,
  type PricedPackage,
} from './stay-price';

const TODAY = '2026-11-24';
const pkg: PricedPackage = { basePrice: 21_000, refPrice: 26_000, childPrice: 4_000, nights: 2, expiration: null };
const couple = { adults: 2, children: 0, babies: 0 };

function rates(days: { factor?: number; promo?: number; status?: number; minLos?: number; roomsLeft?: number }[], firstDay = TODAY): NightRates {
  return {
    firstDay,
    status: days.map((d) => d.status ?? 1),
    factor: days.map((d) => d.factor ?? 100),
    promo: days.map((d) => d.promo ?? 0),
    minLos: days.map((d) => d.minLos ?? 1),
    roomsLeft: days.map((d) => d.roomsLeft ?? 5),
  };
}

describe('priceStay', () => {
  it('prices each night at its own rate, not the check-in day rate times the nights', () => {
    // Check-in night at the base rate, second night with a 16 % supplement.
    const price = priceStay(pkg, rates([{}, { factor: 116 }]), TODAY, 2, couple);
    expect(price?.total).toBe(10_500 + 12_180);
    expect(priceCalendarDay(pkg, rates([{}, { factor: 116 }]), TODAY, couple, TODAY)?.total).toBe(price?.total);
  });

  it('rounds the total once, to the cent, and the price per person up to the whole euro', () => {
    const price = priceStay({ ...pkg, basePrice: 22_550, nights: 1 }, rates([{}]), TODAY, 1, couple);
    expect(price?.total).toBe(22_550);
    expect(price?.perPerson).toBe(11_300);
    expect(getPerPerson(22_550, 2)).toBe(11_300);
    expect(getPerPerson(22_600, 2)).toBe(11_300);
  });

  it('scales the two-adult price to the adults and prorates the child price; babies are free and not counted', () => {
    const price = priceStay(pkg, rates([{}, {}]), TODAY, 1, { adults: 3, children: 1, babies: 2 });
    expect(price?.total).toBe(Math.round((10_500 * 3) / 2) + 2_000);
    expect(price?.payingTravellers).toBe(4);
  });

  it('keeps the package promo in the reference and the day promo in the price', () => {
    const price = priceStay(pkg, rates([{ promo: 20 }, {}]), TODAY, 2, couple);
    expect(price?.total).toBe(8_400 + 10_500);
    expect(price?.reference).toBe(26_000);
    expect(price?.promo).toBe(Math.round(((26_000 - 18_900) * 100) / 26_000));
  });

  it('refuses a stay with a closed night or below the minimum stay', () => {
    expect(priceStay(pkg, rates([{}, { status: 0 }]), TODAY, 2, couple)).toBeNull();
    expect(priceStay(pkg, rates([{ minLos: 2 }, {}]), TODAY, 1, couple)).toBeNull();
    expect(priceStay(pkg, rates([{}]), TODAY, 2, couple)).toBeNull();
  });
});

describe('each night of a stay', () => {
  it('is its own rate, the nights adding up to the total', () => {
    const price = priceStay(pkg, rates([{}, { factor: 116 }]), TODAY, 2, couple);
    expect(price?.nightPrices).toEqual([10_500, 12_180]);
  });

  it('adds up to the total exactly, whatever the rates, the party and the rounding', () => {
    const day = fc.record({ factor: fc.integer({ min: 50, max: 200 }), promo: fc.constantFrom(0, 5, 10, 33), status: fc.constant(1), minLos: fc.constant(1) });
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.record({ basePrice: fc.integer({ min: 1, max: 200_000 }), childPrice: fc.integer({ min: 0, max: 20_000 }), nights: fc.integer({ min: 1, max: 3 }) }),
        fc.record({ adults: fc.integer({ min: 1, max: 6 }), children: fc.integer({ min: 0, max: 4 }), babies: fc.constant(0) }),
        (days, nights, priced, party) => {
          const price = priceStay({ ...pkg, ...priced, refPrice: priced.basePrice }, rates(days), TODAY, nights, party);
          expect(price).not.toBeNull();
          expect(price!.nightPrices).toHaveLength(nights);
          expect(price!.nightPrices!.reduce((sum, night) => sum + night, 0)).toBe(price!.total);
          for (const night of price!.nightPrices!) expect(Number.isInteger(night) && night >= 0).toBe(true);
        },
      ),
    );
  });
});

describe('the calendar day price', () => {
  it('is the price of the package length, or of the minimum stay when longer', () => {
    const table = rates([{ minLos: 3 }, {}, {}, {}]);
    expect(getProposedNightsAt(table, 0, 2)).toBe(3);
    expect(getProposedNightsAt(table, 1, 2)).toBe(2);
    expect(priceCalendarDay(pkg, table, TODAY, couple, TODAY)?.nights).toBe(3);
  });

  it('has no price when the proposed stay is not open, or the day cannot be sold', () => {
    const table = rates([{}, { status: 0 }, {}, {}]);
    expect(getAllowedNightsAt(table, 0)).toEqual([1]);
    expect(priceCalendarDay(pkg, table, TODAY, couple, TODAY)).toBeNull();
    expect(priceCalendarDay(pkg, rates([{}, {}, {}]), TODAY, couple, addIsoDays(TODAY, 1))).toBeNull();
    expect(priceCalendarDay({ ...pkg, expiration: TODAY }, rates([{}, {}, {}, {}]), addIsoDays(TODAY, 1), couple, TODAY)).toBeNull();
  });
});

describe('the from price', () => {
  it('is never above a bookable calendar day and equals the cheapest one', () => {
    const day = fc.record({
      factor: fc.integer({ min: 80, max: 130 }),
      promo: fc.constantFrom(0, 0, 10, 20),
      status: fc.constantFrom(0, 1, 1, 2),
      minLos: fc.constantFrom(1, 1, 2),
    });
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 3 }),
        fc.record({ adults: fc.integer({ min: 1, max: 6 }), children: fc.integer({ min: 0, max: 4 }), babies: fc.integer({ min: 0, max: 2 }) }),
        (days, nights, party) => {
          const table = rates(days);
          const offer = { ...pkg, nights };
          const from = priceFrom(offer, table, party, TODAY);
          const calendar = days.map((_, i) => priceCalendarDay(offer, table, addIsoDays(TODAY, i), party, TODAY)).filter((p) => p !== null);
          for (const price of calendar) expect(from.perPerson).toBeLessThanOrEqual(price.perPerson);
          if (calendar.length > 0) expect(from.total).toBe(Math.min(...calendar.map((p) => p.total)));
          expect(from.priceType).toBe('from');
        },
      ),
    );
  });

  it('falls back to the package at its base rate without any bookable day', () => {
    expect(priceFrom(pkg, rates([{ status: 0 }]), couple, TODAY).total).toBe(21_000);
    expect(priceNominal(pkg, couple, TODAY).total).toBe(21_000);
  });
});

describe('night availability', () => {
  it('needs an open night with at least the rooms the party takes, one at least', () => {
    expect(isNightAvailable(1, 1)).toBe(true);
    expect(isNightAvailable(2, 3, 3)).toBe(true);
    expect(isNightAvailable(1, 0)).toBe(false);
    expect(isNightAvailable(1, 0, 0)).toBe(false);
    expect(isNightAvailable(1, 1, 2)).toBe(false);
    expect(isNightAvailable(0, 9)).toBe(false);
  });

  it('leaves a sold-out night out of the stay, the calendar and the from price', () => {
    const soldOut = rates([{}, { roomsLeft: 0 }, {}, {}]);
    expect(priceStay(pkg, soldOut, TODAY, 2, couple)).toBeNull();
    expect(priceCalendarDay(pkg, soldOut, TODAY, couple, TODAY)).toBeNull();
    expect(priceCalendarDay(pkg, soldOut, addIsoDays(TODAY, 1), couple, TODAY)).toBeNull();
    expect(priceCalendarDay(pkg, soldOut, addIsoDays(TODAY, 2), couple, TODAY)?.total).toBe(21_000);
    expect(getAllowedNightsAt(soldOut, 0)).toEqual([1]);
    expect(getProposedNightsAt(soldOut, 0, 2)).toBeNull();
    expect(priceFrom(pkg, soldOut, couple, TODAY).checkin).toBe(addIsoDays(TODAY, 2));
  });

  it('asks every night for the rooms of the party', () => {
    const oneRoom = rates([{ roomsLeft: 2 }, { roomsLeft: 1 }]);
    expect(priceStay(pkg, oneRoom, TODAY, 2, { ...couple, rooms: 1 })?.roomsLeft).toBe(1);
    expect(priceStay(pkg, oneRoom, TODAY, 2, { ...couple, rooms: 2 })).toBeNull();
  });
});

describe('rooms left as a day keeps them', () => {
  it('keeps 0 to 255 as they are and caps more open rooms, so 256 rooms never read as a sold-out night', () => {
    expect([0, 1, 3, 255].map(toStoredRoomsLeft)).toEqual([0, 1, 3, 255]);
    expect([256, 9984, 10000].map(toStoredRoomsLeft)).toEqual([ROOMS_LEFT_CAP, ROOMS_LEFT_CAP, ROOMS_LEFT_CAP]);
    expect(toStoredRoomsLeft(-2)).toBe(0);
    expect(isNightAvailable(1, toStoredRoomsLeft(9984), 1)).toBe(true);
  });
});

describe('the from price of a party that needs several rooms', () => {
  it('skips the cheap day with one room left, as the calendar and the quote do for that party', () => {
    const night = { ...pkg, nights: 1 };
    const days = rates([{ promo: 20, roomsLeft: 1 }, {}, {}]);
    const party = withRooms({ adults: 3, children: 2, babies: 0 }, 2);
    expect(party.rooms).toBe(3);
    const from = priceFrom(night, days, party, TODAY);
    expect(from.total).toBe(priceCalendarDay(night, days, addIsoDays(TODAY, 1), party, TODAY)?.total);
    expect(priceCalendarDay(night, days, TODAY, party, TODAY)).toBeNull();
    expect(priceFrom(night, days, withRooms(couple, 2), TODAY).total).toBeLessThan(from.total / 2);
  });
});
