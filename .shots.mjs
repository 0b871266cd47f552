import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
const base = 'http://127.0.0.1:4431';
const [what = 'all'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const pages = JSON.parse(process.env.SHOTS);
for (const width of [390, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
  for (const { name, path, selector, scroll, only } of pages) {
    if (only && only !== width) continue;
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    if (scroll) {
      await page.locator(scroll).first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/hf-shots/${name}-${width}.png` });
    } else if (selector) {
      const el = page.locator(selector).first();
      await el.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await el.screenshot({ path: `/tmp/hf-shots/${name}-${width}.png` });
    } else {
      await page.screenshot({ path: `/tmp/hf-shots/${name}-${width}.png`, fullPage: false });
    }
  }
  await page.close();
}
await browser.close();
