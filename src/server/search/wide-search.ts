import { getSearchMonth } from '../../domain/flexible-dates';
import { getFreeCancellationUntil } from '../../domain/booking-cancellation';
import { getSearchedNights, isHotelOnly } from '../../domain/hotel-only';
import { ROOMS_LEFT_MAX } from '../../domain/availability';
import { getRoomCount } from '../../domain/party-price';
import type { ItemCategory } from '../../domain/pricing';
import { getSellSum, getStayTotal, isCheckinSellable, isStayOpenAt, MAX_STAY_NIGHTS, type StayPrice } from '../../domain/stay-price';
import { toDayNumber, type CatalogIndex, type IndexedHotel, type IndexedPackage } from './indexed-package';
import { getRequestedNights, SearchCriteria } from './criteria';
import { getFacetColumns, getUniverseFacets, prepareFacetColumns } from './facet-columns';
import type { AskedStays } from './live-nights';
import { getNightColumns, getNightOffset, prepareNightColumns } from './night-columns';
import { getFromPrice, getFromPrices } from './from-prices';
import { isInBoundingBox } from '../../domain/map';
import {
  compareBy,
  distanceKm,
  homeCountryFirst,
  isFreelyCancellable,
  sortByKeys,
  sortKey,
  sortsByStayPrice,
  toCandidate,
  type Candidate,
  type SortFields,
} from './memory-search';
import { cellKeysInBox, cellKeysWithin, cellOf, isCellInBox, type Postings } from './postings';
import { Ranking, selectFirst, selectFirstBy, type Compare, type RankedEntry, type RankedList } from './ranking';
import { DEFAULT_DISTANCE_KM, type CandidateOptions } from './search-query';

/**
 * Searches without dates that keep much of the catalog (no place, or a country, a few filters), answered from bitsets
 * of the index rather than by looking at every package (ADR 72): a search's packages are the AND of its criteria's
 * bitsets, its count comes from a pass over those bits, and its first page from the packages of the index sorted once
 * per party and sort, taken in order until the page is full. Same matches, order, counts and facets as findCandidates
 * and rankCandidates (proven against them in tests/integration/search-index.test.ts).
 */

/**
 * A search is wide when each of its criteria keeps at least this share of the packages (a bitset of N / 8 bytes per
 * posting list is kept only for these); narrower ones look at the packages of their shortest posting list.
 */
const WIDE_SHARE = 1 / 64;
/** Sorts whose order depends on the package and the party only. */
const PRESORTED = new Set(['priceQuality', 'priceAsc', 'promo', 'popularity', 'svPriceAsc', 'svPriceDesc']);
/** Parties (and days) whose prices and orders are kept per index, the oldest dropped first. */
const PARTIES_KEPT = 24;

export type Bits = Uint32Array;

const newBits = (size: number): Bits => new Uint32Array((size + 31) >>> 5);
export const hasBit = (bits: Bits, position: number) => ((bits[position >>> 5] as number) & (1 << (position & 31))) !== 0;
function setBit(bits: Bits, position: number): void {
  bits[position >>> 5] = (bits[position >>> 5] as number) | (1 << (position & 31));
}
function andInto(target: Bits, bits: Bits): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & (bits[i] as number);
}
/** Calls `visit` with each position set, ascending. */
function forEachBit(bits: Bits, visit: (position: number) => void): void {
  for (let word = 0; word < bits.length; word++) {
    let value = bits[word] as number;
    while (value !== 0) {
      const low = value & -value;
      visit((word << 5) + 31 - Math.clz32(low));
      value ^= low;
    }
  }
}

/** The index's packages as columns and bitsets, built on first use and kept with the index. */
export interface Columns {
  size: number;
  /** Per package, its hotel's ordinal in `hotels`. */
  hotelOrdinal: Int32Array;
  hotels: IndexedHotel[];
  /** Per hotel ordinal, its position (read by every search of an area without touching the hotels' objects). */
  hotelLatitude: Float64Array;
  hotelLongitude: Float64Array;
  /** Per hotel ordinal, what a dated search reads of every hotel it ranks (rankOpenStays). */
  hotelIds: Int32Array;
  hotelCountries: string[];
  /** NaN for a hotel without reviews: numbers side by side, not one boxed number each somewhere in memory. */
  hotelReviewScores: Float64Array;
  /** Per hotel ordinal, its packages' positions, ascending: `hotelPositions[hotelStart[o]…hotelStart[o + 1]]`. */
  hotelStart: Int32Array;
  hotelPositions: Int32Array;
  /** Hotel ordinals per 1° × 1° cell of their position (the cells of the postings), ascending. */
  hotelsByCell: Map<number, Int32Array>;
  /** What a dated search reads of each package. */
  stays: StayColumns;
  /** Published, hotel active, not a hotel-only night (which only the hotel flow lists). */
  listed: Bits;
  /** Per posting list, its bitset. */
  lists: WeakMap<Postings, Bits>;
  /** Not expired on a day. */
  unexpired: Map<string, Bits>;
  /** Room for a number of travellers. */
  capacity: Map<number, Bits>;
  /** getEligible per number of travellers and day. */
  eligible: Map<string, Bits>;
  /** getDatedUniverse per number of travellers, day and length. */
  datedUniverses: Map<string, Bits>;
  /** Hotel reviewed at least a score. */
  score: Map<number, Bits>;
  parties: Map<string, PartyColumns>;
}

/**
 * Per package position, the fields a dated search reads of every match (keepOpenStays, rankOpenStays), read into one
 * view per search (readRankedStay, or column by column): packages in order are a few consecutive bytes per column,
 * not an object each somewhere in memory (ADR 78).
 */
interface StayColumns {
  id: Int32Array;
  nights: Int32Array;
  itemCategory: ItemCategory[];
  /** Per position, its expiration's place in `expirations` (0: none); a search judges each distinct one once. */
  expirationCode: Uint16Array | Int32Array;
  /** The distinct expirations, `null` first. */
  expirations: (string | null)[];
  basePrice: Float64Array;
  childPrice: Float64Array;
  refPrice: Float64Array;
  popularity: Float64Array;
  bucketPrices: number[][];
  roomCapacity: Int32Array;
  cancellable: Uint8Array;
  cancellationDays: Int32Array;
}

/** A package as a dated search's rules see it (getSearchedNights, isCheckinSellable, getStayTotal, sortKey). */
type StayView = Pick<
  IndexedPackage,
  | 'id'
  | 'nights'
  | 'itemCategory'
  | 'expiration'
  | 'basePrice'
  | 'childPrice'
  | 'refPrice'
  | 'popularity'
  | 'bucketPrices'
  | 'roomCapacity'
  | 'cancellable'
  | 'cancellationDays'
> & { hotel: Pick<IndexedHotel, 'reviewScore'> };

