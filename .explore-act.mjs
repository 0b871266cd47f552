import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4420/fr/');
const r = await page.evaluate(async () => {
  const all = [];
  for (let p = 0; p < 2; p++) {
    const res = await fetch('/api/search/activity-only.json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'fr_FR', page: p, criteria: { a: 2 } }) });
    const j = await res.json(); all.push(...j.exactMatch.activityOnlyPackages);
  }
  return all;
});
console.log(JSON.stringify(r[0]).slice(0, 1500));
const byLoc = {};
for (const o of r) { const k = o.activityCenter.location.label; byLoc[k] = (byLoc[k] ?? 0) + 1; }
console.log(byLoc);
await browser.close();
