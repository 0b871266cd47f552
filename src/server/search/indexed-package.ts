/** The search index and its package and hotel records (`catalog-index.ts` builds them), and the day numbers of its nights. */
import type { ItemCategory } from '../../domain/pricing';
import type { LocalTax } from '../../domain/quote';
import type { Localized } from '../db/schema';
import type { PackagePostings } from './postings';

/** The languages of a package's labels, in the order they are packed (packLabels). */
const LABEL_LANGUAGES = ['fr', 'es', 'it', 'nl'] as const;
/** Between two languages' labels: a control character no label holds. */
const LABEL_SEPARATOR = '\u001f';

/**
 * A package's labels as one string, each language's in LABEL_LANGUAGES' order: one object for a 10× index's
 * collector to mark instead of five per package (ADR 79).
 */
export function packLabels(labels: Localized): string {
  // A label holding the separator (a control character, meaningless in a title) keeps a space in its place.
  return LABEL_LANGUAGES.map((lang) => labels[lang].replaceAll(LABEL_SEPARATOR, ' ')).join(LABEL_SEPARATOR);
}

/** One language's label of a package's packed labels (packLabels). */
export function readLabel(packed: string, lang: keyof Localized): string {
  let start = 0;
  for (let i = LABEL_LANGUAGES.indexOf(lang); i > 0; i--) start = packed.indexOf(LABEL_SEPARATOR, start) + 1;
  const end = packed.indexOf(LABEL_SEPARATOR, start);
  return packed.slice(start, end === -1 ? undefined : end);
}

/** A hotel's year of inventory as compact arrays, day 0 being `firstDay`. */
export interface HotelDays {
  firstDay: string;
  /** `firstDay` as a day number (days since 1970-01-01), to find a day's offset without parsing dates. */
  firstDayNumber: number;
  status: Uint8Array;
  factor: Uint8Array;
  promo: Uint8Array;
  minLos: Uint8Array;
  roomsLeft: Uint8Array;
}

export interface IndexedHotel {
  id: number;
  active: boolean;
  star: number;
  reviewScore: number | null;
  reviewCount: number;
  facilities: Set<string>;
  petsAllowed: boolean;
  hotelType: string;
  environment: string;
  style: string;
  country: string;
  cityId: number;
  departmentId: number | null;
  regionId: number | null;
  touristicRegionId: number | null;
  latitude: number;
  longitude: number;
  label: string;
  /** Types of its rooms, for its pictures. */
  /** Shared between hotels with the same room types: never changed. */
  roomTypes: readonly string[];
  cityNames: Localized;
  /** The tourist tax the hotel collects, for a card's all-in price (ADR 53). */
  localTax: LocalTax;
  days: HotelDays | undefined;
}

export interface IndexedPackage {
  id: number;
  hotel: IndexedHotel;
  nights: number;
  basePrice: number;
  refPrice: number;
  childPrice: number;
  /** Null for a hotel-only night (ADR 54). */
  themeId: number | null;
  /** Shared between packages with the same themes (the index keeps one array per distinct list): never changed. */
  subthemeIds: readonly number[];
  /** Shared like subthemeIds. */
  activityIds: readonly number[];
  bucketPrices: number[];
  popularity: number;
  expiration: string | null;
  isGiftable: boolean;
  itemCategory: ItemCategory;
  published: boolean;
  maxCapacity: number;
  /** Travellers per room: the rooms a party takes (getRoomCount). */
  roomCapacity: number;
  /** The package's labels, packed (readLabel reads one language's). */
  labels: string;
  /**
   * The package's headwords per language as the database's JSON text, read only for the cards a search returns: as
   * objects, they were half of a 10× index's objects, which every collection of the old space marks (ADR 79).
   */
  headwordsJson: string;
  lastMinute: boolean;
  /** Shared like subthemeIds. */
  marketingLabels: readonly string[];
  targetedLabel: string | null;
  cancellable: boolean;
  cancellationDays: number;
  channelManagerId: string | null;
  dataFlowMode: string;
  autoDiscountCode: string | null;
  autoDiscountValue: number | null;
  /** The gift boxes the package is in; most packages share the one empty set. */
  boxCodes: ReadonlySet<string>;
}

export interface CatalogIndex {
  /** Every package, by ascending id. */
  packages: IndexedPackage[];
  destinations: Map<number, IndexedDestination>;
  /** Positions in `packages` per city, theme, facility… (ADR 36). */
  postings: PackagePostings;
  /**
   * The database's time a minute before this index started reading: nights updated since then (hotel_days.changed_at)
   * may differ from the index's, and a dated search reads them from the database (live-nights.ts). The minute covers
   * a transaction that began before the reading and committed during it (a statement lasts at most a few seconds).
   */
  changesSince: string;
}

/** A place of the destination hierarchy (city → department → region → country), for search details. */
export interface IndexedDestination {
  id: number;
  category: string;
  parentId: number | null;
  country: string;
  names: Localized;
  latitude: number;
  longitude: number;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day (UTC, so no time zone can shift it). */
export function toDayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
}
