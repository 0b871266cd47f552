// Performance bench for Halte. Its sections, in order (BENCH_ONLY=name,name… runs only those):
//   pages      transfer sizes (Playwright) and Lighthouse mobile scores of every template, and the map's basemap
//   load       the market homes under load
//   filters    filter clicks on the search page, click to results painted
//   throughput the page table: every uncached template (home, search, product, hotel, activity, box) side by side
//              with a static file, a reference server answering the same bytes and the Astro floor (the same bytes
//              through an Astro page that renders nothing else); the cached product page; a product's first view
//              against a repeat
//   css        render-blocking CSS per template
//   api        the catalog API (offers, detail, autocomplete) on PGlite, and on PostgreSQL when DATABASE_URL is set
//   orders     order POSTs
//   mix        the mixed load (100 connections, BENCH_MIX_RUNS runs of BENCH_MIX_SECONDS, beside a static file)
//   scale      the search index at 1× and 10× the catalog, each kind of search (BENCH_SCALE=0 leaves it out;
//              BENCH_SCALE_LARGEST=20x adds a larger catalog and a 100× extrapolation)
//   care       the care desk's search box on 100,000 orders, on PostgreSQL (DATABASE_URL; skipped without it)
// Knobs that shorten a run: BENCH_MIX_SECONDS (60) and BENCH_MIX_RUNS (5), BENCH_SCALE=0, BENCH_LIGHTHOUSE=0 (no
// Lighthouse), BENCH_LOAD_SECONDS (5: each window of the load, throughput and API sections).
//   npm run bench            → builds, then benches dist/
//   node scripts/bench.mjs   → benches the existing dist/ as is (no rebuild)
// Starts its own production server (scripts/serve.mjs) on 127.0.0.1:$BENCH_PORT (default 4398), stops it at the end.
// bench-results/bench.json is rewritten after every section (`complete: false` until the end, `sectionSeconds` per
// section), so a crash keeps what was measured. At the end the report is printed on stdout (progress goes to
// stderr), and stderr gets the page table and one line per budget: its figure, its limit, PASS or FAIL.
// Exit code: 0 when every budget holds; 1 when one does not; 2 when the bench itself failed (server did not start
// or died, browser crash…; the report then says `error`, with the sections done so far and their budgets).
// A Lighthouse failure on one page is recorded as { error } for that page and does not fail the bench.
// Only loopback is contacted: no Lighthouse plugins or uploads, Chromium runs without background networking.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { measureRenderBlockingCss } from './render-blocking-css.mjs';

// Page templates measured for transfer sizes and Lighthouse; `status` is the expected document status.
const PAGES = {
  home: { path: '/fr/', status: 200 },
  search: { path: '/fr/recherche', status: 200 },
  searchCity: { path: '/fr/recherche/ville/125', status: 200 },
  product: { path: '/fr/sejour/892', status: 200 },
  hotel: { path: '/fr/hotel/267', status: 200 },
  countryChooser: { path: '/', status: 200 },
  belgianSplash: { path: '/be/', status: 200 },
  notFound: { path: '/fr/this-page-does-not-exist', status: 404 },
  // Gift box and activity-only pages: 120 KB of JS at most before any interaction.
  box: { path: '/fr/coffrets-cadeaux/p/evasion-bien-etre/EVASIONBIE01-EBOX', status: 200 },
  activity: { path: '/fr/activite/1', status: 200 },
  // Content pages (static page, ideas, partner minisite): 15 KB of JS at most.
  staticPage: { path: '/fr/info/conditions-generales-de-vente', status: 200 },
  ideas: { path: '/fr/idees', status: 200 },
  minisite: { path: '/fr/partenaire/mutuelle-horizon', status: 200 },
  // Gift list and forms, contact, booking lookup and sign-in: measured for Lighthouse accessibility.
  boxList: { path: '/fr/coffrets-cadeaux', status: 200 },
  giftCard: { path: '/fr/giftcard/customization', status: 200 },
  giftLogin: { path: '/fr/cadeau/utiliser', status: 200 },
  contact: { path: '/fr/contact', status: 200 },
  bookingLookup: { path: '/fr/ma-reservation', status: 200 },
  accountSignIn: { path: '/fr/account/signin', status: 200 },
};
// Market homes hit by the load test.
const LOAD_PATHS = ['/fr/', '/es/', '/it/', '/nl/', '/be-fr/', '/be-nl/'];
// Each load run stops at whichever comes first: the duration or the request cap. Accept-Encoding is the one Debian's
// Chromium sends (checked with it: Chrome, Edge and Firefox send zstd too), so the server's compression work is part
// of what is measured.
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const LOAD = {
  durationSeconds: Number(process.env.BENCH_LOAD_SECONDS ?? 5),
  amountMax: 2000,
  connections: 10,
  headers: { 'accept-encoding': ACCEPT_ENCODING },
};
// Home: the search box island hydrates when idle.
const BUDGETS = {
  homeJsBytesMax: 75 * 1024,
  searchJsBytesMax: 120 * 1024,
  contentJsBytesMax: 15 * 1024,
  productJsBytesMax: 130 * 1024,
  giftJsBytesMax: 120 * 1024,
  filterChangeP95MsMax: 300,
};
// Catalog API budgets: offers p95 in ms and requests/s at 10 connections; detail and autocomplete p95 in ms for one
// visitor, that is one connection (ADR 8: their figures at 10 connections are reported beside, not judged).
const API_BUDGETS = { offersP95Ms: 40, offersMinRps: 150, detailP95Ms: 15, autocompleteP95Ms: 20 };
// Order POST (p95 in ms at 10 connections, on PGlite): the details step as JSON, priced, stored and sent
// to the (test) acquirer. Each request is a new order (its own form key).
const ORDER_BUDGETS = { orderP95Ms: 150 };
const ORDER_REQUESTS = 2000;
const STAY_ORDER_REQUESTS = 200;
// Distinct requests per API scenario, cycled so that no single cached answer is measured.
const API_VARIANTS = 60;
const DESTINATION_TERMS = [
  'paris',
  'lyon',
  'bordeaux',
  'nice',
  'annecy',
  'colmar',
  'avignon',
  'biarritz',
  'barcelona',
  'madrid',
  'sevilla',
  'granada',
  'roma',
  'firenze',
  'venezia',
  'torino',
  'amsterdam',
  'utrecht',
  'maastricht',
  'brugge',
  'gent',
  'liège',
  'namur',
  'bretagne',
  'toscana',
  'provence',
  'andalucía',
  'normandie',
  'catalunya',
  'sicilia',
];
const CRITERION_BY_CATEGORY = {
  city: 'city',
  department: 'department',
  region: 'region',
  touristic_region: 'touristicregion',
  poi: 'poi',
  ski_resort: 'skiresort',
  sea_resort: 'searesort',
};
const VIEWPORT = { width: 390, height: 844 };
// Report key → Lighthouse category id.
const LIGHTHOUSE_CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};
// Phones: the search and product pages' Lighthouse (mobile) performance, median of five runs, at least 95.
const PHONE_BUDGET = { pages: ['search', 'product'], runs: 5, minPerformance: 95 };
const LIGHTHOUSE_ATTEMPTS = 2; // one retry: on 2 busy cores Lighthouse now and then fails to record its trace
// A first start generates its catalogue and builds its product documents (ADR 81): about 3.5 minutes at 10×.
const SERVER_START_TIMEOUT_MS = 600_000;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4398);
const BASE = `http://127.0.0.1:${PORT}`;
const log = (message) => console.error(`[bench] ${message}`);
const fail = (message) => {
  throw new Error(message);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const answers = (url) =>
  fetch(url, { redirect: 'manual' })
    .then((res) => res.arrayBuffer())
    .then(
      () => true,
      () => false,
    );

// ---- The report, written after every section, and the budgets ----
const REPORT_DIR = new URL('../bench-results/', import.meta.url);
const REPORT_FILE = new URL('bench.json', REPORT_DIR);
const benchStartedAt = performance.now();
/** Filled section by section; `budgets` gets one entry per budget judged, in the order they were measured. */
const report = { date: new Date().toISOString(), node: process.version, complete: false, sectionSeconds: {}, budgets: [] };

/** Writes the report as it stands (to a temporary file first, so that a crash while writing keeps the last one). */
async function saveReport() {
  await mkdir(REPORT_DIR, { recursive: true });
  const temporary = new URL(`bench.json.${process.pid}.tmp`, REPORT_DIR);
  await writeFile(temporary, `${JSON.stringify(report, null, 2)}\n`);
  await rename(temporary, REPORT_FILE);
}

/** Runs one section, stores its result at `key` ('api.pglite' nests), times it and saves the report at once. */
async function section(key, measure) {
  const started = performance.now();
  log(`section ${key}`);
  const value = await measure();
  const parts = key.split('.');
  let target = report;
  for (const part of parts.slice(0, -1)) target = target[part] ??= {};
  target[parts.at(-1)] = value;
  report.sectionSeconds[key] = Math.round((performance.now() - started) / 1000);
  await saveReport();
  return value;
}

/**
 * Judges one budget and records it: `figure` against `limit`, at most (`max`) or at least (`min`). A figure that
 * could not be measured (null, NaN) fails, except where the caller passes `notMeasured` to say why it may be absent.
 */
function judge(where, name, figure, limit, unit, { min = false, notMeasured } = {}) {
  const measured = typeof figure === 'number' && !Number.isNaN(figure);
  if (measured) figure = Math.round(figure * 100) / 100;
  const ok = measured ? (min ? figure >= limit : figure <= limit) : notMeasured ? null : false;
  report.budgets.push({
    section: where,
    budget: name,
    figure: measured ? figure : null,
    limit: `${min ? '≥' : '≤'} ${limit}`,
    unit,
    ok,
    ...(measured || !notMeasured ? {} : { note: notMeasured }),
  });
  if (ok === false) log(`budget exceeded: ${where}: ${name} ${measured ? figure : 'not measured'} ${unit} (${min ? '≥' : '≤'} ${limit})`);
  return ok !== false;
}

/** One line per budget: PASS, FAIL or SKIP (not measured, with why), where, what, the figure and the limit. */
function formatBudgetSummary() {
  const rows = report.budgets.map(({ section: where, budget, figure, limit, unit, ok, note }) => [
    ok === null ? 'SKIP' : ok ? 'PASS' : 'FAIL',
    where,
    budget,
    figure === null ? (note ?? 'not measured') : `${figure} ${unit}`,
    `${limit} ${unit}`,
  ]);
  return formatTable(['', 'section', 'budget', 'figure', 'limit'], rows);
}

/** A plain text table, columns padded; numbers right-aligned. */
function formatTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => (cell === null || cell === undefined ? '–' : String(cell))));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number' || row[i] === null));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function startServer(port = PORT, databaseUrl = '', env = {}) {
  // The server's stdout goes to our stderr so that our stdout stays pure JSON. The embedded database of the
  // bench lives in its own folder so that a running `npm start` is not disturbed.
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ASTRO_TELEMETRY_DISABLED: '1',
      HALTE_DATA_DIR: '.data/bench',
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 2, 2],
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = () => alive() && child.kill('SIGTERM');
  process.on('exit', stop);
  // Numbers measured against a dead server are meaningless: fail loudly instead of reporting zeros.
  const assertAlive = () => alive() || fail(`server stopped (code ${child.exitCode}, signal ${child.signalCode})`);
  // Resolves once the process has ended (its database closed), so another server may open the same data directory.
  const exited = new Promise((resolve) => (alive() ? child.once('exit', resolve) : resolve()));
  return { stop, assertAlive, pid: child.pid, exited };
}

