import { z } from 'astro/zod';
import { isIsoDate } from '../../domain/iso-date';
import { isValidBoundingBox } from '../../domain/map';
import { DEFAULT_PAX, PAX_BOUNDS } from '../../domain/pax';
import { isPriceBucketId } from '../../domain/price-buckets';
import { SORTS } from '../../domain/sorts';

/** Locales of the six markets, as the API receives them. */
export const LOCALES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'] as const;
export const Locale = z.enum(LOCALES);

export const SORT_KEYS = SORTS.map((sort) => sort.key) as [string, ...string[]];

/** A list given as an array or as a comma-separated string ('1,2' or ['1','2']). */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).filter((v) => v !== '');
    if (typeof value === 'string') return value.split(',').filter(Boolean);
    return [value];
  }, z.array(item).max(50).optional());

const flag = z.preprocess((value) => {
  if (value === 'true' || value === '1' || value === true || value === 1) return true;
  if (value === 'false' || value === '0' || value === false || value === 0) return false;
  return value === '' ? undefined : value;
}, z.boolean().optional());

const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** A map area, 'south,west,north,east' or four numbers (ADR 59). */
const boundingBox = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part))) : value),
    z.array(z.number()),
  )
  .refine(isValidBoundingBox, 'expected south,west,north,east in degrees, south below north and west before east')
  .transform((box) => box.map(roundCoordinate) as unknown as readonly [number, number, number, number]);
const id = z.coerce.number().int().positive().max(2_147_483_647);
const isoDate = z.string().refine(isIsoDate, 'expected a date as YYYY-MM-DD');
const bounded = (bounds: { min: number; max: number }) => z.coerce.number().int().min(bounds.min).max(bounds.max);

/** Search criteria of spec §3 (the URL hash of the search page), with the defaults of spec §9. */
export const SearchCriteria = z
  .object({
    city: id.optional(),
    theme: id.optional(),
    a: bounded(PAX_BOUNDS.adults).default(DEFAULT_PAX.adults),
    c: bounded(PAX_BOUNDS.children).default(DEFAULT_PAX.children),
    b: bounded(PAX_BOUNDS.babies).default(DEFAULT_PAX.babies),
    s: flag,
    checkin: isoDate.optional(),
    checkout: isoDate.optional(),
    night: z.coerce.number().int().min(1).max(14).optional(),
    nights: z.coerce.number().int().min(1).max(14).optional(),
    // Rounded to about 10 cm: no precision is lost, and denormal values cannot reach the database.
    lat: z.coerce.number().min(-90).max(90).transform(roundCoordinate).optional(),
    lng: z.coerce.number().min(-180).max(180).transform(roundCoordinate).optional(),
    bbox: boundingBox.optional(),
    distanceMin: z.coerce.number().min(0).max(300).optional(),
    distanceMax: z.coerce.number().min(0).max(300).optional(),
    sort: z.enum(SORT_KEYS).optional(),
    hotel: id.optional(),
    hotelId: id.optional(),
    hotelTypes: list(z.string().max(40)),
    hotelEnvironments: list(z.string().max(40)),
    hotelStyles: list(z.string().max(40)),
    stars: list(z.coerce.number().int().min(1).max(5)),
    hotelScore: z.coerce.number().min(0).max(10).optional(),
    priceMin: z.coerce.number().int().min(0).max(10_000_000).optional(),
    priceMax: z.coerce.number().int().min(0).max(10_000_000).optional(),
    facilities: list(z.string().max(40)),
    petsAllowed: flag,
    // Only stays that can still be cancelled with a refund (getFreeCancellationUntil).
    freeCancellation: flag,
    tags: list(id),
    country: z.enum(['FR', 'ES', 'IT', 'NL', 'BE']).optional(),
    department: id.optional(),
    region: id.optional(),
    touristicregion: id.optional(),
    searesort: id.optional(),
    skiresort: id.optional(),
    poi: id.optional(),
    giftNights: z.coerce.number().int().min(1).max(3).optional(),
    // Flexible dates: a stay starting in this month (only without check-in).
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month: YYYY-MM')
      .optional(),
    hasInsurance: flag,
    id: id.optional(),
    offerId: id.optional(),
    giftFormat: z.enum(['digital', 'physical']).optional(),
    bucket: z.coerce.number().refine(isPriceBucketId, 'expected a price bucket: 1, 2 or 3').optional(),
    upsell: z.enum(['availability', 'none']).optional(),
    flow: z.enum(['booking', 'gifting', 'activity', 'hotel']).optional(),
  })
  .refine((c) => (c.lat === undefined) === (c.lng === undefined), { message: 'lat and lng go together', path: ['lat'] })
  .refine((c) => !c.checkin || !c.checkout || c.checkout > c.checkin, { message: 'checkout must be after checkin', path: ['checkout'] })
  .refine((c) => c.priceMin === undefined || c.priceMax === undefined || c.priceMin <= c.priceMax, {
    message: 'priceMin is above priceMax',
    path: ['priceMin'],
  })
  .refine((c) => c.distanceMin === undefined || c.distanceMax === undefined || c.distanceMin <= c.distanceMax, {
    message: 'distanceMin is above distanceMax',
    path: ['distanceMin'],
  });

export type SearchCriteria = z.infer<typeof SearchCriteria>;

/** Number of nights asked for: from the dates, else night(s), else none. */
export function getRequestedNights(criteria: SearchCriteria): number | undefined {
  if (criteria.checkin && criteria.checkout) {
    return Math.round((Date.parse(criteria.checkout) - Date.parse(criteria.checkin)) / 86_400_000);
  }
  return criteria.nights ?? criteria.night;
}
