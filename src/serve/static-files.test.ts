import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticPathTest, IMMUTABLE, readStaticPathTest, serveStatic } from './static-files';

describe('which addresses are static files', () => {
  const isStatic = createStaticPathTest(['_astro', 'favicon.svg', 'robots.txt', 'fonts']);

  it('matches the top-level names of the client folder and what lies under a folder', () => {
    for (const url of ['/_astro/app.Bx1.js', '/_astro/', '/favicon.svg', '/favicon.svg?v=2', '/fonts/inter.woff2']) expect(isStatic(url), url).toBe(true);
  });

  it('leaves everything else to the site, names that only begin like a file included', () => {
    for (const url of ['/', '/fr/', '/api/health', '/_astrox/app.js', '/favicon.svgz', '/fr/favicon.svg', '/robots.txt.bak', '/favicon.svg#x'])
      expect(isStatic(url), url).toBe(false);
  });

  it('reads regular-expression characters in a name as themselves', () => {
    const test = createStaticPathTest(['a.b', 'c+d']);
    expect(test('/a.b')).toBe(true);
    expect(test('/axb')).toBe(false);
    expect(test('/c+d/x')).toBe(true);
    expect(test('/ccd/x')).toBe(false);
  });
});

describe('serving a file of the client folder', () => {
  let root: string;
  let server: http.Server;
  let base: string;
  let isStatic: (url: string) => boolean;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'halte-static-'));
    const client = join(root, 'client');
    mkdirSync(join(client, '_astro'), { recursive: true });
    mkdirSync(join(client, 'fonts'));
    writeFileSync(join(client, '_astro', 'app.Bx1.js'), 'console.log(1);');
    writeFileSync(join(client, '_astro', 'style.Cd2.css'), 'body{}');
    writeFileSync(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(client, 'fonts', 'inter.woff2'), 'woff2');
    writeFileSync(join(client, '.env'), 'SECRET=1');
    writeFileSync(join(root, 'secret.txt'), 'outside the client folder');
    isStatic = readStaticPathTest(client);
    server = http.createServer((req, res) =>
      serveStatic(req, res, client, () => {
        res.writeHead(404, { 'X-Fallback': 'site' });
        res.end('site');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  /** A request with its path sent exactly as written (no client-side normalisation of dot segments). */
  function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(base, { path, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('lists the folder’s top-level names once, at start', () => {
    expect(['/_astro/app.Bx1.js', '/favicon.svg', '/fonts/inter.woff2', '/.env'].every(isStatic)).toBe(true);
    expect(isStatic('/secret.txt')).toBe(false);
  });

  it('sends each file with its content type; hashed build assets are immutable for a year, other files are not', async () => {
    const script = await get('/_astro/app.Bx1.js');
    expect(script).toMatchObject({ status: 200, body: 'console.log(1);' });
    expect(script.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/_astro/style.Cd2.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    const icon = await get('/favicon.svg?v=2');
    expect(icon).toMatchObject({ status: 200 });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=0');
    expect((await get('/fonts/inter.woff2')).headers['content-type']).toBe('font/woff2');
  });

  it('answers a conditional request with 304 and a range with 206', async () => {
    const first = await get('/favicon.svg');
    expect(first.headers.etag).toBeTruthy();
    expect((await get('/favicon.svg', { 'If-None-Match': String(first.headers.etag) })).status).toBe(304);
    expect(await get('/_astro/app.Bx1.js', { Range: 'bytes=0-6' })).toMatchObject({ status: 206, body: 'console' });
  });

  it('never leaves the client folder: dot segments, encoded ones and encoded slashes go to the site', async () => {
    for (const path of [
      '/_astro/../../secret.txt',
      '/_astro/%2e%2e/%2e%2e/secret.txt',
      '/_astro/..%2f..%2fsecret.txt',
      '/_astro/%2E%2E%5C..%5Csecret.txt',
      '/fonts/%2e%2e%2f%2e%2e%2fsecret.txt',
    ]) {
      const answer = await get(path);
      expect(answer.headers['x-fallback'], path).toBe('site');
      expect(answer.body, path).not.toContain('outside');
    }
  });

  it('gives the site what it cannot send: dot files, folders, missing files, a NUL byte and malformed encoding', async () => {
    for (const path of ['/.env', '/_astro/', '/fonts/missing.woff2', '/favicon.svg%00.js', '/_astro/%E0%A4%A']) {
      expect((await get(path)).headers['x-fallback'], path).toBe('site');
    }
  });

  it('redirects a folder named without its slash to the slash, and lists nothing there', async () => {
    const folder = await get('/fonts');
    expect(folder.status).toBe(301);
    expect(folder.headers.location).toBe('/fonts/');
    expect((await get('/fonts/')).headers['x-fallback']).toBe('site');
  });
});