function buildStayColumns(packages: readonly IndexedPackage[]): StayColumns {
  const size = packages.length;
  const stays: StayColumns = {
    id: new Int32Array(size),
    nights: new Int32Array(size),
    itemCategory: new Array<ItemCategory>(size),
    expirationCode: new Int32Array(size),
    expirations: [null],
    basePrice: new Float64Array(size),
    childPrice: new Float64Array(size),
    refPrice: new Float64Array(size),
    popularity: new Float64Array(size),
    bucketPrices: new Array<number[]>(size),
    roomCapacity: new Int32Array(size),
    cancellable: new Uint8Array(size),
    cancellationDays: new Int32Array(size),
  };
  const expirationCodes = new Map<string | null, number>([[null, 0]]);
  packages.forEach((p, position) => {
    stays.id[position] = p.id;
    stays.nights[position] = p.nights;
    stays.itemCategory[position] = p.itemCategory;
    let code = expirationCodes.get(p.expiration);
    if (code === undefined) {
      code = stays.expirations.push(p.expiration) - 1;
      expirationCodes.set(p.expiration, code);
    }
    stays.expirationCode[position] = code;
    stays.basePrice[position] = p.basePrice;
    stays.childPrice[position] = p.childPrice;
    stays.refPrice[position] = p.refPrice;
    stays.popularity[position] = p.popularity;
    stays.bucketPrices[position] = p.bucketPrices;
    stays.roomCapacity[position] = p.roomCapacity;
    stays.cancellable[position] = p.cancellable ? 1 : 0;
    stays.cancellationDays[position] = p.cancellationDays;
  });
  // A few hundred distinct expirations per catalogue: two bytes per package when they fit.
  if (stays.expirations.length <= 0xffff) stays.expirationCode = Uint16Array.from(stays.expirationCode);
  return stays;
}

/** A view to read stays into (each search fills what it reads). */
function newStayView(): StayView {
  return {
    id: 0,
    nights: 0,
    itemCategory: 'weekend',
    expiration: null,
    basePrice: 0,
    childPrice: 0,
    refPrice: 0,
    popularity: 0,
    bucketPrices: [],
    roomCapacity: 1,
    cancellable: false,
    cancellationDays: 0,
    hotel: { reviewScore: null },
  };
}

/**
 * What rankOpenStays reads of the package at `position` into `view` (its hotel aside): what its stay total and every
 * sort's key read (getStayTotal, sortKey). Its expiry, rooms and terms were read by keepOpenStays.
 */
function readRankedStay(view: StayView, stays: StayColumns, position: number): void {
  view.id = stays.id[position] as number;
  view.nights = stays.nights[position] as number;
  view.itemCategory = stays.itemCategory[position] as ItemCategory;
  view.basePrice = stays.basePrice[position] as number;
  view.childPrice = stays.childPrice[position] as number;
  view.refPrice = stays.refPrice[position] as number;
  view.popularity = stays.popularity[position] as number;
  view.bucketPrices = stays.bucketPrices[position] as number[];
}

/** The 'from' prices of a party on a day, and the orders they give. */
interface PartyColumns {
  prices: (StayPrice | null)[];
  /** Eligible for the party (getEligible) and priced. */
  priced: Bits;
  /** Price per person and night (the filter's), NaN without a price. */
  perPersonNight: Float64Array;
  /** Can still be cancelled with a refund for the stay of its 'from' price. */
  freeCancellation: Bits;
  /** Positions of the priced packages in the order of a sort. */
  orders: Map<string, Int32Array>;
}

const columnsByIndex = new WeakMap<CatalogIndex, Columns>();

function getColumns(index: CatalogIndex): Columns {
  let columns = columnsByIndex.get(index);
  if (columns) return columns;
  const { packages } = index;
  const hotelOrdinal = new Int32Array(packages.length);
  const ordinals = new Map<IndexedHotel, number>();
  const hotels: IndexedHotel[] = [];
  const listed = newBits(packages.length);
  packages.forEach((p, position) => {
    let ordinal = ordinals.get(p.hotel);
    if (ordinal === undefined) {
      ordinal = hotels.push(p.hotel) - 1;
      ordinals.set(p.hotel, ordinal);
    }
    hotelOrdinal[position] = ordinal;
    if (p.published && p.hotel.active && !isHotelOnly(p.itemCategory)) setBit(listed, position);
  });
  const hotelStart = new Int32Array(hotels.length + 1);
  for (const ordinal of hotelOrdinal) hotelStart[ordinal + 1] = (hotelStart[ordinal + 1] as number) + 1;
  for (let ordinal = 0; ordinal < hotels.length; ordinal++) hotelStart[ordinal + 1] = (hotelStart[ordinal + 1] as number) + (hotelStart[ordinal] as number);
  const hotelPositions = new Int32Array(packages.length);
  const filled = hotelStart.slice(0, hotels.length);
  hotelOrdinal.forEach((ordinal, position) => {
    hotelPositions[filled[ordinal] as number] = position;
    filled[ordinal] = (filled[ordinal] as number) + 1;
  });
  const cells = new Map<number, number[]>();
  hotels.forEach((hotel, ordinal) => {
    const key = cellOf(hotel.latitude, hotel.longitude);
    const list = cells.get(key);
    if (list) list.push(ordinal);
    else cells.set(key, [ordinal]);
  });
  columns = {
    size: packages.length,
    hotelOrdinal,
    hotels,
    hotelLatitude: Float64Array.from(hotels, (hotel) => hotel.latitude),
    hotelLongitude: Float64Array.from(hotels, (hotel) => hotel.longitude),
    hotelIds: Int32Array.from(hotels, (hotel) => hotel.id),
    hotelCountries: hotels.map((hotel) => hotel.country),
    hotelReviewScores: Float64Array.from(hotels, (hotel) => hotel.reviewScore ?? Number.NaN),
    hotelStart,
    hotelPositions,
    hotelsByCell: new Map([...cells].map(([key, list]) => [key, Int32Array.from(list)])),
    stays: buildStayColumns(packages),
    listed,
    lists: new WeakMap(),
    unexpired: new Map(),
    capacity: new Map(),
    eligible: new Map(),
    datedUniverses: new Map(),
    score: new Map(),
    parties: new Map(),
  };
  columnsByIndex.set(index, columns);
  return columns;
}

/** A bitset computed once per key and kept in `map` (at most `max` of them). */
function kept<K>(map: Map<K, Bits>, key: K, max: number, compute: () => Bits): Bits {
  let bits = map.get(key);
  if (!bits) {
    if (map.size >= max) map.delete(map.keys().next().value as K);
    bits = compute();
    map.set(key, bits);
  }
  return bits;
}

function bitsOfList(columns: Columns, list: Postings): Bits {
  let bits = columns.lists.get(list);
  if (!bits) {
    bits = newBits(columns.size);
    for (const position of list) setBit(bits, position);
    columns.lists.set(list, bits);
  }
  return bits;
}

function bitsWhere(index: CatalogIndex, test: (position: number) => boolean): Bits {
  const bits = newBits(index.packages.length);
  for (let position = 0; position < index.packages.length; position++) if (test(position)) setBit(bits, position);
  return bits;
}

