/**
 * Production behind a TLS-terminating proxy on the same host (ADR 42): HALTE_TRUSTED_PROXIES=127.0.0.1, so the
 * server's own start-up check comes from a trusted proxy's address. Health checks are never redirected to HTTPS,
 * the server starts, and absolute links name HALTE_PUBLIC_ORIGIN whatever Host the request carries. Then the
 * development mailbox, which only this machine may read, and the page a browser gets under overload.
 */
import http from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PORT, parseJson, request, startServer, type Answer, type RunningServer } from './server';

const PUBLIC_ORIGIN = 'https://www.halte.test';

/** A request from a chosen local address to a chosen address of this machine. */
function send(
  port: number,
  path: string,
  { headers = {}, from = '127.0.0.1', to = '127.0.0.1' }: { headers?: Record<string, string>; from?: string; to?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: to, port, path, headers, localAddress: from, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('production behind a proxy on the same host', () => {
  const port = BASE_PORT + 5;
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(port, {
      HALTE_ENV: 'production',
      HALTE_TRUSTED_PROXIES: '127.0.0.1',
      HALTE_PUBLIC_ORIGIN: PUBLIC_ORIGIN,
      MOLLIE_API_KEY: 'test_stand_in_key',
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('starts: its own health check is not sent to HTTPS', () => {
    expect(server.alive()).toBe(true);
    expect(server.output()).toContain('Halte is running at');
  });

  it('answers the proxy’s plain-HTTP health checks, with or without X-Forwarded-Proto, and redirects pages', async () => {
    for (const path of ['/api/health', '/api/health/live', '/api/health/ready', '/api/health/ready/']) {
      for (const headers of [{}, { 'X-Forwarded-Proto': 'http' }] as Record<string, string>[]) {
        const answer = await send(port, path, { headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(parseJson(answer)).toMatchObject({ status: 'ok' });
      }
    }
    const page = await send(port, '/fr/', { headers: { Host: 'www.halte.test', 'X-Forwarded-Proto': 'http' } });
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('https://www.halte.test/fr/');
  });

  it('names HALTE_PUBLIC_ORIGIN in canonical, og:url, alternates and robots.txt under a forged Host', async () => {
    const forged: Record<string, string>[] = [
      { Host: 'evil.example', 'X-Forwarded-Proto': 'https' },
      { Host: 'www.halte.test', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    ];
    for (const headers of forged) {
      const page = await send(port, '/fr/', { headers });
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/fr/"`);
      expect(page.body).toContain(`<meta property="og:url" content="${PUBLIC_ORIGIN}/fr/"`);
      expect(page.body).toMatch(new RegExp(`<link rel="alternate" hreflang="es-ES" href="${PUBLIC_ORIGIN}/es/"`));
      expect(page.body).not.toContain('evil.example');
    }
    const robots = await send(port, '/robots.txt', { headers: { Host: 'evil.example', 'X-Forwarded-Proto': 'https' } });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
  });
});

describe('the development mailbox', () => {
  const port = BASE_PORT + 6;
  // An address of this machine that is not loopback: a request from it is a request from another machine.
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(port, { HOST: '0.0.0.0', HALTE_TRUSTED_PROXIES: '127.0.0.2', HALTE_MAX_IN_FLIGHT: '2' });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('is shown to this machine only: not through a proxy, not to another address, whatever it forwards', async () => {
    expect((await send(port, '/dev/mailbox')).status).toBe(200);
    expect((await send(port, '/dev/mailbox', { from: '127.0.0.2', headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(404);
    if (!outside) return;
    expect((await send(port, '/dev/mailbox', { from: outside, to: outside })).status).toBe(404);
    expect((await send(port, '/dev/mailbox', { from: outside, to: outside, headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(404);
  });

  it('gives a browser a small HTML page in the language of its address under overload, and /api JSON', async () => {
    const held = [request(server.base, '/api/test/slow?ms=3000'), request(server.base, '/api/test/slow?ms=3000')];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pages = {
      '/es/buscar?x=1': ['es-ES', 'Volver a intentarlo'],
      '/be-nl/': ['nl-BE', 'Opnieuw proberen'],
      '/it/': ['it-IT', 'Riprova'],
      '/': ['fr-FR', 'Réessayer'],
    } as const;
    for (const [path, [lang, action]] of Object.entries(pages)) {
      const answer = await send(port, path, { headers: { Accept: 'text/html' } });
      expect(answer.status, path).toBe(503);
      expect(answer.headers['retry-after'], path).toBe('1');
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.body, path).toContain(`<html lang="${lang}">`);
      expect(answer.body, path).toContain(action);
      expect(answer.headers['content-security-policy'], path).toMatch(/style-src 'sha256-/);
    }
    const api = await send(port, '/api/health/live');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('1');
    expect(parseJson(api)).toEqual({ error: expect.any(String), details: [] });
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200]);
  }, 30_000);
});
