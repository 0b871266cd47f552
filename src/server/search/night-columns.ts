import type { NightRates } from '../../domain/stay-price';
import type { CatalogIndex, IndexedHotel } from './indexed-package';

/**
 * An index's hotels' nights day by day: the same day of every hotel side by side, at `day × stride + ordinal` (the
 * hotel's ordinal in the wide searches' columns). A dated search reads one check-in's nights for thousands of hotels;
 * from each hotel's own arrays, scattered in memory, every hotel cost several cache misses, while here consecutive
 * hotels are consecutive bytes. The domain's rules read them with the stride (isStayOpenAt, getSellSum).
 *
 * A day a hotel has no rates for is closed (status 0), as past the end of its own arrays.
 */
export interface NightColumns extends NightRates {
  /** Day 0 as a day number (toDayNumber). */
  firstDayNumber: number;
  /** The hotels per day: from one night of a hotel to its next. */
  stride: number;
}

/** Hotels copied between two pauses of a build in steps, and the block of them copied day by day. */
const HOTELS_PER_STEP = 1024;
const HOTELS_PER_BLOCK = 64;

const nightColumnsByIndex = new WeakMap<CatalogIndex, NightColumns>();

function* buildNightColumns(hotels: readonly IndexedHotel[]): Generator<void, NightColumns> {
  let first = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const { days } of hotels) {
    if (!days) continue;
    first = Math.min(first, days.firstDayNumber);
    end = Math.max(end, days.firstDayNumber + days.status.length);
  }
  if (first > end) first = end = 0;
  const stride = hotels.length;
  const size = (end - first) * stride;
  const status = new Uint8Array(size);
  const factor = new Uint8Array(size).fill(100);
  const promo = new Uint8Array(size);
  const minLos = new Uint8Array(size);
  const roomsLeft = new Uint8Array(size);
  // A block of hotels at a time, each of its days in turn: the writes of a day fill a few cache lines together.
  for (let block = 0; block < hotels.length; block += HOTELS_PER_BLOCK) {
    if (block > 0 && block % HOTELS_PER_STEP === 0) yield;
    const last = Math.min(block + HOTELS_PER_BLOCK, hotels.length);
    for (let day = 0; day < end - first; day++) {
      for (let ordinal = block; ordinal < last; ordinal++) {
        const days = (hotels[ordinal] as IndexedHotel).days;
        if (!days) continue;
        const own = day - (days.firstDayNumber - first);
        if (own < 0 || own >= days.status.length) continue;
        const at = day * stride + ordinal;
        status[at] = days.status[own] as number;
        factor[at] = days.factor[own] as number;
        promo[at] = days.promo[own] as number;
        minLos[at] = days.minLos[own] as number;
        roomsLeft[at] = days.roomsLeft[own] as number;
      }
    }
  }
  const firstDay = new Date(first * 86_400_000).toISOString().slice(0, 10);
  return { firstDay, firstDayNumber: first, stride, status, factor, promo, minLos, roomsLeft };
}

/** The index's night columns for `hotels` (the wide searches' hotels, by ordinal), built in one go unless prepared. */
export function getNightColumns(index: CatalogIndex, hotels: readonly IndexedHotel[]): NightColumns {
  let columns = nightColumnsByIndex.get(index);
  if (columns) return columns;
  const build = buildNightColumns(hotels);
  let next = build.next();
  while (!next.done) next = build.next();
  columns = next.value;
  nightColumnsByIndex.set(index, columns);
  return columns;
}

/** Builds an index's night columns before it serves, awaiting `step` (the requests waiting) between parts of the work. */
export async function prepareNightColumns(index: CatalogIndex, hotels: readonly IndexedHotel[], step: () => Promise<void>): Promise<void> {
  if (nightColumnsByIndex.has(index)) return;
  const build = buildNightColumns(hotels);
  let next = build.next();
  while (!next.done) {
    await step();
    next = build.next();
  }
  if (!nightColumnsByIndex.has(index)) nightColumnsByIndex.set(index, next.value);
}

/** Where a hotel's night of `dayNumber` is in the columns: pass it to isStayOpenAt and getSellSum with the stride. */
export function getNightOffset(columns: NightColumns, ordinal: number, dayNumber: number): number {
  return (dayNumber - columns.firstDayNumber) * columns.stride + ordinal;
}
