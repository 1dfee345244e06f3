// npm test (and npm run check): the whole suite — format, lint, types, unit + API tests on PGlite (and on
// PostgreSQL too when DATABASE_URL is set), then the Playwright journeys in Chromium. Stops at the first
// failing step. Never skips the browser journeys: without Chromium it installs Debian's package when it
// can, or stops with a message saying what to install.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH, ensureWebBuild, root, run, runBin } from './lib.mjs';
import { POSTGRES_TEST_ROOTS, postgresTestFiles } from './postgres-tests.mjs';
import { requireSupportedNode } from './runtime.mjs';

requireSupportedNode();

const started = Date.now();
const steps = [];

async function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await fn();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  steps.push({ name, ok: code === 0, seconds });
  if (code !== 0) {
    summary();
    console.error(`\n✖ ${name} failed (exit ${code})`);
    process.exit(code || 1);
  }
}

/** Runs chains of steps side by side, each chain in order; stops (after all chains end) on a failure. */
async function sideBySide(chains) {
  const failures = await Promise.all(
    chains.map(async (chain) => {
      for (const [name, fn] of chain) {
        const t0 = Date.now();
        console.log(`\n▶ ${name}`);
        const code = await fn();
        steps.push({ name, ok: code === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
        if (code !== 0) return { name, code };
      }
      return null;
    }),
  );
  const failed = failures.find(Boolean);
  if (failed) {
    summary();
    console.error(`\n✖ ${failed.name} failed (exit ${failed.code})`);
    process.exit(failed.code || 1);
  }
}

function summary() {
  console.log('\nSummary');
  for (const s of steps) console.log(`  ${s.ok ? '✔' : '✖'} ${s.name.padEnd(40)} ${s.seconds}s`);
  const total = (Date.now() - started) / 1000;
  console.log(`  total ${total.toFixed(1)}s`);
  // The last run's timing, for `npm run bench` (bench/results is not committed).
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const record = {
    finishedAt: new Date().toISOString(),
    ok: steps.every((s) => s.ok),
    seconds: total,
    steps,
  };
  writeFileSync(path.join(dir, 'last-test-run.json'), `${JSON.stringify(record, null, 2)}\n`);
}

async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return 0;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium package …`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return 1;
    if ((await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0) return 1;
    return existsSync(CHROMIUM_PATH) ? 0 : 1;
  }
  console.error(
    `Chromium was not found at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
  );
  return 1;
}

const { DATABASE_URL, ...withoutDatabase } = process.env;

// The static checks are single-threaded: two chains side by side use both cores (they print only problems).
await sideBySide([
  [
    ['lint (eslint, 0 warnings)', () => runBin('eslint', ['.', '--max-warnings', '0'])],
    ['format (prettier --check)', () => runBin('prettier', ['--check', '--log-level', 'warn', '.'])],
  ],
  [
    ['types (server, packages, e2e)', () => runBin('tsc', ['-p', 'tsconfig.json'])],
    ['types (web)', () => runBin('tsc', ['-p', 'apps/web/tsconfig.json'])],
  ],
]);
// Test files that run on one database only. Everything else that touches the database runs on both. A file
// belongs here only when what it proves does not depend on the database and it costs minutes: the bad-input
// sweep over every route (no 5xx, no write when refused) runs on PostgreSQL, production's database, when
// DATABASE_URL is set, and on PGlite otherwise. The permission matrix, cross-customer and bad-input tests
// stay on both (they are quick, and tenancy filters are SQL).
const ONE_DATABASE = ['apps/server/src/fuzz.test.ts'];

await step('unit + API tests on PGlite', () =>
  runBin('vitest', ['run', ...(DATABASE_URL ? ONE_DATABASE.map((file) => `--exclude=${file}`) : [])], {
    env: withoutDatabase,
  }),
);
// The test databases are thrown away: their commits need not wait for the disk. synchronous_commit=off (every
// connection of the step, pg and pg_dump alike, through PGOPTIONS) keeps every check, transaction and
// isolation level as they are; only a crash of PostgreSQL could lose the last commits. 200 single-row commits
// on this machine: 1.81 s with the default, 0.26 s with it (28-11-2026); the suite makes many thousands.
const TEST_DATABASE_OPTIONS = '-c synchronous_commit=off';