async function waitForServer(server, base = BASE) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  // /api/health answers once the database is migrated and the catalog generated.
  while (!(await answers(`${base}/api/health`))) {
    server.assertAlive();
    if (Date.now() > deadline) fail(`server did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s`);
    await sleep(250);
  }
}

function classify(request, contentType) {
  const type = request.resourceType();
  if (type === 'script' || /javascript|ecmascript/.test(contentType)) return 'jsBytes';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'cssBytes';
  if (type === 'document') return 'htmlBytes';
  return null;
}

// Loads the page once in a fresh context (no cookie, empty cache) and sums compressed body + header bytes.
async function measureTransfer(browser, path) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const finished = [];
    let requests = 0;
    page.on('request', () => requests++);
    page.on('requestfinished', (request) => finished.push(request));
    const response = await page.goto(BASE + path, { waitUntil: 'networkidle' });
    // Bodies as transferred (compressed); the response headers are counted apart (budgets are on bodies).
    const totals = { jsBytes: 0, cssBytes: 0, htmlBytes: 0, headerBytes: 0 };
    for (const request of finished) {
      const kind = classify(request, (await request.response())?.headers()['content-type'] ?? '');
      if (!kind) continue;
      const { responseBodySize, responseHeadersSize } = await request.sizes();
      totals[kind] += responseBodySize;
      totals.headerBytes += responseHeadersSize;
    }
    // Inline <script> bodies travel inside the HTML; shown apart (uncompressed) so that jsBytes 0 is explained.
    const inlineJsBytes = await page.$$eval('script:not([src])', (scripts) =>
      scripts.reduce((sum, script) => sum + new TextEncoder().encode(script.textContent).length, 0),
    );
    return { path, status: response?.status() ?? null, ...totals, inlineJsBytes, requests };
  } finally {
    await context.close();
  }
}

// A fresh Chromium per run, so no lastLanguage cookie carries over (Lighthouse does not clear cookies).
async function runLighthouseOnce(path, expectedStatus) {
  let chrome;
  try {
    const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags });
    const { lhr } = await lighthouse(BASE + path, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: Object.values(LIGHTHOUSE_CATEGORIES),
      ignoreStatusCode: expectedStatus >= 400,
    });
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const totalBlockingMs = lhr.audits['total-blocking-time']?.numericValue;
    return {
      ...Object.fromEntries(Object.entries(LIGHTHOUSE_CATEGORIES).map(([key, id]) => [key, score(id)])),
      totalBlockingMs: totalBlockingMs === undefined ? null : Math.round(totalBlockingMs),
    };
  } catch (error) {
    return { error: error.message };
  } finally {
    chrome?.kill();
  }
}

async function runLighthouse(path, expectedStatus) {
  for (let attempt = 1; ; attempt++) {
    const result = await runLighthouseOnce(path, expectedStatus);
    if (!result.error || attempt >= LIGHTHOUSE_ATTEMPTS) return result;
    log(`lighthouse attempt ${attempt} failed, retrying: ${result.error}`);
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.max(0, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[index] * 100) / 100;
}

// autocannon ignores `duration` once `amount` is set, so a timer stops the run at the duration. Its own duration
// runs on to the next 1 s tick after the last response, so the rate is timed here from the response events.
async function loadTest(path, variants = undefined, base = BASE, connections = LOAD.connections, amount = LOAD.amountMax) {
  const { durationSeconds: duration, headers } = LOAD;
  const latencies = [];
  const startedAt = performance.now();
  let lastResponseAt = startedAt;
  let next = 0;
  // With variants, each request takes the next { method, path, body } of the list, round and round.
  const requests = variants && [{ setupRequest: (request) => ({ ...request, ...variants[next++ % variants.length] }) }];
  const instance = autocannon({ url: base + path, connections, amount, duration, headers, ...(requests ? { requests } : {}) });
  instance.on('response', (_client, _statusCode, _resBytes, responseTime) => {
    latencies.push(responseTime);
    lastResponseAt = performance.now();
  });
  const timer = setTimeout(() => instance.stop(), duration * 1000);
  const result = await instance;
  clearTimeout(timer);
  latencies.sort((a, b) => a - b);
  const seconds = (lastResponseAt - startedAt) / 1000;
  return {
    requestsPerSecond: seconds > 0 ? Math.round(latencies.length / seconds) : 0,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    non2xx: result.non2xx,
    total: latencies.length,
    errors: result.errors,
  };
}

// The map's offline basemap (ADR 59): a hashed asset fetched only when a map opens, so no page's transfer size holds
// it. Its bytes as built, and compressed as the server sends it (Brotli at the middleware's quality 4) or gzip.
async function measureBasemap() {
  const dir = join(ROOT, 'dist/client/_astro');
  const name = (await readdir(dir)).find((file) => /^europe\.topo\.[\w-]+\.json$/.test(file));
  if (!name) return { error: 'no basemap in dist/client/_astro' };
  const body = await readFile(join(dir, name));
  const brotli = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  return { path: `/_astro/${name}`, bytes: body.length, brotliBytes: brotli.length, gzipBytes: gzipSync(body).length };
}

async function measurePages(server) {
  const pages = {};
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [name, { path }] of Object.entries(PAGES)) {
      log(`transfer sizes: ${name} ${path}`);
      pages[name] = await measureTransfer(browser, path);
      server.assertAlive();
    }
  } finally {
    await browser.close();
  }
  judgePages(pages);
  // BENCH_LIGHTHOUSE=0 leaves Lighthouse out (three to four minutes of a full run, and the phone budget with it).
  if (process.env.BENCH_LIGHTHOUSE === '0') return pages;
  for (const [name, { path, status }] of Object.entries(PAGES)) {
    log(`lighthouse: ${name} ${path}`);
    pages[name].lighthouse = await runLighthouse(path, status);
    server.assertAlive();
  }
  // The phone budget: more runs of the pages it names, the median judged (one run varies by several points).
  for (const name of PHONE_BUDGET.pages) {
    const { path, status } = PAGES[name];
    const runs = [pages[name].lighthouse];
    while (runs.length < PHONE_BUDGET.runs) {
      log(`lighthouse: ${name} ${path}, run ${runs.length + 1} of ${PHONE_BUDGET.runs}`);
      runs.push(await runLighthouse(path, status));
      server.assertAlive();
    }
    const median = (key) =>
      percentile(
        runs
          .map((run) => run[key])
          .filter((value) => typeof value === 'number')
          .sort((a, b) => a - b),
        50,
      );
    pages[name].lighthousePhone = {
      runs: runs.length,
      performance: median('performance'),
      totalBlockingMs: median('totalBlockingMs'),
      each: runs.map((run) => run.performance ?? null),
    };
    judge(
      'pages',
      `Lighthouse mobile performance of ${name}, median of ${PHONE_BUDGET.runs}`,
      pages[name].lighthousePhone.performance,
      PHONE_BUDGET.minPerformance,
      'score',
      { min: true },
    );
  }
  return pages;
}

/** The JS budgets of the transfer sizes, one per page (bytes of JS as transferred). */
function judgePages(pages) {
  const limits = {
    home: BUDGETS.homeJsBytesMax,
    search: BUDGETS.searchJsBytesMax,
    searchCity: BUDGETS.searchJsBytesMax,
    product: BUDGETS.productJsBytesMax,
    box: BUDGETS.giftJsBytesMax,
    activity: BUDGETS.giftJsBytesMax,
    staticPage: BUDGETS.contentJsBytesMax,
    ideas: BUDGETS.contentJsBytesMax,
    minisite: BUDGETS.contentJsBytesMax,
  };
  for (const [name, limit] of Object.entries(limits)) {
    const page = pages[name];
    // A page that did not answer its expected status has no JS figure worth judging.
    judge('pages', `JS of ${name} ${page.path}`, page.status === PAGES[name].status ? page.jsBytes : null, limit, 'B');
  }
}

// Filter clicks on the desktop search page (spec §4 filter dropdowns), each timed from the click that applies it to
// the new results painted: `pick` ticks the nth option still enabled and unticked (a facet count of 0 disables an
// option), `range` moves the nth price slider (1: the maximum) to 150 €, then 'View N offers' is clicked; without
// either, Clear is clicked (it searches at once). The round is clicked twice.
const FILTER_CLICKS = [
  { dropdown: 'Plus de filtres', pick: 0 },
  { dropdown: 'Plus de filtres' },
  { dropdown: 'Plus de filtres', pick: 3 },
  { dropdown: 'Plus de filtres' },
  { dropdown: 'Équipements', pick: 0 },
  { dropdown: 'Équipements' },
  { dropdown: 'Équipements', pick: 2 },
  { dropdown: 'Équipements' },
  { dropdown: 'Activités', pick: 0 },
  { dropdown: 'Activités' },
  { dropdown: 'Prix', range: 1 },
  { dropdown: 'Prix' },
];
const FILTER_CLICK_ROUNDS = 2;
const FILTER_CLICK_TIMEOUT_MS = 10_000;

