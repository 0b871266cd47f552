import { sql, type Kysely } from 'kysely';
import { REVIEW_PAGE_SIZE, type ReviewLanguage, type ReviewSort } from '../../domain/reviews';
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

/** Reviews of a hotel (spec §7): score and per-criterion summary, one page of reviews; two queries. */
export async function getReviews(db: Kysely<Database>, request: ReviewsRequest) {
  const summary = await sql<{ total: number; in_language: number; score: number | null; welcoming: number; comfort: number; cleanliness: number; food: number; localization: number; price_quality_ratio: number; hotel_exists: boolean }>`
    select (select count(*) from reviews where hotel_id = ${request.hotelId}) as total,
           count(*) as in_language,
           round(avg(average), 1) as score,
           round(avg(welcoming), 1) as welcoming, round(avg(comfort), 1) as comfort, round(avg(cleanliness), 1) as cleanliness,
           round(avg(food), 1) as food, round(avg(localization), 1) as localization, round(avg(price_quality_ratio), 1) as price_quality_ratio,
           exists(select 1 from hotels where id = ${request.hotelId}) as hotel_exists
    from reviews where hotel_id = ${request.hotelId} and (${request.language} = 'all' or locale = ${request.language})`.execute(db);
  const stats = summary.rows[0];
  if (!stats?.hotel_exists) throw new NotFoundError(`No hotel ${request.hotelId}`);
  const isFallback = request.language !== 'all' && stats.in_language === 0 && request.withOtherLanguageFallback;
  const language = isFallback ? 'all' : request.language;
  const list = await db
    .selectFrom('reviews')
    .select(['id', 'locale', 'customer', 'type', 'date', 'average', 'positive', 'negative'])
    .where('hotel_id', '=', request.hotelId)
    .$if(language !== 'all', (qb) => qb.where('locale', '=', language))
    .$if(language === 'all' && request.preferLanguage !== undefined, (qb) => qb.orderBy(sql`(locale = ${request.preferLanguage ?? ''})`, 'desc'))
    .orderBy(ORDER[request.sort])
    .limit(REVIEW_PAGE_SIZE)
    .offset(request.page * REVIEW_PAGE_SIZE)
    .execute();
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