// The PostgreSQL pass runs the test files that use a database there (scripts/postgres-tests.mjs: those whose
// imports reach the test database helper, or that read DATABASE_URL); the others never see a database and ran
// on PGlite already. The PGlite pass above checks that rule for every file that opens a database.
function postgresPass(options = {}, log = console.log) {
  const { run, skip } = postgresTestFiles();
  log(
    `PostgreSQL: ${run.length} of ${run.length + skip.length} test files under ${POSTGRES_TEST_ROOTS.join(', ')}; ` +
      `${skip.length} skipped: they never open a database (no import of the test database helper, no ` +
      'DATABASE_URL) and ran on PGlite.',
  );
  return runBin('vitest', ['run', '--project', 'node', ...run], {
    ...options,
    env: {
      ...process.env,
      DATABASE_URL,
      PGOPTIONS: [process.env.PGOPTIONS, TEST_DATABASE_OPTIONS].filter(Boolean).join(' '),
    },
  });
}

/** Runs `fn` with its and its child's output held back, then prints that as one framed block. */
async function buffered(name, fn) {
  const chunks = [];
  const code = await fn(
    { stdio: ['ignore', 'pipe', 'pipe'], onOutput: (chunk) => chunks.push(chunk) },
    (...args) => chunks.push(`${args.join(' ')}\n`),
  );
  const output = chunks.join('');
  process.stdout.write(
    `\n┌── ${name}: its output, held back until it ended\n${output}${output.endsWith('\n') ? '' : '\n'}` +
      `└── ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`,
  );
  return code;
}

const POSTGRES_STEP = 'API tests on PostgreSQL';
const JOURNEY_STEP = 'browser journeys (Playwright, Chromium)';
// Three workers on two cores: a journey waits for the browser, the server and the app's timers about half of
// its time (on 29-11-2026 a subset of 58 journeys used 362 CPU seconds, ~6 per journey; the whole set, 184
// journeys in 978 s on two workers, kept two cores only ~55 % busy), so a third worker, with a server of its
// own, fills the gaps. E2E_WORKERS still wins.
const JOURNEY_WORKERS = process.env.E2E_WORKERS ?? '3';
// The screenshots for people to look at (test-results/screens) are left out: nobody looks at them after a
// whole run, and each costs a capture and a PNG encoding (e2e/support/test.ts). `npm run test:e2e` takes them;
// E2E_SCREENSHOTS=on takes them here too.
const JOURNEY_SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? 'off';
const journeys = () =>
  runBin('playwright', ['test'], {
    env: {
      ...withoutDatabase,
      CHROMIUM_PATH,
      E2E_WORKERS: JOURNEY_WORKERS,
      E2E_SCREENSHOTS: JOURNEY_SCREENSHOTS,
    },
  });
// The PostgreSQL pass runs before the journeys, one after the other. Side by side (TEST_POSTGRES_BESIDE_JOURNEYS=true:
// its output held back and printed as one block when it ends) they took no less time on two cores once both
// had grown (29-11-2026: 2,093 s of journeys beside 2,174 s of PostgreSQL, load average 18–20), and under that
// load the journeys that wait for a background job failed in CI while the PostgreSQL pass's own time limits
// ran out (a fresh PGlite, two tsx processes). Alone, each has the machine to itself.
const besideJourneys = Boolean(DATABASE_URL) && process.env.TEST_POSTGRES_BESIDE_JOURNEYS === 'true';

if (DATABASE_URL && !besideJourneys) await step(POSTGRES_STEP, () => postgresPass());
if (!DATABASE_URL) console.log('\n(DATABASE_URL not set: the API tests ran on PGlite only.)');
await step('Chromium present', ensureChromium);
await step('build web app', () => ensureWebBuild({ force: true }));
if (besideJourneys) {
  console.log(`\n(${POSTGRES_STEP}: beside the journeys; its output follows as one block when it ends.)`);
  await sideBySide([
    [[POSTGRES_STEP, () => buffered(POSTGRES_STEP, postgresPass)]],
    [[JOURNEY_STEP, journeys]],
  ]);
} else {
  await step(JOURNEY_STEP, journeys);
}
summary();
