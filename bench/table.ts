import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import { createUser } from '@energiek/db/factories/users';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/runtime.mjs';
import { SEARCH_CUSTOMERS, benchSearch } from './search.ts';
import { pgliteStart } from './pglite-start.ts';
import { cpuSeconds, peakRssMb, root, serveBundle, spawnNode, stop } from './processes.ts';
import { CONNECTIONS, SECONDS, login } from './support.ts';
import { fill } from './workspace.ts';

// `npm run bench table` (and the end of `npm run bench`): the goals of the performance issue in one table —
// the customers list through the app vs a bare Fastify + pg handler with the same SQL and JSON, search at
// 100,000 customers, the first load, PGlite vs PostgreSQL, memory, and the last `npm test`'s time — each with
// its target. Servers run in processes of their own (bench/serve.ts) so memory is theirs alone. Figures only.

const LIST_PATH = '/api/v3/customers?limit=25&sort=name';
const MB = 1024 * 1024;

type Row = { goal: string; measured: string; target: string; met: boolean | null };

async function requestsPerSecond(url: string, token?: string): Promise<number> {
  return (await load(url, token)).rps;
}

async function load(url: string, token?: string): Promise<{ rps: number; requests: number }> {
  const result = await autocannon({
    url,
    headers: token ? { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' } : {},
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, requests: result.requests.total };
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await fill(handle.db);
  await createUser(handle.db, { emailAddress: 'bench.table@example.nl', type: 'admin', canSwitch: true });
  // Planner statistics, as PostgreSQL's autovacuum gathers them after a bulk load (PGlite has no autovacuum).
  await handle.db.execute(sql`analyze`);
}

/**
 * The app's list served the way `npm start` serves it: the production bundle (scripts/build-server.mjs) with
 * SERVER_NODE_FLAGS, in a process of its own (jobs started, as in production). Req/s and the process's peak
 * RSS, its start included.
 */
async function serveAndLoad(
  env: NodeJS.ProcessEnv,
): Promise<{ rps: number; rssMb: number; startMb: number; cpuMs: number }> {
  const documents = mkdtempSync(path.join(tmpdir(), 'energiek-bench-documents-'));
  // As bench/serve.ts measured it before: no Redis (serveBundle leaves this shell's REDIS_URL out).
  const server = await serveBundle({ DATA_DIR: documents, ...env });
  const { child, address } = server;
  try {
    const startMb = peakRssMb(child.pid!);
    const token = await login(address, 'bench.table@example.nl');
    await requestsPerSecond(`${address}${LIST_PATH}`, token); // warm-up
    const cpuBefore = cpuSeconds(child.pid!);
    const { rps, requests } = await load(`${address}${LIST_PATH}`, token);
    const cpuMs = ((cpuSeconds(child.pid!) - cpuBefore) * 1000) / requests;
    return { rps, rssMb: peakRssMb(child.pid!), startMb, cpuMs };
  } finally {
    await server.stop();
    rmSync(documents, { recursive: true, force: true });
  }
}

async function listFigures(): Promise<{
  app: number;
  bare: number;
  rssMb: number;
  startMb: number;
  pglite: number;
  /** The server process's CPU per list request, PostgreSQL and PGlite. */
  cpuMs: number;
  pgliteCpuMs: number;
} | null> {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  if ((await ensureServerBuild()) !== 0) throw new Error('the server bundle could not be built');
  const name = `energiek_bench_table_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await admin.db.execute(sql.raw(`drop database if exists ${name}`));
  await admin.db.execute(sql.raw(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'energiek-bench-'));
  try {
    const pg = await openDatabase({ databaseUrl: target.toString() });
    await prepare(pg);
    await pg.close();
    const app = await serveAndLoad({ DATABASE_URL: target.toString() });
    const { child, match } = await spawnNode(
      ['bench/serve.ts'],
      { ...process.env, DATABASE_URL: target.toString(), BENCH_MODE: 'bare' },
      /listening (\S+)/,
      SERVER_NODE_FLAGS,
    );
    let bare: number;
    try {
      await requestsPerSecond(`${match[1]}/bare/customers`);
      bare = await requestsPerSecond(`${match[1]}/bare/customers`);
    } finally {
      await stop(child);
    }
    const pglite = await openDatabase({ dataDir });
    await prepare(pglite);
    await pglite.close();
    const embedded = await serveAndLoad({ DATABASE_URL: '', DATA_DIR: dataDir });
    return {
      app: app.rps,
      bare,
      rssMb: app.rssMb,
      startMb: app.startMb,
      pglite: embedded.rps,
      cpuMs: app.cpuMs,
      pgliteCpuMs: embedded.cpuMs,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type ListFigures = NonNullable<Awaited<ReturnType<typeof listFigures>>>;

function listRatioRow(list: ListFigures): Row {
  const ratio = list.app / list.bare;
  return {
    goal: 'customers list: app vs bare Fastify + pg (PostgreSQL)',
    measured: `${ratio.toFixed(2)}× (${Math.round(list.app)} vs ${Math.round(list.bare)} req/s)`,
    target: '≥ 0.7×',
    met: ratio >= 0.7,
  };
}

function listDatabaseRows(list: ListFigures): Row[] {
  const ratio = list.pglite / list.app;
  return [
    {
      goal: 'PGlite vs PostgreSQL on the list',
      measured: `${ratio.toFixed(2)}× (${Math.round(list.pglite)} vs ${Math.round(list.app)} req/s)`,
      target: '≥ 0.5×',
      met: ratio >= 0.5,
    },
    {
      // Not a goal: what explains the ratio, steadier than req/s on a loaded machine (PGlite runs its
      // queries in the server process; PostgreSQL's own CPU is not in its figure).
      goal: 'server CPU per list request: PGlite vs PostgreSQL',
      measured: `${list.pgliteCpuMs.toFixed(2)} vs ${list.cpuMs.toFixed(2)} ms`,
      target: '',
      met: null,
    },
    {
      goal: 'server RSS under load on PostgreSQL (peak)',
      measured: `${Math.round(list.rssMb)} MB (${Math.round(list.startMb)} MB when listening)`,
      target: '≤ 250 MB',
      met: list.rssMb <= 250,
    },
  ];
}

function printRows(rows: Row[]): void {
  console.log(
    `\nGoals (${CONNECTIONS} connections, ${SECONDS} s per throughput run; ${Math.round(process.memoryUsage().rss / MB)} MB in this process; load ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')})`,
  );
  const width = Math.max(...rows.map((row) => row.goal.length));
  for (const row of rows) {
    const verdict = row.met === null ? '?' : row.met ? 'met' : 'NOT met';
    console.log(
      `  ${row.goal.padEnd(width)}  ${row.measured.padEnd(34)} ${row.target.padEnd(22)} ${verdict}`,
    );
  }
}

/** `npm run bench table-list`: the list rows of the table only (app vs bare, PGlite vs PostgreSQL, RSS). */
export async function benchTableList(): Promise<void> {
  const list = await listFigures();
  if (!list) {
    console.log('(DATABASE_URL not set: the list rows need PostgreSQL)');
    return;
  }
  printRows([listRatioRow(list), ...listDatabaseRows(list)]);
}

export async function benchTable(): Promise<void> {
  const rows: Row[] = [];
  const list = await listFigures();
  if (list) rows.push(listRatioRow(list));
  const search = await benchSearch();
  for (const [label, figures] of Object.entries(search)) {
    const worst = Math.max(figures.search, figures.list);
    rows.push({
      goal: `customers/search and customers?q= at ${SEARCH_CUSTOMERS / 1000}k (${label})`,
      measured: `p95 ${figures.search.toFixed(1)} / ${figures.list.toFixed(1)} ms`,
      target: 'p95 ≤ 20 ms',
      met: worst <= 20,
    });
  }
  const initial = readJson<{
    pages: { name: string; jsBytes: number; cssBytes: number; alongsideJsBytes?: number }[];
  }>(path.join(root, 'apps/web/dist/initial-size.json'));
  if (initial) {
    const [login, shell] = initial.pages.map((page) => page.jsBytes + page.cssBytes);
    // JS a page loads beside its first requests (the shell's session schemas and zod), shown apart.
    const alongside = initial.pages[1]?.alongsideJsBytes ?? 0;
    rows.push({
      goal: 'first load JS+CSS gzip: /login, shell (compressed on the wire)',
      measured:
        `${kb(login ?? 0)} / ${kb(shell ?? 0)}` +
        (alongside > 0 ? ` (shell: + ${kb(alongside)} JS beside GET auth/user)` : ''),
      target: '≤ 130 KB / ≤ 180 KB',
      met: (login ?? 0) <= 130 * 1024 && (shell ?? 0) <= 180 * 1024,
    });
  } else {
    rows.push({ goal: 'first load', measured: 'no build (run npm run build)', target: '', met: null });
  }
  if (list) rows.push(...listDatabaseRows(list));
  const { seeded: first, second } = await pgliteStart();
  rows.push({
    goal: 'PGlite first start peak RSS (migrate + demo seed)',
    measured: `${Math.round(first.rssMb)} MB, ready in ${first.seconds.toFixed(0)} s (second start ${Math.round(second.rssMb)} MB)`,
    target: '≤ 600 MB',
    met: first.rssMb <= 600,
  });
  const run = readJson<{ finishedAt: string; ok: boolean; seconds: number }>(
    path.join(root, 'bench/results/last-test-run.json'),
  );
  rows.push(
    run
      ? {
          goal: 'npm test (what .ci/run runs)',
          measured: `${(run.seconds / 60).toFixed(1)} min (${run.ok ? 'passed' : 'failed'}, ${run.finishedAt.slice(0, 16)})`,
          target: '≤ 12 min',
          met: run.seconds <= 12 * 60,
        }
      : { goal: 'npm test', measured: 'no run recorded on this machine', target: '≤ 12 min', met: null },
  );
  if (!list) console.log('(DATABASE_URL not set: the PostgreSQL rows are missing)');
  printRows(rows);
}
