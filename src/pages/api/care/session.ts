import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { DEFAULT_MARKET, isMarketKey } from '../../../i18n/markets';
import { buildPath } from '../../../i18n/routes';
import { hasControlCharacter } from '../../../domain/safe-redirect';
import { badRequest, readFormData, respond } from '../../../server/api/http';
import { isCareHost } from '../../../server/care/care-hosts';
import { getSafeNextPath } from '../../../server/care/care-mode.server';
import { buildCareCookie, signInCareAgent } from '../../../server/care/care-session.server';
import { config } from '../../../server/config';
import { getDatabase } from '../../../server/db/database';
import { takeRateLimit } from '../../../server/rate-limit.server';

const SignIn = z.object({
  market: z.string().refine(isMarketKey).catch(DEFAULT_MARKET),
  email: z.string().max(254).catch(''),
  password: z.string().max(200).catch(''),
  next: z.string().max(2000).optional(),
});

const redirect = (location: string, cookie?: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', ...(cookie ? { 'Set-Cookie': cookie } : {}) } });

/**
 * POST /api/care/session — the care login form (native post): on a care host, a matching agent gets a session
 * cookie and goes to the page asked for; otherwise back to the login with ?error=failed|tooMany. 404 elsewhere.
 */
export const POST: APIRoute = ({ request, url, locals, clientAddress }) =>
  respond(async () => {
    // The middleware's view of the request (trusted proxies only, src/server/forwarded.ts); a route called
    // directly (tests) falls back to the request itself.
    const host = locals?.host ?? url.host;
    const address = locals?.clientAddress ?? clientAddress;
    if (!isCareHost(host)) return new Response(null, { status: 404 });
    const form = SignIn.parse(Object.fromEntries(await readFormData(request)));
    // A control character has no place in an address: refused, never turned into a Location header.
    if (hasControlCharacter(form.next)) return badRequest('Invalid next: control characters are not allowed');
    const market = form.market as Parameters<typeof buildPath>[0];
    const next = getSafeNextPath(form.next, market);
    const back = (error: string) => `${buildPath(market, 'careLogin')}?error=${error}&next=${encodeURIComponent(next)}`;
    const { db } = await getDatabase();
    if (!(await takeRateLimit(db, 'careSignIn', address))) return redirect(back('tooMany'));
    const session = await signInCareAgent(db, form.email, form.password);
    if (!session) return redirect(back('failed'));
    return redirect(next, buildCareCookie(session.token, locals?.isHttps || config.production));
  });
