// Takes phone (390 px) and desktop (1366 px) screenshots of pages of a running server:
//   node scripts/screenshots.mjs http://localhost:4321 /fr/ /be/ ...   → screenshots/<name>-<width>.png
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [base = 'http://localhost:4321', ...paths] = process.argv.slice(2);
const widths = [390, 1366];
await mkdir('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
