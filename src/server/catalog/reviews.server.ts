import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { LRUCache } from 'lru-cache';
import { REVIEW_PAGE_SIZE, type ReviewLanguage, type ReviewSort } from '../../domain/reviews';
import { getHotelReviewScore } from '../../domain/verified-reviews';
import type { Database } from '../db/schema';
import { NotFoundError } from '../api/http';

const ORDER: Record<ReviewSort, ReturnType<typeof sql>> = {
  DATE_DESC: sql`date desc, id desc`,
  DATE_ASC: sql`date asc, id asc`,
  SCORE_DESC: sql`average desc, id desc`,
  SCORE_ASC: sql`average asc, id asc`,
};

export interface ReviewsRequest {
  hotelId: number;
  sort: ReviewSort;
  page: number;
  language: ReviewLanguage;
  /** When the chosen language has no review, answer with all languages instead (and say so). */
  withOtherLanguageFallback: boolean;
  /** With every language: the reviews in this one come first (the market's language), then the others. */
  preferLanguage?: Exclude<ReviewLanguage, 'all'> | undefined;
}

/** One page of a hotel's reviews in `language` ('all' for every language), as `request` sorts it. */
function selectReviewsPage(db: Kysely<Database>, request: ReviewsRequest, language: ReviewLanguage) {
  return db
    .selectFrom('reviews')
    .select(['id', 'locale', 'customer', 'type', 'date', 'average', 'positive', 'negative', 'source', 'stay_month as stayMonth'])
    .where('hotel_id', '=', request.hotelId)
    .$if(language !== 'all', (qb) => qb.where('locale', '=', language))
    .$if(language === 'all' && request.preferLanguage !== undefined, (qb) => qb.orderBy(sql`(locale = ${request.preferLanguage ?? ''})`, 'desc'))
    .orderBy(ORDER[request.sort])
    .limit(REVIEW_PAGE_SIZE)
    .offset(request.page * REVIEW_PAGE_SIZE);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviewsPage>['execute']>>[number];

/**
 * Reviews of a hotel (spec §7): score and per-criterion summary, one page of reviews; one query, and a second for
 * the page in every language when the one asked for has none and the request falls back.
 */
export async function getReviews(db: Kysely<Database>, request: ReviewsRequest) {
  const summary = await sql<{
    total: number;
    in_language: number;
    score: number | null;
    welcoming: number;
    comfort: number;
    cleanliness: number;
    food: number;
    localization: number;
    price_quality_ratio: number;
    hotel_exists: boolean;
    list: ReviewRow[];
  }>`
    select (select count(*) from reviews where hotel_id = ${request.hotelId}) as total,
           count(*) as in_language,
           round(avg(average), 1) as score,
           round(avg(welcoming), 1) as welcoming, round(avg(comfort), 1) as comfort, round(avg(cleanliness), 1) as cleanliness,
           round(avg(food), 1) as food, round(avg(localization), 1) as localization, round(avg(price_quality_ratio), 1) as price_quality_ratio,
           exists(select 1 from hotels where id = ${request.hotelId}) as hotel_exists,
           ${jsonArrayFrom(selectReviewsPage(db, request, request.language))} as list
    from reviews where hotel_id = ${request.hotelId} and (${request.language} = 'all' or locale = ${request.language})`.execute(db);
  const stats = summary.rows[0];
  if (!stats?.hotel_exists) throw new NotFoundError(`No hotel ${request.hotelId}`);
  const isFallback = request.language !== 'all' && stats.in_language === 0 && request.withOtherLanguageFallback;
  const language = isFallback ? 'all' : request.language;
  const list = isFallback ? await selectReviewsPage(db, request, language).execute() : stats.list;
  return {
    totalCount: isFallback ? stats.total : stats.in_language,
    score: stats.score,
    language,
    isOtherLanguageFallback: isFallback,
    details: {
      welcoming: stats.welcoming,
      comfort: stats.comfort,
      cleanliness: stats.cleanliness,
      food: stats.food,
      localization: stats.localization,
      priceQualityRatio: stats.price_quality_ratio,
    },
    page: request.page,
    pageSize: REVIEW_PAGE_SIZE,
    list,
  };
}

export type ReviewsAnswer = Awaited<ReturnType<typeof getReviews>>;

/**
 * The first page of a hotel's reviews is the same for every visitor of a language and changes only when a review
 * is published or the catalogue changes: each product and hotel page render reads it from here, and a published
 * change (`forgetReviewPages`, ADR 31) drops it on every instance.
 */
type FirstPageQuery = { hotelId: number; preferLanguage: Exclude<ReviewLanguage, 'all'> | undefined };
const firstPages = new WeakMap<Kysely<Database>, LRUCache<string, ReviewsAnswer, FirstPageQuery>>();

/** Bumped by a change (`forgetReviewPages`): pages read before it are never served after it. */
let firstPagesGeneration = 0;

/** Reviews were published or the catalogue changed: the first pages are read again. */
export function forgetReviewPages(): void {
  firstPagesGeneration += 1;
}

/** Page 0 of a hotel's reviews in every language, `preferLanguage` first, newest first (cached per database). */
export function getFirstReviewsPage(db: Kysely<Database>, hotelId: number, preferLanguage: Exclude<ReviewLanguage, 'all'> | undefined): Promise<ReviewsAnswer> {
  let cache = firstPages.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: 1000,
      ttl: 5 * 60 * 1000,
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => getReviews(db, { ...context, sort: 'DATE_DESC', page: 0, language: 'all', withOtherLanguageFallback: false }),
    });
    firstPages.set(db, cache);
  }
  return cache.forceFetch(`${firstPagesGeneration}|${hotelId}|${preferLanguage}`, { context: { hotelId, preferLanguage } });
}

/**
 * The one place a hotel's review count and score are worked out from its reviews (imported and verified alike):
 * the count, and the mean of the reviews' averages to one decimal (getHotelReviewScore). Called in the transaction
 * that adds a review, after the hotel's row was locked, so two reviews published together both count.
 */
export async function refreshHotelReviewScore(db: Kysely<Database>, hotelId: number): Promise<{ count: number; score: number | null }> {
  const totals = await db
    .selectFrom('reviews')
    .select([sql<number>`count(*)`.as('count'), sql<number | null>`sum(average)`.as('sum')])
    .where('hotel_id', '=', hotelId)
    .executeTakeFirstOrThrow();
  const count = Number(totals.count);
  const score = getHotelReviewScore(count, Number(totals.sum ?? 0));
  await db.updateTable('hotels').set({ review_count: count, review_score: score }).where('id', '=', hotelId).execute();
  return { count, score };
}
