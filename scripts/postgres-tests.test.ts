import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseUse, postgresTestFiles } from './postgres-tests.mjs';

// The rule that picks the PostgreSQL pass's test files (npm test). per-file-setup.ts checks it at run time for
// every file that opens a test database; this checks it against the files' text, so a file that opens
// PostgreSQL its own way (or a resolver that stopped following imports) is caught without running anything.

const root = path.resolve(import.meta.dirname, '..');
const { run, skip } = postgresTestFiles();

/** Words of a test file (or of what it imports) that mean it can use a database. */
const DATABASE_WORDS = /\b(getTestDatabase|createTestApp|openDatabase|DATABASE_URL)\b/;

describe('the PostgreSQL pass of npm test', () => {
  it('runs every test file that names the test database, the test app or DATABASE_URL', () => {
    const missed = skip.filter((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      // The PGlite-only files open PGlite on a data directory of their own, whatever DATABASE_URL says.
      return DATABASE_WORDS.test(source) && !/openDatabase\(\{ dataDir/.test(source);
    });
    expect(missed).toEqual([]);
  });

  it('runs the API tests and the fuzz sweep, and skips pure unit tests', () => {
    expect(run).toEqual(
      expect.arrayContaining([
        'apps/server/src/app.test.ts',
        'apps/server/src/fuzz.test.ts',
        'apps/server/src/bad-input.test.ts',
        'packages/db/src/backup.test.ts',
        'packages/db/src/testing/test-database.test.ts',
      ]),
    );
    expect(skip).toEqual(
      expect.arrayContaining([
        'apps/server/src/modules/auth/password-policy.test.ts',
        'packages/db/src/seed/build-invoices.test.ts',
      ]),
    );
    expect(run.length + skip.length).toBeGreaterThan(150);
  });

  it('follows imports through test helpers and workspace packages', () => {
    // test-app.ts reaches the test database through '@energiek/db/testing/test-database'.
    expect(databaseUse('apps/server/src/testing/test-app.ts')).toBe('imports the test database');
    expect(databaseUse('apps/server/src/modules/auth/password-policy.test.ts')).toBeUndefined();
  });
});
