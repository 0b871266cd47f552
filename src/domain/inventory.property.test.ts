import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getShownRoomsLeft } from './availability';
import { isStayOpenAt, type NightRates } from './stay-price';

/**
 * A hotel's nights in memory, taken and given back as the orders do it in the database (a hold takes `rooms` on
 * every night of the stay, or nothing when one night has fewer left; a release gives them back), and read as search,
 * the calendar, the quote and the cart read them (isStayOpenAt, getShownRoomsLeft).
 */
const DAYS = 10;

type Operation = { kind: 'hold'; offset: number; nights: number; rooms: number } | { kind: 'release'; pick: number } | { kind: 'pay'; pick: number };

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('hold' as const),
    offset: fc.integer({ min: 0, max: DAYS - 1 }),
    nights: fc.integer({ min: 1, max: 4 }),
    rooms: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
);

function ratesOf(status: number[], roomsLeft: number[]): NightRates {
  const ones = status.map(() => 1);
  return { firstDay: '2027-03-01', status, factor: ones.map(() => 100), promo: ones.map(() => 0), minLos: ones, roomsLeft };
}

describe('room inventory under bookings, holds and releases', () => {
  it('never offers more rooms than the hotel has minus the rooms booked and held', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: DAYS, maxLength: DAYS }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: DAYS, maxLength: DAYS }),
        fc.array(operation, { maxLength: 60 }),
        (capacity, status, operations: Operation[]) => {
          const roomsLeft = [...capacity];
          const held: { offset: number; nights: number; rooms: number }[] = [];
          const booked: typeof held = [];
          const taken = (day: number) => [...held, ...booked].reduce((sum, h) => sum + (day >= h.offset && day < h.offset + h.nights ? h.rooms : 0), 0);
          for (const op of operations) {
            if (op.kind === 'hold') {
              const nights = Math.min(op.nights, DAYS - op.offset);
              const stay = Array.from({ length: nights }, (_, i) => op.offset + i);
              // The cart asks the same rule before the hold; the hold itself takes every night or none.
              if (isStayOpenAt(ratesOf(status, roomsLeft), op.offset, nights, op.rooms) && stay.every((day) => (roomsLeft[day] ?? 0) >= op.rooms)) {
                for (const day of stay) roomsLeft[day] = (roomsLeft[day] ?? 0) - op.rooms;
                held.push({ offset: op.offset, nights, rooms: op.rooms });
              }
            } else if (held.length > 0) {
              const [hold] = held.splice(op.pick % held.length, 1);
              if (!hold) continue;
              if (op.kind === 'pay') booked.push(hold);
              else for (let day = hold.offset; day < hold.offset + hold.nights; day += 1) roomsLeft[day] = (roomsLeft[day] ?? 0) + hold.rooms;
            }
            const rates = ratesOf(status, roomsLeft);
            for (let day = 0; day < DAYS; day += 1) {
              const free = (capacity[day] ?? 0) - taken(day);
              expect(free).toBeGreaterThanOrEqual(0);
              // The most rooms any visitor is offered for that night.
              let offered = 0;
              for (let rooms = 1; rooms <= 5; rooms += 1) if (isStayOpenAt(rates, day, 1, rooms)) offered = rooms;
              expect(offered).toBeLessThanOrEqual(free);
              const shown = getShownRoomsLeft(roomsLeft[day], true);
              if (shown !== null) expect(shown).toBeLessThanOrEqual(free);
              if (status[day] !== 0 && free === 0) expect(isStayOpenAt(rates, day, 1, 1)).toBe(false);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
