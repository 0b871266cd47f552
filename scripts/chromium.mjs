// Launch options for Chromium, shared by Playwright, the screenshot helper and the benchmark: Debian's at
// /usr/bin/chromium (or CHROMIUM_PATH), else Playwright's own browser when `npx playwright install chromium` put one.
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The browser to launch; undefined lets Playwright use its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

// Without the background-networking flags Chromium floods the closed network with refused connections.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Why no browser can be launched, in one sentence, or null when one can. */
export async function getMissingBrowser() {
  if (CHROMIUM_PATH) return existsSync(CHROMIUM_PATH) ? null : `No browser at CHROMIUM_PATH=${CHROMIUM_PATH}.`;
  const { chromium } = await import('@playwright/test');
  if (existsSync(chromium.executablePath())) return null;
  return "The browser tests need Chromium: install Debian's (apt-get install chromium) or Playwright's (npx playwright install chromium), then run npm test again.";
}

// Run as a script (before the browser tests): exits 1 with that sentence when no browser can be launched.
if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = await getMissingBrowser();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
}
