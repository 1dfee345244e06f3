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
          // A worker imports the server app's modules once and runs many files in turn, instead of a new
          // process importing everything again per file (that import was most of the run's time).
          // per-file-setup.ts gives every file a fresh database and factory sequence.
          isolate: false,
          setupFiles: ['packages/db/src/testing/per-file-setup.ts'],
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
