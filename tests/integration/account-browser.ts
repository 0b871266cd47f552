import type { AstroCookieSetOptions } from 'astro';
import { loadAccountPage, type AccountPageResult, type AccountRoute } from '../../src/features/account/account-page.server';
import { buildPath, matchPath } from '../../src/i18n/routes';
import type { MarketKey } from '../../src/i18n/markets';
import { CSRF_FIELD, type CookieJar } from '../../src/server/auth/cookies';
import { getRequestCustomer, needsSession } from '../../src/server/auth/session-request.server';
import type { SessionCustomer } from '../../src/server/auth/sessions.server';

/** Astro's cookies for one request: what the browser sent, and what the answer sets or deletes. */
class RequestCookies implements CookieJar {
  readonly outgoing = new Map<string, { value: string; options?: AstroCookieSetOptions | undefined } | null>();
  constructor(private readonly sent: ReadonlyMap<string, string>) {}
  get(name: string) {
    if (this.outgoing.has(name)) {
      const set = this.outgoing.get(name);
      return set ? { value: set.value } : undefined;
    }
    const value = this.sent.get(name);
    return value === undefined ? undefined : { value };
  }
  set(name: string, value: string, options?: AstroCookieSetOptions) {
    this.outgoing.set(name, { value, options });
  }
  delete(name: string) {
    this.outgoing.set(name, null);
  }
}

export interface Answer {
  result: AccountPageResult | undefined;
  customer: SessionCustomer | null;
  /** Cookies set (value and options) or deleted (null) by this answer. */
  cookies: RequestCookies['outgoing'];
}

/**
 * A browser for the account screens, as the middleware and the market router would serve them: it keeps its
 * cookies between requests, sends the CSRF token of the last page with its forms, and comes from one address.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  csrf = '';
  constructor(readonly address = '203.0.113.7') {}

  async request(path: string, form?: Record<string, string>, { withCsrf = true } = {}): Promise<Answer> {
    const url = new URL(path, 'http://halte.test');
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const body = form ? new URLSearchParams({ ...(withCsrf ? { [CSRF_FIELD]: this.csrf } : {}), ...form }) : undefined;
    const request = new Request(url, {
      method: form ? 'POST' : 'GET',
      body,
      headers: { cookie: cookieHeader, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    const jar = new RequestCookies(this.cookies);
    const customer = needsSession(url.pathname, jar) ? await getRequestCustomer(jar) : null;
    const route = matchPath(url.pathname);
    if (!route) throw new Error(`No route for ${path}`);
    const result = await loadAccountPage({ ...route, name: route.name as AccountRoute }, { request, url, cookies: jar, customer, clientAddress: this.address });
    for (const [name, set] of jar.outgoing) {
      if (set) this.cookies.set(name, set.value);
      else this.cookies.delete(name);
    }
    if (result?.kind === 'account') this.csrf = result.props.csrf;
    return { result, customer, cookies: jar.outgoing };
  }

  /** Opens a screen (GET), so the next form carries its CSRF token. */
  open(market: MarketKey, name: AccountRoute, query = ''): Promise<Answer> {
    return this.request(`${buildPath(market, name)}${query}`);
  }

  /** Opens the screen, then posts its form. */
  async submit(market: MarketKey, name: AccountRoute, form: Record<string, string>, query = ''): Promise<Answer> {
    await this.open(market, name, query);
    return this.request(buildPath(market, name), form);
  }
}

/** The HTTP status the router would answer with. */
export function statusOf(answer: Answer): number {
  if (!answer.result) return 404;
  return answer.result.kind === 'redirect' ? 303 : answer.result.props.status;
}

export function locationOf(answer: Answer): string | undefined {
  return answer.result?.kind === 'redirect' ? answer.result.location : undefined;
}

export function screenOf(answer: Answer) {
  if (answer.result?.kind !== 'account') throw new Error(`Expected a screen, got ${JSON.stringify(answer.result)}`);
  return answer.result.props.screen;
}
