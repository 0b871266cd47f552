import type { APIRoute } from 'astro';
import { jsonResponse, respond } from '../../../server/api/http';
import { createChallenge } from '../../../server/contact/captcha.server';
import { getDatabase } from '../../../server/db/database';

/** GET /api/captcha/challenge — a fresh proof-of-work challenge for the contact form (never cached: each is used once). */
export const GET: APIRoute = () =>
  respond(async () => {
    const { db } = await getDatabase();
    return jsonResponse(await createChallenge(db), { headers: { 'Cache-Control': 'no-store' } });
  });