// Time from a filter click to the new results painted, measured by clicking as a visitor does: the time
// runs from the applying click's event to the frame after the results stop being busy (aria-busy true → false).
async function measureFilterChange(server) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${BASE}/fr/recherche`, { waitUntil: 'networkidle' });
    const bar = page.getByRole('group', { name: 'Filtres' });
    const timings = [];
    for (let round = 0; round < FILTER_CLICK_ROUNDS; round++) {
      for (const step of FILTER_CLICKS) {
        const panel = page.getByRole('group', { name: step.dropdown, exact: true });
        // The island hydrates on load: a click before that does nothing, so open until the panel shows.
        await expectVisible(async () => {
          // The chip's name ends with the number of its filters applied, if any.
          if (!(await panel.isVisible())) await bar.getByRole('button', { name: new RegExp(`^${step.dropdown}\\s*\\d*$`) }).click();
          return panel.isVisible();
        });
        let apply;
        if (step.pick === undefined && step.range === undefined) {
          apply = panel.getByRole('button', { name: 'Effacer' });
        } else {
          apply = panel.getByRole('button', { name: /^Voir/ });
          // The options' counts are in once the button says how many offers there are.
          await apply.filter({ hasText: /\d/ }).waitFor();
          if (step.range !== undefined) await panel.getByRole('slider').nth(step.range).fill('150');
          else await panel.locator('input[type=checkbox]:not(:disabled):not(:checked)').nth(step.pick).check();
        }
        await page.evaluate((timeoutMs) => {
          window.__filterClick = new Promise((resolve) => {
            const results = document.querySelector('[aria-busy]');
            let clickedAt = null;
            let sawBusy = false;
            const timer = setTimeout(() => resolve(null), timeoutMs);
            document.addEventListener(
              'click',
              (event) => {
                clickedAt = event.timeStamp;
              },
              { capture: true, once: true },
            );
            const observer = new MutationObserver(() => {
              const busy = results.getAttribute('aria-busy') === 'true';
              if (busy) sawBusy = true;
              else if (sawBusy && clickedAt !== null) {
                observer.disconnect();
                clearTimeout(timer);
                requestAnimationFrame(() => resolve(performance.now() - clickedAt));
              }
            });
            observer.observe(results, { attributes: true, attributeFilter: ['aria-busy'] });
          });
        }, FILTER_CLICK_TIMEOUT_MS);
        await apply.click();
        const ms = await page.evaluate(() => window.__filterClick);
        timings.push(ms ?? FILTER_CLICK_TIMEOUT_MS);
        server.assertAlive();
      }
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const result = {
      method: 'click',
      changes: timings.length,
      p50Ms: Math.round(percentile(sorted, 50)),
      p95Ms: Math.round(percentile(sorted, 95)),
      maxMs: Math.round(sorted.at(-1)),
      timeouts: timings.filter((ms) => ms >= FILTER_CLICK_TIMEOUT_MS).length,
    };
    judge('filters', 'filter click to results painted, p95', result.p95Ms, BUDGETS.filterChangeP95MsMax, 'ms');
    return result;
  } finally {
    await browser.close();
  }
}

/** Tries `attempt` until it returns true (every 200 ms, for 15 s). */
async function expectVisible(attempt) {
  const deadline = Date.now() + 15_000;
  while (!(await attempt())) {
    if (Date.now() > deadline) fail('a filter dropdown did not open');
    await sleep(200);
  }
}

async function measureLoad(server) {
  const load = {};
  for (const path of LOAD_PATHS) {
    log(`load test: ${path}`);
    load[path] = await loadTest(path);
    server.assertAlive();
  }
  return load;
}

// ---- The page table: every uncached template beside a static file, a reference server and the Astro floor (ADR 38) ----
// In one run, with the same load generator and connections (LOAD: 10 connections, Chromium's Accept-Encoding), each
// template rendered per request (a cookie the page cache does not know skips it), the same template's exact bytes
// answered by the reference server (below) and by the Astro floor (the same bytes through an Astro page that renders
// nothing else), and a static file of the real server. Per template: raw and compressed bytes, requests/s, CPU per
// request (the server process's CPU time over the requests answered), and the ratios to the static file, to the
// reference and to the floor. The product page is also measured from the page cache (one returning visitor's
// cookies: every request after the first is a hit).
const THROUGHPUT = {
  staticPath: '/favicon.svg',
  templates: {
    home: PAGES.home.path,
    search: PAGES.search.path,
    product: PAGES.product.path,
    hotel: PAGES.hotel.path,
    activity: PAGES.activity.path,
    box: PAGES.box.path,
  },
  cachedTemplates: ['product', 'home', 'search'],
  uncachedCookie: 'halte_bench_uncached=1',
  returningCookie: 'halte_vid=bench-visitor-0001; lastLanguage=fr_FR',
  warmUpRequests: 300,
};
// Ratios to the static file's requests/s, each uncached template's requests/s against the reference server's for the
// same bytes (ADR 38: neither uncached ratio is met), and CPU per uncached page.
const THROUGHPUT_BUDGETS = {
  productCachedRatioMin: 0.5,
  productUncachedRatioMin: 0.1,
  uncachedReferenceRatioMin: 0.3,
  uncachedCpuMsPerPageMax: 10,
  productFirstViewRatioMax: 1.3,
};
// A product's first view (its records not yet in memory) against a repeat of the same products, uncached pages
// (ADR 38, ADR 81): distinct packages that no other section of a run opens (the mix and the detail API stay below
// 3,700), each once, then each again. A round first warms the code and the database's caches on packages of its
// own (the first round after the page table cost a third more than the next ones); then a few rounds, each on
// packages of its own, and the round of the median ratio is reported.
const FIRST_VIEW = { firstId: 4101, step: 8, count: 200, rounds: 3 };
// Each throughput figure is LOAD.durationSeconds of load, not LOAD.amountMax requests: at 3,000–8,000 requests/s,
// 2,000 requests last under a second, and a background job of the server (an order sweep) landing in that second
// once halved the cached product figure.
const THROUGHPUT_REQUESTS_MAX = 100_000;
/** Response headers the reference does not replay: it sets its own length, encoding and Vary, and Node its date. */
const UNREPLAYED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'vary']);

/**
 * The program of the reference server and of the Astro floor, run in a process of its own (`node -e`, its source
 * taken from this function) so that its CPU time is its own and it does not share the load generator's thread: a bare
 * `node:http` server that answers each path it is given with that page's exact bytes and headers, as captured from the
 * real server, and compresses them per request the way the real server does a page rendered now
 * (src/server/page-cache.ts getFreshEncodedBody, then scripts/serve.mjs's compression middleware): zstd at node:zlib's
 * default level when the request takes it and this Node has zstd, else brotli at quality 4 with a 256 KB window, else
 * gzip or deflate at zlib's default level; nothing below 512 bytes. Nothing else: no routing, rendering, ETag, cookies
 * or queue.
 * With `astroEntry` (the Astro floor, ADR 38), each answer's bytes and headers come from that build of
 * scripts/astro-floor/ per request instead: Astro's Node adapter, as the site runs it, routes the request and renders
 * the page, which writes the captured bytes and headers and nothing else; then the same compression and sending.
 */
async function replayServerProgram() {
  const { createServer } = await import('node:http');
  const zlib = (await import('node:zlib')).default;
  const THRESHOLD_BYTES = 512;
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } };
  const accepts = (header, encoding) =>
    (header ?? '').split(',').some((part) => {
      const [name, ...params] = part.trim().split(';');
      return (name === encoding || name === '*') && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
  const encode = (body, acceptEncoding) => {
    if (body.length < THRESHOLD_BYTES) return null;
    if (typeof zlib.zstdCompressSync === 'function' && accepts(acceptEncoding, 'zstd')) return ['zstd', zlib.zstdCompressSync(body)];
    if (accepts(acceptEncoding, 'br')) return ['br', zlib.brotliCompressSync(body, brotliOptions)];
    if (accepts(acceptEncoding, 'gzip')) return ['gzip', zlib.gzipSync(body)];
    if (accepts(acceptEncoding, 'deflate')) return ['deflate', zlib.deflateSync(body)];
    return null;
  };
  const send = (req, res, status, headers, body) => {
    const encoded = status === 200 ? encode(body, req.headers['accept-encoding']) : null;
    const sent = encoded ? encoded[1] : body;
    res.writeHead(status, { ...headers, vary: 'Accept-Encoding', 'content-length': sent.length, ...(encoded ? { 'content-encoding': encoded[0] } : {}) });
    res.end(sent);
  };
  // The bench ends this process by a signal, or its channel closes when the bench ends.
  process.on('disconnect', () => process.exit(0));
  const { pages, astroEntry } = await new Promise((resolve) => process.once('message', resolve));
  const byPath = new Map(pages.map((page) => [page.path, { headers: page.headers, body: Buffer.from(page.body) }]));
  let handle = (req, res) => {
    const page = byPath.get(req.url);
    if (page) send(req, res, 200, page.headers, page.body);
    else send(req, res, 404, {}, Buffer.alloc(0));
  };
  if (astroEntry) {
    globalThis.astroFloorPages = new Map(pages.map((page) => [page.path, { headers: page.headers, html: Buffer.from(page.body).toString('utf8') }]));
    const { handler } = await import(astroEntry);
    // The adapter writes its answer to `res`; what it writes is kept, then sent as the reference sends its bytes.
    handle = (req, res) => {
      const chunks = [];
      let status = 200;
      let headers = {};
      const { writeHead, end } = res;
      res.writeHead = (code, outgoing) => {
        status = code;
        headers = Object.fromEntries(Object.entries(outgoing ?? {}).filter(([name]) => name !== 'content-length'));
        return res;
      };
      res.write = (chunk) => chunks.push(Buffer.from(chunk)) > 0;
      res.end = (chunk) => {
        if (chunk) chunks.push(Buffer.from(chunk));
        res.writeHead = writeHead;
        res.end = end;
        send(req, res, status, headers, Buffer.concat(chunks));
        return res;
      };
      handler(req, res, () => send(req, res, 404, {}, Buffer.alloc(0)));
    };
  }
  const server = createServer((req, res) => handle(req, res));
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
}

/**
 * Starts a replay server with `pages` ([{ path, headers, body }]), through the Astro floor's build when `astroEntry`
 * names its server entry; resolves once it listens.
 */
async function startReplayServer(pages, astroEntry = null) {
  const name = astroEntry ? 'Astro floor' : 'reference server';
  const child = spawn(process.execPath, ['--input-type=module', '-e', `(${replayServerProgram})();`], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ASTRO_NODE_AUTOSTART: 'disabled' },
    stdio: ['ignore', 2, 2, 'ipc'],
    serialization: 'advanced',
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = () => alive() && child.kill('SIGTERM');
  process.on('exit', stop);
  const exited = new Promise((resolve) => (alive() ? child.once('exit', resolve) : resolve()));
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code, signal) => reject(new Error(`the ${name} stopped while starting (code ${code}, signal ${signal})`)));
    child.send({ pages, astroEntry });
  });
  const assertAlive = () => alive() || fail(`${name} stopped (code ${child.exitCode}, signal ${child.signalCode})`);
  return { pid: child.pid, base: `http://127.0.0.1:${port}`, stop, exited, assertAlive };
}

/**
 * Builds the Astro floor (scripts/astro-floor/, ADR 38) with the site's Astro into a folder of its own, removed when
 * the bench ends; returns the URL of its server entry.
 */
async function buildAstroFloor() {
  // Inside the project, where its build finds the project's node_modules.
  const outDir = join(fileURLToPath(REPORT_DIR), `astro-floor-${process.pid}`);
  await rm(outDir, { recursive: true, force: true });
  process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
  const built = await runCommand(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', join(ROOT, 'scripts/astro-floor')], {
    ...process.env,
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
    ASTRO_FLOOR_OUT_DIR: outDir,
  });
  // Astro writes its generated types into the folder it builds: they are not the project's.
  await rm(join(ROOT, 'scripts/astro-floor/.astro'), { recursive: true, force: true });
  if (built.code !== 0) fail(`the Astro floor did not build (exit code ${built.code}):\n${built.output.slice(-2000)}`);
  return pathToFileURL(join(outDir, 'server/entry.mjs')).href;
}

