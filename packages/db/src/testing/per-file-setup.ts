import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { databaseUse, POSTGRES_TEST_ROOTS } from '../../../../scripts/postgres-tests.mjs';
import { resetSequence } from '../factories/support.ts';
import { closeTestDatabase } from './test-database.ts';

// Setup file of the node project, which runs with `isolate: false`: a worker process imports the app's
// modules once and runs many test files in turn, so whatever a module keeps would leak from one file into
// the next. This puts back the two things the test files rely on being fresh:
// - the factories' sequence (names, EANs … are deterministic in call order within a file);
// - the database: every file starts from a fresh copy of the run's template, and the copy is closed (and
//   dropped on PostgreSQL) when the file ends, so no rows, pg-boss jobs or settings reach the next file.
// It also checks the rule by which `npm test` picks the files of its PostgreSQL pass (scripts/postgres-tests.mjs):
// a file that opened a test database while the rule says it never does fails, instead of silently losing its
// PostgreSQL run.
beforeAll(() => {
  resetSequence();
});

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** The modules' sources read by the rule, kept for the worker's next files. */
const sources = new Map<string, string>();

// Vitest reads the first parameter's pattern for fixtures: it must be an object pattern, empty here.
// eslint-disable-next-line no-empty-pattern
afterAll(async ({}, suite) => {
  const opened = await closeTestDatabase();
  const file = path.relative(ROOT, suite.file.filepath);
  const checked = POSTGRES_TEST_ROOTS.some((dir) => file.startsWith(`${dir}/`));
  if (opened && checked && !databaseUse(file, sources)) {
    throw new Error(
      `${file} opened a test database, but scripts/postgres-tests.mjs finds no import of the test database ` +
        'helper in it, so npm test would not run it on PostgreSQL. Import it (or test-app.ts) statically.',
    );
  }
});
