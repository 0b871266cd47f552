import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAllInPartyParts, getAllInPrice, hasAllInPrice } from './all-in-price';
import { getLocalTaxTotal, getStayTotal, type LocalTax } from './quote';

const stay = { sellPrice: 31_990, checkin: '2026-05-15', nights: 2 };
const couple = { adults: 2, children: 0, babies: 0 };

describe('getAllInPrice', () => {
  it('adds the tourist tax per adult and night to the stay price', () => {
    const allIn = getAllInPrice(stay, couple, { type: 'PER_PERSON_PER_NIGHT', amount: 165 });
    expect(allIn).toEqual({ total: 31_990 + 165 * 2 * 2, localTax: 660, checkin: '2026-05-15', nights: 2, adults: 2, children: 0, babies: 0 });
  });

  it('charges children no per-person tax and babies nothing, but names them', () => {
    const allIn = getAllInPrice({ ...stay, nights: 3 }, { adults: 1, children: 2, babies: 1 }, { type: 'PER_PERSON_PER_NIGHT', amount: 200 });
    expect(allIn.localTax).toBe(600);
    expect(allIn.total).toBe(31_990 + 600);
    expect([allIn.adults, allIn.children, allIn.babies, allIn.nights]).toEqual([1, 2, 1, 3]);
  });

  it('takes a percentage of the stay price, rounded to the cent', () => {
    expect(getAllInPrice({ ...stay, sellPrice: 45_999 }, couple, { type: 'BOOKING_PERCENTAGE', percentage: 3 })).toMatchObject({
      localTax: 1380,
      total: 47_379,
    });
    expect(getAllInPrice({ ...stay, sellPrice: 45_990 }, couple, { type: 'BOOKING_PERCENTAGE', percentage: 5 })).toMatchObject({
      localTax: 2300,
      total: 48_290,
    });
  });

  it('is the quote stay total (sell price + local tax) for any stay, party and tax, in whole cents', () => {
    const tax = fc.oneof(
      fc.record({ type: fc.constant('PER_PERSON_PER_NIGHT' as const), amount: fc.integer({ min: 0, max: 500 }) }),
      fc.record({ type: fc.constant('BOOKING_PERCENTAGE' as const), percentage: fc.constantFrom(0, 2.5, 3, 4, 5) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 1 }),
        tax,
        (sellPrice, nights, adults, children, babies, localTax: LocalTax) => {
          const allIn = getAllInPrice({ sellPrice, checkin: '2026-05-15', nights }, { adults, children, babies }, localTax);
          const quoted = getLocalTaxTotal(localTax, { adults, children, nights, packageCents: sellPrice });
          expect(allIn.localTax).toBe(quoted);
          expect(allIn.total).toBe(getStayTotal(sellPrice, quoted));
          expect(Number.isInteger(allIn.total)).toBe(true);
          expect(allIn.total).toBeGreaterThanOrEqual(sellPrice);
        },
      ),
    );
  });
});

describe('getAllInPartyParts', () => {
  it('names the adults always, children and babies only when there are some', () => {
    expect(getAllInPartyParts(couple)).toEqual([{ kind: 'adults', count: 2 }]);
    expect(getAllInPartyParts({ adults: 1, children: 2, babies: 1 })).toEqual([
      { kind: 'adults', count: 1 },
      { kind: 'children', count: 2 },
      { kind: 'babies', count: 1 },
    ]);
    expect(getAllInPartyParts({ adults: 2, children: 0, babies: 1 }).map((part) => part.kind)).toEqual(['adults', 'babies']);
  });
});

describe('hasAllInPrice', () => {
  it('offers all-in prices for stays booked with dates only', () => {
    expect(hasAllInPrice('booking')).toBe(true);
    expect(hasAllInPrice('hotel')).toBe(true);
    expect(hasAllInPrice('gifting')).toBe(false);
    expect(hasAllInPrice('activity')).toBe(false);
  });
});