/**
 * Listed, not expired on `today` and with room for the party's travellers: the packages a party's search can find.
 * Kept per number of travellers and day; never changed by its readers.
 */
function getEligible(index: CatalogIndex, columns: Columns, pax: number, today: string): Bits {
  return kept(columns.eligible, `${pax}|${today}`, 16, () => {
    const bits = Uint32Array.from(columns.listed);
    andInto(
      bits,
      kept(columns.unexpired, today, 4, () =>
        bitsWhere(index, (position) => {
          const expiration = index.packages[position]?.expiration ?? null;
          return expiration === null || expiration >= today;
        }),
      ),
    );
    andInto(
      bits,
      kept(columns.capacity, pax, 64, () => bitsWhere(index, (position) => (index.packages[position]?.maxCapacity ?? 0) >= pax)),
    );
    return bits;
  });
}

/** getEligible of the packages of `nights` nights (their posting list), kept per number of travellers, day and length. */
function getDatedUniverse(index: CatalogIndex, columns: Columns, pax: number, today: string, nights: number | undefined, list: Postings | undefined): Bits {
  const eligible = getEligible(index, columns, pax, today);
  if (!nights || !list) return eligible;
  return kept(columns.datedUniverses, `${pax}|${today}|${nights}`, 32, () => {
    const bits = Uint32Array.from(eligible);
    andInto(bits, bitsOfList(columns, list));
    return bits;
  });
}

function getPartyColumns(index: CatalogIndex, columns: Columns, c: SearchCriteria, today: string): PartyColumns {
  const key = `${c.a}|${c.c}|${today}`;
  let party = columns.parties.get(key);
  if (party) return party;
  if (columns.parties.size >= PARTIES_KEPT) columns.parties.delete(columns.parties.keys().next().value as string);
  const travellers = { adults: c.a, children: c.c, babies: c.b };
  const froms = getFromPrices(travellers, today);
  const pax = Math.max(1, c.a + c.c);
  const prices: (StayPrice | null)[] = new Array<StayPrice | null>(index.packages.length).fill(null);
  const perPersonNight = new Float64Array(index.packages.length).fill(Number.NaN);
  const priced = Uint32Array.from(getEligible(index, columns, c.a + c.c, today));
  const freeCancellation = newBits(index.packages.length);
  forEachBit(Uint32Array.from(priced), (position) => {
    const p = index.packages[position] as Candidate['pkg'];
    const price = getFromPrice(p, travellers, today, froms) as StayPrice | null;
    if (!price) {
      priced[position >>> 5] = (priced[position >>> 5] as number) & ~(1 << (position & 31));
      return;
    }
    prices[position] = price;
    perPersonNight[position] = Math.trunc(price.total / (pax * price.nights));
    if (isFreelyCancellable({ pkg: p, price }, today)) setBit(freeCancellation, position);
  });
  party = { prices, priced, perPersonNight, freeCancellation, orders: new Map() };
  columns.parties.set(key, party);
  return party;
}

function candidateAt(index: CatalogIndex, party: PartyColumns, position: number, distanceKm: number | null = null): Candidate {
  const price = party.prices[position] as StayPrice;
  return { pkg: index.packages[position] as Candidate['pkg'], price, stayPrice: price.total, roomsLeft: null, distanceKm };
}

/** A wide match as a candidate, with its hotel's distance from the point searched, if any. */
function matchAt(matches: WideMatches, position: number): Candidate {
  const { distances } = matches;
  return candidateAt(
    matches.index,
    matches.party as PartyColumns,
    position,
    distances ? (distances[matches.columns.hotelOrdinal[position] as number] as number) : null,
  );
}

/** The hotels of a map area or around a point, and their distances from it. */
interface Area {
  /** Ordinals of the hotels in the area. */
  hotels: number[];
  /** Per hotel ordinal, its distance from the point searched (only those in `hotels` are set); null without a point. */
  distances: Float64Array | null;
}

/**
 * The hotels within a map area and a distance of a point, by the rules of matchesStatic and collectCandidates (the
 * same box test and distance), looking only at the hotels of the cells the area or circle touches.
 */
function findArea(columns: Columns, c: SearchCriteria): Area {
  const { hotels, hotelsByCell, hotelLatitude, hotelLongitude } = columns;
  const hasPoint = c.lat !== undefined && c.lng !== undefined;
  const maxKm = c.distanceMax ?? DEFAULT_DISTANCE_KM;
  const minKm = c.distanceMin ?? 0;
  // The narrower of the two sets of cells; null: every hotel.
  const boxKeys = c.bbox ? cellKeysInBox(c.bbox) : null;
  const pointKeys = hasPoint ? cellKeysWithin(c.lat as number, c.lng as number, maxKm) : null;
  const keys = boxKeys && pointKeys ? (boxKeys.length <= pointKeys.length ? boxKeys : pointKeys) : (boxKeys ?? pointKeys);
  const distances = hasPoint ? new Float64Array(hotels.length) : null;
  const inArea: number[] = [];
  const visit = (ordinal: number) => {
    const lat = hotelLatitude[ordinal] as number;
    const lng = hotelLongitude[ordinal] as number;
    if (c.bbox && !isInBoundingBox({ lat, lng }, c.bbox)) return;
    if (distances) {
      const distance = distanceKm(c.lat as number, c.lng as number, lat, lng);
      if (distance > maxKm || distance < minKm) return;
      distances[ordinal] = distance;
    }
    inArea.push(ordinal);
  };
  if (keys) {
    for (const key of keys) {
      const cell = hotelsByCell.get(key);
      if (!cell) continue;
      // A cell wholly in a map area, without a point: all its hotels are in it.
      if (!distances && c.bbox && isCellInBox(key, c.bbox)) for (const ordinal of cell) inArea.push(ordinal);
      else for (const ordinal of cell) visit(ordinal);
    }
  } else for (let ordinal = 0; ordinal < hotels.length; ordinal++) visit(ordinal);
  return { hotels: inArea, distances };
}

/** The packages of an area's hotels as a bitset. */
function bitsOfArea(columns: Columns, area: Area): Bits {
  const bits = newBits(columns.size);
  const { hotelStart, hotelPositions } = columns;
  for (const ordinal of area.hotels) {
    for (let i = hotelStart[ordinal] as number; i < (hotelStart[ordinal + 1] as number); i++) setBit(bits, hotelPositions[i] as number);
  }
  return bits;
}

/** The priced packages of a party in the order of a sort (a total order: ties break on the package id). */
function getOrder(index: CatalogIndex, party: PartyColumns, sort: string, c: SearchCriteria): Int32Array {
  const name = `${sort}|${c.bucket ?? 2}`;
  let order = party.orders.get(name);
  if (!order) {
    const positions: number[] = [];
    forEachBit(party.priced, (position) => positions.push(position));
    const key = sortKey(sort, c);
    const keys = new Float64Array(positions.length);
    const ids = new Int32Array(positions.length);
    positions.forEach((position, rank) => {
      const candidate = candidateAt(index, party, position);
      keys[rank] = key(candidate);
      ids[rank] = candidate.pkg.id;
    });
    order = Int32Array.from(sortByKeys(keys, ids), (rank) => positions[rank] as number);
    party.orders.set(name, order);
  }
  return order;
}

