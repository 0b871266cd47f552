import type { Kysely } from 'kysely';
import { DIGITAL_BOX_SUFFIX, getBoxFormat, isListedBox, toBoxSlug, getBoxFamilyPromo } from '../../domain/box';
import { getBoxPromo } from '../../domain/pricing';
import { LANGUAGES, MARKETS, type Language, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, Localized } from '../db/schema';
import { NotFoundError } from '../api/http';
import { TEXTS } from '../db/seed/texts';
import { getBoxAddress, toImages } from '../pictures/gallery.server';
import { getToday } from '../db/database';
import { SearchCriteria } from '../search/criteria';
import { getCatalogIndex } from '../search/catalog-index';
import { findCandidates } from '../search/memory-search';
import { searchOffers, type OffersRequest } from '../search/search.server';

/** Code suffix of the listed boxes, for queries that pick them in SQL (isListedBox, spec §5: e-boxes only). */
export const LISTED_BOX_SUFFIX = DIGITAL_BOX_SUFFIX;

type BoxRecord = Awaited<ReturnType<typeof loadBoxes>>[number];

async function loadBoxes(db: Kysely<Database>) {
  return db.selectFrom('boxes').selectAll().orderBy('theme_id').orderBy('code').execute();
}

/** A box's address slug in each language, from its title in that language (slugs follow the language). */
export function getBoxSlugs(titles: Localized): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, toBoxSlug(titles[language])])) as Record<Language, string>;
}

function toBoxView(box: BoxRecord, market: MarketKey, lang: Language, stayCount: number | null) {
  const promo = getBoxPromo(box.sell_price, box.reference_price);
  const title = (box.titles as unknown as Localized)[lang];
  const slugs = getBoxSlugs(box.titles as unknown as Localized);
  return {
    code: box.code,
    format: getBoxFormat(box.code),
    title,
    description: (box.descriptions as unknown as Localized)[lang],
    includedContent: (box.included_content as unknown as Localized)[lang].split('\n'),
    value: box.value,
    price: { sellPrice: box.sell_price, referencePrice: box.reference_price, promo },
    images: { main: toImages(getBoxAddress(box, TEXTS))['640_360'], mainBySize: toImages(getBoxAddress(box, TEXTS)) },
    slug: slugs[lang],
    slugs,
    uri: buildPath(market, 'box', { slug: slugs[lang], code: box.code }),
    nights: box.nights,
    searchCriteria: { subthemas: box.subtheme_ids, theme: box.theme_id },
    stayCount,
    pageModel: {
      pageTitle: title,
      metaRobots: getBoxFormat(box.code) === 'physical' ? 'noindex,follow' : 'index,follow',
    },
  };
}

/** Stays a box page lists per hotel (spec §9: offers per hotel 20). */
export const BOX_STAYS_PER_HOTEL = 20;

/**
 * The search for the stays of a box: the box page's carousel and map, and every count of its stays, use this one
 * request, so the list, the box page and the beneficiary's list agree (published, bookable, giftable, for 2 adults).
 */
export function buildBoxStaysRequest(locale: string, code: string, page: number, limit: number): OffersRequest {
  return {
    locale,
    criteria: SearchCriteria.parse({ flow: 'gifting' }),
    numberOfPackagesPerHotel: BOX_STAYS_PER_HOTEL,
    limit,
    page,
    performGiftableSearch: true,
    boxCode: code,
  };
}

/** How many stays a box offers today (the total of its stays search; no card is built). */
export async function countBoxStays(db: Kysely<Database>, locale: string, code: string, today: string): Promise<number> {
  const result = await searchOffers(db, buildBoxStaysRequest(locale, code, 0, 0), today);
  return result.searchDetails.totalCount;
}

/** Boxes for sale (spec §7 boxes/search): e-boxes only, with the number of stays each offers (in-memory search). */
export async function listBoxes(db: Kysely<Database>, market: MarketKey, lang: Language, today = getToday()) {
  const boxes = (await loadBoxes(db)).filter((box) => isListedBox(box.code));
  const { locale } = MARKETS[market];
  const counts = await Promise.all(boxes.map((box) => countBoxStays(db, locale, box.code, today)));
  return boxes.map((box, index) => toBoxView(box, market, lang, counts[index] ?? 0));
}

/** One box by code (spec §7 boxes/{code}/product-detail), digital or physical. */
export async function getBoxDetail(db: Kysely<Database>, code: string, market: MarketKey, lang: Language, today = getToday()) {
  const box = await db.selectFrom('boxes').selectAll().where('code', '=', code).executeTakeFirst();
  if (!box) throw new NotFoundError(`No box ${code}`);
  const count = await countBoxStays(db, MARKETS[market].locale, code, today);
  const sibling = await db
    .selectFrom('boxes')
    .select(['code', 'sell_price', 'reference_price'])
    .where('slug', '=', box.slug)
    .where('code', '!=', code)
    .executeTakeFirst();
  const family = [box, ...(sibling ? [sibling] : [])].map((format) => ({
    code: format.code,
    sellPrice: format.sell_price,
    referencePrice: format.reference_price,
  }));
  // The generator's slug (French) was the address of every market before slugs followed the language.
  return { ...toBoxView(box, market, lang, count), otherFormatCode: sibling?.code ?? null, formerSlug: box.slug, shownPromo: getBoxFamilyPromo(family) };
}

/** Whether a box exists (offers and facets answer 404 otherwise). */
export async function assertBoxExists(db: Kysely<Database>, code: string): Promise<void> {
  const box = await db.selectFrom('boxes').select('code').where('code', '=', code).executeTakeFirst();
  if (!box) throw new NotFoundError(`No box ${code}`);
}

/** The regions of the stays each box offers (the same stays as its count), for the list's region filter. */
export async function getBoxRegionIds(db: Kysely<Database>, codes: readonly string[], today: string): Promise<Map<string, number[]>> {
  const index = await getCatalogIndex(db);
  const criteria = SearchCriteria.parse({ flow: 'gifting' });
  return new Map(
    codes.map((code) => {
      const regions = new Set<number>();
      for (const { pkg } of findCandidates(index, criteria, { today, giftable: true, boxCode: code }))
        if (pkg.hotel.regionId !== null) regions.add(pkg.hotel.regionId);
      return [code, [...regions]];
    }),
  );
}
