// Which test files the PostgreSQL pass of `npm test` runs. Derived from the code, not a hand list: a test file
// under packages/db or apps/server runs on PostgreSQL when it can use a database there, that is when
// - its imports (followed through the repository's own modules, workspace packages included) reach the test
//   database helper (packages/db/src/testing/test-database.ts: getTestDatabase(), and through it
//   test-app.ts's buildTestApp() and every fixture built on them), or
// - it, or a test helper it imports, reads DATABASE_URL itself (it opens PostgreSQL its own way, or is skipped
//   without it).
// The others are pure (domain rules, parsers, contracts, config): they ran on PGlite already and never see a
// database. The PGlite pass checks the rule at run time (per-file-setup.ts): a file that opens a test database
// while the rule says it does not fails there, so a file is never dropped from PostgreSQL unnoticed.
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

export const POSTGRES_TEST_ROOTS = ['packages/db', 'apps/server'];
const DATABASE_HELPER = 'packages/db/src/testing/test-database.ts';
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The repository file an import specifier names, or undefined for packages outside the repository. */
function resolveImport(from, specifier) {
  let target;
  if (specifier.startsWith('.')) target = path.join(path.dirname(from), specifier);
  else {
    const workspace = /^@energiek\/([^/]+)\/(.+)$/.exec(specifier);
    if (!workspace) return undefined;
    target = path.join('packages', workspace[1], 'src', workspace[2]);
  }
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return undefined;
}

const isTestSupport = (file) => file.endsWith('.test.ts') || file.split(path.sep).includes('testing');

/**
 * Why a test file uses a database when DATABASE_URL is set ('imports the test database' or 'reads
 * DATABASE_URL'), or undefined when it never does.
 */
export function databaseUse(testFile, sources = new Map()) {
  const read = (file) => {
    if (!sources.has(file)) sources.set(file, readFileSync(path.join(root, file), 'utf8'));
    return sources.get(file);
  };
  const seen = new Set([testFile]);
  const queue = [testFile];
  let readsDatabaseUrl = false;
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === DATABASE_HELPER) return 'imports the test database';
    const source = read(file);
    if (isTestSupport(file) && source.includes('DATABASE_URL')) readsDatabaseUrl = true;
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return readsDatabaseUrl ? 'reads DATABASE_URL' : undefined;
}

/** The test files under POSTGRES_TEST_ROOTS, split into those that run on PostgreSQL and those that don't. */
export function postgresTestFiles() {
  const files = POSTGRES_TEST_ROOTS.flatMap((dir) =>
    globSync(`${dir}/src/**/*.test.ts`, { cwd: root, exclude: (name) => name === 'node_modules' }),
  ).sort();
  const sources = new Map();
  const run = [];
  const skip = [];
  for (const file of files) (databaseUse(file, sources) ? run : skip).push(file);
  return { run, skip };
}