/**
 * Builds, a step at a time, what the first searches on a new index would otherwise build while requests wait: its
 * columns, the facets' and the nights' columns, the 'from' prices of a search without a party (two adults) as columns,
 * their facets and each presorted order. A rebuilt index does this before it serves, so its first searches cost what
 * later ones do (ADR 36).
 */
export async function prepareWideSearches(index: CatalogIndex, today: string, step: () => Promise<void>): Promise<void> {
  const columns = getColumns(index);
  await prepareFacetColumns(index, columns, step);
  await prepareNightColumns(index, columns.hotels, step);
  await step();
  const criteria = SearchCriteria.parse({});
  const party = getPartyColumns(index, columns, criteria, today);
  await step();
  getUniverseFacets(getFacetColumns(index, columns), party.priced);
  for (const sort of PRESORTED) {
    await step();
    getOrder(index, party, sort, criteria);
  }
}

/** The matches of a wide search: their bits (price range applied) and their count per hotel. */
export interface WideMatches {
  index: CatalogIndex;
  columns: Columns;
  /** The 'from' prices of the party; null for a dated search, whose matches are not priced. */
  party: PartyColumns | null;
  bits: Bits;
  /** The packages the matches are drawn from: the party's priced ones, or those a dated search can find (kept, unchanged). */
  universe: Bits;
  /** The nights every match's package has, when the criteria ask for one length. */
  nights: number | undefined;
  /** Of a dated search asked for them (findWideMatches's `floors`): its open stays' lowest prices per hotel. */
  floors: StayFloors | null;
  /** The matches' stays that can still be cancelled with a refund (and maybe others). */
  freeCancellation: Bits;
  /** Of a dated search: per hotel ordinal, 1 when one of its matches can still be cancelled with a refund. */
  freeHotels: Uint8Array | null;
  /** Matching packages per hotel ordinal. */
  perHotel: Uint16Array;
  /** With a map area or a point: the hotels in it (a superset of those with a match). */
  area: Area | null;
  /** With a point: per hotel ordinal, its distance from it. */
  distances: Float64Array | null;
}

/**
 * The matches of a search without dates whose every criterion keeps a large share of the catalog, or null for any
 * other search (dated, flexible month, hotel flow, a place searched by radius, a map area, a point; or narrow).
 */
export function findWideMatches(
  index: CatalogIndex,
  c: SearchCriteria,
  options: CandidateOptions,
  { countsOnly = false, floors: withFloors = false } = {},
): WideMatches | null {
  // A dated search's matches are found without their prices: its pages (ranked by price) and a price range are not.
  const dated = Boolean(c.checkin);
  if (dated && (!countsOnly || c.priceMin !== undefined || c.priceMax !== undefined)) return null;
  if (getSearchMonth(c) || c.flow === 'hotel' || options.expandCity) return null;
  // A latitude without a longitude is no point (collectCandidates measures no distance): left to the postings.
  if ((c.lat === undefined) !== (c.lng === undefined)) return null;
  if (c.poi || c.searesort || c.skiresort || (c.city && c.distanceMax !== undefined)) return null;
  const { postings } = index;
  const wide = index.packages.length * WIDE_SHARE;
  // Each criterion as the posting lists of which a package must be in one.
  const criteria: (Postings | undefined)[][] = [];
  const hotelId = c.hotel ?? c.hotelId;
  if (hotelId) criteria.push([postings.byHotel.get(hotelId)]);
  if (c.city) criteria.push([postings.byCity.get(c.city)]);
  if (c.department) criteria.push([postings.byDepartment.get(c.department)]);
  if (c.region) criteria.push([postings.byRegion.get(c.region)]);
  if (c.touristicregion) criteria.push([postings.byTouristicRegion.get(c.touristicregion)]);
  if (c.country) criteria.push([postings.byCountry.get(c.country)]);
  if (c.theme) criteria.push([postings.byTheme.get(c.theme)]);
  if (c.tags?.length) criteria.push(c.tags.map((tag) => postings.byActivity.get(tag)));
  if (c.stars?.length) criteria.push(c.stars.map((star) => postings.byStar.get(star)));
  for (const facility of c.facilities ?? []) if (facility !== 'pets') criteria.push([postings.byFacility.get(facility)]);
  if (c.petsAllowed || c.facilities?.includes('pets')) criteria.push([postings.petsAllowed]);
  if (c.hotelTypes?.length) criteria.push(c.hotelTypes.map((type) => postings.byHotelType.get(type)));
  if (c.hotelEnvironments?.length) criteria.push(c.hotelEnvironments.map((environment) => postings.byEnvironment.get(environment)));
  if (c.hotelStyles?.length) criteria.push(c.hotelStyles.map((style) => postings.byStyle.get(style)));
  const nights = c.flow === 'gifting' ? c.giftNights : getRequestedNights(c);
  if (nights) criteria.push([postings.byNights.get(nights)]);
  if (options.giftable || c.flow === 'gifting') criteria.push([postings.giftable]);
  if (options.boxCode) criteria.push([postings.byBox.get(options.boxCode)]);
  if (options.singleVouchersOnly) criteria.push([postings.singleVouchers]);
  const lists = criteria.map((any) => [...new Set(any)].filter((list): list is Postings => list !== undefined));
  if (lists.some((any) => any.reduce((sum, list) => sum + list.length, 0) < wide)) return null;
  // Built on an index's first wide search, not on a narrow one (the first searches after a rebuild are often narrow).
  const columns = getColumns(index);

  const party = dated ? null : getPartyColumns(index, columns, c, options.today);
  // A dated search's universe is of the length asked for, when one is: a hotel open on the dates then has most
  // often every package of its universe open, and its facets come from the universe's (countWideFacets).
  const nightsList = nights ? postings.byNights.get(nights) : undefined;
  const universe = party ? party.priced : getDatedUniverse(index, columns, c.a + c.c, options.today, nights, nightsList);
  const bits = Uint32Array.from(universe);
  const area = c.bbox || c.lat !== undefined ? findArea(columns, c) : null;
  if (area) andInto(bits, bitsOfArea(columns, area));
  const score = c.hotelScore;
  if (score) {
    andInto(
      bits,
      kept(columns.score, score, 16, () =>
        bitsWhere(index, (position) => {
          const reviewScore = index.packages[position]?.hotel.reviewScore ?? null;
          return reviewScore !== null && reviewScore >= score;
        }),
      ),
    );
  }
  for (const any of lists) {
    if (any.length === 1) andInto(bits, bitsOfList(columns, any[0] as Postings));
    else {
      const union = newBits(columns.size);
      for (const list of any) {
        const listBits = bitsOfList(columns, list);
        for (let i = 0; i < union.length; i++) union[i] = (union[i] as number) | (listBits[i] as number);
      }
      andInto(bits, union);
    }
  }
  const hotelCount = columns.hotels.length;
  const floors =
    !party && withFloors
      ? {
          basePrice: new Float64Array(hotelCount).fill(Number.POSITIVE_INFINITY),
          childPrice: new Float64Array(hotelCount).fill(Number.POSITIVE_INFINITY),
          rooms: 1,
        }
      : null;
  const perHotel = new Uint16Array(hotelCount);
  if (!party) {
    // A dated search's stays are kept, counted per hotel and marked free to cancel in one pass (it has no price range).
    const freeHotels = new Uint8Array(hotelCount);
    const freeCancellation = keepOpenStays(index, columns, bits, c, options.today, { floors, perHotel, freeHotels });
    return { index, columns, party, universe, nights, floors, bits, freeCancellation, freeHotels, perHotel, area, distances: area?.distances ?? null };
  }
  const { freeCancellation } = party;
  if (c.freeCancellation) andInto(bits, freeCancellation);
  const { priceMin, priceMax } = c;
  const { perPersonNight } = party;
  const { hotelOrdinal } = columns;
  for (let word = 0; word < bits.length; word++) {
    let value = bits[word] as number;
    while (value !== 0) {
      const low = value & -value;
      value ^= low;
      const position = (word << 5) + 31 - Math.clz32(low);
      const price = perPersonNight[position] as number;
      if ((priceMin !== undefined && price < priceMin) || (priceMax !== undefined && price > priceMax)) bits[word] = (bits[word] as number) & ~low;
      else {
        const ordinal = hotelOrdinal[position] as number;
        perHotel[ordinal] = (perHotel[ordinal] as number) + 1;
      }
    }
  }
  return { index, columns, party, universe, nights, floors, bits, freeCancellation, freeHotels: null, perHotel, area, distances: area?.distances ?? null };
}

