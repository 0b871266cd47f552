import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { LOG_MESSAGE_MAX } from '../../domain/client-log';
import { badRequest, jsonResponse, readJson, respond } from '../../server/api/http';
import { getDatabase } from '../../server/db/database';
import { Locale } from '../../server/search/criteria';

const Body = z.object({
  level: z.enum(['ERROR', 'WARN', 'INFO']),
  message: z
    .string()
    .min(1)
    .transform((m) => m.slice(0, LOG_MESSAGE_MAX)),
  location: z.string().min(1).max(120),
  locale: Locale.optional(),
});

/** POST /api/log — browser errors (level, message cut to 256 characters, location, locale), stored (spec §7). */
export const POST: APIRoute = ({ request }) =>
  respond(async () => {
    const parsed = Body.safeParse(await readJson(request));
    if (!parsed.success) return badRequest(parsed.error);
    const { db } = await getDatabase();
    const { level, message, location, locale } = parsed.data;
    const row = await db
      .insertInto('error_logs')
      .values({ level, message, location, locale: locale ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return jsonResponse({ id: Number(row.id) }, { status: 201 });
  });
