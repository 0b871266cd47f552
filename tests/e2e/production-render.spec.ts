import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROBE = fileURLToPath(new URL('../fixtures/probes/react-build.cjs', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4399) + 50;

/**
 * The server renders with React's production build whatever NODE_ENV its caller sets: a server
 * started with NODE_ENV=development renders a page, stops, and reports which React files it loaded.
 */
test('the server renders with React production builds even when NODE_ENV says development', async () => {
  test.setTimeout(120_000);
  const server = spawn(process.execPath, ['--require', PROBE, 'scripts/serve.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      HALTE_DATA_DIR: 'memory://',
      HALTE_CATALOG_SIZE: 'test',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  try {
    await expect.poll(() => output.includes('Halte is running'), { timeout: 90_000 }).toBe(true);
    const page = await fetch(`http://127.0.0.1:${PORT}/fr/`);
    expect(page.status).toBe(200);
    // The home renders React islands on the server.
    expect(await page.text()).toContain('astro-island');
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
  const builds = JSON.parse(/REACT_BUILDS=(.*)/.exec(output)?.[1] ?? 'null') as string[] | null;
  expect(builds, output.slice(-2000)).not.toBeNull();
  expect(builds!.filter((file) => file.includes('.development.'))).toEqual([]);
  expect(builds!.some((file) => file.includes('.production.'))).toBe(true);
});
