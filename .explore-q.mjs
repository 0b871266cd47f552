import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4420/fr/');
const queries = JSON.parse(process.argv[2]);
for (const q of queries) {
  const r = await page.evaluate(async (q) => {
    const res = await fetch('/api/offers.json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'fr_FR', page: 0, limit: 18, ...q }) });
    const j = await res.json();
    return { status: res.status, total: j.searchDetails?.totalCount, n: j.results?.length, first: j.results?.slice(0,3).map(r => [r.label, r.hotel?.label, r.hotel?.stars]), dest: j.searchDetails?.destination?.label, err: j.error };
  }, q);
  console.log(JSON.stringify(q), JSON.stringify(r));
}
await browser.close();
