import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const HREFLANGS = ['fr-FR', 'es-ES', 'it-IT', 'nl-NL', 'fr-BE', 'nl-BE', 'x-default'];

/** The <loc> addresses of a sitemap document. */
function readLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

async function getSitemap(request: APIRequestContext, market: string): Promise<string[]> {
  const response = await request.get(`/${market}/sitemap.xml`);
  expect(response.status()).toBe(200);
  return readLocs(await response.text());
}

interface Head {
  status: number;
  robots: string | undefined;
  canonical: string | undefined;
  alternates: { hreflang: string; href: string }[];
  jsonLd: string[];
}

/** The head tags search engines read, from the HTML the server sends. */
async function readHead(request: APIRequestContext, url: string): Promise<Head> {
  const response = await request.get(url, { maxRedirects: 0 });
  const html = await response.text();
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const links = [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  return {
    status: response.status(),
    robots: attribute(/<meta name="robots"[^>]*>/.exec(html)?.[0] ?? '', 'content'),
    canonical: attribute(links.find((l) => l.includes('rel="canonical"')) ?? '', 'href'),
    alternates: links
      .filter((l) => l.includes('rel="alternate"') && l.includes('hreflang='))
      .map((l) => ({ hreflang: attribute(l, 'hreflang') ?? '', href: attribute(l, 'href') ?? '' })),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ''),
  };
}

async function expectReciprocalAlternates(request: APIRequestContext, url: string) {
  const head = await readHead(request, url);
  expect(head.status).toBe(200);
  expect(head.robots).toBe('index,follow');
  expect(head.canonical).toBe(url);
  expect(head.alternates.map((a) => a.hreflang)).toEqual(HREFLANGS);
  const set = head.alternates.map((a) => `${a.hreflang} ${a.href}`).sort();
  expect(head.alternates.map((a) => a.href)).toContain(url);
  // Every alternate answers, is indexed, names itself as canonical and lists the very same set.
  for (const alternate of head.alternates.filter((a) => a.hreflang !== 'x-default')) {
    const other = await readHead(request, alternate.href);
    expect(other.status, alternate.href).toBe(200);
    expect(other.canonical).toBe(alternate.href);
    expect(other.alternates.map((a) => `${a.hreflang} ${a.href}`).sort()).toEqual(set);
  }
}

test('product and hotel pages carry reciprocal hreflang alternates for the six markets and x-default', async ({ request }) => {
  const locs = await getSitemap(request, 'be-nl');
  const product = locs.find((loc) => /\/be-nl\/verblijf\/\d+$/.test(loc));
  const hotel = locs.find((loc) => /\/be-nl\/hotel\/\d+$/.test(loc));
  expect(product).toBeDefined();
  expect(hotel).toBeDefined();
  await expectReciprocalAlternates(request, product ?? '');
  await expectReciprocalAlternates(request, hotel ?? '');
});

test('a missing page is a 404 with noindex,follow, no canonical and no alternates', async ({ request, baseURL }) => {
  const head = await readHead(request, `${baseURL}/es/pagina-inexistente`);
  expect(head.status).toBe(404);
  expect(head.robots).toBe('noindex,follow');
  expect(head.canonical).toBeUndefined();
  expect(head.alternates).toEqual([]);
});

test('the canonical of a search drops its query, and the gifting search is not indexed', async ({ request, baseURL }) => {
  const indexed = await readHead(request, `${baseURL}/fr/recherche/ville/153?from=menu`);
  expect(indexed.canonical).toBe(`${baseURL}/fr/recherche/ville/153`);
  const gifting = await readHead(request, `${baseURL}/fr/recherche?flow=gifting`);
  expect(gifting.robots).toBe('noindex,follow');
  expect(gifting.canonical).toBeUndefined();
});

test('robots.txt names the sitemap index, which names one sitemap per market', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  expect(rules).toContain('User-agent: *');
  expect(rules).toContain('Disallow: /api/');
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const markets = readLocs(await index.text());
  expect(markets).toEqual(['fr', 'es', 'it', 'nl', 'be-fr', 'be-nl'].map((market) => `${baseURL}/${market}/sitemap.xml`));
});

/** Catalog pages of a market's sitemap, by the words of its route table. */
const CATALOG_KINDS: Record<string, RegExp[]> = {
  it: [/\/it\/ricerca\/citta\/\d+$/, /\/it\/ricerca\/tema\/\d+$/, /\/it\/hotel\/\d+$/, /\/it\/soggiorno\/\d+$/, /\/it\/attivita\/\d+$/],
  'be-fr': [/\/be-fr\/recherche\/ville\/\d+$/, /\/be-fr\/recherche\/idee\/\d+$/, /\/be-fr\/hotel\/\d+$/, /\/be-fr\/sejour\/\d+$/, /\/be-fr\/activite\/\d+$/],
};

for (const [market, kinds] of Object.entries(CATALOG_KINDS)) {
  test(`every kind of page the ${market} sitemap lists answers, is indexed and is its own canonical`, async ({ request, baseURL }) => {
    test.slow();
    const locs = await getSitemap(request, market);
    expect(locs[0]).toBe(`${baseURL}/${market}/`);
    expect(new Set(locs).size).toBe(locs.length);
    for (const pattern of kinds)
      expect(
        locs.some((loc) => pattern.test(loc)),
        String(pattern),
      ).toBe(true);
    // Every page that is not a catalog page (fixed pages, boxes, static pages, minisites), and one of each catalog kind.
    const sample = [
      ...locs.filter((loc) => !kinds.some((pattern) => pattern.test(loc))),
      ...kinds.map((pattern) => locs.find((loc) => pattern.test(loc)) ?? ''),
    ];
    for (const loc of sample) {
      const head = await readHead(request, loc);
      expect(head.status, loc).toBe(200);
      expect(head.robots, loc).toBe('index,follow');
      expect(head.canonical, loc).toBe(loc);
    }
  });
}

