/**
 * The security checks over HTTP, against the built server: redirect parameters, forwarded headers,
 * JSON on every /api answer, security headers and cookies, and the HTTP Observatory score once served over
 * HTTPS (production terminates TLS at a trusted proxy that sends X-Forwarded-Proto; ADR 15).
 * The server trusts 127.0.0.2 as its proxy; the tests connect from 127.0.0.1 (a visitor) or 127.0.0.2 (the proxy).
 */
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreSite } from './observatory';
import { BASE_PORT, startServer, type RunningServer } from './server';

const PORT = BASE_PORT + 2;
const PROXY = '127.0.0.2';
const PUBLIC_HOST = 'www.halte.test';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request: any method, headers as written (Host included), from a chosen local address. */
function send(
  path: string,
  { method = 'GET', headers = {}, body, from = '127.0.0.1' }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path, method, headers, localAddress: from, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const origin = `http://127.0.0.1:${PORT}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin };

function expectJsonError(answer: Raw, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body);
  expect(typeof body.error).toBe('string');
  expect(Array.isArray(body.details)).toBe(true);
}

describe('security over HTTP', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(PORT, {
      HALTE_TRUSTED_PROXIES: PROXY,
      HALTE_ENV: 'production',
      HALTE_PUBLIC_ORIGIN: `https://${PUBLIC_HOST}`,
      MOLLIE_API_KEY: 'test_http_security',
      HALTE_CARE_HOSTS: `care.${PUBLIC_HOST}=${PUBLIC_HOST},care.localhost`,
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  describe('every /api answer is JSON (item 9)', () => {
    it('400 for an address that is not valid percent-encoding, or whose dot segments leave /api', async () => {
      expectJsonError(await send('/api/cms/homepage?x=%ZZ'), 400);
      expectJsonError(await send('/api/images/%2e%2e/%2e%2e/fr/'), 400);
    });

    it('404 for an unknown API address and for an empty 404 of a route', async () => {
      expectJsonError(await send('/api/no-such-thing'), 404);
      // The care login answers an empty 404 off a care host.
      expectJsonError(await send('/api/care/session', { method: 'POST', headers: FORM, body: form({ email: 'a@b.c' }) }), 404);
    });

    it('405 with Allow for a method the route does not have', async () => {
      const put = await send('/api/offers.json', { method: 'PUT', headers: { Origin: origin } });
      expectJsonError(put, 405);
      expect(put.headers.allow).toBe('POST');
      const get = await send('/api/offers.json');
      expectJsonError(get, 405);
    });

    it('413 for a body over the limit, 415 for a body of another type', async () => {
      const big = `"${'a'.repeat(200_000)}"`;
      expectJsonError(
        await send('/api/offers.json', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length), Origin: origin },
          body: big,
        }),
        413,
      );
      // Without Content-Length (chunked), the route reads at most the adapter's limit and refuses what is not its JSON.
      const chunked = await send('/api/offers.json', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: big });
      expectJsonError(chunked, 400);
      expectJsonError(
        await send('/api/offers.json', { method: 'POST', headers: { 'Content-Type': 'application/xml', Origin: origin }, body: '<offers/>' }),
        415,
      );
      expectJsonError(await send('/api/offers.json', { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: origin }, body: '{}' }), 415);
    });

    it('431 for headers too large, answered before any route', async () => {
      expectJsonError(await send('/api/health/live', { headers: { 'X-Padding': 'a'.repeat(20_000) } }), 431);
    });

    it('answers JSON { error, details } to every fuzzed error, and never 5xx', async () => {
      const routesDir = join(import.meta.dirname, '../../src/pages/api');
      const list = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? list(join(dir, name)) : [relative(routesDir, join(dir, name))]));
      const routes = list(routesDir).map((file) => `/api/${file.replace(/\.ts$/, '').replace(/(^|\/)index$/, '')}`);
      const segment = fc.oneof(
        fc.constantFrom('1', '0', '-1', '99999999999', 'abc', '%ZZ', '%00', '..', '%2e%2e', 'é', '%C0%AE'),
        fc.string({ maxLength: 6 }).map(encodeURIComponent),
      );
      const query = fc
        .array(
          fc.tuple(
            fc.constantFrom('locale', 'id', 'term', 'x', 'code', 'page'),
            fc.oneof(fc.constantFrom('fr_FR', 'xx', '%ZZ', '', '-5', '1e9'), fc.string({ maxLength: 8 }).map(encodeURIComponent)),
          ),
          { maxLength: 3 },
        )
        .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
      const request = fc.record({
        route: fc.constantFrom(...routes),
        param: segment,
        suffix: fc.constantFrom('', '/', '/extra', '.json'),
        query,
        method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        type: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/xml', 'multipart/form-data; boundary=x', ''),
        body: fc.oneof(fc.constant(''), fc.constant('{"locale":"fr_FR"}'), fc.constant('{'), fc.string({ maxLength: 30 })),
      });
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(request, async ({ route, param, suffix, query, method, type, body }) => {
          const path = `${route.replace(/\[[^\]]+\]/g, param)}${suffix}${query ? `?${query}` : ''}`;
          const withBody = method !== 'GET' && method !== 'HEAD' && body !== '';
          const headers: Record<string, string> = {
            Origin: origin,
            ...(type ? { 'Content-Type': type } : {}),
            ...(withBody ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
          };
          const answer = await send(path, { method, headers, ...(withBody ? { body } : {}) }).catch((error: Error) => error);
          if (answer instanceof Error) {
            failures.push(`${method} ${path} (${type}, ${JSON.stringify(body)}): ${answer.message}`);
            return;
          }
          const label = `${method} ${path} (${type}) → ${answer.status}`;
          if (answer.status >= 500) failures.push(`${label}: ${answer.body.slice(0, 80)}`);
          if (answer.status >= 400 && method !== 'HEAD') {
            let json: { error?: unknown; details?: unknown } | undefined;
            try {
              json = JSON.parse(answer.body);
            } catch {
              json = undefined;
            }
            if (!/^application\/json/.test(String(answer.headers['content-type'])) || typeof json?.error !== 'string' || !Array.isArray(json?.details))
              failures.push(`${label}: ${answer.headers['content-type']} ${answer.body.slice(0, 80)}`);
          }
        }),
        { numRuns: 400 },
      );
      expect(failures).toEqual([]);
    }, 120_000);

    it('403 JSON for a POST from another site, whatever its content type', async () => {
      expectJsonError(
        await send('/api/offers.json', { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' }, body: 'x' }),
        403,
      );
      expectJsonError(await send('/api/care/session', { method: 'PUT', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'x=1' }), 403);
    });
  });

  describe('redirect parameters (item 5)', () => {
    const careHost = { ...FORM, Host: `care.localhost:${PORT}`, Origin: `http://care.localhost:${PORT}` };

    it('answers 400, not 500, for a control character in the care login next', async () => {
      const answer = await send('/api/care/session', {
        method: 'POST',
        headers: careHost,
        body: form({ email: 'agent@example.com', password: 'halte-care-demo', market: 'fr', next: '/fr/\n/evil' }),
      });
      expectJsonError(answer, 400);
    });

    it('sends the agent only to a path of the site', async () => {
      expectJsonError(
        await send('/api/care/session', {
          method: 'POST',
          headers: careHost,
          body: form({ email: 'nobody@example.com', password: 'wrong password', market: 'fr', next: '/\t/evil.example' }),
        }),
        400,
      );
      for (const next of ['/.//evil.example', '//evil.example', '/\\evil.example', 'https://evil.example/', '/%2F%2Fevil.example']) {
        const answer = await send('/api/care/session', {
          method: 'POST',
          headers: careHost,
          body: form({ email: 'nobody@example.com', password: 'wrong password', market: 'fr', next }),
        });
        expect(answer.status, next).toBe(303);
        const location = answer.headers.location ?? '';
        expect(new URL(location, 'https://care.halte.test/').host, `${next} → ${location}`).toBe('care.halte.test');
      }
    });

    it('never puts another site in the sign-in form origin', async () => {
      const page = await send('/fr/account/signin?origin=/.//evil.example');
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('//evil.example');
    });
  });

  describe('forwarded headers (item 7)', () => {
    it('ignores X-Forwarded-Host from a visitor: no care login on the public host', async () => {
      const page = await send('/fr/', { headers: { Host: PUBLIC_HOST, 'X-Forwarded-Host': `care.${PUBLIC_HOST}`, Cookie: 'halte_care=forged' } });
      expect(page.status).toBe(200);
      expect(page.body).not.toMatch(/service-client\/connexion|name="password"/);
    });

    it('believes X-Forwarded-Host from the trusted proxy', async () => {
      const page = await send('/fr/', {
        from: PROXY,
        headers: { Host: '10.0.0.5:4321', 'X-Forwarded-Host': `care.${PUBLIC_HOST}`, 'X-Forwarded-Proto': 'https' },
      });
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/name="password"/);
    });

    it('ignores X-Forwarded-For from a visitor: a new forged address does not escape a rate limit', async () => {
      const statuses: string[] = [];
      for (let i = 0; i < 11; i += 1) {
        const answer = await send('/api/beneficiary/login', {
          method: 'POST',
          headers: { ...FORM, 'X-Forwarded-For': `198.51.100.${i + 1}` },
          body: form({ code: `NOPE-${i}`, locale: 'fr_FR' }),
        });
        statuses.push(new URL(answer.headers.location ?? '/', origin).searchParams.get('error') ?? String(answer.status));
      }
      expect(statuses).toEqual([...Array.from({ length: 10 }, () => 'unknown'), 'limited']);
    });

    it('takes the client address from the trusted proxy', async () => {
      const statuses: string[] = [];
      for (let i = 0; i < 11; i += 1) {
        const answer = await send('/api/beneficiary/login', {
          method: 'POST',
          from: PROXY,
          headers: { ...FORM, Origin: `https://${PUBLIC_HOST}`, Host: PUBLIC_HOST, 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': `203.0.113.${i + 1}` },
          body: form({ code: `NOPE-${i}`, locale: 'fr_FR' }),
        });
        statuses.push(new URL(answer.headers.location ?? '/', origin).searchParams.get('error') ?? String(answer.status));
      }
      expect(statuses).toEqual(Array.from({ length: 11 }, () => 'unknown'));
    });
  });

  describe('headers and cookies (item 10)', () => {
    const HEADER_SET = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ];

    it('sends the full header set, CORP same-origin included, on pages, API answers and errors', async () => {
      for (const path of ['/fr/', '/api/health/live', '/api/no-such-thing', '/fr/no-such-page']) {
        const answer = await send(path);
        for (const name of HEADER_SET) expect(answer.headers[name], `${name} on ${path}`).toBeTruthy();
        expect(answer.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      }
    });

    it("sends a static file a file's headers: HTTPS only, no sniffing, same-origin, a policy that allows nothing", async () => {
      const home = await send('/fr/');
      const script = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(home.body)?.[1] ?? /href="(\/_astro\/[^"]+\.css)"/.exec(home.body)?.[1];
      expect(script).toBeTruthy();
      for (const path of ['/favicon.svg', script!]) {
        const answer = await send(path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
        expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
        expect(answer.headers['cross-origin-resource-policy'], path).toBe('same-origin');
        expect(answer.headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
        for (const name of ['referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-frame-options'])
          expect(answer.headers[name], `${name} on ${path}`).toBeUndefined();
      }
    });

    it('makes lastLanguage and the visitor cookie Secure and SameSite=Lax', async () => {
      const page = await send('/fr/', { from: PROXY, headers: { Host: PUBLIC_HOST, 'X-Forwarded-Proto': 'https' } });
      const cookies = page.headers['set-cookie'] ?? [];
      for (const name of ['lastLanguage', 'halte_vid']) {
        const cookie = cookies.find((line) => line.startsWith(`${name}=`));
        expect(cookie, name).toMatch(/; Secure/);
        expect(cookie, name).toMatch(/; SameSite=Lax/);
      }
    });

    it('redirects plain HTTP to HTTPS on the same host in production', async () => {
      const answer = await send('/fr/?x=1', { from: PROXY, headers: { Host: PUBLIC_HOST, 'X-Forwarded-Proto': 'http' } });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`https://${PUBLIC_HOST}/fr/?x=1`);
    });

    it('scores A+ (at least 110) on the HTTP Observatory rules once served over HTTPS', async () => {
      const redirect = await send('/', { from: PROXY, headers: { Host: PUBLIC_HOST, 'X-Forwarded-Proto': 'http' } });
      const page = await send('/fr/', { from: PROXY, headers: { Host: PUBLIC_HOST, 'X-Forwarded-Proto': 'https' } });
      expect(page.status).toBe(200);
      const headers = new Headers();
      for (const [name, value] of Object.entries(page.headers)) if (typeof value === 'string') headers.set(name, value);
      const result = scoreSite(
        { status: redirect.status, location: redirect.headers.location ?? null },
        { headers, setCookies: page.headers['set-cookie'] ?? [], html: page.body },
        PUBLIC_HOST,
      );
      console.info(
        `[resilience] HTTP Observatory: ${result.score} (${result.grade}) ${result.tests.map((t) => `${t.result} ${t.modifier >= 0 ? '+' : ''}${t.modifier}`).join(', ')}`,
      );
      expect(result.tests.filter((test) => test.modifier < 0)).toEqual([]);
      expect(result.grade).toBe('A+');
      expect(result.score).toBeGreaterThanOrEqual(110);
    });
  });
});
