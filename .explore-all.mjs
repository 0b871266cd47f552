import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4420/fr/');
const r = await page.evaluate(async () => {
  const all = [];
  for (let p = 0; p < 4; p++) {
    const res = await fetch('/api/offers.json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'fr_FR', page: p, limit: 18, criteria: { flow: 'booking' } }) });
    const j = await res.json(); all.push(...j.results);
  }
  return all;
});
console.log(JSON.stringify(r[0], null, 1).slice(0, 3000));
const byLoc = {};
for (const o of r) { const k = o.hotel.location.label; byLoc[k] = (byLoc[k] ?? 0) + 1; }
console.log(byLoc);
await browser.close();
