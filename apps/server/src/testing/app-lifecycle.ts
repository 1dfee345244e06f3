import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '../config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// When a test file opens and closes its app, written once: a new app before every test, or one app for
// the whole file. The file keeps its own `app` variable and is handed each app as it opens.

export type AppLifecycleOptions = {
  /** What createTestApp is given (e.g. mailCapture). */
  config?: Partial<Config>;
  /** Runs once the file holds the app (seed reference data, make the file's fixture, start the jobs). */
  then?: (app: TestApp) => Promise<unknown>;
  /** The hook's time limit in ms, where the first app of a worker migrates its database. */
  timeout?: number;
};

/**
 * A new app on an emptied database before every test (the previous one closed first); the last one is
 * closed after the file: `let app: TestApp; newAppBeforeEach((opened) => (app = opened));`.
 */
export function newAppBeforeEach(use: (app: TestApp) => void, options: AppLifecycleOptions = {}): void {
  let current: TestApp | undefined;
  beforeEach(async () => {
    await current?.close();
    current = await createTestApp(options.config);
    use(current);
    await options.then?.(current);
  }, options.timeout);
  afterAll(() => current?.close());
}

/** One app on an emptied database for all tests of the file, closed after them. */
export function oneAppForFile(use: (app: TestApp) => void, options: AppLifecycleOptions = {}): void {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options.config);
    use(current);
    await options.then?.(current);
  }, options.timeout);
  afterAll(() => current?.close());
}
