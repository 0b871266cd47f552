/**
 * Server side of the box pages (spec §2 'Box detail', 'Box list'): the e-boxes for the list; one box with its
 * first page of stays and its other format's page for the detail. Both render on the server;
 * the islands only add the format modal, the drawer, more stays and the map.
 */
import type { Kysely } from 'kysely';
import { getBoxFormat, isBoxCode } from '../../domain/box';
import type { GiftFormat } from '../../domain/gift-format';
import type { Market } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { NotFoundError } from '../../server/api/http';
import { BOX_OFFERS_PAGE_SIZE } from '../../server/api/gift-offers-route';
import { BOX_PRICE_BANDS, countBoxOptions, filterBoxes, type BoxFacts, type BoxFilterKey, type BoxFilters } from '../../domain/box-filters';
import { buildBoxStaysRequest, getBoxDetail, getBoxRegionIds, listBoxes } from '../../server/catalog/boxes.server';
import type { Database } from '../../server/db/schema';
import { describeError, log } from '../../server/log';
import { searchOffers } from '../../server/search/search.server';
import type { OfferCard } from '../../domain/search-types';
import type { BoxFormatOption } from './BoxOffer';
import { toBoxStayCard, type BoxStayCard } from './box-stays';

export type BoxView = Awaited<ReturnType<typeof listBoxes>>[number];
export type BoxDetail = Awaited<ReturnType<typeof getBoxDetail>>;

export interface BoxStays {
  cards: BoxStayCard[];
  totalCount: number;
}

export interface BoxPageData {
  box: BoxDetail;
  /** The box in each format it exists in (this page's and the other one's code, page and price). */
  formats: Partial<Record<GiftFormat, BoxFormatOption>>;
  stays: BoxStays;
}

/** The e-boxes of the list, in the market's language. */
export async function loadBoxList(db: Kysely<Database>, market: Market, today: string): Promise<BoxView[]> {
  return listBoxes(db, market.key, market.language, today);
}

/** A gift box is for two people (spec §9 defaults: gifts are for 2 adults). */
export const BOX_PEOPLE = 2;

export interface BoxFilterOption {
  value: string;
  /** Option label; a price band's id when the page words it. */
  label: string;
  count: number;
}

export interface BoxListFilters {
  chosen: BoxFilters;
  groups: { key: BoxFilterKey; options: BoxFilterOption[] }[];
  /** The codes of the boxes shown with the chosen filters, in list order. */
  shown: string[];
}

/** The box list's filters with their counts, and which boxes they keep (beyond peers). */
export async function loadBoxListFilters(
  db: Kysely<Database>,
  market: Market,
  boxes: readonly BoxView[],
  chosen: BoxFilters,
  today: string,
): Promise<BoxListFilters> {
  const regionsByCode = await getBoxRegionIds(
    db,
    boxes.map((box) => box.code),
    today,
  );
  const facts: BoxFacts[] = boxes.map((box) => ({
    code: box.code,
    price: box.price.sellPrice,
    themeId: box.searchCriteria.theme,
    regionIds: regionsByCode.get(box.code) ?? [],
    people: BOX_PEOPLE,
  }));
  const regionIds = [...new Set(facts.flatMap((box) => box.regionIds))];
  const [themes, regions] = await Promise.all([
    db.selectFrom('themes').select(['id', 'names']).orderBy('id').execute(),
    regionIds.length ? db.selectFrom('destinations').select(['id', 'names']).where('id', 'in', regionIds).execute() : Promise.resolve([]),
  ]);
  const name = (names: unknown) => (names as Record<string, string>)[market.language] ?? '';
  const themeLabels = new Map(themes.filter((theme) => facts.some((box) => box.themeId === theme.id)).map((theme) => [String(theme.id), name(theme.names)]));
  const regionLabels = new Map(
    regions.map((region) => [String(region.id), name(region.names)]).sort((a, b) => (a[1] ?? '').localeCompare(b[1] ?? '', market.tag)) as [string, string][],
  );
  const labelled = (key: BoxFilterKey, labels: Map<string, string>) => ({
    key,
    options: countBoxOptions(facts, chosen, key, [...labels.keys()]).map((option) => ({ ...option, label: labels.get(option.value) ?? option.value })),
  });
  return {
    chosen,
    groups: [
      labelled('price', new Map(BOX_PRICE_BANDS.map((band) => [band.id, band.id]))),
      labelled('theme', themeLabels),
      labelled('region', regionLabels),
      labelled('people', new Map([[String(BOX_PEOPLE), String(BOX_PEOPLE)]])),
    ],
    shown: filterBoxes(facts, chosen).map((box) => box.code),
  };
}

/** The box stays of page `page` (8 a page, spec §9); an empty page when the search fails (spec §8: render nothing). */
export async function getBoxStays(db: Kysely<Database>, market: Market, code: string, page: number, today: string): Promise<BoxStays> {
  try {
    const result = await searchOffers(db, buildBoxStaysRequest(market.locale, code, page, BOX_OFFERS_PAGE_SIZE), today);
    return { cards: (result.results as OfferCard[]).map(toBoxStayCard), totalCount: result.searchDetails.totalCount };
  } catch (error) {
    log('ERROR', 'box stays failed', describeError(error));
    return { cards: [], totalCount: 0 };
  }
}

/** A box page asked for under another of its slugs (another language's, or the former French one of every market). */
export interface BoxPageMove {
  movedTo: string;
}

/**
 * The box page of `/{boxes}/p/{slug}/{code}`; where it moved when the slug is one of the box's other slugs (a 301
 * for old addresses); undefined (404) for an unknown code or a slug of another box.
 */
export async function loadBoxPage(
  db: Kysely<Database>,
  market: Market,
  slug: string,
  code: string,
  today: string,
): Promise<BoxPageData | BoxPageMove | undefined> {
  if (!isBoxCode(code)) return undefined;
  let box: BoxDetail;
  try {
    box = await getBoxDetail(db, code, market.key, market.language, today);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
  if (box.slug !== slug) {
    const known = slug === box.formerSlug || Object.values(box.slugs).includes(slug);
    return known ? { movedTo: buildPath(market.key, 'box', { slug: box.slug, code }) } : undefined;
  }
  const stays = await getBoxStays(db, market, code, 0, today);
  const formats: Partial<Record<GiftFormat, BoxFormatOption>> = {
    [box.format]: { code, href: buildPath(market.key, 'box', { slug, code }), sellPrice: box.price.sellPrice },
  };
  const other = box.otherFormatCode
    ? await db.selectFrom('boxes').select(['code', 'sell_price']).where('code', '=', box.otherFormatCode).executeTakeFirst()
    : undefined;
  if (other)
    formats[getBoxFormat(other.code)] = { code: other.code, href: buildPath(market.key, 'box', { slug, code: other.code }), sellPrice: other.sell_price };
  return { box, formats, stays };
}
