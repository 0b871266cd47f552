import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // Vitest's default leaves a core of two idle.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Two files at a time, each test worker on its own PostgreSQL database when DATABASE_URL is set.
          maxWorkers: 2,
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 30_000,
          // Opening a database generates the test catalog: on a loaded machine that outlasts vitest's 10 s, and a
          // timed-out hook that finishes later would point the next database's routes at the previous one.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The built server over HTTP, as production runs it: money from order to refund, every entry point
          // (npm run build first).
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          environment: 'node',
          // Two files at a time: each file's servers listen on ports of their own (HTTP_SUITE_PORT plus the file's
          // offsets) on databases of their own.
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          // The built server (npm run build first) under faults, shutdowns and load; PostgreSQL tests
          // start their own throw-away server and are skipped without its binaries.
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
