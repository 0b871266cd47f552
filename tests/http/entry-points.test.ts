/**
 * Every external entry point of the built server (scripts/serve.mjs on dist/), over HTTP as production receives
 * it: the payment webhook as Mollie posts it, health checks, a static file, a page, an API call, the payment
 * return; and the settings production refuses to start with.
 */
import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import { startServer, type RunningServer } from '../resilience/server';
import { Visitor } from './client';
import { withBuiltServer } from './shop';

const PORT = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 5;

describe('entry points of the built server', () => {
  let server: RunningServer;
  let visitor: Visitor;

  withBuiltServer(PORT, (started) => {
    server = started;
    visitor = new Visitor(server.base);
  });

  it('webhook: Mollie’s form post without an Origin, JSON and an empty body answer 2xx for any well-formed id; a malformed id is a JSON 400', async () => {
    const post = (body: string, type?: string) =>
      visitor.fetch('/api/payments/webhook', { method: 'POST', origin: false, body, headers: type ? { 'Content-Type': type } : {} });
    const form = await post('id=tr_unknown001', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(200);
    expect((await post(JSON.stringify({ id: 'tr_unknown002' }), 'application/json')).status).toBe(200);
    expect((await post('')).status).toBe(200);
    const malformed = await post('id=../../etc', 'application/x-www-form-urlencoded');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toContain('application/json');
    expect(malformed.json().error).toMatch(/payment id/);
    // A type no provider sends is refused before the route, as every /api body.
    expect((await post('id=tr_unknown003', 'application/octet-stream')).status).toBe(415);
  });

  it('one-click unsubscribe: a mail client posts without an Origin and reaches the route; a token that does not hold is a JSON 400', async () => {
    const post = (token: string) =>
      visitor.fetch(`/api/mail/unsubscribe?t=${encodeURIComponent(token)}`, {
        method: 'POST',
        origin: false,
        body: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const forged = await post('1.AAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.status).toBe(400);
    expect(forged.headers.get('content-type')).toContain('application/json');
    expect((await post('not a token')).status).toBe(400);
    // The unsubscribe page asks before it records anything, and says plainly when a link does not hold.
    const page = await visitor.fetch('/fr/e-mails/desabonnement?t=1.AAAAAAAAAAAAAAAAAAAAAA');
    expect(page.status).toBe(400);
    expect(page.text).toContain('Ce lien de désabonnement n’est pas valable.');
    expect(page.headers.get('cache-control')).toContain('no-store');
  });

  it('health: liveness and readiness answer JSON 200', async () => {
    for (const path of ['/api/health/live', '/api/health/ready']) {
      const answer = await visitor.fetch(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('static file: served with the security headers; a hashed asset is immutable', async () => {
    const favicon = await visitor.fetch('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await visitor.fetch('/fr/');
    const asset = /\/_astro\/[\w.-]+\.(?:js|css)/.exec(page.text)?.[0];
    expect(asset).toBeTruthy();
    const hashed = await visitor.fetch(asset!);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toContain('immutable');
  });

  it('keep-alive: a connection left idle for seconds still answers its next request, and its hint says so', async () => {
    // Clients such as Node's own agent reuse an idle connection after any pause; a server that closed it at 5 s would
    // meet a request sent at that moment with a reset.
    const { hostname, port, host } = new URL(server.base);
    const socket = net.connect(Number(port), hostname);
    const received: string[] = [];
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => received.push(chunk));
    const ask = async () => {
      const before = received.join('').length;
      socket.write(`GET /api/health/live HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
      await expect.poll(() => received.join('').slice(before), { timeout: 5_000 }).toMatch(/\r\n\r\n[\s\S]*\}/);
      return received.join('').slice(before);
    };
    try {
      await once(socket, 'connect');
      const first = await ask();
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      const hint = Number(/keep-alive: timeout=(\d+)/i.exec(first)?.[1]);
      expect(hint).toBeGreaterThanOrEqual(60);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(socket.destroyed || socket.readyState !== 'open', 'the server closed the idle connection').toBe(false);
      expect(await ask()).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  }, 20_000);

  it('page: the market home is HTML with its CSP', async () => {
    const page = await visitor.fetch('/fr/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.text).toContain('lang="fr');
  });

  it('API: a catalog call answers JSON; a cross-site post is refused', async () => {
    const offers = await visitor.postJson('/api/offers.json', { locale: 'fr_FR', limit: 1, criteria: {} });
    expect(offers.status).toBe(200);
    const [first] = offers.json().results as { id: number }[];
    const detail = await visitor.fetch(`/api/weekend/${first!.id}/detail.json?locale=fr_FR`);
    expect(detail.status).toBe(200);
    expect(detail.json().nights).toBeGreaterThan(0);
    const crossSite = await visitor.fetch('/api/offers.json', {
      method: 'POST',
      origin: false,
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
  });

  it('all-in prices: a card carries its stay total with tourist tax, the quote totals that stay alike, and pages are served per person', async () => {
    const party = { a: 2, c: 1, b: 1 };
    const offers = await visitor.postJson('/api/offers.json', { locale: 'fr_FR', limit: 3, criteria: party });
    expect(offers.status).toBe(200);
    for (const card of offers.json().results as {
      id: number;
      sellPrice: number;
      allIn: { total: number; localTax: number; checkin: string; nights: number; adults: number; children: number; babies: number };
    }[]) {
      expect(card.allIn).toMatchObject({ adults: 2, children: 1, babies: 1, total: card.sellPrice + card.allIn.localTax });
      const quote = await visitor.fetch(
        `/api/weekend/${card.id}/quote.json?locale=fr_FR&checkin=${card.allIn.checkin}&nights=${card.allIn.nights}&adult=2&child=1&baby=1`,
      );
      expect(quote.status).toBe(200);
      expect(quote.json().priceInfo.sellPrice + quote.json().localTaxTotalAmount).toBe(card.allIn.total);
      expect(quote.json().totalStayAmount).toBe(card.allIn.total);
    }
    // The server cannot know a visitor's choice: it renders the switch off, so a cached page suits everyone.
    const search = await visitor.fetch('/fr/recherche');
    expect(search.text).toMatch(/role="switch" aria-checked="false"/);
  });

  it('wishlist labels: the page market’s labels as cacheable JSON; malformed items or locale are a JSON 400 with a reason', async () => {
    const offers = await visitor.postJson('/api/offers.json', { locale: 'fr_FR', limit: 1, criteria: {} });
    const [first] = offers.json().results as { id: number }[];
    const labels = await visitor.fetch(`/api/wishlist/labels?locale=nl_BE&items=STAY-${first!.id}`);
    expect(labels.status).toBe(200);
    expect(labels.headers.get('cache-control')).toContain('public');
    expect(labels.json().items).toEqual([expect.objectContaining({ type: 'STAY', id: first!.id, uri: `/be-nl/verblijf/${first!.id}` })]);
    for (const query of ['locale=nl_BE&items=STAY-1;drop', 'locale=xx_XX&items=STAY-1', 'locale=nl_BE']) {
      const bad = await visitor.fetch(`/api/wishlist/labels?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.headers.get('content-type')).toContain('application/json');
      expect(bad.json().error, query).toMatch(/Invalid/);
    }
  });

  it('gift codes cannot be guessed: codes typed in the order API and looked up on the extension page count against one limit', async () => {
    const guesser = new Visitor(server.base);
    const order = (n: number) =>
      guesser.postJson('/api/orders', {
        locale: 'fr_FR',
        formKey: `guess-${Date.now()}-${n}`,
        target: { kind: 'GIFT', query: 'type=GIFT_CARD&amount=5000&giftFormat=digital' },
        details: {
          firstName: 'Lou',
          lastName: 'Guess',
          email: 'guess@example.com',
          phone: '0612345678',
          recipientName: 'Noa',
          recipientEmail: 'noa@example.com',
          terms: 'on',
        },
        giftCard: `HALTE-GUES-S${String(n).padStart(3, '0')}-AAAA-BBBB`,
      });
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await order(n)).status);
    // An unknown code's extension page is the same 404 as a refused one: it tells nothing either way.
    for (let n = 0; n < 6; n += 1) statuses.push((await guesser.fetch(`/fr/cadeau/prolonger?code=HALTE-GUES-S${n}-AAAA-CCCC`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 404, 404, 404, 404, 404, 404]);
    // Ten tries from this address: every further one is refused, whatever the code.
    const refused = await order(99);
    expect(refused.status).toBe(429);
    expect(refused.json().details).toEqual([{ path: 'giftCard', message: 'limited' }]);
  });

  it('payment return: a gift paid on Mollie’s page (the stand-in’s) comes back to a confirmation that says it is paid', async () => {
    const query = 'type=GIFT_CARD&amount=5000&giftFormat=digital';
    const email = `return.${Date.now()}@example.com`;
    const placed = await visitor.postJson('/api/orders', {
      locale: 'fr_FR',
      formKey: `http-return-${Date.now()}`,
      target: { kind: 'GIFT', query },
      details: { firstName: 'Lou', lastName: 'Martin', email, phone: '0612345678', recipientName: 'Noa', recipientEmail: 'noa@example.com', terms: 'on' },
    });
    expect(placed.status, placed.text).toBe(201);
    const { paymentUrl, number } = placed.json() as { paymentUrl: string; number: string };
    const hosted = await visitor.fetch(paymentUrl);
    expect(hosted.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(formatMoney(5000, 'fr-FR').replace(/[\u00a0\u202f]/g, ' '));
    const paid = await visitor.postForm(paymentUrl, { outcome: 'paid' });
    expect(paid.status).toBe(303);
    const back = await visitor.fetch(paid.headers.get('location')!);
    expect(back.status).toBe(200);
    expect(back.headers.get('cache-control')).toContain('no-store');
    expect(back.text).toContain(number);
    // Paid once: the page cannot be paid again.
    const twice = await visitor.fetch(paymentUrl);
    expect(twice.text).not.toContain('name="outcome"');
  });
});

describe('production settings', () => {
  it('refuses to start without MOLLIE_API_KEY, and says why', async () => {
    const env = { HALTE_ENV: 'production', HALTE_PUBLIC_ORIGIN: 'https://www.halte.example', MOLLIE_API_KEY: '' };
    await expect(startServer(PORT + 10, env)).rejects.toThrow(/MOLLIE_API_KEY must be set/);
  }, 60_000);
});
