import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { REVIEW_PAGE_SIZE, type ReviewLanguage, type ReviewSort } from '../../domain/reviews';
import { getHotelReviewScore, type Review } from '../../domain/verified-reviews';
import type { Database } from '../db/schema';
import { NotFoundError } from '../api/http';

export interface ReviewsRequest {
  hotelId: number;
  sort: ReviewSort;
  page: number;
  language: ReviewLanguage;
  /** When the chosen language has no review, answer with all languages instead (and say so). */
  withOtherLanguageFallback: boolean;
  /** With every language: the reviews in this one's language come first (the market's, from either country), then the others. */
  preferLanguage?: Exclude<ReviewLanguage, 'all'> | undefined;
}

/** What the function reviews_page (migration 0029) answers for a hotel that exists. */
export interface ReviewsPageRow {
  summary: {
    total: number;
    in_language: number;
    score: number | null;
    welcoming: number | null;
    comfort: number | null;
    cleanliness: number | null;
    food: number | null;
    localization: number | null;
    price_quality_ratio: number | null;
  };
  language: ReviewLanguage;
  list: Review[];
}

/**
 * Reviews of a hotel (spec §7): score and per-criterion summary, one page of reviews, in one call of the database
 * function reviews_page (planned once per session); when the language asked for has none and the request falls
 * back, the page is of every language. A first page names its stored page (`storedAs`, ADR 81), read when there is one.
 */
export async function getReviews(db: Kysely<Database>, request: ReviewsRequest, storedAs?: string) {
  const built = sql<ReviewsPageRow | null>`reviews_page(${request.hotelId}, ${request.language}, ${request.sort}, ${request.page}, ${REVIEW_PAGE_SIZE},
      ${request.preferLanguage ?? null}, ${request.withOtherLanguageFallback})`;
  const page = storedAs
    ? sql`coalesce((select f.page from hotel_first_review_pages f where f.hotel_id = ${request.hotelId} and f.request = ${storedAs}), ${built})`
    : built;
  const answer = await sql<{ page: ReviewsPageRow | null }>`select ${page} as page`.execute(db);
  const found = answer.rows[0]?.page;
  if (!found) throw new NotFoundError(`No hotel ${request.hotelId}`);
  return toReviewsAnswer(request, found);
}

/** The answer to `request` from what reviews_page answered for it. */
function toReviewsAnswer(request: ReviewsRequest, found: ReviewsPageRow) {
  const { summary: stats, language, list } = found;
  const isFallback = language !== request.language;
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

export type ReviewsAnswer = ReturnType<typeof toReviewsAnswer>;

/**
 * The first page of a hotel's reviews is the same for every visitor of a language and changes only when a review
 * is published or the catalogue changes: each product and hotel page render reads it from here, and a published
 * change (`forgetReviewPages`, ADR 31) drops it on every instance.
 */
export type FirstPageQuery = { hotelId: number; preferLanguage: Exclude<ReviewLanguage, 'all'> | undefined };
const firstPages = new WeakMap<Kysely<Database>, LRUCache<string, ReviewsAnswer, FirstPageQuery>>();

/** Bumped by a change (`forgetReviewPages`): pages read before it are never served after it. */
let firstPagesGeneration = 0;

/** Reviews were published or the catalogue changed: the first pages are read again. */
export function forgetReviewPages(): void {
  firstPagesGeneration += 1;
}

/** The first page: page 0 of a hotel's reviews in every language, `preferLanguage` first, newest first. */
export const FIRST_PAGE = { sort: 'DATE_DESC', page: 0, language: 'all', withOtherLanguageFallback: false } as const satisfies Partial<ReviewsRequest>;

const getFirstPageRequest = ({ hotelId, preferLanguage }: FirstPageQuery): ReviewsRequest => ({ ...FIRST_PAGE, hotelId, preferLanguage });

/** The name of the first page request for visitors who read `preferLanguage` first: its stored page's key (ADR 81). */
export function getFirstPageRequestKey(preferLanguage: Exclude<ReviewLanguage, 'all'> | undefined): string {
  const { language, sort, page, withOtherLanguageFallback } = FIRST_PAGE;
  return [preferLanguage ?? '-', language, sort, page, REVIEW_PAGE_SIZE, withOtherLanguageFallback].join('|');
}

function getFirstPages(db: Kysely<Database>) {
  let cache = firstPages.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: 1000,
      ttl: 5 * 60 * 1000,
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => getReviews(db, getFirstPageRequest(context), getFirstPageRequestKey(context.preferLanguage)),
    });
    firstPages.set(db, cache);
  }
  return cache;
}

const firstPageKey = (generation: number, { hotelId, preferLanguage }: FirstPageQuery) => `${generation}|${hotelId}|${preferLanguage}`;

/** The first page of a hotel's reviews (cached per database). */
export function getFirstReviewsPage(db: Kysely<Database>, hotelId: number, preferLanguage: Exclude<ReviewLanguage, 'all'> | undefined): Promise<ReviewsAnswer> {
  const query = { hotelId, preferLanguage };
  return getFirstPages(db).forceFetch(firstPageKey(firstPagesGeneration, query), { context: query });
}

/**
 * For a statement that reads a hotel's first page of reviews along with other things (product_view): call
 * it before the statement, then give the page read to the function it returns, which keeps it for
 * getFirstReviewsPage, unless a change was published in between.
 */
export function startFirstReviewsPageRead(db: Kysely<Database>): (query: FirstPageQuery, found: ReviewsPageRow) => void {
  const generation = firstPagesGeneration;
  return (query, found) => {
    if (generation === firstPagesGeneration) getFirstPages(db).set(firstPageKey(generation, query), toReviewsAnswer(getFirstPageRequest(query), found));
  };
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