type Json = Record<string, unknown>;
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

/** The properties each type needs (Google's required fields plus what the spec asks for). */
function checkRequired(data: Json): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => ok || problems.push(`${String(data['@type'])}: ${what}`);
  const offer = (value: unknown, where: string) => {
    const o = (value ?? {}) as Json;
    need(o['@type'] === 'Offer', `${where} is an Offer`);
    need(/^\d+\.\d{2}$/.test(String(o.price)), `${where}.price`);
    need(o.priceCurrency === 'EUR', `${where}.priceCurrency`);
    need(isUrl(o.url), `${where}.url`);
  };
  const rating = (value: unknown) => {
    const r = (value ?? {}) as Json;
    need(r['@type'] === 'AggregateRating', 'aggregateRating');
    need(typeof r.ratingValue === 'number' && typeof r.bestRating === 'number' && r.ratingValue <= r.bestRating, 'aggregateRating.ratingValue ≤ bestRating');
    need(typeof r.ratingCount === 'number' && r.ratingCount > 0, 'aggregateRating.ratingCount');
  };
  need(data['@context'] === 'https://schema.org', '@context');
  switch (data['@type']) {
    case 'Organization':
      need(isText(data.name), 'name');
      need(isUrl(data.url), 'url');
      need(isUrl(data.logo), 'logo');
      break;
    case 'Hotel': {
      need(isText(data.name), 'name');
      need(isUrl(data.url), 'url');
      const address = (data.address ?? {}) as Json;
      need(isText(address.streetAddress) && isText(address.addressLocality) && isText(address.postalCode), 'address');
      rating(data.aggregateRating);
      offer(data.makesOffer, 'makesOffer');
      break;
    }
    case 'BreadcrumbList': {
      const items = (data.itemListElement ?? []) as Json[];
      need(items.length >= 2, 'itemListElement');
      items.forEach((item, index) => {
        need(item.position === index + 1 && isText(item.name), `item ${index + 1}`);
        need(index === items.length - 1 || isUrl(item.item), `item ${index + 1}.item`);
      });
      break;
    }
    case 'Product': {
      need(isText(data.name) && isText(data.description), 'name, description');
      need(isUrl(data.image), 'image');
      // One Offer, or one per amount on sale (the gift card), each with its availability.
      const offers = Array.isArray(data.offers) ? (data.offers as unknown[]) : [data.offers];
      need(offers.length > 0, 'offers');
      offers.forEach((item, index) => {
        offer(item, `offers[${index}]`);
        need(
          /^https:\/\/schema\.org\/(InStock|SoldOut|OutOfStock|Discontinued)$/.test(String((item as Json | undefined)?.availability)),
          `offers[${index}].availability`,
        );
      });
      rating(data.aggregateRating);
      break;
    }
    default:
      problems.push(`unexpected type ${String(data['@type'])}`);
  }
  return problems;
}

async function readStructuredData(page: Page, path: string): Promise<Json[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(path);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(violations).toEqual([]);
  // The policy lists each block's hash (ADR 4): no inline script without one.
  const policy = response?.headers()['content-security-policy'] ?? '';
  for (const block of blocks) expect(policy, path).toContain(`'sha256-${createHash('sha256').update(block).digest('base64')}'`);
  return blocks.map((block) => JSON.parse(block) as Json);
}

test('every JSON-LD block parses and has the properties its type needs', async ({ page, request }) => {
  const locs = await getSitemap(request, 'fr');
  const product = new URL(locs.find((loc) => /\/fr\/sejour\/\d+$/.test(loc)) ?? '').pathname;
  const hotel = new URL(locs.find((loc) => /\/fr\/hotel\/\d+$/.test(loc)) ?? '').pathname;
  const box = locs.find((loc) => /\/fr\/coffrets-cadeaux\/p\//.test(loc));
  const activity = new URL(locs.find((loc) => /\/fr\/activite\/\d+$/.test(loc)) ?? '').pathname;
  const expected: [string, string[]][] = [
    ['/fr/', ['Organization']],
    ['/', ['Organization']],
    ['/be-nl/', ['Organization']],
    ['/fr/recherche/ville/153', []],
    [product, ['Hotel', 'BreadcrumbList']],
    [hotel, ['Hotel', 'BreadcrumbList']],
    ...(box ? [[new URL(box).pathname, ['Product', 'BreadcrumbList']] as [string, string[]]] : []),
    [activity, ['Product', 'BreadcrumbList']],
    ['/fr/giftcard/customization', ['Product']],
  ];
  for (const [path, types] of expected) {
    const blocks = await readStructuredData(page, path);
    expect(blocks.map((block) => block['@type']).sort(), path).toEqual([...types].sort());
    expect(blocks.flatMap(checkRequired), path).toEqual([]);
  }
});

test('the product page rating and offer match what the page shows', async ({ page, request }) => {
  const locs = await getSitemap(request, 'es');
  const product = new URL(locs.find((loc) => /\/es\/estancia\/\d+$/.test(loc)) ?? '').pathname;
  const blocks = await readStructuredData(page, product);
  const hotel = blocks.find((block) => block['@type'] === 'Hotel') ?? {};
  expect(hotel.name).toBe(await page.locator('.crumbs li').nth(-2).innerText());
  const offer = hotel.makesOffer as Json;
  expect(offer.name).toBe(await page.locator('h1').innerText());
  expect(offer.url).toBe(page.url().split('#')[0]);
});
