import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSellSum, isStayOpenAt, MAX_STAY_NIGHTS } from '../../domain/stay-price';
import type { CatalogIndex, HotelDays, IndexedHotel } from './indexed-package';
import { getNightColumns, getNightOffset } from './night-columns';

const FIRST_DAY_NUMBER = 20_000;

const hotelDays = fc
  .record({
    start: fc.integer({ min: -6, max: 6 }),
    nights: fc.array(
      fc.record({
        status: fc.integer({ min: 0, max: 2 }),
        factor: fc.integer({ min: 50, max: 150 }),
        promo: fc.integer({ min: 0, max: 40 }),
        minLos: fc.integer({ min: 0, max: 4 }),
        roomsLeft: fc.integer({ min: 0, max: 4 }),
      }),
      { maxLength: 30 },
    ),
  })
  .map(({ start, nights }): HotelDays => ({
    firstDay: new Date((FIRST_DAY_NUMBER + start) * 86_400_000).toISOString().slice(0, 10),
    firstDayNumber: FIRST_DAY_NUMBER + start,
    status: Uint8Array.from(nights, (night) => night.status),
    factor: Uint8Array.from(nights, (night) => night.factor),
    promo: Uint8Array.from(nights, (night) => night.promo),
    minLos: Uint8Array.from(nights, (night) => night.minLos),
    roomsLeft: Uint8Array.from(nights, (night) => night.roomsLeft),
  }));

describe('night columns', () => {
  it('answer every stay of every hotel as its own nights do: open or not, and its sell sum when open', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(hotelDays, { nil: undefined }), { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.record({
            hotel: fc.nat(),
            day: fc.integer({ min: FIRST_DAY_NUMBER - 10, max: FIRST_DAY_NUMBER + 40 }),
            nights: fc.integer({ min: 0, max: MAX_STAY_NIGHTS + 1 }),
            rooms: fc.integer({ min: 1, max: 3 }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (ownDays, stays) => {
          const hotels = ownDays.map((days) => ({ days }) as IndexedHotel);
          const columns = getNightColumns({} as CatalogIndex, hotels);
          for (const stay of stays) {
            const ordinal = stay.hotel % hotels.length;
            const days = hotels[ordinal]?.days;
            const offset = getNightOffset(columns, ordinal, stay.day);
            const open = isStayOpenAt(columns, offset, stay.nights, stay.rooms, columns.stride);
            const ownOffset = days ? stay.day - days.firstDayNumber : 0;
            expect(open).toBe(days ? isStayOpenAt(days, ownOffset, stay.nights, stay.rooms) : false);
            if (open && days) expect(getSellSum(columns, offset, stay.nights, columns.stride)).toBe(getSellSum(days, ownOffset, stay.nights));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('close every night of a hotel without rates, and of any hotel outside the days they cover', () => {
    const open: HotelDays = {
      firstDay: '2024-10-06',
      firstDayNumber: FIRST_DAY_NUMBER,
      status: Uint8Array.of(1, 1, 1),
      factor: Uint8Array.of(100, 100, 100),
      promo: Uint8Array.of(0, 0, 0),
      minLos: Uint8Array.of(1, 1, 1),
      roomsLeft: Uint8Array.of(2, 2, 2),
    };
    const columns = getNightColumns({} as CatalogIndex, [{ days: open } as IndexedHotel, { days: undefined } as IndexedHotel]);
    const isOpen = (ordinal: number, day: number, nights: number) => isStayOpenAt(columns, getNightOffset(columns, ordinal, day), nights, 1, columns.stride);
    expect(isOpen(0, FIRST_DAY_NUMBER, 3)).toBe(true);
    expect(isOpen(0, FIRST_DAY_NUMBER + 1, 3)).toBe(false);
    expect(isOpen(0, FIRST_DAY_NUMBER - 1, 2)).toBe(false);
    expect(isOpen(1, FIRST_DAY_NUMBER, 1)).toBe(false);
  });
});
