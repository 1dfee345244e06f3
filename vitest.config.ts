import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { requireSupportedNode } from './scripts/runtime.mjs';

requireSupportedNode();

// Projects: everything server-side runs in node; the web app's tests run in jsdom with Testing Library
// cleaned up after each test.

// Web test files that replace a module with vi.mock() run isolated (a fresh module registry per file): in a
// shared worker another file may already have imported the real module, and the mock would not apply. Found
// by reading the files, so a new one is never missed.
const WEB_MOCKING_MODULES = globSync('apps/web/src/**/*.test.{ts,tsx}').filter((file) =>
  readFileSync(file, 'utf8').includes('vi.mock('),
);

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
          // per-file-setup.ts gives every file a fresh database and factory sequence. No node test uses
          // vi.mock(); one that must would need an isolated project like the web's below.
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
          exclude: WEB_MOCKING_MODULES,
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Same trade as the node project: each file still gets a fresh jsdom, but React, the router and
          // the app's modules are imported once per worker (78 files: 208 s → 12–31 s on a loaded machine).
          // A test that changes module state (fake timers, stubbed globals) restores it itself.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          include: WEB_MOCKING_MODULES,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
