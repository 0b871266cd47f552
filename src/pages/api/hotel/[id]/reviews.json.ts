import { z } from 'astro/zod';
import { getPreferredReviewLanguage, REVIEW_LANGUAGES, REVIEW_SORTS } from '../../../../domain/reviews';
import { jsonResponse } from '../../../../server/api/http';
import { idRoute } from '../../../../server/api/id-route';
import { LocaleParam } from '../../../../server/api/params';
import { getReviews } from '../../../../server/catalog/reviews.server';
import { getDatabase } from '../../../../server/db/database';

const Query = LocaleParam.extend({
  sort: z.enum(REVIEW_SORTS).default('DATE_DESC'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  language: z.enum(REVIEW_LANGUAGES).default('all'),
  withOtherLanguageFallback: z.enum(['true', 'false']).default('true'),
  client: z.string().max(20).optional(),
});

/** GET /api/hotel/{id}/reviews.json — customer reviews of a hotel (spec §7). */
export const GET = idRoute(Query, async (hotelId, query) => {
  const { sort, page, language, withOtherLanguageFallback } = query;
  const { db } = await getDatabase();
  // The default list (every language, newest first): the market's own language first.
  const preferLanguage = sort === 'DATE_DESC' ? getPreferredReviewLanguage(query.locale) : undefined;
  const reviews = await getReviews(db, { hotelId, sort, page, language, withOtherLanguageFallback: withOtherLanguageFallback === 'true', preferLanguage });
  return jsonResponse(reviews);
});