/** Runs a command to its end: its exit code and its output (stdout and stderr together). */
function runCommand(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** One GET with node:http (no decoding, no pooling): status, headers and the body's bytes as sent. */
function httpGet(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Load on `paths` of `target` ({ pid, base, assertAlive }), taken in turn, `amount` requests at most, with CPU per
 * request from the process's CPU time.
 */
async function loadWithCpu(target, paths, cookie, amount = THROUGHPUT_REQUESTS_MAX) {
  const variants = paths.map((path) => ({ method: 'GET', path, headers: { ...LOAD.headers, ...(cookie ? { cookie } : {}) } }));
  const before = await readCpuMs(target.pid);
  const result = await loadTest(paths[0], variants, target.base, LOAD.connections, amount);
  const after = await readCpuMs(target.pid);
  target.assertAlive();
  const cpuMsPerRequest = before === null || after === null || result.total === 0 ? null : Number(((after - before) / result.total).toFixed(2));
  return { ...result, cpuMsPerRequest };
}

const ratio = (a, b) => (a && b ? Number((a / b).toFixed(3)) : null);

/** CPU per uncached product page of FIRST_VIEW's never-opened packages, then of the same packages again, per round. */
async function measureProductFirstView(real) {
  const sets = FIRST_VIEW.rounds + 1;
  const pathsOf = (set) => Array.from({ length: FIRST_VIEW.count }, (_, i) => `/fr/sejour/${FIRST_VIEW.firstId + (i * sets + set) * FIRST_VIEW.step}`);
  log(`page table: product first view, a warming round of ${FIRST_VIEW.count} packages`);
  const warming = await loadWithCpu(real, pathsOf(FIRST_VIEW.rounds), THROUGHPUT.uncachedCookie, FIRST_VIEW.count);
  const rounds = [];
  for (let round = 0; round < FIRST_VIEW.rounds; round += 1) {
    const paths = pathsOf(round);
    log(`page table: product first view, round ${round + 1} of ${FIRST_VIEW.rounds}: ${paths.length} packages never opened, then the same again`);
    // Each path once per run: 10 connections, as many requests as paths.
    const first = await loadWithCpu(real, paths, THROUGHPUT.uncachedCookie, paths.length);
    const repeat = await loadWithCpu(real, paths, THROUGHPUT.uncachedCookie, paths.length);
    rounds.push({ first, repeat, ratio: ratio(first.cpuMsPerRequest, repeat.cpuMsPerRequest) });
  }
  const median = [...rounds].sort((a, b) => (a.ratio ?? Infinity) - (b.ratio ?? Infinity))[Math.floor(rounds.length / 2)];
  return { products: FIRST_VIEW.count, first: median.first, repeat: median.repeat, ratio: median.ratio, rounds, warming };
}

async function measureThroughput(server) {
  const real = { pid: server.pid, base: BASE, assertAlive: server.assertAlive };
  // Each template's bytes as rendered for one request: raw (identity), then as compressed for the bench's requests.
  const captured = {};
  for (const [name, path] of Object.entries(THROUGHPUT.templates)) {
    const raw = await httpGet(BASE + path, { cookie: THROUGHPUT.uncachedCookie, 'accept-encoding': 'identity' });
    if (raw.status !== 200) fail(`${path} answered ${raw.status} to the page table`);
    const compressed = await httpGet(BASE + path, { cookie: THROUGHPUT.uncachedCookie, 'accept-encoding': ACCEPT_ENCODING });
    captured[name] = { path, raw, compressed };
  }
  const replayed = Object.values(captured).map(({ path, raw }) => ({
    path,
    headers: Object.fromEntries(Object.entries(raw.headers).filter(([header]) => !UNREPLAYED_HEADERS.has(header))),
    body: new Uint8Array(raw.body),
  }));
  // The Astro floor is built before any figure is taken, so its build takes nothing from them.
  const floorEntry = await buildAstroFloor();
  const reference = await startReplayServer(replayed);
  const floor = await startReplayServer(replayed, floorEntry);
  try {
    // Warm-up, not counted: every path once under load, so no figure pays for the JIT's first compilations.
    await loadTest(THROUGHPUT.staticPath, undefined, BASE, LOAD.connections, THROUGHPUT.warmUpRequests);
    for (const [name, path] of Object.entries(THROUGHPUT.templates)) {
      const warm = (target, cookie) =>
        loadTest(path, [{ method: 'GET', path, headers: { ...LOAD.headers, cookie } }], target.base, LOAD.connections, THROUGHPUT.warmUpRequests);
      await warm(real, THROUGHPUT.uncachedCookie);
      await warm(reference, THROUGHPUT.uncachedCookie);
      await warm(floor, THROUGHPUT.uncachedCookie);
      if (THROUGHPUT.cachedTemplates.includes(name)) await warm(real, THROUGHPUT.returningCookie);
    }
    log(`page table: static file ${THROUGHPUT.staticPath}`);
    const staticFile = await loadWithCpu(real, [THROUGHPUT.staticPath]);
    const pages = {};
    for (const [name, path] of Object.entries(THROUGHPUT.templates)) {
      log(`page table: ${name} ${path}, uncached, then the reference server and the Astro floor, side by side`);
      const uncached = await loadWithCpu(real, [path], THROUGHPUT.uncachedCookie);
      const referenceRun = await loadWithCpu(reference, [path], THROUGHPUT.uncachedCookie);
      const floorRun = await loadWithCpu(floor, [path], THROUGHPUT.uncachedCookie);
      const referenceCompressed = await httpGet(reference.base + path, { 'accept-encoding': ACCEPT_ENCODING });
      const floorRaw = await httpGet(floor.base + path, { 'accept-encoding': 'identity' });
      const cached = THROUGHPUT.cachedTemplates.includes(name) ? await loadWithCpu(real, [path], THROUGHPUT.returningCookie) : null;
      const { raw, compressed } = captured[name];
      pages[name] = {
        path,
        rawBytes: raw.body.length,
        compressedBytes: compressed.body.length,
        encoding: compressed.headers['content-encoding'] ?? 'identity',
        uncached,
        uncachedRatio: ratio(uncached.requestsPerSecond, staticFile.requestsPerSecond),
        reference: {
          ...referenceRun,
          compressedBytes: referenceCompressed.body.length,
          encoding: referenceCompressed.headers['content-encoding'] ?? 'identity',
          staticRatio: ratio(referenceRun.requestsPerSecond, staticFile.requestsPerSecond),
        },
        // The template's requests/s and CPU per request against the reference's for the same bytes.
        referenceRatio: ratio(uncached.requestsPerSecond, referenceRun.requestsPerSecond),
        cpuRatioToReference: ratio(uncached.cpuMsPerRequest, referenceRun.cpuMsPerRequest),
        // The same bytes through Astro rendering nothing else (ADR 38): its ratio to the reference is the most any
        // Astro page can reach; the template's ratio to it is what the site's own work leaves.
        floor: {
          ...floorRun,
          rawBytes: floorRaw.body.length,
          referenceRatio: ratio(floorRun.requestsPerSecond, referenceRun.requestsPerSecond),
        },
        floorRatio: ratio(uncached.requestsPerSecond, floorRun.requestsPerSecond),
        ...(cached ? { cached, cachedRatio: ratio(cached.requestsPerSecond, staticFile.requestsPerSecond) } : {}),
      };
    }
    const productFirstView = await measureProductFirstView(real);
    // A figure made of error answers would be no figure: the answers other than 2xx are a budget of their own.
    const runs = [
      staticFile,
      productFirstView.warming,
      ...productFirstView.rounds.flatMap((round) => [round.first, round.repeat]),
      ...Object.values(pages).flatMap((page) => [page.uncached, page.reference, page.floor, page.cached ?? { non2xx: 0, errors: 0 }]),
    ];
    judge(
      'throughput',
      'answers not 2xx, all runs',
      runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
      0,
      'answers',
    );
    const result = {
      connections: LOAD.connections,
      durationSeconds: LOAD.durationSeconds,
      acceptEncoding: ACCEPT_ENCODING,
      staticFile,
      pages,
      productFirstView,
      limits: THROUGHPUT_BUDGETS,
    };
    judge('throughput', 'product page cached, ×static file', pages.product.cachedRatio, THROUGHPUT_BUDGETS.productCachedRatioMin, 'ratio', { min: true });
    judge('throughput', 'product page uncached, ×static file', pages.product.uncachedRatio, THROUGHPUT_BUDGETS.productUncachedRatioMin, 'ratio', { min: true });
    for (const [name, page] of Object.entries(pages)) {
      judge('throughput', `${name} uncached, ×reference`, page.referenceRatio, THROUGHPUT_BUDGETS.uncachedReferenceRatioMin, 'ratio', { min: true });
      judge('throughput', `${name} uncached, CPU per page`, page.uncached.cpuMsPerRequest, THROUGHPUT_BUDGETS.uncachedCpuMsPerPageMax, 'ms', {
        notMeasured: 'no /proc on this system',
      });
    }
    judge('throughput', 'product first view ÷ repeat, CPU per page', productFirstView.ratio, THROUGHPUT_BUDGETS.productFirstViewRatioMax, 'ratio', {
      notMeasured: 'no /proc on this system',
    });
    log(`page table:\n${formatPageTable(result)}`);
    log(
      `product first view: ${productFirstView.first.cpuMsPerRequest} ms CPU per page, repeat ${productFirstView.repeat.cpuMsPerRequest} ms, ` +
        `÷ ${productFirstView.ratio} (${productFirstView.products} packages, the median of ${productFirstView.rounds.length} rounds: ` +
        `${productFirstView.rounds.map((round) => round.ratio).join(', ')})`,
    );
    return result;
  } finally {
    reference.stop();
    floor.stop();
    await Promise.all([reference.exited, floor.exited]);
  }
}

/** The page table as text: one row per template, then the static file. */
function formatPageTable(throughput) {
  const kb = (bytes) => Number((bytes / 1024).toFixed(1));
  const rows = Object.entries(throughput.pages).map(([name, page]) => [
    name,
    kb(page.rawBytes),
    kb(page.compressedBytes),
    page.encoding,
    page.uncached.requestsPerSecond,
    page.uncached.cpuMsPerRequest,
    page.uncachedRatio,
    page.referenceRatio,
    page.reference.requestsPerSecond,
    page.reference.cpuMsPerRequest,
    page.cpuRatioToReference,
    page.floor.requestsPerSecond,
    page.floor.cpuMsPerRequest,
    page.floor.referenceRatio,
    page.floorRatio,
    page.cachedRatio ?? null,
  ]);
  const { staticFile } = throughput;
  rows.push([`static ${THROUGHPUT.staticPath}`, null, null, null, staticFile.requestsPerSecond, staticFile.cpuMsPerRequest, 1, ...Array(9).fill(null)]);
  return formatTable(
    [
      'template (uncached)',
      'raw KB',
      'sent KB',
      'enc',
      'req/s',
      'CPU ms/req',
      '×static',
      '×ref req/s',
      'ref req/s',
      'ref CPU ms/req',
      'CPU ×ref',
      'floor req/s',
      'floor CPU ms/req',
      'floor ×ref',
      '×floor',
      'cached ×static',
    ],
    rows,
  );
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) fail(`${url} answered ${response.status}`);
  return response.json();
}

/** Request lists for the API scenarios, built from the catalog itself (destinations, packages, names). */
async function buildApiVariants(base) {
  const destinations = [];
  for (const term of DESTINATION_TERMS) {
    const [first] = await getJson(`${base}/api/autocomplete-geonames.json?locale=fr_FR&term=${encodeURIComponent(term)}&maxResults=1`);
    if (first && CRITERION_BY_CATEGORY[first.category]) destinations.push({ [CRITERION_BY_CATEGORY[first.category]]: first.id });
    else if (first?.category === 'country') destinations.push({ country: first.pos });
  }
  if (destinations.length === 0) fail('no destination found for the offers scenario');
  const filters = [{ stars: [3, 4] }, { hotelScore: 8 }, { facilities: ['wifi'] }, { petsAllowed: true }, { theme: 26 }, { stars: [4, 5] }];
  const today = new Date();
  const offers = Array.from({ length: API_VARIANTS }, (_, i) => {
    const checkin = new Date(today.getTime() + (10 + ((i * 7) % 200)) * 86_400_000).toISOString().slice(0, 10);
    const checkout = new Date(Date.parse(checkin) + 86_400_000).toISOString().slice(0, 10);
    const criteria = { ...destinations[i % destinations.length], checkin, checkout, ...filters[i % filters.length], ...filters[(i + 2) % filters.length] };
    // A browser's POST carries its Origin; the server refuses POSTs from elsewhere.
    const headers = { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING, origin: base };
    return { method: 'POST', path: '/api/offers.json', headers, body: JSON.stringify({ locale: 'fr_FR', criteria }) };
  });
  const detail = Array.from({ length: API_VARIANTS }, (_, i) => ({
    method: 'GET',
    path: `/api/weekend/${1 + i * 61}/detail.json?locale=${['fr_FR', 'es_ES', 'it_IT', 'nl_NL'][i % 4]}`,
  }));
  const words = DESTINATION_TERMS.flatMap((term) => [term.slice(0, 3), term.slice(0, 5)]);
  const autocomplete = Array.from({ length: API_VARIANTS }, (_, i) => ({
    method: 'GET',
    path: `/api/autocomplete-geonames.json?locale=fr_FR&term=${encodeURIComponent(words[i % words.length])}`,
  }));
  return { offers, detail, autocomplete };
}

/**
 * The first searches after a start wait for the search index (and autocomplete for the destination index), each
 * loaded on first use: timed here apart, as the first load, so that no scenario's figure includes it.
 */
async function warmIndexes(base) {
  const timed = async (url) => {
    const started = performance.now();
    await getJson(url);
    return Math.round(performance.now() - started);
  };
  const firstSearchMs = await timed(`${base}/api/facets.json?locale=fr_FR`);
  const firstAutocompleteMs = await timed(`${base}/api/autocomplete-geonames.json?locale=fr_FR&term=par`);
  // Another search once loaded, for comparison.
  const nextSearchMs = await timed(`${base}/api/facets.json?locale=fr_FR&stars=4`);
  return { firstSearchMs, firstAutocompleteMs, nextSearchMs };
}

/** The catalog API scenarios on one server; `where` names it in the budgets ('api.pglite', 'api.postgres'). */
async function measureApis(server, base, where) {
  const firstLoad = await warmIndexes(base);
  log(
    `${where}: first index load: search ${firstLoad.firstSearchMs} ms, autocomplete ${firstLoad.firstAutocompleteMs} ms (next search ${firstLoad.nextSearchMs} ms)`,
  );
  const variants = await buildApiVariants(base);
  // One warm-up round of every variant on one connection, not counted: every scenario starts on a warm server.
  for (const list of Object.values(variants)) await loadTest(list[0].path, list, base, 1, list.length);
  server.assertAlive();
  const api = { firstLoad };
  for (const [name, list] of Object.entries(variants)) {
    log(`load test: ${name} (${list.length} distinct requests) on ${base}`);
    api[name] = await loadTest(list[0].path, list, base);
    server.assertAlive();
  }
  // Offers have a budget at 10 connections; detail and autocomplete are judged one request at a time (one visitor
  // typing or opening a page, ADR 8), their figures at 10 connections reported beside.
  for (const name of ['detail', 'autocomplete']) {
    log(`load test: ${name} with one connection on ${base}`);
    api[`${name}OneConnection`] = await loadTest(variants[name][0].path, variants[name], base, 1);
    server.assertAlive();
  }
  // A scenario answered with errors would be timed on its error answers: counted as a budget of its own.
  const failed = Object.entries(api)
    .filter(([name]) => name !== 'firstLoad')
    .reduce((sum, [, result]) => sum + result.non2xx + result.errors, 0);
  judge(where, 'answers not 2xx, all scenarios', failed, 0, 'answers');
  judge(where, 'offers p95, 10 connections', api.offers.p95Ms, API_BUDGETS.offersP95Ms, 'ms');
  judge(where, 'offers requests/s, 10 connections', api.offers.requestsPerSecond, API_BUDGETS.offersMinRps, 'req/s', { min: true });
  judge(where, 'detail p95, one connection', api.detailOneConnection.p95Ms, API_BUDGETS.detailP95Ms, 'ms');
  judge(where, 'autocomplete p95, one connection', api.autocompleteOneConnection.p95Ms, API_BUDGETS.autocompleteP95Ms, 'ms');
  return { ...api, limits: API_BUDGETS };
}

// ---- The search index at 1× and 10× the catalog (ADR 36, ADR 72) ----
// CPU per search of each kind of search, offers and facets, on the normal catalog and on ten times its stays
// (HALTE_CATALOG_SIZE=10x, in its own data directory .data/bench-10x, generated once in about two minutes and kept for
// 30 days), their ratio (budget ≤ 1.5 per kind), and the slowest request while the 10× index is rebuilt (budget
// 200 ms). Every measured request is a search never made before on that server (distinct criteria: pax, dates, a
// price floor, a map area…), so the figures are those of a first search, not of the memos. Each catalog gets its own
// server, on BENCH_PORT + 2 (1×) and + 3 (10×). BENCH_SCALE=0 leaves the section out; BENCH_ONLY=scale runs it alone.
// BENCH_SCALE_LARGEST=<n>x (for example 20x) adds the largest catalog the machine allows (generated once into
// .data/bench-<n>x: 20× takes about three minutes and 4 GB of disk), and the table gains its column and a 100×
// extrapolation (ADR 73). It has no budget of its own.
const LARGEST = /^(\d{2,3})x$/.exec(process.env.BENCH_SCALE_LARGEST ?? '')?.[1];
const SCALE = {
  ports: { x1: PORT + 2, x10: PORT + 3, largest: PORT + 4 },
  dataDirs: { x1: '.data/bench', x10: '.data/bench-10x', ...(LARGEST ? { largest: `.data/bench-${LARGEST}x` } : {}) },
  sizes: { x1: '', x10: '10x', largest: LARGEST ? `${LARGEST}x` : '' },
  times: { x1: 1, x10: 10, largest: Number(LARGEST ?? 0) },
  // Requests measured per kind, each a distinct search, none of them a warm-up one. Enough to span several of the
  // collector's cycles: over 120, one old-space collection of the 10× heap (~200 ms of marking) doubled the figure
  // of whichever kind it fell in, and the same kind read 0.6 in one run and 2.8 in the next.
  amount: Number(process.env.BENCH_SCALE_AMOUNT ?? 480),
  // Measured in rounds, each round taking every kind in turn on its next distinct searches, on each catalog one after
  // the other (all their servers up), and a kind's figure is the median of its rounds. Single rounds cost two to
  // four times the others (1× sortPriceAsc: 2, 2, 9.5, 1.83 ms), and 1,920 such searches on the 10× server ran
  // without one collection of the old space (--trace-gc): a pause of the machine or a background task of the server
  // (the order sweep) lands in one round of one kind instead of in a whole kind's figure. The CPU of all the rounds
  // over all their requests is reported beside it.
  rounds: Number(process.env.BENCH_SCALE_ROUNDS ?? 5),
  warmUp: 30,
  cpuRatioMax: 1.5,
  rebuildMaxMs: 200,
  // Concurrent searches (offers and facets of the API scenarios) kept going while the index is rebuilt, and first
  // for a few seconds without a rebuild, for comparison.
  rebuildConnections: 4,
  quietSeconds: 5,
  rebuildTimeoutSeconds: 240,
};
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) a process has used, in ms (Linux /proc), or null elsewhere. The sum of its threads' time on
 * a CPU in nanoseconds (`schedstat`): /proc's own total counts in ticks of 10 ms, as much as a hundred searches of a
 * tenth of a millisecond each, so a figure per request moved by 10 % from one round to the next for nothing. Threads
 * that have ended are not counted; a server's threads last as long as it does. Without schedstat, the ticks.
 */
