import type { APIRoute } from 'astro';
import { DEFAULT_MARKET, isMarketKey } from '../../../i18n/markets';
import { hasControlCharacter } from '../../../domain/safe-redirect';
import { badRequest, readFormData, respond } from '../../../server/api/http';
import { getSafeNextPath } from '../../../server/care/care-mode.server';
import { CARE_SESSION_COOKIE, buildCareCookie, signOutCareAgent } from '../../../server/care/care-session.server';
import { config } from '../../../server/config';
import { getDatabase } from '../../../server/db/database';

/** POST /api/care/sign-out — the care tool's sign-out (native post): ends the session and reloads the page, which shows the care login. */
export const POST: APIRoute = ({ request, cookies, locals }) =>
  respond(async () => {
    const form = await readFormData(request);
    if (hasControlCharacter(String(form.get('next') ?? ''))) return badRequest('Invalid next: control characters are not allowed');
    const market = String(form.get('market') ?? '');
    const next = getSafeNextPath(String(form.get('next') ?? ''), isMarketKey(market) ? market : DEFAULT_MARKET);
    const { db } = await getDatabase();
    await signOutCareAgent(db, cookies.get(CARE_SESSION_COOKIE)?.value);
    return new Response(null, {
      status: 303,
      headers: { Location: next, 'Cache-Control': 'no-store', 'Set-Cookie': buildCareCookie('', locals?.isHttps || config.production) },
    });
  });
