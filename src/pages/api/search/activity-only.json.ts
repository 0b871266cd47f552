import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { ACTIVITY_PARTICIPANT_BOUNDS, DEFAULT_ACTIVITY_PARTICIPANTS } from '../../../domain/pax';
import { RESULTS_PER_PAGE } from '../../../domain/pagination';
import { badRequest, jsonResponse, readJson, respond } from '../../../server/api/http';
import { marketOf, PositiveId } from '../../../server/api/params';
import { searchActivities } from '../../../server/catalog/activities.server';
import { getDatabase } from '../../../server/db/database';
import { Locale } from '../../../server/search/criteria';

const Body = z.object({
  locale: Locale,
  page: z.coerce.number().int().min(0).max(1000).default(0),
  numberOfPackagesPerHotel: z.coerce.number().int().min(1).max(20).default(20),
  criteria: z
    .object({
      city: PositiveId.optional(),
      theme: PositiveId.optional(),
      a: z.coerce.number().int().min(ACTIVITY_PARTICIPANT_BOUNDS.min).max(ACTIVITY_PARTICIPANT_BOUNDS.max).default(DEFAULT_ACTIVITY_PARTICIPANTS),
      lat: z.coerce.number().min(-90).max(90).optional(),
      lng: z.coerce.number().min(-180).max(180).optional(),
      distanceMax: z.coerce.number().min(0).max(300).optional(),
    })
    .default({ a: DEFAULT_ACTIVITY_PARTICIPANTS }),
});

/** POST /api/search/activity-only.json — activities without a hotel night (spec §7). */
export const POST: APIRoute = ({ request }) =>
  respond(async () => {
    const parsed = Body.safeParse(await readJson(request));
    if (!parsed.success) return badRequest(parsed.error);
    const { locale, page, criteria } = parsed.data;
    const market = marketOf(locale);
    const { db } = await getDatabase();
    const search = { ...criteria, participants: criteria.a, page, limit: RESULTS_PER_PAGE };
    return jsonResponse(await searchActivities(db, search, market.key, market.language));
  });
