import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { badRequest, jsonResponse, readJson, respond } from '../../../../../server/api/http';
import { getDatabase } from '../../../../../server/db/database';

const POINTS_OF_SALE = ['fr', 'es', 'it', 'nl', 'be'] as const;
const Body = z.object({
  clientId: z.string().min(1).max(100),
  userId: z.string().max(100).optional(),
  events: z
    .array(z.object({ name: z.string().min(1).max(60), params: z.record(z.string(), z.unknown()).optional() }))
    .min(1)
    .max(25),
});

/** POST /api/analytics/ga/collect/{pos} — analytics events, stored before the answer (spec §7). */
export const POST: APIRoute = ({ params, request }) =>
  respond(async () => {
    const pos = POINTS_OF_SALE.find((p) => p === params.pos?.toLowerCase());
    if (!pos) return badRequest('Invalid pos: expected one of fr, es, it, nl, be');
    const parsed = Body.safeParse(await readJson(request));
    if (!parsed.success) return badRequest(parsed.error);
    const { db } = await getDatabase();
    const row = await db
      .insertInto('analytics_events')
      .values({ pos, client_id: parsed.data.clientId, user_id: parsed.data.userId ?? null, events: JSON.stringify(parsed.data.events) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return jsonResponse({ id: Number(row.id), stored: parsed.data.events.length }, { status: 201 });
  });