async function readCpuMs(pid) {
  try {
    const tasks = await readdir(`/proc/${pid}/task`);
    const times = await Promise.all(tasks.map((task) => readFile(`/proc/${pid}/task/${task}/schedstat`, 'utf8').catch(() => '0')));
    return times.reduce((sum, line) => sum + Number(line.split(' ')[0]), 0) / 1e6;
  } catch {
    try {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    } catch {
      return null;
    }
  }
}

/** A day `days` after today, as YYYY-MM-DD. */
const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The kinds of search the scale section measures, each as a function of i giving the i-th distinct criteria (and
 * request options) of that kind; `facets` kinds are also measured as facets requests (facets ignore sort and page).
 * `place` is the API offers scenario's destinations with dates and two filters.
 */
function buildScaleKinds(destinations) {
  // A price floor in cents per person and night that excludes no stay but makes each search a distinct one.
  const distinct = (i) => ({ a: 1 + (i % 4), c: Math.floor(i / 4) % 3, priceMin: Math.floor(i / 12) });
  // The day and the stay's length repeat every 300 searches: the party then changes (2, 3, then 4 adults).
  const dated = (i) => {
    const checkin = dayFromToday(5 + ((i * 7) % 300));
    return { checkin, checkout: dayFromToday(5 + ((i * 7) % 300) + 1 + (i % 3)), a: 2 + (Math.floor(i / 300) % 3) };
  };
  const filters = [{ stars: [3, 4] }, { hotelScore: 8 }, { facilities: ['wifi'] }, { petsAllowed: true }, { theme: 26 }, { stars: [4, 5] }];
  const sorted = (sort, extra = {}) => ({ offers: (i) => ({ criteria: { ...distinct(i), ...extra }, order: sort, page: i % 3 }) });
  return {
    noPlace: { facets: true, offers: (i) => ({ criteria: distinct(i), page: i % 3 }) },
    noPlaceDated: { facets: true, offers: (i) => ({ criteria: dated(i), page: i % 2 }) },
    place: {
      facets: true,
      offers: (i) => ({
        criteria: {
          ...destinations[i % destinations.length],
          ...dated(i),
          ...filters[i % filters.length],
          ...filters[(i + 2) % filters.length],
          ...distinct(i),
        },
      }),
    },
    mapBounds: {
      facets: true,
      offers: (i) => {
        // Areas of 2° to 6° across metropolitan France, shifted a little each time.
        const south = 43 + (i % 5) + (i % 7) / 10;
        const west = -1 + (i % 6) + (i % 11) / 10;
        const span = 2 + (i % 5);
        return { criteria: { bbox: [south, west, south + span, west + span], ...distinct(i) } };
      },
    },
    sortPriceAsc: sorted('priceAsc'),
    sortPromo: sorted('promo'),
    sortPopularity: sorted('popularity'),
    sortDistance: sorted('distance', { lat: 46.5, lng: 2.5, distanceMax: 300 }),
    sortGiftPriceAsc: sorted('svPriceAsc', { flow: 'gifting' }),
    sortGiftPriceDesc: sorted('svPriceDesc', { flow: 'gifting' }),
    filters: {
      facets: true,
      offers: (i) => ({ criteria: { ...filters[i % filters.length], ...filters[(i + 1) % filters.length], ...distinct(i) }, page: i % 2 }),
    },
  };
}

/** `count` distinct requests of a kind from its i-th criteria on: offers POSTs, or the same criteria as facets GETs. */
function buildScaleRequests(kind, facets, base, from, count) {
  const toQuery = (criteria) =>
    new URLSearchParams(
      Object.entries({ locale: 'fr_FR', ...criteria }).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]),
    ).toString();
  return Array.from({ length: count }, (_, n) => {
    const { criteria, order, page } = kind.offers(from + n);
    if (facets) return { method: 'GET', path: `/api/facets.json?${toQuery(criteria)}`, headers: { 'accept-encoding': ACCEPT_ENCODING } };
    const body = { locale: 'fr_FR', criteria, ...(order ? { order } : {}), ...(page ? { page } : {}) };
    return {
      method: 'POST',
      path: '/api/offers.json',
      headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING, origin: base },
      body: JSON.stringify(body),
    };
  });
}

/** A kind's distinct warm-up searches (not counted), one connection. */
async function warmUpKind(server, base, kind, facets) {
  const warmUp = buildScaleRequests(kind, facets, base, 0, SCALE.warmUp);
  await loadTest(warmUp[0].path, warmUp, base, 1, warmUp.length);
  server.assertAlive();
}

/**
 * One round of a kind on a server: its process's CPU time over `count` requests answered, each a distinct search
 * (so a first one) from the kind's `from`-th on, none of them one of the kind's warm-up searches.
 */
async function measureRound(server, base, kind, facets, from, count) {
  const measured = buildScaleRequests(kind, facets, base, from, count);
  const before = await readCpuMs(server.pid);
  const result = await loadTest(measured[0].path, measured, base, LOAD.connections, measured.length);
  const after = await readCpuMs(server.pid);
  server.assertAlive();
  const cpuMs = before === null || after === null ? null : after - before;
  return { cpuMs, requestsPerSecond: result.requestsPerSecond, p50Ms: result.p50Ms, p95Ms: result.p95Ms, total: result.total, non2xx: result.non2xx };
}

/**
 * A kind's figures over its rounds: CPU per request is the median of the rounds' (allRoundsCpuMsPerRequest: all their
 * CPU over all their requests); p50 is the median of the rounds' and p95 the highest of them.
 */
