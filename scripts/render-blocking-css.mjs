// Render-blocking CSS per page template (ADR 34): what a browser must have before the first paint, gzip
// bytes. It counts every stylesheet linked from the document's <head> (each file gzipped here at level 9, the
// way the server sends it) and the inline <style> elements of the page (gzipped together, as they travel in the
// HTML). The budget is on the sum, so inlining styles does not hide them.
//   node scripts/render-blocking-css.mjs http://127.0.0.1:4321   → prints the JSON of every template
import { gzipSync } from 'node:zlib';

/** Page templates; the checkout's address needs a cart (made by `makeCart`). */
export const CSS_TEMPLATES = {
  home: '/fr/',
  search: '/fr/recherche',
  product: '/fr/sejour/892',
  hotel: '/fr/hotel/267',
  box: '/fr/coffrets-cadeaux/p/evasion-bien-etre/EVASIONBIE01-EBOX',
  giftLogin: '/fr/cadeau/utiliser',
  contact: '/fr/contact',
  signIn: '/fr/account/signin',
  account: '/fr/account/password/reset',
  checkout: null,
};

/**
 * Render-blocking CSS of every template must stay at or under this (gzip bytes). 13 KB since a product page with its
 * gift panel, reviews and calendar reached 12.1 KB (ADR 34); critical CSS for the first screen only is the way down.
 */
export const RENDER_BLOCKING_CSS_BUDGET_BYTES = 13 * 1024;

const gzipBytes = (text) => (text ? gzipSync(text, { level: 9 }).length : 0);

/** The render-blocking CSS of one page: linked stylesheets of the head and inline styles, gzip bytes. */
export async function measurePageCss(base, path) {
  const response = await fetch(base + path);
  const html = await response.text();
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => /\brel="?stylesheet"?/.test(tag) && !/\bmedia="?print"?/.test(tag));
  const hrefs = links.map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1]).filter(Boolean);
  const files = [];
  for (const href of hrefs) {
    const css = await (await fetch(new URL(href, base + path))).text();
    files.push({ href, gzipBytes: gzipBytes(css), rawBytes: css.length });
  }
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const linkedGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const inlineGzipBytes = gzipBytes(inline);
  return {
    path,
    status: response.status,
    files,
    linkedGzipBytes,
    inlineGzipBytes,
    inlineRawBytes: inline.length,
    totalGzipBytes: linkedGzipBytes + inlineGzipBytes,
  };
}

/** Every template's render-blocking CSS, and whether each is within the budget. */
export async function measureRenderBlockingCss(base, makeCart) {
  const templates = {};
  for (const [name, fixed] of Object.entries(CSS_TEMPLATES)) {
    const path = fixed ?? (makeCart ? `/fr/commande/${await makeCart()}` : null);
    if (path) templates[name] = await measurePageCss(base, path);
  }
  const over = Object.entries(templates)
    .filter(([, page]) => page.status !== 200 || page.totalGzipBytes > RENDER_BLOCKING_CSS_BUDGET_BYTES)
    .map(([name]) => name);
  return { templates, budgetBytes: RENDER_BLOCKING_CSS_BUDGET_BYTES, over, ok: over.length === 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:4321';
  const makeCart = async () => {
    const headers = { 'content-type': 'application/json', origin: base };
    const found = await (
      await fetch(`${base}/api/offers.json`, { method: 'POST', headers, body: JSON.stringify({ locale: 'fr_FR', limit: 10, criteria: {} }) })
    ).json();
    for (const { id } of found.results) {
      const detail = await (await fetch(`${base}/api/weekend/${id}/detail.json?locale=fr_FR`)).json();
      for (let offset = 20; offset < 60; offset += 7) {
        const checkin = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
        const activitySelectionList = detail.items.filter((item) => item.type === 'activity').map((item) => `${item.activityId}_${checkin}`);
        const response = await fetch(`${base}/api/cart`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ locale: 'fr_FR', packageId: id, checkin, nights: detail.nights, adults: 2, children: 0, babies: 0, activitySelectionList }),
        });
        if (response.status === 201) return (await response.json()).cartId;
      }
    }
    throw new Error('no cart could be made');
  };
  const result = await measureRenderBlockingCss(base, makeCart);
  const summary = Object.fromEntries(
    Object.entries(result.templates).map(([name, page]) => [
      name,
      { status: page.status, files: page.files.length, linkedGzip: page.linkedGzipBytes, inlineGzip: page.inlineGzipBytes, totalGzip: page.totalGzipBytes },
    ]),
  );
  console.log(JSON.stringify({ summary, over: result.over, ok: result.ok }, null, 1));
  process.exit(result.ok ? 0 : 1);
}