/** Per hotel ordinal, the lowest base and child prices of a dated search's open stays; the most rooms one needs. */
export interface StayFloors {
  basePrice: Float64Array;
  childPrice: Float64Array;
  rooms: number;
}

/** What keepOpenStays fills as it goes: per hotel ordinal, its kept stays and whether one is free to cancel. */
interface OpenStayTallies {
  floors: StayFloors | null;
  perHotel: Uint16Array;
  freeHotels: Uint8Array;
}

/**
 * Keeps in `bits` the packages a dated search can sell (the rule of priceCandidate: a check-in it can be sold for, and
 * every night of the stay open with the rooms the party needs), and only those whose stay can still be cancelled with
 * a refund (isFreelyCancellable for a stay from the check-in) when the criteria ask for it; returns those that can.
 */
function keepOpenStays(index: CatalogIndex, columns: Columns, bits: Bits, c: SearchCriteria, today: string, tallies: OpenStayTallies): Bits {
  const { floors, perHotel, freeHotels } = tallies;
  const checkin = c.checkin as string;
  const checkinDay = toDayNumber(checkin);
  const requested = getRequestedNights(c);
  const { stays, hotelOrdinal } = columns;
  const nightColumns = getNightColumns(index, columns.hotels);
  const { stride } = nightColumns;
  const freeCancellation = newBits(columns.size);
  // Per number of days' notice, whether a stay from the check-in can still be cancelled with a refund.
  const freeByDays: (boolean | undefined)[] = [];
  // Per expiration code, whether a stay from the check-in can be sold (0: not yet known, 1: yes, 2: no).
  const sellableByExpiry = new Uint8Array(stays.expirations.length);
  const onlyFree = Boolean(c.freeCancellation);
  const view = newStayView();
  // The rooms the party needs per room capacity (0: not yet known).
  const roomsByCapacity = new Int32Array(64);
  // A hotel's packages mostly sit side by side, and a stay of the same length and rooms as the one before in its
  // hotel is open alike.
  let ordinalBefore = -1;
  let nightsBefore = 0;
  let roomsBefore = 0;
  let openBefore = false;
  for (let word = 0; word < bits.length; word++) {
    let value = bits[word] as number;
    while (value !== 0) {
      const low = value & -value;
      value ^= low;
      const position = (word << 5) + 31 - Math.clz32(low);
      const ordinal = hotelOrdinal[position] as number;
      // Each column is read only when the checks before it leave the stay in: most stays of a closed hotel are
      // dropped on their length and rooms alone.
      view.nights = stays.nights[position] as number;
      view.itemCategory = stays.itemCategory[position] as ItemCategory;
      const nights = getSearchedNights(view, requested) ?? view.nights;
      const capacity = stays.roomCapacity[position] as number;
      let rooms = (roomsByCapacity[capacity] as number | undefined) ?? 0;
      if (rooms === 0) {
        rooms = getRoomCount(c.a, c.c, capacity);
        if (capacity >= 0 && capacity < roomsByCapacity.length) roomsByCapacity[capacity] = rooms;
      }
      if (ordinal !== ordinalBefore || nights !== nightsBefore || rooms !== roomsBefore) {
        openBefore = isStayOpenAt(nightColumns, getNightOffset(nightColumns, ordinal, checkinDay), nights, rooms, stride);
        ordinalBefore = ordinal;
        nightsBefore = nights;
        roomsBefore = rooms;
      }
      let sellable = openBefore;
      if (sellable) {
        const code = stays.expirationCode[position] as number;
        let known = sellableByExpiry[code] as number;
        if (known === 0) {
          known = isCheckinSellable({ expiration: stays.expirations[code] as string | null }, checkin, today) ? 1 : 2;
          sellableByExpiry[code] = known;
        }
        sellable = known === 1;
      }
      let free = false;
      if (sellable && stays.cancellable[position] === 1) {
        const days = stays.cancellationDays[position] as number;
        const known = freeByDays[days];
        if (known === undefined) {
          free = getFreeCancellationUntil({ cancellable: true, daysBefore: days }, checkin, today) !== null;
          freeByDays[days] = free;
        } else free = known;
      }
      if (!sellable || (onlyFree && !free)) {
        bits[word] = (bits[word] as number) & ~low;
        continue;
      }
      perHotel[ordinal] = (perHotel[ordinal] as number) + 1;
      if (free) {
        setBit(freeCancellation, position);
        freeHotels[ordinal] = 1;
      }
      if (floors) {
        const basePrice = stays.basePrice[position] as number;
        if (basePrice < (floors.basePrice[ordinal] as number)) floors.basePrice[ordinal] = basePrice;
        // A child's price is part of a stay's only with children.
        if (c.c > 0) floors.childPrice[ordinal] = Math.min(floors.childPrice[ordinal] as number, stays.childPrice[position] as number);
        if (rooms > floors.rooms) floors.rooms = rooms;
      }
    }
  }
  return freeCancellation;
}

/**
 * The ranking of wide matches, or null for a sort that depends on the request: `perHotel` packages per hotel at most,
 * in the order of `sort` (the home country's hotels first when one is given), taken from the sorted packages only as
 * far as the pages ask.
 */
