import { afterAll, beforeAll } from 'vitest';
import { resetSequence } from '../factories/support.ts';
import { closeTestDatabase } from './test-database.ts';

// Setup file of the node project, which runs with `isolate: false`: a worker process imports the app's
// modules once and runs many test files in turn, so whatever a module keeps would leak from one file into
// the next. This puts back the two things the test files rely on being fresh:
// - the factories' sequence (names, EANs … are deterministic in call order within a file);
// - the database: every file starts from a fresh copy of the run's template, and the copy is closed (and
//   dropped on PostgreSQL) when the file ends, so no rows, pg-boss jobs or settings reach the next file.
beforeAll(() => {
  resetSequence();
});

afterAll(async () => {
  await closeTestDatabase();
});
