import { sql, type Kysely, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { LRUCache } from 'lru-cache';
import { getPreferredReviewLanguage, REVIEW_PAGE_SIZE, type ReviewLanguage, type ReviewSort } from '../../domain/reviews';
import { getHotelReviewScore } from '../../domain/verified-reviews';
import type { Database } from '../db/schema';
import { NotFoundError } from '../api/http';
import { MARKETS } from '../../i18n/markets';
import { log } from '../log';
import { createResidentSet, pack, unpack } from '../resident-set';

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

/** A hotel's id in a statement: bound for one hotel, or a column of the hotels a statement goes through. */
type HotelIdExpression = number | RawBuilder<number>;

/** One page of a hotel's reviews in `language` ('all' for every language), as `request` sorts it. */
function selectReviewsPage(db: Kysely<Database>, request: ReviewsRequest, language: ReviewLanguage, hotelId: HotelIdExpression = request.hotelId) {
  return db
    .selectFrom('reviews')
    .select(['id', 'locale', 'customer', 'type', 'date', 'average', 'positive', 'negative', 'source', 'stay_month as stayMonth'])
    .where('hotel_id', '=', hotelId)
    .$if(language !== 'all', (qb) => qb.where('locale', '=', language))
    .$if(language === 'all' && request.preferLanguage !== undefined, (qb) => qb.orderBy(sql`(locale = ${request.preferLanguage ?? ''})`, 'desc'))
    .orderBy(ORDER[request.sort])
    .limit(REVIEW_PAGE_SIZE)
    .offset(request.page * REVIEW_PAGE_SIZE);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviewsPage>['execute']>>[number];

interface ReviewStats {
  total: number;
  in_language: number;
  score: number | null;
  welcoming: number;
  comfort: number;
  cleanliness: number;
  food: number;
  localization: number;
  price_quality_ratio: number;
}

/** The score, per-criterion means and counts of a hotel's reviews in `language`, as columns of a statement. */
function reviewStatsColumns(hotelId: HotelIdExpression) {
  return sql`(select count(*) from reviews where hotel_id = ${hotelId}) as total,
           count(*) as in_language,
           round(avg(average), 1) as score,
           round(avg(welcoming), 1) as welcoming, round(avg(comfort), 1) as comfort, round(avg(cleanliness), 1) as cleanliness,
           round(avg(food), 1) as food, round(avg(localization), 1) as localization, round(avg(price_quality_ratio), 1) as price_quality_ratio`;
}

/** What a reviews answer says of a hotel's reviews in `language`, given its statistics and the page's reviews. */
function toReviewsAnswer(stats: ReviewStats, request: ReviewsRequest, language: ReviewLanguage, isFallback: boolean, list: ReviewRow[]) {
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

/**
 * Reviews of a hotel (spec §7): score and per-criterion summary, one page of reviews; one query, and a second for
 * the page in every language when the one asked for has none and the request falls back.
 */
export async function getReviews(db: Kysely<Database>, request: ReviewsRequest) {
  const summary = await sql<ReviewStats & { hotel_exists: boolean; list: ReviewRow[] }>`
    select ${reviewStatsColumns(request.hotelId)},
           exists(select 1 from hotels where id = ${request.hotelId}) as hotel_exists,
           ${jsonArrayFrom(selectReviewsPage(db, request, request.language))} as list
    from reviews where hotel_id = ${request.hotelId} and (${request.language} = 'all' or locale = ${request.language})`.execute(db);
  const stats = summary.rows[0];
  if (!stats?.hotel_exists) throw new NotFoundError(`No hotel ${request.hotelId}`);
  const isFallback = request.language !== 'all' && stats.in_language === 0 && request.withOtherLanguageFallback;
  const language = isFallback ? 'all' : request.language;
  const list = isFallback ? await selectReviewsPage(db, request, language).execute() : stats.list;
  return toReviewsAnswer(stats, request, language, isFallback, list);
}

export type ReviewsAnswer = Awaited<ReturnType<typeof getReviews>>;

/**
 * The first page of a hotel's reviews is the same for every visitor of a language and changes only when a review
 * is published or the catalogue changes: each product and hotel page render reads it from here, and a published
 * change (`forgetReviewPages`, ADR 31) drops it on every instance. Every hotel's first pages are also kept resident
 * (ADR 38), so that the first view of a hotel's page or of one of its packages reads no statement for them.
 */
type PreferredLanguage = Exclude<ReviewLanguage, 'all'>;
type FirstPageQuery = { hotelId: number; preferLanguage: PreferredLanguage | undefined };
const firstPages = new WeakMap<Kysely<Database>, LRUCache<string, ReviewsAnswer, FirstPageQuery>>();

/** Bumped by a change (`forgetReviewPages`): pages read before it are never served after it. */
let firstPagesGeneration = 0;

/** Reviews were published or the catalogue changed: the first pages are read again. */
export function forgetReviewPages(): void {
  firstPagesGeneration += 1;
}

/** The request a first page answers: page 0 in every language, `preferLanguage` first, newest first. */
function firstPageRequest({ hotelId, preferLanguage }: FirstPageQuery): ReviewsRequest {
  return { hotelId, preferLanguage, sort: 'DATE_DESC', page: 0, language: 'all', withOtherLanguageFallback: false };
}

/** The languages the markets' pages put first (fr_FR for fr and be-fr…): the first pages kept resident. */
const RESIDENT_LANGUAGES = [...new Set(Object.values(MARKETS).flatMap((market) => getPreferredReviewLanguage(market.locale) ?? []))] as PreferredLanguage[];

/** Each hotel's statistics, and the reviews of its first page per resident language (their ids, each review kept once). */
interface ResidentFirstPages {
  hotels: Map<number, Buffer>;
}
interface ResidentHotelReviews {
  stats: ReviewStats;
  reviews: ReviewRow[];
  /** Per RESIDENT_LANGUAGES entry, the ids of the first page's reviews in order. */
  pages: number[][];
}

const RESIDENT_HOTELS_PER_QUERY = 100;

/** Every hotel's first pages (RESIDENT_LANGUAGES), read in steps by the statement that reads one hotel's. */
async function buildResidentFirstPages(db: Kysely<Database>, _key: string, pace: () => Promise<boolean>): Promise<ResidentFirstPages> {
  const startedAt = performance.now();
  const hotels = new Map<number, Buffer>();
  let bytes = 0;
  const hotelId = sql.ref<number>('h.id');
  const pageColumns = RESIDENT_LANGUAGES.map(
    (preferLanguage, index) =>
      sql`${jsonArrayFrom(selectReviewsPage(db, firstPageRequest({ hotelId: 0, preferLanguage }), 'all', hotelId))} as ${sql.ref(`page_${index}`)}`,
  );
  for (let after = 0; ;) {
    const batch = await sql<ReviewStats & { hotel_id: number } & Record<`page_${number}`, ReviewRow[]>>`
      select h.id as hotel_id, stats.*, ${sql.join(pageColumns)}
      from hotels h cross join lateral (select ${reviewStatsColumns(hotelId)} from reviews where hotel_id = h.id) as stats
      where h.id > ${after} order by h.id limit ${RESIDENT_HOTELS_PER_QUERY}`.execute(db);
    for (const row of batch.rows) {
      const { hotel_id: id, total, in_language, score, welcoming, comfort, cleanliness, food, localization, price_quality_ratio } = row;
      const pages = RESIDENT_LANGUAGES.map((_, index) => row[`page_${index}`] ?? []);
      const reviews = new Map(pages.flat().map((review) => [review.id, review]));
      const hotel: ResidentHotelReviews = {
        stats: { total, in_language, score, welcoming, comfort, cleanliness, food, localization, price_quality_ratio },
        reviews: [...reviews.values()],
        pages: pages.map((page) => page.map((review) => review.id)),
      };
      const serialised = pack(hotel);
      hotels.set(id, serialised);
      bytes += serialised.length;
    }
    if (batch.rows.length < RESIDENT_HOTELS_PER_QUERY) break;
    after = (batch.rows.at(-1) as { hotel_id: number }).hotel_id;
    if (!(await pace())) break;
  }
  log('INFO', 'First pages of reviews resident', { hotels: hotels.size, bytes, ms: Math.round(performance.now() - startedAt) });
  return { hotels };
}

const residentFirstPages = createResidentSet<Kysely<Database>, ResidentFirstPages>({
  name: 'first pages of reviews',
  ttlMs: 10 * 60 * 1000,
  generation: () => firstPagesGeneration,
  build: buildResidentFirstPages,
});

/** Keeps every hotel's first pages of reviews of `db` resident from now on (the server's database), or no longer. */
export function keepReviewPagesResident(db: Kysely<Database>, keep = true): void {
  residentFirstPages.keep(db, '', keep);
}

/** Resolves once `db`'s first pages of reviews are resident (kept: keepReviewPagesResident). */
export async function whenReviewPagesResident(db: Kysely<Database>): Promise<void> {
  await residentFirstPages.whenReady(db, '');
}

/** A first page from the resident set, or read by its statement when the set is not current or lacks it. */
function readFirstReviewsPage(db: Kysely<Database>, query: FirstPageQuery): Promise<ReviewsAnswer> {
  const language = query.preferLanguage === undefined ? -1 : RESIDENT_LANGUAGES.indexOf(query.preferLanguage);
  const serialised = language < 0 ? undefined : residentFirstPages.get(db, '')?.hotels.get(query.hotelId);
  if (!serialised) return getReviews(db, firstPageRequest(query));
  const { stats, reviews, pages } = unpack(serialised) as ResidentHotelReviews;
  const byId = new Map(reviews.map((review) => [review.id, review]));
  const list = (pages[language] ?? []).map((id) => byId.get(id) as ReviewRow);
  return Promise.resolve(toReviewsAnswer(stats, firstPageRequest(query), 'all', false, list));
}

/** Page 0 of a hotel's reviews in every language, `preferLanguage` first, newest first (cached per database). */
export function getFirstReviewsPage(db: Kysely<Database>, hotelId: number, preferLanguage: PreferredLanguage | undefined): Promise<ReviewsAnswer> {
  let cache = firstPages.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: 1000,
      ttl: 5 * 60 * 1000,
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => readFirstReviewsPage(db, context),
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
