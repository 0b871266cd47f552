import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Files share one PostgreSQL database when DATABASE_URL is set: run them one after another.
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