export function rankWideMatches(matches: WideMatches, sort: string, c: SearchCriteria, perHotel: number, homeCountry: string | null): RankedList | null {
  if (!matches.party) return null;
  if (sort === 'distance' && matches.area && matches.distances && !homeCountry) return new NearestWalk(matches, perHotel, compareBy(sort, c));
  if (!PRESORTED.has(sort)) return null;
  const compare = homeCountry ? homeCountryFirst(homeCountry, compareBy(sort, c)) : compareBy(sort, c);
  return new SortedWalk(matches, getOrder(matches.index, matches.party, sort, c), perHotel, homeCountry, compare);
}

/** Wide matches ranked as far as a page asks: `walk` ranks at least `count` entries, or all there are. */
abstract class MatchWalk implements RankedList {
  abstract readonly length: number;
  protected entries: RankedEntry[] = [];

  constructor(
    protected readonly matches: WideMatches,
    protected readonly compare: Compare,
  ) {}

  protected abstract walk(count: number): void;

  first(count: number): RankedEntry[] {
    this.walk(count);
    return this.entries.slice(0, count);
  }

  slice(start: number, count: number): RankedEntry[] {
    this.walk(start + count);
    return this.entries.slice(start, start + count);
  }

  all(): readonly RankedEntry[] {
    return this.first(this.length);
  }

  hotels(): IndexedHotel[] {
    return matchedHotels(this.matches);
  }

  filter(keep: (entry: RankedEntry) => boolean): RankedList {
    return new Ranking(this.all().filter(keep), this.compare);
  }
}

/** Wide matches ranked by walking the sorted packages, as far as asked. */
class SortedWalk extends MatchWalk {
  readonly length: number;
  private readonly keptPerHotel: Uint8Array;
  /** With a home country: its hotels in a first pass over the order, the others in a second. */
  private readonly passes: (boolean | null)[];
  private pass = 0;
  private next = 0;

  constructor(
    matches: WideMatches,
    private readonly order: Int32Array,
    private readonly perHotel: number,
    private readonly homeCountry: string | null,
    compare: Compare,
  ) {
    super(matches, compare);
    let length = 0;
    const counts = matches.perHotel;
    for (let ordinal = 0; ordinal < counts.length; ordinal++) length += Math.min(counts[ordinal] as number, perHotel);
    this.length = length;
    this.keptPerHotel = new Uint8Array(matches.columns.hotels.length);
    this.passes = homeCountry ? [true, false] : [null];
  }

  protected walk(count: number): void {
    const { columns, bits } = this.matches;
    const { entries, order, keptPerHotel } = this;
    while (entries.length < count && this.pass < this.passes.length) {
      if (this.next >= order.length) {
        this.pass += 1;
        this.next = 0;
        continue;
      }
      const position = order[this.next++] as number;
      if (!hasBit(bits, position)) continue;
      const ordinal = columns.hotelOrdinal[position] as number;
      if ((keptPerHotel[ordinal] as number) >= this.perHotel) continue;
      const home = this.passes[this.pass];
      if (home !== null && home !== undefined && (columns.hotels[ordinal]?.country === this.homeCountry) !== home) continue;
      keptPerHotel[ordinal] = (keptPerHotel[ordinal] as number) + 1;
      entries.push({ candidate: matchAt(this.matches, position), offersInHotel: this.matches.perHotel[ordinal] as number });
    }
  }
}

/** The ordinals of the hotels with a match, ascending (those of the area only, when there is one). */
function matchedOrdinals(matches: WideMatches): number[] {
  const { perHotel, area } = matches;
  const ordinals: number[] = [];
  if (area) {
    for (const ordinal of area.hotels) if ((perHotel[ordinal] as number) > 0) ordinals.push(ordinal);
    return ordinals.sort((a, b) => a - b);
  }
  for (let ordinal = 0; ordinal < perHotel.length; ordinal++) if ((perHotel[ordinal] as number) > 0) ordinals.push(ordinal);
  return ordinals;
}

function matchedHotels(matches: WideMatches): IndexedHotel[] {
  return matchedOrdinals(matches).map((ordinal) => matches.columns.hotels[ordinal] as IndexedHotel);
}

/**
 * The hotels of `ordinals` at most as far as the `count`-th nearest of them (so every hotel as near as that one too),
 * found with a max-heap of the `count` nearest distances.
 */
function nearestHotels(ordinals: readonly number[], distances: Float64Array, count: number): number[] {
  if (count >= ordinals.length) return [...ordinals];
  if (count <= 0) return [];
  const heap = new Float64Array(count);
  let size = 0;
  for (const ordinal of ordinals) {
    const distance = distances[ordinal] as number;
    if (size < count) {
      let i = size++;
      heap[i] = distance;
      while (i > 0 && (heap[(i - 1) >> 1] as number) < (heap[i] as number)) {
        const parent = (i - 1) >> 1;
        [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
        i = parent;
      }
    } else if (distance < (heap[0] as number)) {
      heap[0] = distance;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        let largest = i;
        if (left < size && (heap[left] as number) > (heap[largest] as number)) largest = left;
        if (left + 1 < size && (heap[left + 1] as number) > (heap[largest] as number)) largest = left + 1;
        if (largest === i) break;
        [heap[i], heap[largest]] = [heap[largest] as number, heap[i] as number];
        i = largest;
      }
    }
  }
  const farthest = heap[0] as number;
  return ordinals.filter((ordinal) => (distances[ordinal] as number) <= farthest);
}

/**
 * Wide matches around a point in the order of their distance (ties on the package id), as far as asked: every hotel
 * with a match keeps at least one entry, so the first n entries are among the n nearest hotels (and any as near as the
 * last of them); only those hotels' packages are ranked.
 */
class NearestWalk extends MatchWalk {
  readonly length: number;
  private readonly matched: number[];

  constructor(
    matches: WideMatches,
    private readonly perHotel: number,
    compare: Compare,
  ) {
    super(matches, compare);
    this.matched = matchedOrdinals(matches);
    let length = 0;
    for (const ordinal of this.matched) length += Math.min(matches.perHotel[ordinal] as number, perHotel);
    this.length = length;
  }

  protected walk(count: number): void {
    if (this.entries.length >= Math.min(count, this.length)) return;
    // Asking twice as many as the last time keeps the next pages' cost to a few selections.
    const wanted = Math.min(this.length, Math.max(count, this.entries.length * 2));
    const { columns, bits, distances } = this.matches;
    const { hotelStart, hotelPositions } = columns;
    const kept: RankedEntry[] = [];
    for (const ordinal of nearestHotels(this.matched, distances as Float64Array, wanted)) {
      const offersInHotel = this.matches.perHotel[ordinal] as number;
      let taken = 0;
      // A hotel's packages are all as far: its first ones by id are those it keeps.
      for (let i = hotelStart[ordinal] as number; i < (hotelStart[ordinal + 1] as number) && taken < this.perHotel; i++) {
        const position = hotelPositions[i] as number;
        if (!hasBit(bits, position)) continue;
        taken += 1;
        kept.push({ candidate: matchAt(this.matches, position), offersInHotel });
      }
    }
    this.entries = selectFirst(kept, wanted, this.compare);
  }
}

