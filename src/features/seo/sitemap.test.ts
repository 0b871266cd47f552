import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMITS, buildRobotsTxt, buildSitemapIndex, buildUrlSet, getRoutePrefix, getSitemapPaths, type SitemapSource } from './sitemap';

const source: SitemapSource = {
  cityIds: [153],
  ideaIds: [26, 2601],
  hotelIds: [7],
  productIds: [42, 43],
  activityIds: [5],
  boxes: [{ slugs: { fr: 'evasion', es: 'escapada', it: 'fuga', nl: 'uitje' }, code: 'EV01-EBOX' }],
  pageIds: ['conditions-generales-de-vente'],
  minisiteSlugs: ['vacances-partenaire'],
  fixedRoutes: ['home', 'search'],
};

describe('sitemap', () => {
  it('lists the market pages through the route table, most important first', () => {
    expect(getSitemapPaths('es', source)).toEqual([
      '/es/',
      '/es/busqueda',
      '/es/busqueda/ciudad/153',
      '/es/busqueda/tema/26',
      '/es/busqueda/tema/2601',
      '/es/cajas-regalo/p/escapada/EV01-EBOX',
      '/es/info/conditions-generales-de-vente',
      '/es/socio/vacances-partenaire',
      '/es/hotel/7',
      '/es/estancia/42',
      '/es/estancia/43',
      '/es/actividad/5',
    ]);
  });

  it('keeps each kind within its limit and the file within the protocol ceiling', () => {
    const many = {
      ...source,
      productIds: Array.from({ length: SITEMAP_LIMITS.products + 10 }, (_, i) => i + 1),
      hotelIds: Array.from({ length: SITEMAP_LIMITS.hotels + 10 }, (_, i) => i + 1),
    };
    const paths = getSitemapPaths('fr', many);
    expect(paths.filter((p) => p.startsWith('/fr/sejour/'))).toHaveLength(SITEMAP_LIMITS.products);
    expect(paths.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urlsPerSitemap);
  });

  it('writes escaped XML documents', () => {
    expect(buildUrlSet(['https://h.example/fr/?a=1&b=2'], '2026-11-22')).toContain(
      '<url><loc>https://h.example/fr/?a=1&amp;b=2</loc><lastmod>2026-11-22</lastmod></url>',
    );
    const index = buildSitemapIndex(['https://h.example/fr/sitemap.xml']);
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(index).toContain('<sitemap><loc>https://h.example/fr/sitemap.xml</loc></sitemap>');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API and one visitor pages and names the sitemap index', () => {
    const robots = buildRobotsTxt('https://h.example');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /fr/commande/');
    expect(robots).toContain('Disallow: /es/pedido/');
    expect(robots).toContain('Disallow: /be-nl/account/');
    expect(robots).toContain('Sitemap: https://h.example/sitemap.xml');
    expect(robots).not.toMatch(/Disallow: \/fr\/sejour/);
  });

  it("keeps every market's account, checkout, order, payment and gift-login pages out, in its own words", () => {
    const robots = buildRobotsTxt('https://h.example');
    for (const market of ['fr', 'es', 'it', 'nl', 'be-fr', 'be-nl']) expect(robots).toContain(`Disallow: /${market}/account/\n`);
    for (const path of [
      '/fr/cadeau/utiliser',
      '/be-nl/cadeau/inwisselen',
      '/es/regalo/canjear',
      '/it/regalo/utilizza',
      '/fr/cadeau/prolonger',
      '/it/ordine/conferma/',
      '/nl/bestelling/bevestiging/',
      '/es/pago-prueba/',
      '/be-fr/paiement-test/',
    ]) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    // A booking's own page is one customer's; the booking lookup form above it stays crawlable.
    for (const path of ['/fr/ma-reservation/', '/es/mi-reserva/', '/it/la-mia-prenotazione/', '/be-nl/mijn-boeking/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toContain('Disallow: /fr/ma-reservation\n');
    // The offers, the activities, the gift card and the boxes stay crawlable.
    expect(robots).not.toMatch(/Disallow: \/(fr|be-fr)\/(activite\/\d|giftcard|coffrets-cadeaux)/);
  });

  it('cuts a route pattern at its first parameter', () => {
    expect(getRoutePrefix('it', 'checkout')).toBe('/it/ordine/');
    expect(getRoutePrefix('fr', 'accountTrips')).toBe('/fr/account/trips');
  });
});
