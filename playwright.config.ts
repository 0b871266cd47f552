import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${PORT}`;

/** E2E runs against the production build (npm run test:e2e builds first) in Debian Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    // A trace is recorded on a retry only: recording every test's trace cost a quarter of the suite's CPU.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/fr/`,
    // Its own embedded database with the small catalog, even when DATABASE_URL is set for integration tests.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      HALTE_TEST_ROUTES: '1',
      HALTE_DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      HALTE_CATALOG_SIZE: 'test',
      DATABASE_URL: '',
      // The contact spec's fake CRM (tests/e2e/fake-crm.ts) listens on another loopback address, same port number;
      // the outbox retries every 300 ms; one test address sends many forms.
      HALTE_CRM_URL: `http://127.0.0.2:${PORT}/web-to-case`,
      HALTE_OUTBOX_INTERVAL_MS: '300',
      HALTE_RATE_LIMIT_FACTOR: '100',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
