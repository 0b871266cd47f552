import type { APIRoute } from 'astro';
import type { z } from 'astro/zod';
import type { Kysely } from 'kysely';
import { config } from '../config';
import { getDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { badRequest, jsonResponse, readJson, respond } from './http';

/**
 * A POST route that browser tests use to set up a case (issue a code, move a price, queue sample mails). It exists
 * only with HALTE_TEST_ROUTES=1 (a 404 otherwise), reads a JSON body checked by `body` (a 400 with the reasons when
 * it does not fit) and hands the parsed body and the database to `handle`.
 */
export function testJsonRoute<S extends z.ZodType>(body: S, handle: (data: z.infer<S>, db: Kysely<Database>) => Promise<Response>): APIRoute {
  return ({ request }) =>
    respond(async () => {
      if (!config.testRoutes) return jsonResponse({ error: 'Not found', details: [] }, { status: 404 });
      const parsed = body.safeParse(await readJson(request));
      if (!parsed.success) return badRequest(parsed.error);
      const { db } = await getDatabase();
      return handle(parsed.data, db);
    });
}
