import { withFrenchTypography } from '../../../domain/typography';
import { buildDestinations } from './destinations';
import { generateHotelOffers } from './hotel-offers';
import { generateHotels } from './hotels';
import { generateHotelDays, generatePackages, generateUpsells, THEME_IDS } from './packages';
import { addCentreContacts, generateActivityProducts, generateBoxes } from './products';
import { Random } from './random';
import { generateReviews } from './reviews';
import type { PhraseBanks, ThemeKey } from './text-types';

export interface CatalogSizes {
  hotels: number;
  packages: number;
  activityProducts: number;
  reviews: number;
}

/** The catalog the site runs on (issue targets: 1,200 hotels, 4,000 packages, 300 activities, 60,000 reviews). */
export const FULL_CATALOG: CatalogSizes = { hotels: 1200, packages: 4000, activityProducts: 300, reviews: 60000 };
/** A small catalog for integration tests: same rules, seconds to load. */
export const TEST_CATALOG: CatalogSizes = { hotels: 60, packages: 200, activityProducts: 20, reviews: 1500 };
/**
 * `times` the stays (hotels, packages, their days and reviews) of the full catalog on the same places, to measure
 * how the search scales (ADR 36, 72); activity products stay as they are, the stay search does not read them.
 */
export function multiplyCatalog(times: number): CatalogSizes {
  const { hotels, packages, activityProducts, reviews } = FULL_CATALOG;
  return { hotels: hotels * times, packages: packages * times, activityProducts, reviews: reviews * times };
}
export const DEFAULT_SEED = 20261122;

/**
 * Generates the whole catalog in memory, deterministically from the seed; dates are relative to `today`
 * ('YYYY-MM-DD'). Each part draws from its own generator so changing one part leaves the others as they were.
 */
export function generateCatalog(bankTexts: PhraseBanks, today: string, sizes: CatalogSizes = FULL_CATALOG, seed = DEFAULT_SEED) {
  // French texts get their non-breaking spaces before : ? ! ; once, at the source.
  const texts = withFrenchTypography(bankTexts);
  const part = (offset: number) => new Random(seed + offset * 7919);
  const destinations = buildDestinations();
  const { hotels, rooms } = generateHotels(part(1), texts, destinations, sizes.hotels);
  const stays = generatePackages(part(2), texts, hotels, rooms, today, sizes.packages);
  const hotelDays = generateHotelDays(part(3), hotels, today);
  const upsells = generateUpsells(part(4), stays);
  const reviews = generateReviews(part(5), texts, hotels, today, sizes.reviews);
  const drawn = generateActivityProducts(part(6), texts, destinations, sizes.activityProducts);
  const { products } = drawn;
  const centres = addCentreContacts(part(11), texts, destinations, drawn.centres);
  const { boxes, links } = generateBoxes(part(7), texts, stays);
  // Hotel-only nights come last and draw nothing: the stays, boxes and upsells stay as they were (ADR 54).
  const packages = [...stays, ...generateHotelOffers(hotels, rooms, stays, texts.activities)];
  const themes = (Object.entries(THEME_IDS) as [ThemeKey, number][]).map(([key, id]) => ({ id, key, names: texts.themeNames[key] }));
  const subthemes = texts.subthemes.map((s) => ({ id: s.id, theme_id: THEME_IDS[s.themeKey], key: s.key, names: s.names }));
  return { destinations, hotels, rooms, packages, hotelDays, upsells, reviews, centres, products, boxes, links, themes, subthemes };
}

export type Catalog = ReturnType<typeof generateCatalog>;
