// Lighthouse mobile scores of home, search and product (each ≥ 95, as `npm run bench` judges) and the box page's
// layout shift over several runs, against a running server (`npm run build && PORT=4321 node scripts/serve.mjs`):
//   node scripts/lighthouse.mjs [http://127.0.0.1:4321] [runs=3]      (LH_PAGES=search,product measures only those)
// Prints one line per run, then the median performance score and the worst CLS per page. Only loopback is
// contacted; Chromium is the Debian one (CHROMIUM_PATH). Exit code 1 when a median is under its target.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [base = `http://127.0.0.1:${process.env.PORT ?? 4321}`, runsArgument = '3'] = process.argv.slice(2);
const RUNS = Math.max(1, Number(runsArgument) || 3);
/** Page → path and the lowest median performance score it may have (the box page: CLS ≤ 0.1 in every run). */
const PAGES = {
  home: { path: '/fr/', target: 95 },
  search: { path: '/fr/recherche', target: 95 },
  product: { path: '/fr/sejour/892', target: 95 },
  box: { path: '/fr/coffrets-cadeaux/p/evasion-bien-etre/EVASIONBIE01-EBOX', maxCls: 0.1 },
};
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

async function runOnce(path) {
  // A fresh Chromium per run: no cookie (lastLanguage) or cache carries over.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const { lhr } = await lighthouse(base + path, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]));
    // What costs the most, as Lighthouse sees it: the failing audits that weigh on the score.
    const costs = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.details?.type === 'opportunity')
      .map((audit) => `${audit.id}${audit.details.overallSavingsMs ? ` (${Math.round(audit.details.overallSavingsMs)} ms)` : ''}`);
    return { score: Math.round((lhr.categories.performance.score ?? 0) * 100), metrics, costs };
  } finally {
    chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = {};
let failed = false;
const only = process.env.LH_PAGES?.split(',').filter(Boolean);
for (const [name, { path, target, maxCls }] of Object.entries(PAGES).filter(([name]) => !only || only.includes(name))) {
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    try {
      const result = await runOnce(path);
      runs.push(result);
      const { fcp, lcp, tbt, cls, si } = result.metrics;
      console.log(
        `${name} run ${run}: ${result.score}  FCP ${Math.round(fcp)} ms  LCP ${Math.round(lcp)} ms  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  SI ${Math.round(si)} ms${result.costs.length ? `  costs: ${result.costs.join(', ')}` : ''}`,
      );
    } catch (error) {
      console.log(`${name} run ${run}: failed (${error.message})`);
    }
  }
  if (!runs.length) {
    failed = true;
    continue;
  }
  const score = median(runs.map((run) => run.score));
  const worstCls = Math.max(...runs.map((run) => run.metrics.cls));
  const ok = (target === undefined || score >= target) && (maxCls === undefined || worstCls <= maxCls);
  failed ||= !ok;
  summary[name] = { path, medianScore: score, worstCls: Number(worstCls.toFixed(3)), ...(target ? { target } : { maxCls }), ok };
}
console.log(JSON.stringify(summary, null, 2));
process.exit(failed ? 1 : 0);
