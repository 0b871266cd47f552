import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_MARKET, MARKETS, type Language, type Market } from '../i18n/markets';
import es from '../../locales/es/errors.json';
import fr from '../../locales/fr/errors.json';
import it from '../../locales/it/errors.json';
import nl from '../../locales/nl/errors.json';
import { BASE_HEADERS, sendJsonError } from './headers';

/**
 * The answer past the in-flight limit (ADR 42): 503 with Retry-After, JSON for /api, else a small inline page,
 * made once at start since nothing may be rendered then, in the language of the market its address names (/es/…,
 * /be-nl/…, or a host of HALTE_HOST_MARKETS), else French. Its texts are the `busy` ones of
 * locales/<language>/errors.json.
 */
const BUSY_TEXTS: Readonly<Record<Language, { title: string; text: string; action: string }>> = { fr: fr.busy, es: es.busy, it: it.busy, nl: nl.busy };
/** Every market by its key, and the Belgian splash (/be/) in French. */
const BUSY_MARKETS: Readonly<Record<string, Market>> = { ...MARKETS, be: MARKETS['be-fr'] };
const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font:1rem/1.5 system-ui,sans-serif;color:#1c2b2d;text-align:center}main{max-width:32rem;padding:1.5rem}h1{font-size:1.5rem;color:#0f5257}a{color:#0f5257;font-weight:600}';
export const BUSY_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? character);

interface BusyPage {
  tag: string;
  body: Buffer;
}

function makeBusyPage({ language, tag }: Market): BusyPage {
  const { title, text, action } = BUSY_TEXTS[language];
  const html = `<!doctype html><html lang="${tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – Halte</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="">${escapeHtml(action)}</a></p></main></body></html>`;
  return { tag, body: Buffer.from(html) };
}

const BUSY_PAGES: ReadonlyMap<string, BusyPage> = new Map(Object.entries(BUSY_MARKETS).map(([key, market]) => [key, makeBusyPage(market)]));

/** The busy page for an address and Host: the market of its first path segment, else of its host, else French. */
export function getBusyPage(url: string, host: string, hostMarkets: ReadonlyMap<string, string>): BusyPage {
  const first = url.split(/[/?#]/)[1]?.toLowerCase() ?? '';
  const market = BUSY_PAGES.has(first) ? first : hostMarkets.get(host.toLowerCase().replace(/:\d+$/, ''));
  return BUSY_PAGES.get(market ?? '') ?? BUSY_PAGES.get(DEFAULT_MARKET)!;
}

/** Answers 503 at once (past HALTE_MAX_IN_FLIGHT): JSON for /api, the busy page for anything else. */
export function sendBusy(req: IncomingMessage, res: ServerResponse, hostMarkets: ReadonlyMap<string, string>): void {
  res.setHeader('Retry-After', '1');
  if (req.url?.startsWith('/api/')) return sendJsonError(res, 503, 'The server is busy, please try again in a moment.');
  const page = getBusyPage(req.url ?? '/', req.headers.host ?? '', hostMarkets);
  res.writeHead(503, {
    ...BASE_HEADERS,
    'Content-Security-Policy': BUSY_CSP,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': page.tag,
    'Content-Length': page.body.length,
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : page.body);
}
