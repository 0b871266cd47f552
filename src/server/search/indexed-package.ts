/** The search index and its package and hotel records (`catalog-index.ts` builds them), and the day numbers of its nights. */
import type { ItemCategory } from '../../domain/pricing';
import type { LocalTax } from '../../domain/quote';
import type { Localized } from '../db/schema';
import type { PackagePostings } from './postings';

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
  roomTypes: string[];
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
  subthemeIds: number[];
  activityIds: number[];
  bucketPrices: number[];
  popularity: number;
  expiration: string | null;
  isGiftable: boolean;
  itemCategory: ItemCategory;
  published: boolean;
  maxCapacity: number;
  /** Travellers per room: the rooms a party takes (getRoomCount). */
  roomCapacity: number;
  labels: Localized;
  headwords: Record<'fr' | 'es' | 'it' | 'nl', string[]>;
  lastMinute: boolean;
  marketingLabels: string[];
  targetedLabel: string | null;
  cancellable: boolean;
  cancellationDays: number;
  channelManagerId: string | null;
  dataFlowMode: string;
  autoDiscountCode: string | null;
  autoDiscountValue: number | null;
  boxCodes: Set<string>;
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