/** A stay a dated search keeps: one of the best `perHotel` of its hotel, with what ranks it and what checks it live. */
export interface KeptStay {
  position: number;
  id: number;
  hotelId: number;
  /** The sort's key (sortKey) of the stay. */
  key: number;
  /** In the home country listed first. */
  home: boolean;
  offersInHotel: number;
  nights: number;
  rooms: number;
}

/**
 * The matches of a dated search (findWideMatches with countsOnly), ranked as rankCandidates ranks them, without
 * pricing each one: a stay's total is getStayTotal of its hotel's sell sum for the dates (getSellSum, once per hotel
 * and length), its key is the sort's own (sortKey), and only the stays a page shows are priced in full (toCandidate).
 * When the sort's key follows the stay's price alone (sortsByStayPrice), each hotel first gets a bound: the key of a
 * stay at the lowest base and child prices of its open stays (StayFloors); only the hotels whose bound can reach the
 * pages asked for are ranked stay by stay (OpenStays.first). Null when the matches are not those of a dated search.
 */
export function rankOpenStays(
  matches: WideMatches,
  sort: string,
  c: SearchCriteria,
  perHotel: number,
  homeCountry: string | null,
  today: string,
): OpenStays | null {
  if (matches.party || !c.checkin) return null;
  const key = sortKey(sort, c);
  const { columns, bits, distances } = matches;
  const { hotelStart, hotelPositions, stays } = columns;
  const checkinDay = toDayNumber(c.checkin);
  const requested = getRequestedNights(c);
  const party = { adults: c.a, children: c.c, babies: c.b };
  const nightColumns = getNightColumns(matches.index, columns.hotels);
  const { stride } = nightColumns;
  const ordinals = Int32Array.from(matchedOrdinals(matches));
  const home = new Uint8Array(ordinals.length);
  const counts = new Int32Array(ordinals.length);
  for (let slot = 0; slot < ordinals.length; slot++) {
    const ordinal = ordinals[slot] as number;
    if (homeCountry !== null && columns.hotelCountries[ordinal] === homeCountry) home[slot] = 1;
    counts[slot] = Math.min(perHotel, matches.perHotel[ordinal] as number);
  }
  const view = newStayView();
  const fields: SortFields = { pkg: view, stayPrice: 0, price: { nights: 1 }, distanceKm: null };
  // Bounds only when every match's package has the nights asked for (the gift flow's dates do not choose the length)
  // and the rooms asked about cannot move the live nights' threshold (loadLiveNights: the most rooms a stay asked
  // about needs, all alike up to ROOMS_LEFT_MAX).
  const { floors } = matches;
  const bounded = floors !== null && requested !== undefined && matches.nights === requested && sortsByStayPrice(sort) && floors.rooms <= ROOMS_LEFT_MAX;
  const bounds = bounded ? new Float64Array(ordinals.length) : null;
  if (bounds && floors && requested !== undefined) {
    view.nights = requested;
    fields.price.nights = requested;
    for (let slot = 0; slot < ordinals.length; slot++) {
      const ordinal = ordinals[slot] as number;
      const sum = getSellSum(nightColumns, getNightOffset(nightColumns, ordinal, checkinDay), requested, stride);
      // A stay at the lowest base and child prices of the hotel's open stays: none of them costs less (getStayTotal
      // rises with both, for the same nights).
      view.basePrice = floors.basePrice[ordinal] as number;
      view.childPrice = c.c > 0 ? (floors.childPrice[ordinal] as number) : 0;
      view.hotel.reviewScore = reviewScoreOf(columns, ordinal);
      fields.stayPrice = getStayTotal(view, sum, requested, party);
      const bound = key(fields);
      bounds[slot] = Number.isNaN(bound) ? Number.NEGATIVE_INFINITY : bound;
    }
  }
  const sums = new Float64Array(MAX_STAY_NIGHTS + 1);
  /** The hotel's best stays (at most `perHotel`), in order. */
  const rankHotel = (slot: number): KeptStay[] => {
    const ordinal = ordinals[slot] as number;
    const offset = getNightOffset(nightColumns, ordinal, checkinDay);
    const isHome = home[slot] === 1;
    const offersInHotel = matches.perHotel[ordinal] as number;
    view.hotel.reviewScore = reviewScoreOf(columns, ordinal);
    fields.distanceKm = distances ? (distances[ordinal] as number) : null;
    sums.fill(Number.NaN);
    const best: KeptStay[] = [];
    for (let i = hotelStart[ordinal] as number; i < (hotelStart[ordinal + 1] as number); i++) {
      const position = hotelPositions[i] as number;
      if (!hasBit(bits, position)) continue;
      readRankedStay(view, stays, position);
      // An open stay has at most MAX_STAY_NIGHTS nights (isStayOpenAt).
      const nights = getSearchedNights(view, requested) ?? view.nights;
      let sum = sums[nights] as number;
      if (Number.isNaN(sum)) sums[nights] = sum = getSellSum(nightColumns, offset, nights, stride);
      fields.stayPrice = getStayTotal(view, sum, nights, party);
      fields.price.nights = nights;
      const stayKey = key(fields);
      // The hotel's best `perHotel` so far, in order (positions come by ascending id, so a tie stays behind).
      let at = best.length;
      while (at > 0 && compareStays(isHome, stayKey, view.id, best[at - 1] as KeptStay) < 0) at -= 1;
      if (at >= perHotel) continue;
      const stay: KeptStay = {
        position,
        id: view.id,
        hotelId: columns.hotelIds[ordinal] as number,
        key: stayKey,
        home: isHome,
        offersInHotel,
        nights,
        rooms: getRoomCount(c.a, c.c, stays.roomCapacity[position] as number),
      };
      best.splice(at, 0, stay);
      if (best.length > perHotel) best.pop();
    }
    return best;
  };
  const hotels: DatedHotels = { matches, ordinals, home, counts, bounds, rankHotel, ranked: new Map() };
  const asked = floors && bounded ? { rooms: floors.rooms, nights: requested } : null;
  const candidateCompare = homeCountry ? homeCountryFirst(homeCountry, compareBy(sort, c)) : compareBy(sort, c);
  return new OpenStays(hotels, asked, c, today, candidateCompare);
}

/** The hotels of a dated search's matches, each ranked stay by stay when first asked (rankOpenStays). */
interface DatedHotels {
  matches: WideMatches;
  /** Per slot, a hotel with a match: its ordinal (ascending), whether it is in the home country, its stays kept. */
  ordinals: Int32Array;
  home: Uint8Array;
  counts: Int32Array;
  /** Per slot, no stay of the hotel has a lower key; null when the sort gives no bound. */
  bounds: Float64Array | null;
  rankHotel: (slot: number) => KeptStay[];
  /** The kept stays of the slots ranked so far. */
  ranked: Map<number, KeptStay[]>;
}

