// Opens the map of a search and screenshots it: node shot.mjs base market path width name [zoomClicks]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt-map/scripts/chromium.mjs';
const [base, path, width, name, action = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 } });
const outside = [];
page.on('request', (r) => { const u = r.url(); if (!u.startsWith(base) && !u.startsWith('data:')) outside.push(u); });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(base + path, { waitUntil: 'networkidle' });
const mapButton = page.locator('button', { hasText: /^(Carte|Map|Mapa|Mappa|Kaart)$/ }).first();
await mapButton.click();
await page.waitForTimeout(2500);
for (const step of action.split(',').filter(Boolean)) {
  if (step === 'in') await page.locator('.map-zoomIn').click();
  if (step === 'out') await page.locator('.map-zoomOut').click();
  if (['north', 'south', 'east', 'west'].includes(step)) await page.locator(`.map-${step}`).click();
  if (step === 'search') await page.locator('.map-searchArea').click();
  if (step === 'pin') await page.locator('.map-pin').first().click();
  await page.waitForTimeout(900);
}
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/map-shots/${name}.png` });
console.log(name, 'outside:', outside.length, 'paths:', await page.locator('.leaflet-basemap-pane path').count(), 'pins:', await page.locator('.map-pin').count(), 'clusters:', await page.locator('.map-cluster').count(), 'labels:', await page.locator('.map-place').count(), 'status:', await page.locator('.map-status').textContent().catch(() => null));
await browser.close();
