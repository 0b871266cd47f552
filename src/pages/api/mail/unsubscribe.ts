import type { APIRoute } from 'astro';
import { badRequest, jsonResponse, respond } from '../../../server/api/http';
import { getDatabase } from '../../../server/db/database';
import { getUnsubscribeLinks, readUnsubscribeTarget, unsubscribe } from '../../../server/lifecycle/lifecycle-queue.server';

/**
 * POST /api/mail/unsubscribe?t=… — the one-click unsubscribe of RFC 8058 (a mail client posts
 * `List-Unsubscribe=One-Click` here, from its own servers, so without a Halte origin): the signed token says which
 * address and list (ADR 56). 200 once recorded (again or not), 400 for a token that does not hold.
 */
export const POST: APIRoute = ({ url }) =>
  respond(async () => {
    const { db } = await getDatabase();
    const target = await unsubscribe(db, url.searchParams.get('t') ?? '');
    return target
      ? jsonResponse({ unsubscribed: target.category }, { headers: { 'Cache-Control': 'no-store' } })
      : badRequest('This unsubscribe link is not valid');
  });

/** GET /api/mail/unsubscribe?t=… — a person who opened the address: the page in the e-mail's language, which asks first. */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const token = url.searchParams.get('t') ?? '';
    const { db } = await getDatabase();
    const target = await readUnsubscribeTarget(db, token);
    if (!target) return badRequest('This unsubscribe link is not valid');
    return new Response(null, {
      status: 303,
      headers: {
        Location: new URL(getUnsubscribeLinks(target.market, token).page).pathname + `?${new URLSearchParams({ t: token })}`,
        'Cache-Control': 'no-store',
      },
    });
  });