/** The review score of the hotel at `ordinal`, or null. */
function reviewScoreOf(columns: Columns, ordinal: number): number | null {
  const score = columns.hotelReviewScores[ordinal] as number;
  return Number.isNaN(score) ? null : score;
}

/** The slot of a hotel ordinal among ascending `ordinals`, or -1. */
function findSlot(ordinals: Int32Array, ordinal: number): number {
  let low = 0;
  let high = ordinals.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = ordinals[middle] as number;
    if (at === ordinal) return middle;
    if (at < ordinal) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The `k`-th smallest (from 0) of `values`, which it reorders (Hoare's selection). */
function selectSmallest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] as number;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return values[k] as number;
}

/** The order of compareBy (and homeCountryFirst) over kept stays: a stay (home, key, id) against a kept one. */
function compareStays(home: boolean, key: number, id: number, b: KeptStay): number {
  return Number(b.home) - Number(home) || key - b.key || id - b.id;
}

/** compareStays of two kept stays. */
function compareKeptStays(a: KeptStay, b: KeptStay): number {
  return compareStays(a.home, a.key, a.id, b);
}

/**
 * A dated search's kept stays, put in order and priced only as far as the pages ask. With bounds, the first stays
 * come from the hotels whose bound is among the lowest: with `k` of them ranked, every kept stay whose key is at most
 * the k-th bound is where a full ranking puts it, as no other hotel has a stay that low; `k` grows until enough are.
 */
export class OpenStays implements RankedList {
  private ordered: KeptStay[] = [];
  private readonly candidates = new Map<number, Candidate>();
  readonly length: number;

  constructor(
    private readonly dated: DatedHotels,
    private readonly largest: AskedStays | null,
    private readonly c: SearchCriteria,
    private readonly today: string,
    private readonly compare: Compare,
  ) {
    this.length = dated.counts.reduce((sum, count) => sum + count, 0);
  }

  private staysOf(slot: number): KeptStay[] {
    let stays = this.dated.ranked.get(slot);
    if (!stays) {
      stays = this.dated.rankHotel(slot);
      this.dated.ranked.set(slot, stays);
    }
    return stays;
  }

  /** Every kept stay, in no particular order. */
  private every(): KeptStay[] {
    const stays: KeptStay[] = [];
    for (let slot = 0; slot < this.dated.ordinals.length; slot++) if ((this.dated.counts[slot] as number) > 0) stays.push(...this.staysOf(slot));
    return stays;
  }

  /** The largest of the kept stays (or, with bounds, one at least as large in nights and in rooms); null for none. */
  largestStay(): AskedStays | null {
    if (this.length === 0) return null;
    if (this.largest) return this.largest;
    const largest = { nights: 1, rooms: 1 };
    for (const stay of this.every()) {
      largest.nights = Math.max(largest.nights, stay.nights);
      largest.rooms = Math.max(largest.rooms, stay.rooms);
    }
    return largest;
  }

  /** The stays passing `keep`, ranked the same; only the stays of `hotelIds` are tested when given. */
  keepStays(keep: (stay: KeptStay) => boolean, hotelIds?: Iterable<number>): OpenStays {
    const { ordinals, matches } = this.dated;
    const counts = this.dated.counts.slice();
    const ranked = new Map(this.dated.ranked);
    const slots: number[] = [];
    if (hotelIds) {
      for (const hotelId of hotelIds) {
        const position = matches.index.postings.byHotel.get(hotelId)?.[0];
        if (position === undefined) continue;
        const slot = findSlot(ordinals, matches.columns.hotelOrdinal[position] as number);
        if (slot >= 0) slots.push(slot);
      }
    } else for (let slot = 0; slot < ordinals.length; slot++) slots.push(slot);
    for (const slot of slots) {
      const stays = this.staysOf(slot).filter(keep);
      ranked.set(slot, stays);
      counts[slot] = stays.length;
    }
    return new OpenStays({ ...this.dated, counts, ranked }, this.largest, this.c, this.today, this.compare);
  }

  /** The first `wanted` kept stays in order (or more). */
  private order(wanted: number): KeptStay[] {
    const { ordinals, home, bounds, counts } = this.dated;
    const size = ordinals.length;
    let homeCount = 0;
    for (let slot = 0; slot < size; slot++) homeCount += home[slot] as number;
    for (let k = Math.min(size, 2 * wanted); bounds && wanted < this.length && k < size; k *= 4) {
      // The k-th lowest bound, the home country's hotels first.
      const thresholdHome = k < homeCount;
      const values = new Float64Array(thresholdHome ? homeCount : size - homeCount);
      let filled = 0;
      for (let slot = 0; slot < size; slot++) if ((home[slot] === 1) === thresholdHome) values[filled++] = bounds[slot] as number;
      const threshold = selectSmallest(values, thresholdHome ? k : k - homeCount);
      const within = (isHome: boolean, key: number) => (isHome ? !thresholdHome || key <= threshold : !thresholdHome && key <= threshold);
      const pool: KeptStay[] = [];
      for (let slot = 0; slot < size; slot++) {
        if ((counts[slot] as number) > 0 && within(home[slot] === 1, bounds[slot] as number)) pool.push(...this.staysOf(slot));
      }
      pool.sort(compareKeptStays);
      let placed = 0;
      while (placed < pool.length && within((pool[placed] as KeptStay).home, (pool[placed] as KeptStay).key)) placed += 1;
      if (placed >= wanted) return pool.slice(0, placed);
    }
    return selectFirstBy(this.every(), wanted, compareKeptStays);
  }

  private toEntry(stay: KeptStay): RankedEntry {
    let candidate = this.candidates.get(stay.position);
    if (!candidate) {
      const { distances, columns, index } = this.dated.matches;
      const distance = distances ? (distances[columns.hotelOrdinal[stay.position] as number] as number) : null;
      candidate = toCandidate(index.packages[stay.position] as IndexedPackage, this.c, this.today, distance) as Candidate;
      this.candidates.set(stay.position, candidate);
    }
    return { candidate, offersInHotel: stay.offersInHotel };
  }

  first(count: number): RankedEntry[] {
    const wanted = Math.min(count, this.length);
    if (this.ordered.length < wanted) this.ordered = this.order(Math.min(this.length, Math.max(wanted, this.ordered.length * 2)));
    return this.ordered.slice(0, wanted).map((stay) => this.toEntry(stay));
  }

  slice(start: number, count: number): RankedEntry[] {
    return this.first(start + count).slice(start);
  }

  all(): readonly RankedEntry[] {
    return this.first(this.length);
  }

  hotels(): IndexedHotel[] {
    const { ordinals, counts, matches } = this.dated;
    const hotels: IndexedHotel[] = [];
    ordinals.forEach((ordinal, slot) => {
      if ((counts[slot] as number) > 0) hotels.push(matches.columns.hotels[ordinal] as IndexedHotel);
    });
    return hotels;
  }

  filter(keep: (entry: RankedEntry) => boolean): RankedList {
    return new Ranking(this.all().filter(keep), this.compare);
  }
}