function combineRounds(rounds) {
  const sum = (pick) => rounds.reduce((total, round) => total + pick(round), 0);
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return sorted.length === 0 ? null : sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const total = sum((round) => round.total);
  const cpuMs = rounds.some((round) => round.cpuMs === null) ? null : sum((round) => round.cpuMs);
  const seconds = sum((round) => (round.requestsPerSecond > 0 ? round.total / round.requestsPerSecond : 0));
  const perRound = rounds.map((round) => (round.cpuMs === null || round.total === 0 ? null : Number((round.cpuMs / round.total).toFixed(2))));
  return {
    cpuMsPerRequest: perRound.includes(null) ? null : Number(median(perRound).toFixed(2)),
    allRoundsCpuMsPerRequest: cpuMs === null || total === 0 ? null : Number((cpuMs / total).toFixed(2)),
    requestsPerSecond: seconds > 0 ? Math.round(total / seconds) : null,
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p95Ms: Math.max(...rounds.map((round) => round.p95Ms)),
    total,
    non2xx: sum((round) => round.non2xx),
    roundsCpuMsPerRequest: perRound,
  };
}
/**
 * The slowest request while the index is rebuilt: a package is repriced (HALTE_TEST_ROUTES' /api/test/reprice, which
 * announces a catalog change), and offers and facets are searched without pause until a search shows the new price,
 * that is until the new index serves. The price is put back afterwards.
 */
async function measureRebuild(server, base, mixed) {
  const headers = { 'content-type': 'application/json', origin: base };
  const post = async (path, body) => {
    const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) fail(`${path} answered ${response.status}`);
    return response.json();
  };
  const [card] = (await post('/api/offers.json', { locale: 'fr_FR', criteria: {}, limit: 1 })).results;
  const priceNow = async () =>
    (await post('/api/offers.json', { locale: 'fr_FR', criteria: { hotel: card.hotel.id }, limit: 50 })).results.find((r) => r.id === card.id)?.sellPrice;
  const before = await priceNow();
  const latencies = [];
  let next = 0;
  const instance = autocannon({
    url: base,
    connections: SCALE.rebuildConnections,
    duration: SCALE.rebuildTimeoutSeconds,
    headers: LOAD.headers,
    requests: [{ setupRequest: (request) => ({ ...request, ...mixed[next++ % mixed.length] }) }],
  });
  let started = null;
  // When each slow request began, in ms from the change (negative: before it), to see what it met.
  const slowStarts = [];
  instance.on('response', (_client, _statusCode, _resBytes, responseTime) => {
    latencies.push(responseTime);
    if (started !== null && responseTime > SCALE.rebuildMaxMs) slowStarts.push(Math.round(performance.now() - responseTime - started));
  });
  const done = new Promise((resolve) => instance.on('done', resolve));
  await sleep(SCALE.quietSeconds * 1000);
  const quiet = [...latencies].sort((a, b) => a - b);
  latencies.length = 0;
  started = performance.now();
  const raised = (await post('/api/test/reprice', { packageId: card.id, percent: 20 })).basePrice;
  let rebuildMs = null;
  while (performance.now() - started < SCALE.rebuildTimeoutSeconds * 1000) {
    if ((await priceNow()) !== before) {
      rebuildMs = Math.round(performance.now() - started);
      break;
    }
    await sleep(100);
  }
  instance.stop();
  const result = await done;
  server.assertAlive();
  latencies.sort((a, b) => a - b);
  // round(price × 1.2) takes each whole price to another, so the price it was is known exactly: put it back.
  const basePrice = [Math.floor(raised / 1.2), Math.ceil(raised / 1.2)].find((price) => Math.round((price * 120) / 100) === raised);
  if (basePrice !== undefined) await post('/api/test/reprice', { packageId: card.id, basePrice });
  return {
    rebuildMs,
    connections: SCALE.rebuildConnections,
    requests: latencies.length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: latencies.at(-1) ?? null,
    slowerThanBudget: latencies.filter((ms) => ms > SCALE.rebuildMaxMs).length,
    slowStartsMs: slowStarts,
    errors: result.errors + result.non2xx,
    // The same load in the seconds before the change, for comparison.
    beforeRebuild: { requests: quiet.length, p95Ms: percentile(quiet, 95), maxMs: quiet.at(-1) ?? null },
  };
}

async function measureScale() {
  const catalogs = {};
  const servers = {};
  let kinds = null;
  try {
    // Each catalog's server is started and its index loaded one after the other, so that no load shares the machine
    // with another; then all of them stay up, for their rounds to be taken side by side.
    for (const [name, dataDir] of Object.entries(SCALE.dataDirs)) {
      const base = `http://127.0.0.1:${SCALE.ports[name]}`;
      log(`search index scale: starting the ${name} catalog (${dataDir}${name === 'x1' ? '' : '; generated once, minutes'})`);
      const started = Date.now();
      // PGlite cannot open its data directory through a symbolic link: the server is given the folder it points to.
      const server = startServer(SCALE.ports[name], '', {
        HALTE_DATA_DIR: existsSync(dataDir) ? realpathSync(dataDir) : dataDir,
        HALTE_CATALOG_SIZE: SCALE.sizes[name],
        HALTE_TEST_ROUTES: '1',
      });
      servers[name] = { server, base };
      await waitForServer(server, base);
      // The first search waits for the first index load; later ones never do: its time and CPU are the index build.
      const [loadStarted, cpuBefore] = [Date.now(), await readCpuMs(server.pid)];
      await getJson(`${base}/api/facets.json?locale=fr_FR`);
      const indexLoad = { ms: Date.now() - loadStarted, cpuMs: Math.round((await readCpuMs(server.pid)) - cpuBefore), rssMb: await readRssMb(server.pid) };
      const readyMs = Date.now() - started;
      // The same searches on every catalog (the places are the same).
      kinds ??= buildScaleKinds(
        (await buildApiVariants(base)).offers.map((variant) => {
          const { city, department, region, touristicregion, country, poi, searesort, skiresort } = JSON.parse(variant.body).criteria;
          return Object.fromEntries(
            Object.entries({ city, department, region, touristicregion, country, poi, searesort, skiresort }).filter(([, value]) => value !== undefined),
          );
        }),
      );
      // Every kind's warm-up before any kind is measured. Right after the index load, its garbage is still to be
      // collected, and the first searches pay for it: measured first, a kind cost 7.1 ms CPU per search on the 10×
      // catalogue and 2.8 ms when measured again at once, on other distinct searches. That cost belongs to the load,
      // and is reported with it (the CPU of these warm-ups).
      const settleCpuBefore = await readCpuMs(server.pid);
      let settleSearches = 0;
      for (const kind of Object.values(kinds)) {
        for (const facets of kind.facets ? [false, true] : [false]) {
          await warmUpKind(server, base, kind, facets);
          settleSearches += SCALE.warmUp;
        }
      }
      indexLoad.firstSearches = { searches: settleSearches, cpuMs: Math.round((await readCpuMs(server.pid)) - settleCpuBefore) };
      catalogs[name] = { readyMs, indexLoad, offers: {}, facets: {} };
    }
    // Rounds side by side: in each, every kind on every catalog in turn, so that a slower spell of the machine lands
    // on both sides of a ratio rather than on one catalog's rounds.
    const measured = Object.entries(kinds).flatMap(([kindName, kind]) =>
      (kind.facets ? [false, true] : [false]).map((facets) => ({
        what: facets ? 'facets' : 'offers',
        kindName,
        kind,
        facets,
        rounds: Object.fromEntries(Object.keys(servers).map((name) => [name, []])),
      })),
    );
    const perRound = Math.ceil(SCALE.amount / SCALE.rounds);
    for (let round = 0; round < SCALE.rounds; round++) {
      log(`search index scale: round ${round + 1}/${SCALE.rounds}, ${perRound} distinct requests of each kind on each catalog`);
      for (const entry of measured) {
        for (const [name, { server, base }] of Object.entries(servers)) {
          entry.rounds[name].push(await measureRound(server, base, entry.kind, entry.facets, SCALE.warmUp + round * perRound, perRound));
        }
      }
    }
    for (const [name, { server }] of Object.entries(servers)) {
      for (const entry of measured) catalogs[name][entry.what][entry.kindName] = combineRounds(entry.rounds[name]);
      catalogs[name].rssMb = await readRssMb(server.pid);
    }
    // The rebuild alone on the machine: the other catalogs' servers stop first.
    for (const name of Object.keys(servers).filter((name) => name !== 'x10')) {
      servers[name].server.stop();
      await servers[name].server.exited;
    }
    log('search index scale: x10 rebuild under load');
    const { server, base } = servers.x10;
    const offers = buildScaleRequests(kinds.place, false, base, 0, 60);
    const facets = buildScaleRequests(kinds.place, true, base, 0, 60);
    catalogs.x10.rebuild = await measureRebuild(
      server,
      base,
      offers.flatMap((offer, i) => [offer, facets[i]]),
    );
  } finally {
    for (const { server } of Object.values(servers)) {
      server.stop();
      await server.exited;
    }
  }
  const cpuRatio = { offers: {}, facets: {} };
  const rows = [];
  for (const what of ['offers', 'facets']) {
    for (const kindName of Object.keys(catalogs.x1[what])) {
      const [one, ten] = [catalogs.x1[what][kindName].cpuMsPerRequest, catalogs.x10[what][kindName].cpuMsPerRequest];
      const ratio = one && ten ? Number((ten / one).toFixed(2)) : null;
      cpuRatio[what][kindName] = ratio;
      rows.push([what, kindName, one, ten, ratio]);
      judge('scale', `${what} ${kindName} CPU per first search, 10× ÷ 1×`, ratio, SCALE.cpuRatioMax, 'ratio');
    }
  }
  log(`search index scale, CPU ms per first search:\n${formatTable(['', 'kind', '1×', '10×', '10× ÷ 1×'], rows)}`);
  const load = (name) => catalogs[name].indexLoad;
  log(
    `search index scale, index load: 1× ${load('x1').cpuMs} ms CPU, then ${load('x1').firstSearches.cpuMs} ms for its first ` +
      `${load('x1').firstSearches.searches} searches; 10× ${load('x10').cpuMs} ms, then ${load('x10').firstSearches.cpuMs} ms`,
  );
  const largest = catalogs.largest ? describeLargest(catalogs) : undefined;
  if (largest) log(`search index scale, 1× / 10× / ${LARGEST}× and 100× extrapolated:\n${largest.table}`);
  // A rebuild that never served within its timeout has no slowest request to judge: it fails.
  const { rebuild } = catalogs.x10;
  judge('scale', 'slowest request during a 10× index rebuild', rebuild.rebuildMs === null ? null : rebuild.maxMs, SCALE.rebuildMaxMs, 'ms');
  return {
    ...catalogs,
    cpuRatio,
    ...(largest ? { extrapolated100x: largest.extrapolated } : {}),
    limits: { cpuRatioMax: SCALE.cpuRatioMax, rebuildMaxMs: SCALE.rebuildMaxMs },
  };
}

/**
 * The largest catalog beside 1× and 10×: index load (wall and CPU), memory, and each kind's CPU and p95 per first
 * search, with 100× extrapolated on the line through 10× and the largest (a cost that follows the catalog keeps its
 * slope; a flat one stays flat).
 */
