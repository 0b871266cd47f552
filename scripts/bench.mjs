// Performance bench for Halte: transfer sizes (Playwright), Lighthouse mobile scores, load test (autocannon).
//   npm run bench                    → builds, then benches dist/
//   node scripts/bench.mjs           → benches the existing dist/ (no rebuild)
// Starts its own production server (scripts/serve.mjs) on 127.0.0.1:$BENCH_PORT (default 4398) and stops it at the end.
// Prints one JSON report on stdout (progress goes to stderr) and writes it to bench-results/bench.json.
// Exit code: 0 when the bench ran and the budgets hold, 1 when budgets.homeJsOk is false, 2 when the bench itself crashed.
// A Lighthouse failure on one page is recorded as { error } for that page and does not fail the bench.
// Only loopback is contacted: no Lighthouse plugins, no uploads, Chromium launched without background networking.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

// Page templates measured for transfer sizes and Lighthouse; `status` is the expected document status.
const PAGES = {
  home: { path: '/fr/', status: 200 },
  countryChooser: { path: '/', status: 200 },
  belgianSplash: { path: '/be/', status: 200 },
  notFound: { path: '/fr/this-page-does-not-exist', status: 404 },
};
// Market homes hit by the load test.
const LOAD_PATHS = ['/fr/', '/es/', '/it/', '/nl/', '/be-fr/', '/be-nl/'];
const LOAD = { durationSeconds: 5, amountMax: 2000, connections: 10 };
const BUDGETS = { homeJsBytesMax: 15 * 1024 };
const VIEWPORT = { width: 390, height: 844 };
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LIGHTHOUSE_ATTEMPTS = 2; // one retry: on 2 busy cores Lighthouse sometimes fails to record its trace
const SERVER_START_TIMEOUT_MS = 30_000;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4398);
const BASE = `http://127.0.0.1:${PORT}`;
const log = (message) => console.error(`[bench] ${message}`);
const answers = (url) => fetch(url, { redirect: 'manual' }).then((response) => response.arrayBuffer()).then(() => true, () => false);

function startServer() {
  // The server's own stdout goes to our stderr so that our stdout stays pure JSON.
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 2, 2],
  });
  const alive = () => server.exitCode === null && server.signalCode === null;
  const stop = () => alive() && server.kill('SIGTERM');
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  // Measurements against a dead server are meaningless: fail loudly instead of reporting zeros.
  const assertAlive = () => {
    if (!alive()) throw new Error(`server stopped (code ${server.exitCode}, signal ${server.signalCode})`);
  };
  return { stop, assertAlive };
}

async function waitForServer(server) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (!(await answers(`${BASE}/`))) {
    server.assertAlive();
    if (Date.now() > deadline) throw new Error(`server did not answer GET / within ${SERVER_START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function classify(request, contentType) {
  const type = request.resourceType();
  if (type === 'script' || /javascript|ecmascript/.test(contentType)) return 'jsBytes';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'cssBytes';
  if (type === 'document') return 'htmlBytes';
  return null;
}

// Loads the page once in a fresh context (no cookies, empty cache) and sums the compressed bytes on the wire.
async function measureTransfer(browser, path) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const finished = [];
    let requests = 0;
    page.on('request', () => requests++);
    page.on('requestfinished', (request) => finished.push(request));
    const response = await page.goto(BASE + path, { waitUntil: 'networkidle' });
    const totals = { jsBytes: 0, cssBytes: 0, htmlBytes: 0 };
    // Inline <script> bodies travel inside the HTML; reported apart (uncompressed) so jsBytes 0 is not a surprise.
    const inlineJsBytes = await page.$$eval('script:not([src])', (scripts) =>
      scripts.reduce((sum, script) => sum + new TextEncoder().encode(script.textContent).length, 0),
    );
    for (const request of finished) {
      const contentType = (await request.response())?.headers()['content-type'] ?? '';
      const kind = classify(request, contentType);
      if (!kind) continue;
      const { responseBodySize, responseHeadersSize } = await request.sizes();
      totals[kind] += responseBodySize + responseHeadersSize;
    }
    return { path, status: response?.status() ?? null, ...totals, inlineJsBytes, requests };
  } finally {
    await context.close();
  }
}

async function runLighthouse(path, expectedStatus) {
  for (let attempt = 1; ; attempt++) {
    const scores = await runLighthouseOnce(path, expectedStatus);
    if (!scores.error || attempt >= LIGHTHOUSE_ATTEMPTS) return scores;
    log(`lighthouse attempt ${attempt} failed, retrying: ${scores.error}`);
  }
}

// A fresh Chromium per run, so no lastLanguage cookie carries over (Lighthouse does not clear cookies).
async function runLighthouseOnce(path, expectedStatus) {
  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    const flags = { port: chrome.port, logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES };
    const { lhr } = await lighthouse(BASE + path, { ...flags, ignoreStatusCode: expectedStatus >= 400 });
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } catch (error) {
    return { error: error.message };
  } finally {
    chrome?.kill();
  }
}

function percentile(sortedValues, p) {
  if (sortedValues.length === 0) return null;
  const index = Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1);
  return Math.round(sortedValues[Math.max(0, index)] * 100) / 100;
}

// autocannon ignores `duration` once `amount` is set, so a timer stops the run at the duration instead.
// Its own duration runs to the next 1 s tick after the last response, so the rate is timed here.
async function loadTest(path) {
  const latencies = [];
  const startedAt = performance.now();
  let lastResponseAt = startedAt;
  const { connections, amountMax: amount, durationSeconds: duration } = LOAD;
  const instance = autocannon({ url: BASE + path, connections, amount, duration });
  instance.on('response', (_client, _statusCode, _resBytes, responseTime) => {
    latencies.push(responseTime);
    lastResponseAt = performance.now();
  });
  const timer = setTimeout(() => instance.stop(), duration * 1000);
  const result = await instance;
  clearTimeout(timer);
  latencies.sort((a, b) => a - b);
  const elapsedSeconds = (lastResponseAt - startedAt) / 1000;
  return {
    requestsPerSecond: elapsedSeconds > 0 ? Math.round(latencies.length / elapsedSeconds) : 0,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    non2xx: result.non2xx,
    total: latencies.length,
    errors: result.errors,
  };
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
  for (const [name, { path, status }] of Object.entries(PAGES)) {
    log(`lighthouse: ${name} ${path}`);
    pages[name].lighthouse = await runLighthouse(path, status);
    server.assertAlive();
  }
  return pages;
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

async function main() {
  if (await answers(`${BASE}/`)) throw new Error(`port ${PORT} is already in use; set BENCH_PORT to a free port`);
  const server = startServer();
  try {
    await waitForServer(server);
    log(`server up at ${BASE}`);
    const pages = await measurePages(server);
    const load = await measureLoad(server);
    const homeJsOk = pages.home.jsBytes <= BUDGETS.homeJsBytesMax;
    const report = { date: new Date().toISOString(), node: process.version, pages, load, budgets: { ...BUDGETS, homeJsOk } };
    const json = JSON.stringify(report, null, 2);
    await mkdir(new URL('../bench-results/', import.meta.url), { recursive: true });
    await writeFile(new URL('../bench-results/bench.json', import.meta.url), `${json}\n`);
    process.stdout.write(`${json}\n`);
    if (!homeJsOk) log(`budget exceeded: home JS ${pages.home.jsBytes} B > ${BUDGETS.homeJsBytesMax} B`);
    return homeJsOk ? 0 : 1;
  } finally {
    server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(`failed: ${error.stack ?? error}`);
    process.exit(2);
  },
);
