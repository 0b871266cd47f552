/**
 * The My gifts action routes (ADR 48): a signed-in customer's form post or JSON call on one of their gifts. As JSON
 * the answer is 200 with what was done, or 4xx { error, details: [{ path, message: reason }] }; a form post goes back
 * to My gifts (303) with the result in the address, shown next to the gift.
 */
import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { MARKET_KEYS, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { badRequest, jsonResponse, readFormData, readJson, respond } from '../api/http';
import { getDatabase, getToday } from '../db/database';
import type { AftercareResult } from './gift-aftercare.server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const REFUSED: Record<Exclude<AftercareResult, { ok: true }>['reason'], { status: number; error: string }> = {
  notFound: { status: 404, error: 'This gift does not exist' },
  used: { status: 409, error: 'This gift has been used or exchanged already' },
  expired: { status: 410, error: 'This gift has expired' },
  notEgift: { status: 409, error: 'This gift is not sent by e-mail to someone' },
  notSentYet: { status: 409, error: 'This gift has not been sent yet: move its send date to send it sooner' },
  alreadySent: { status: 409, error: 'This gift has been sent already: its date cannot move' },
  pastDate: { status: 400, error: 'The send date cannot be in the past' },
  afterValidity: { status: 400, error: 'The send date cannot be after the gift’s last valid day' },
  sameDate: { status: 400, error: 'This is the send date already' },
  sameAddress: { status: 400, error: 'This is the recipient’s address already' },
  invalidEmail: { status: 400, error: 'This is not one e-mail address' },
  limited: { status: 429, error: 'This gift was sent too many times today, please try again tomorrow' },
};

const Body = z.object({
  code: z.string().min(1).max(40),
  market: z.enum(MARKET_KEYS).default('fr'),
  email: z.string().max(320).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day as YYYY-MM-DD')
    .optional(),
});

export interface AftercareRequest {
  db: Kysely<Database>;
  customerId: string;
  today: string;
  input: z.infer<typeof Body>;
}

/** Runs `action` for the signed-in customer (the body must carry `needs`), and answers as the request asked. */
export function handleAftercare<R extends object>(
  context: APIContext,
  needs: 'email' | 'date' | null,
  action: string,
  run: (request: AftercareRequest) => Promise<AftercareResult<R>>,
): Promise<Response> {
  return respond(async () => {
    const { request, locals } = context;
    if (!locals.customer) return jsonResponse({ error: 'Sign in first', details: [] }, { status: 401 });
    const isJson = (request.headers.get('Content-Type') ?? '').includes('application/json');
    const raw = isJson ? await readJson(request) : Object.fromEntries((await readFormData(request)).entries());
    const parsed = Body.safeParse(raw);
    if (!parsed.success) return badRequest(parsed.error);
    if (needs && parsed.data[needs] === undefined)
      return jsonResponse({ error: `Invalid ${needs}: required`, details: [{ path: needs, message: 'required' }] }, { status: 400 });
    const { db } = await getDatabase();
    const result = await run({ db, customerId: locals.customer.id, today: getToday(), input: parsed.data });
    if (isJson) {
      if (result.ok) return jsonResponse(result, { headers: { 'Cache-Control': 'no-store' } });
      const { status, error } = REFUSED[result.reason];
      return jsonResponse({ error, details: [{ path: 'code', message: result.reason }] }, { status, headers: { 'Cache-Control': 'no-store' } });
    }
    // Another account's gift is not named back in the address.
    if (!result.ok && result.reason === 'notFound')
      return jsonResponse({ error: REFUSED.notFound.error, details: [{ path: 'code', message: 'notFound' }] }, { status: 404 });
    const market: MarketKey = parsed.data.market;
    const query = new URLSearchParams({ gift: String(parsed.data.code).toUpperCase(), [result.ok ? 'done' : 'refused']: result.ok ? action : result.reason });
    return new Response(null, {
      status: 303,
      headers: { Location: `${buildPath(market, 'accountGifts')}?${query}#gift-${String(parsed.data.code).toUpperCase()}`, 'Cache-Control': 'no-store' },
    });
  });
}