function describeLargest(catalogs) {
  const names = ['x1', 'x10', 'largest'];
  // Two points and their noise: a line that would fall below the 10× figure says flat, not cheaper.
  const at100 = (ten, big) =>
    typeof ten === 'number' && typeof big === 'number' ? Math.round(Math.max(ten, ten + ((big - ten) * (100 - 10)) / (SCALE.times.largest - 10))) : null;
  const rows = [];
  const extrapolated = {};
  const add = (label, values) => {
    const hundred = at100(values[1], values[2]);
    extrapolated[label] = hundred;
    rows.push([label, ...values, hundred]);
  };
  add(
    'index load, wall ms',
    names.map((name) => catalogs[name].indexLoad.ms),
  );
  add(
    'index load, CPU ms',
    names.map((name) => catalogs[name].indexLoad.cpuMs),
  );
  add(
    'RSS after the searches, MB',
    names.map((name) => catalogs[name].rssMb),
  );
  for (const what of ['offers', 'facets']) {
    for (const kindName of Object.keys(catalogs.x1[what])) {
      add(
        `${what} ${kindName}, CPU ms`,
        names.map((name) => catalogs[name][what][kindName].cpuMsPerRequest),
      );
      add(
        `${what} ${kindName}, p95 ms`,
        names.map((name) => catalogs[name][what][kindName].p95Ms),
      );
    }
  }
  return { table: formatTable(['', '1×', '10×', `${LARGEST}×`, '100× (extrapolated)'], rows), extrapolated };
}
// ---- end of the search index section ----

// The mixed load. 0 errors and p95 ≤ 200 ms at 100 connections; the RSS after each of the five
// runs shows whether memory levels off.
const MIX = {
  connections: 100,
  durationSeconds: Number(process.env.BENCH_MIX_SECONDS ?? 60),
  runs: Number(process.env.BENCH_MIX_RUNS ?? 5),
  p95MsMax: 200,
  // Growth between the last two runs above which memory is said not to level off.
  rssGrowthMbMax: 25,
  staticPath: '/favicon.svg',
};

/** A request of the mix not answered within this counts as an error (a timeout). */
const MIX_TIMEOUT_SECONDS = 10;

/** Resident memory of a process in MB (Linux /proc), or null elsewhere. */
async function readRssMb(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return null;
  }
}

/** Requests of the mix, taken in turn: home, search page, product page, offers POST, autocomplete; only those that answer 200. */
async function buildMixVariants(base) {
  const { offers, autocomplete } = await buildApiVariants(base);
  const cities = [];
  for (const term of DESTINATION_TERMS.slice(0, 12)) {
    const [first] = await getJson(`${base}/api/autocomplete-geonames.json?locale=fr_FR&term=${encodeURIComponent(term)}&maxResults=1`);
    if (first?.category === 'city') cities.push(first.id);
  }
  // Pages as people ask for them: most from returning visitors (their visitor id and the site's language already in
  // cookies, sixteen of them across the experiment variations), one in four a first visit without cookies.
  const LOCALES = { fr: 'fr_FR', es: 'es_ES', it: 'it_IT', nl: 'nl_NL', 'be-fr': 'fr_BE', 'be-nl': 'nl_BE' };
  const pageHeaders = (path, i) => {
    const locale = LOCALES[path.split('/')[1]];
    return i % 4 === 3 || !locale
      ? LOAD.headers
      : { ...LOAD.headers, cookie: `halte_vid=bench-visitor-${String(i % 16).padStart(4, '0')}; lastLanguage=${locale}` };
  };
  const pages = (kind, paths) => paths.map((path, i) => ({ kind, method: 'GET', path, headers: pageHeaders(path, i) }));
  const kinds = {
    home: pages('home', LOAD_PATHS),
    search: pages('search', ['/fr/recherche', ...cities.map((id) => `/fr/recherche/ville/${id}`)]),
    product: pages(
      'product',
      Array.from({ length: 40 }, (_, i) => `/fr/sejour/${1 + i * 37}`),
    ),
    offers: offers.map((variant) => ({ kind: 'offers', ...variant })),
    autocomplete: autocomplete.map((variant) => ({ kind: 'autocomplete', ...variant })),
  };
  for (const [kind, list] of Object.entries(kinds)) {
    const ok = [];
    for (const variant of list) {
      const response = await fetch(base + variant.path, { method: variant.method, headers: variant.headers, body: variant.body, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) ok.push(variant);
    }
    if (ok.length === 0) fail(`no ${kind} request of the mix answers 200`);
    kinds[kind] = ok;
  }
  const names = Object.keys(kinds);
  const longest = Math.max(...names.map((name) => kinds[name].length));
  const mixed = [];
  for (let i = 0; i < longest; i++) for (const name of names) mixed.push(kinds[name][i % kinds[name].length]);
  return mixed;
}

/** One run of `variants` (taken in turn) at `connections` for `seconds`: errors, and latency per kind. */
async function mixLoad(base, variants, seconds, connections = MIX.connections) {
  const latencies = {};
  let next = 0;
  const requests = [
    {
      setupRequest: (request, context) => {
        const variant = variants[next++ % variants.length];
        context.kind = variant.kind;
        const { kind: _kind, ...rest } = variant;
        return { ...request, ...rest };
      },
    },
  ];
  const instance = autocannon({ url: base, connections, duration: seconds, headers: LOAD.headers, requests, timeout: MIX_TIMEOUT_SECONDS });
  instance.on('response', (client, _statusCode, _resBytes, responseTime) => {
    const kind = client.requestIterator?.context?.kind ?? 'all';
    (latencies[kind] ??= []).push(responseTime);
  });
  const result = await instance;
  // Requests that timed out count in the percentiles at the timeout (autocannon reports no latency for them).
  const all = [...Object.values(latencies).flat(), ...Array(result.timeouts).fill(MIX_TIMEOUT_SECONDS * 1000)].sort((a, b) => a - b);
  const byKind = Object.fromEntries(
    Object.entries(latencies).map(([kind, list]) => {
      list.sort((a, b) => a - b);
      return [kind, { requests: list.length, p50Ms: percentile(list, 50), p95Ms: percentile(list, 95) }];
    }),
  );
  return {
    requests: all.length,
    requestsPerSecond: Math.round(all.length / seconds),
    p50Ms: percentile(all, 50),
    p95Ms: percentile(all, 95),
    p99Ms: percentile(all, 99),
    // autocannon counts timeouts among errors.
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    byKind,
  };
}

async function measureMix(server, base = BASE) {
  const variants = await buildMixVariants(base);
  log(`mixed load: static file ${MIX.staticPath}, ${MIX.connections} connections, ${MIX.durationSeconds} s`);
  const staticFile = await mixLoad(base, [{ kind: 'static', method: 'GET', path: MIX.staticPath }], MIX.durationSeconds);
  server.assertAlive();
  const runs = [];
  const rssMb = [await readRssMb(server.pid)];
  for (let run = 1; run <= MIX.runs; run++) {
    log(`mixed load: run ${run}/${MIX.runs} (${variants.length} distinct requests), ${MIX.connections} connections, ${MIX.durationSeconds} s`);
    runs.push(await mixLoad(base, variants, MIX.durationSeconds));
    server.assertAlive();
    rssMb.push(await readRssMb(server.pid));
    log(
      `mixed load: run ${run}: p95 ${runs.at(-1).p95Ms} ms, errors ${runs.at(-1).errors + runs.at(-1).non2xx} (timeouts ${runs.at(-1).timeouts}), RSS ${rssMb.at(-1)} MB`,
    );
  }
  const first = runs[0];
  const lastGrowth = rssMb.length >= 3 && rssMb.at(-1) !== null ? rssMb.at(-1) - rssMb.at(-2) : null;
  judge(
    'mix',
    'errors and timeouts, all runs',
    runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
    0,
    'requests',
  );
  judge('mix', 'p95 of the first run, 100 connections', first.p95Ms, MIX.p95MsMax, 'ms');
  judge('mix', 'RSS growth over the last run', lastGrowth, MIX.rssGrowthMbMax, 'MB', { notMeasured: 'needs two runs (BENCH_MIX_RUNS ≥ 2) and /proc' });
  return {
    connections: MIX.connections,
    durationSeconds: MIX.durationSeconds,
    // Side by side: the same load on a static file (no rendering, no database) and on the mix.
    sideBySide: {
      staticFile: {
        p50Ms: staticFile.p50Ms,
        p95Ms: staticFile.p95Ms,
        requestsPerSecond: staticFile.requestsPerSecond,
        errors: staticFile.errors + staticFile.non2xx,
      },
      mix: { p50Ms: first.p50Ms, p95Ms: first.p95Ms, requestsPerSecond: first.requestsPerSecond, errors: first.errors + first.non2xx },
    },
    staticFile,
    runs,
    // RSS before the first run, then after each run.
    rssMb,
    limits: { p95MsMax: MIX.p95MsMax, rssGrowthMbMax: MIX.rssGrowthMbMax },
  };
}

/** Stay carts made through checkout start (spec §4) for the stay order scenario: distinct stays and days. */
async function createCarts(base, count) {
  const headers = { 'content-type': 'application/json', origin: base };
  const found = await (
    await fetch(`${base}/api/offers.json`, { method: 'POST', headers, body: JSON.stringify({ locale: 'fr_FR', limit: 40, criteria: {} }) })
  ).json();
  const carts = [];
  for (const { id } of found.results) {
    const detail = await getJson(`${base}/api/weekend/${id}/detail.json?locale=fr_FR`);
    for (let offset = 20; offset < 60 && carts.length < count; offset += 7) {
      const checkin = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const activitySelectionList = detail.items.filter((item) => item.type === 'activity').map((item) => `${item.activityId}_${checkin}`);
      const response = await fetch(`${base}/api/cart`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ locale: 'fr_FR', packageId: id, checkin, nights: detail.nights, adults: 2, children: 0, babies: 0, activitySelectionList }),
      });
      if (response.status === 201) carts.push((await response.json()).cartId);
    }
    if (carts.length >= count) break;
  }
  return carts;
}

/** POST /api/orders at 10 connections: gift orders (e-gift card, e-box, physical box with an address), then stays. */
async function measureOrders(server, base) {
  const boxes = await getJson(`${base}/api/boxes/search?locale=fr_FR`);
  const buyer = { firstName: 'Camille', lastName: 'Martin', email: 'bench@example.com', phone: '0612345678', terms: 'on' };
  const headers = { 'content-type': 'application/json', origin: base };
  const giftQueries = [
    { query: 'type=GIFT_CARD&amount=5000&giftFormat=digital', details: { recipientName: 'Lou', recipientEmail: 'lou@example.com' } },
    {
      query: `type=BOX&code=${boxes[0].code}&giftFormat=digital`,
      details: { recipientName: 'Lou', recipientEmail: 'lou@example.com', fromName: 'Camille', message: 'Bon anniversaire' },
    },
    {
      query: `type=BOX&code=${boxes[1].code.replace(/-EBOX$/, '-PBOX')}&giftFormat=physical`,
      details: { recipientName: 'Lou', street: '1 rue de Rivoli', postcode: '75001', city: 'Paris' },
    },
  ];
  const run = Date.now().toString(36);
  const gifts = Array.from({ length: ORDER_REQUESTS }, (_, i) => {
    const gift = giftQueries[i % giftQueries.length];
    const body = { locale: 'fr_FR', formKey: `bench-${run}-${i}`, target: { kind: 'GIFT', query: gift.query }, details: { ...buyer, ...gift.details } };
    return { method: 'POST', path: '/api/orders', headers, body: JSON.stringify(body) };
  });
  log(`load test: order POST (gifts, ${gifts.length} new orders) on ${base}`);
  const giftOrders = await loadTest('/api/orders', gifts, base);
  server.assertAlive();
  // One order at a time: the service time of an order, which the 10-connection p95 multiplies (one PGlite connection).
  log(`load test: order POST (gifts) with one connection on ${base}`);
  const giftOneConnection = await loadTest(
    '/api/orders',
    gifts.slice(giftOrders.total).map((request, i) => ({ ...request, body: request.body.replace('"formKey":"bench-', `"formKey":"bench1-${i}-`) })),
    base,
    1,
    200,
  );
  server.assertAlive();
  // One order per cart, each cart another hotel or night, so that a sold-out night is rare (it answers 409).
  const carts = await createCarts(base, STAY_ORDER_REQUESTS);
  const stays = Array.from({ length: STAY_ORDER_REQUESTS }, (_, i) => {
    const body = { locale: 'fr_FR', formKey: `bench-stay-${run}-${i}`, target: { kind: 'STAY', cartId: carts[i % carts.length] }, details: buyer };
    return { method: 'POST', path: '/api/orders', headers, body: JSON.stringify(body) };
  });
  log(`load test: order POST (stays, ${carts.length} carts, one order each) on ${base}`);
  const stayOrders = await loadTest('/api/orders', stays, base, LOAD.connections, carts.length);
  server.assertAlive();
  judge('orders', 'gift order POST p95, 10 connections', giftOrders.p95Ms, ORDER_BUDGETS.orderP95Ms, 'ms');
  judge('orders', 'stay order POST p95, 10 connections', stayOrders.p95Ms, ORDER_BUDGETS.orderP95Ms, 'ms');
  return { gifts: giftOrders, giftsOneConnection: giftOneConnection, stays: stayOrders, carts: carts.length, limits: ORDER_BUDGETS };
}

