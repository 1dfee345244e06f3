import { defineConfig } from 'vitest/config';
import { requireSupportedNode } from './scripts/runtime.mjs';

requireSupportedNode();

// Two projects: everything server-side runs in node; the web app's tests run in jsdom with
// Testing Library cleaned up after each test.
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One migrated template database per run; each test file starts from a copy of it.
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