/**
 * The catalog API on PostgreSQL (DATABASE_URL), on its own server at BENCH_PORT + 1 once the main one has stopped:
 * the time to start (migrations, a catalog generated if the database is new), the first index load, then the
 * same scenarios and budgets as on PGlite, measured on the loaded index.
 */
async function measurePostgres() {
  const port = PORT + 1;
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = startServer(port, process.env.DATABASE_URL);
  try {
    await waitForServer(server, base);
    const readyMs = Math.round(performance.now() - started);
    return { readyMs, ...(await measureApis(server, base, 'api.postgres')) };
  } finally {
    server.stop();
    await server.exited;
  }
}

/** Orders the care desk's search is measured on, and its budget: each kind of query answers within this, p95. */
const CARE_ORDERS = Number(process.env.BENCH_CARE_ORDERS ?? 100_000);
const CARE_SEARCH_P95_MS = 60;
const CARE_SEARCH_REQUESTS = 60;

/**
 * The care desk's search box (ADR 60) on CARE_ORDERS orders, on PostgreSQL (DATABASE_URL) at BENCH_PORT + 2: the
 * orders are added in one statement (numbers 9xxxxxxx, addresses @bench.halte.test) and removed at the end. The demo
 * agent signs in on the care host, then asks the desk page for each kind of query the box reads (number, e-mail,
 * phone, a name shared by a thousand orders, a gift code), one after another; p95 of each.
 */
async function measureCareSearch() {
  if (!process.env.DATABASE_URL) {
    judge('care', 'care search p95 on 100,000 orders', null, CARE_SEARCH_P95_MS, 'ms', { notMeasured: 'no DATABASE_URL' });
    return null;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const port = PORT + 2;
  const base = `http://127.0.0.1:${port}`;
  const careHost = `care.localhost:${port}`;
  const server = startServer(port, process.env.DATABASE_URL, { HALTE_RATE_LIMIT_FACTOR: '100' });
  const cleanUp = () => client.query(`delete from orders where email like '%@bench.halte.test'`);
  try {
    await waitForServer(server, base);
    await cleanUp();
    const started = performance.now();
    await client.query(
      `insert into orders (id, number, idempotency_key, market, kind, status, email, first_name, last_name, phone, details_path, total_cents, amount_due_cents, payment_expires_at, created_at)
       select gen_random_uuid(), '9' || lpad(i::text, 7, '0'), 'bench-care-' || i, 'fr', case when i % 3 = 0 then 'GIFT' else 'STAY' end, 'confirmed',
              'client' || i || '@bench.halte.test', 'Prénom' || (i % 97), case when i % 100 = 0 then 'Martin' else 'Nom' || i end,
              '06' || lpad((10000000 + i)::text, 8, '0'), '/fr/', 20000 + i % 5000, 20000 + i % 5000, now(), now() - (i || ' minutes')::interval
       from generate_series(1, $1::int) as i on conflict do nothing`,
      [CARE_ORDERS],
    );
    await client.query('analyze orders');
    const seedMs = Math.round(performance.now() - started);
    const gift = (await client.query('select code from gift_codes order by issued_at desc limit 1')).rows[0]?.code ?? 'HALTE-AAAA-BBBB';
    // The demo agent's session, on the care host.
    const form = new URLSearchParams({ email: 'agent@example.com', password: 'halte-care-demo', market: 'fr', next: '/fr/service-client/bureau' });
    const login = await careRequest(base, careHost, '/api/care/session', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${careHost}` },
    });
    const cookie = (login.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    if (!cookie) fail(`the demo agent could not sign in on the care host (status ${login.status})`);
    const middle = Math.floor(CARE_ORDERS / 2);
    const queries = {
      number: `9${String(middle).padStart(7, '0')}`,
      email: `client${middle}@bench.halte.test`,
      phone: `+33 6 ${String(10_000_000 + middle)
        .slice(-8)
        .replace(/(\d{2})(?=\d)/g, '$1 ')}`,
      name: 'Martin',
      giftCode: gift,
    };
    const results = {};
    for (const [kind, q] of Object.entries(queries)) {
      const path = `/fr/service-client/bureau?${new URLSearchParams({ q })}`;
      const first = await careRequest(base, careHost, path, { headers: { cookie } });
      if (first.status !== 200) fail(`care search (${kind}) answered ${first.status}`);
      const latencies = [];
      for (let i = 0; i < CARE_SEARCH_REQUESTS; i += 1) {
        const t = performance.now();
        await careRequest(base, careHost, path, { headers: { cookie } });
        latencies.push(performance.now() - t);
      }
      latencies.sort((a, b) => a - b);
      results[kind] = {
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        found: first.body.includes(kind === 'name' ? 'Martin' : kind === 'giftCode' ? '' : queries.number),
      };
      judge('care', `care search p95, ${kind}, on ${CARE_ORDERS.toLocaleString('en')} orders`, results[kind].p95Ms, CARE_SEARCH_P95_MS, 'ms');
    }
    // A search that finds nothing useful is no measure of one that does.
    for (const kind of ['number', 'email', 'phone']) if (!results[kind].found) fail(`care search (${kind}) did not find the order it looked for`);
    return { orders: CARE_ORDERS, seedMs, queries: results };
  } finally {
    await cleanUp().catch(() => undefined);
    await client.end();
    server.stop();
    await server.exited;
  }
}

/** One request to the server at `base` as if to `host` (a care host), its status, headers and body. */
function careRequest(base, host, path, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers: { ...headers, host } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    if (body) request.write(body);
    request.end();
  });
}

const SECTIONS = ['pages', 'load', 'filters', 'throughput', 'css', 'api', 'orders', 'mix', 'scale', 'care'];
const ONLY = process.env.BENCH_ONLY
  ? new Set(
      process.env.BENCH_ONLY.split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
  : null;
const wanted = (name) => (ONLY ? ONLY.has(name) : name !== 'scale' || process.env.BENCH_SCALE !== '0');

async function main() {
  const unknown = ONLY ? [...ONLY].filter((name) => !SECTIONS.includes(name)) : [];
  if (unknown.length) fail(`BENCH_ONLY names no section ${unknown.join(', ')}; the sections are ${SECTIONS.join(', ')}`);
  if (await answers(`${BASE}/`)) fail(`port ${PORT} is already in use; set BENCH_PORT to a free port`);
  report.sections = SECTIONS.filter(wanted);
  report.knobs = Object.fromEntries(
    ['BENCH_ONLY', 'BENCH_SCALE', 'BENCH_SCALE_AMOUNT', 'BENCH_SCALE_ROUNDS', 'BENCH_LIGHTHOUSE', 'BENCH_MIX_SECONDS', 'BENCH_MIX_RUNS', 'BENCH_LOAD_SECONDS']
      .filter((name) => process.env[name] !== undefined)
      .map((name) => [name, process.env[name]]),
  );
  await saveReport();
  if (SECTIONS.filter((name) => name !== 'scale' && name !== 'care').some(wanted)) {
    const server = startServer();
    try {
      const started = performance.now();
      await waitForServer(server);
      report.serverReadyMs = Math.round(performance.now() - started);
      log(`server up at ${BASE}`);
      if (wanted('pages')) {
        await section('pages', () => measurePages(server));
        await section('basemap', measureBasemap);
      }
      if (wanted('load')) await section('load', () => measureLoad(server));
      if (wanted('filters')) await section('filterChange', () => measureFilterChange(server));
      if (wanted('throughput')) await section('throughput', () => measureThroughput(server));
      if (wanted('css')) {
        // Render-blocking CSS per template (ADR 34): within RENDER_BLOCKING_CSS_BUDGET_BYTES gzip each, linked and inline styles together.
        await section('renderBlockingCss', async () => {
          const css = await measureRenderBlockingCss(BASE, async () => (await createCarts(BASE, 1))[0]);
          for (const [name, page] of Object.entries(css.templates))
            judge('css', `render-blocking CSS of ${name}, gzip`, page.status === 200 ? page.totalGzipBytes : null, css.budgetBytes, 'B');
          return css;
        });
      }
      if (wanted('api')) await section('api.pglite', () => measureApis(server, BASE, 'api.pglite'));
      if (wanted('orders')) await section('orders', () => measureOrders(server, BASE));
      if (wanted('mix')) await section('mix', () => measureMix(server));
    } finally {
      server.stop();
      await server.exited;
    }
  }
  if (wanted('api')) {
    if (process.env.DATABASE_URL) await section('api.postgres', measurePostgres);
    else (report.api ??= {}).postgres = null;
  }
  // The 10× catalog: its own servers, once the main one has closed .data/bench.
  if (wanted('scale')) await section('scale', measureScale);
  if (wanted('care')) await section('care', measureCareSearch);
  return report.budgets.some((budget) => budget.ok === false) ? 1 : 0;
}

/** The end of every run: the report complete or not, on stdout and in its file, the tables on stderr. */
async function finish(code, error) {
  report.complete = error === undefined;
  if (error !== undefined) report.error = String(error.stack ?? error);
  report.totalSeconds = Math.round((performance.now() - benchStartedAt) / 1000);
  await saveReport();
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (report.throughput)
    log(
      'page table (uncached unless said; ratios of requests/s; ×ref: to the reference server for the same bytes; floor: the same ' +
        `bytes through Astro rendering nothing else):\n${formatPageTable(report.throughput)}`,
    );
  const failed = report.budgets.filter((budget) => budget.ok === false).length;
  log(`budgets (${report.budgets.length}, ${failed} failed${error === undefined ? '' : '; the bench stopped early, see error'}):\n${formatBudgetSummary()}`);
  log(`${report.complete ? 'done' : 'stopped'} in ${report.totalSeconds} s; report in bench-results/bench.json`);
  return code;
}

// Ctrl-C or kill: the report says so (its sections done so far are already in it), then leave through the 'exit'
// handlers, which stop the servers and any Lighthouse Chromium.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    try {
      report.error = `stopped by ${signal}`;
      report.totalSeconds = Math.round((performance.now() - benchStartedAt) / 1000);
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
    } finally {
      process.exit(130);
    }
  });
}
process.on('exit', () => chromeLauncher.killAll());

main()
  .then(
    (code) => finish(code),
    (error) => {
      log(`failed: ${error.stack ?? error}`);
      return finish(2, error);
    },
  )
  .then(
    (code) => process.exit(code),
    (error) => {
      log(`the report could not be written: ${error.stack ?? error}`);
      process.exit(2);
    },
  );
