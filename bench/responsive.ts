// npm run bench responsive: does the app stay responsive while the demo meter data job runs, and while a
// backup is written? The server runs as `npm start` runs it (apps/server/src/server.ts, its own process),
// on the embedded default (a fresh DATA_DIR) and, when DATABASE_URL is set, on a fresh PostgreSQL database
// beside it. Per database:
//   1. idle: the demo seed without the job (EMS_DEMO_DATA=false); two sequential clients, one on
//      GET customers?limit=25 (signed in as the demo admin) and one on a static asset of the web build,
//      for BENCH_LOAD_SECONDS (default 60): p50 / p95 / max;
//   2. the same while the EMS demo-data job runs (restarted with EMS_DEMO_DATA=true; measured once the
//      job reports 'running');
//   3. `npm run db:backup` while the job still runs: the longest wait of a client polling GET health
//      every 50 ms, and the server's resident set (peak while the backup ran, and after it).
// Figures only, never pass/fail. Loopback only; every run is bounded; it removes what it made.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { DEMO_PASSWORD } from '@energiek/db/seed/demo-accounts';
import { root } from './processes.ts';

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const port = Number(process.env.BENCH_PORT ?? 3991);
const origin = `http://127.0.0.1:${port}`;
const headers = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

type Server = { child: ChildProcess; pid: number };

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Resident set of a process and of its children (a database process of its own counts too), in MB. */
export function rssMb(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(' ') : []) visit(Number(child));
      }
    } catch {
      // gone
    }
  };
  visit(pid);
  return kb / 1024;
}

function startServer(env: NodeJS.ProcessEnv): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, pid: child.pid ?? 0 };
}

async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(killer);
}

/** Signs in as the demo admin once the server answers (at most 10 minutes: a first start seeds). */
async function signIn(): Promise<string> {
  const until = Date.now() + 10 * 60_000;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${origin}/api/v3/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ emailAddress: 'admin@energiek.nl', password: DEMO_PASSWORD, remember: false }),
      });
      if (response.ok) return ((await response.json()) as { token: string }).token;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error('the server did not let the demo admin sign in within 10 minutes');
}

/** A static file of the web build (a script the SPA's index.html loads). */
function staticAsset(): string {
  const index = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const src = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  if (!src) throw new Error('no script in apps/web/dist/index.html: run npm run build first');
  return src;
}

/** One client sending GET `url` after GET `url` until `until`; the latencies in ms. */
async function sequential(url: string, token: string | null, until: number): Promise<number[]> {
  const latencies: number[] = [];
  const requestHeaders = token ? { ...headers, authorization: `Bearer ${token}` } : headers;
  while (Date.now() < until) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: requestHeaders });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    latencies.push(performance.now() - t0);
  }
  return latencies;
}

function figures(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${sorted.length} requests)`;
}

async function measure(label: string, token: string): Promise<void> {
  const until = Date.now() + LOAD_SECONDS * 1000;
  const [list, asset] = await Promise.all([
    sequential(`${origin}/api/v3/customers?limit=25`, token, until),
    sequential(`${origin}${staticAsset()}`, null, until),
  ]);
  console.log(`  ${label.padEnd(14)} GET customers?limit=25 ${figures(list)}`);
  console.log(`  ${label.padEnd(14)} GET static asset       ${figures(asset)}; load ${load()}`);
}

/** Waits until the demo-data job reports 'running' (it starts 10 s after the server). */
async function waitForJob(token: string): Promise<string> {
  const until = Date.now() + 5 * 60_000;
  const offUntil = Date.now() + 60_000;
  while (Date.now() < until) {
    const response = await fetch(`${origin}/api/v3/ems/demo-data`, {
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as { data: { status: string; progress: number } };
    if (data.status === 'running') return `${(data.progress * 100).toFixed(1)} %`;
    // 'off' for a moment after the first sign-in: the server enqueues the job once it listens.
    if (
      data.status === 'done' ||
      data.status === 'failed' ||
      (data.status === 'off' && Date.now() > offUntil)
    )
      throw new Error(`the demo-data job is ${data.status}`);
    await delay(500);
  }
  throw new Error('the demo-data job did not start within 5 minutes');
}

async function jobProgress(token: string): Promise<string> {
  const response = await fetch(`${origin}/api/v3/ems/demo-data`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: { status: string; progress: number } };
  return `${data.status} ${(data.progress * 100).toFixed(1)} %`;
}

/**
 * `npm run db:backup` into a temporary folder while GET health is polled; longest wait and RSS (sampled
 * every 100 ms). Also bench/ems-demo-data.ts (BENCH_DEMO_BACKUP: the backup with the full demo data).
 */
export async function backupWhileServing(
  server: Pick<Server, 'pid'>,
  env: NodeJS.ProcessEnv,
  at = origin,
): Promise<void> {
  const backupDir = mkdtempSync(path.join(tmpdir(), 'energiek-bench-backup-'));
  try {
    const rssBefore = rssMb(server.pid);
    let peak = rssBefore;
    let done = false;
    const sampler = (async () => {
      while (!done) {
        peak = Math.max(peak, rssMb(server.pid));
        await delay(100);
      }
    })();
    const prober = (async () => {
      let longest = 0;
      let count = 0;
      while (!done) {
        const t0 = performance.now();
        await (await fetch(`${at}/api/v3/health`)).arrayBuffer();
        longest = Math.max(longest, performance.now() - t0);
        count++;
        await delay(50);
      }
      return { longest, count };
    })();
    const started = performance.now();
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'packages/db/src/cli/backup.ts', backupDir], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const killer = setTimeout(() => child.kill('SIGKILL'), 15 * 60_000);
      child.on('exit', (exit) => {
        clearTimeout(killer);
        resolve(exit);
      });
    });
    const seconds = (performance.now() - started) / 1000;
    done = true;
    const [{ longest, count }] = await Promise.all([prober, sampler]);
    const size = bytesUnder(backupDir);
    console.log(
      `  backup         exit ${code} in ${seconds.toFixed(1)} s (${(size / 1e6).toFixed(0)} MB written); ` +
        `longest GET health wait ${longest.toFixed(0)} ms (${count} probes); ` +
        `server RSS ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, after ${rssMb(server.pid).toFixed(0)} MB`,
    );
  } finally {
    rmSync(backupDir, { recursive: true, force: true });
  }
}

async function run(label: string, env: NodeJS.ProcessEnv, sizeOf: () => Promise<string>): Promise<void> {
  console.log(`responsive on ${label} (${LOAD_SECONDS} s of load per phase):`);
  let server = startServer({ ...env, EMS_DEMO_DATA: 'false' });
  try {
    await measure('idle', await signIn());
  } finally {
    await stopServer(server);
  }
  server = startServer({ ...env, EMS_DEMO_DATA: 'true' });
  try {
    const token = await signIn();
    const at = await waitForJob(token);
    await measure(`job (from ${at})`, token);
    console.log(`  job now ${await jobProgress(token)}; database ${await sizeOf()}`);
    await backupWhileServing(server, env);
  } finally {
    await stopServer(server);
  }
}

function bytesUnder(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) bytes += bytesUnder(full);
    else if (entry.isFile()) bytes += statSync(full).size;
  }
  return bytes;
}

const duSize = (dir: string) => `${(bytesUnder(dir) / 1e6).toFixed(0)} MB on disk`;

export async function benchResponsive(): Promise<void> {
  staticAsset(); // fail early without a web build
  const dataDir = mkdtempSync(path.join(tmpdir(), 'energiek-bench-responsive-'));
  try {
    await run('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, () => Promise.resolve(duSize(dataDir)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('(DATABASE_URL not set: PostgreSQL skipped)');
    return;
  }
  const name = `energiek_bench_responsive_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const docs = mkdtempSync(path.join(tmpdir(), 'energiek-bench-responsive-pg-'));
  try {
    await admin.query(`create database ${name}`);
    const env = { DATABASE_URL: target.toString(), DATA_DIR: docs };
    // The demo seed (a PostgreSQL database is never seeded by the server itself).
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'packages/db/src/cli/seed.ts'], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`db:seed exited ${code}`))));
    });
    await run('PostgreSQL', env, async () => {
      const result = await admin.query<{ size: string }>(
        `select pg_size_pretty(pg_database_size('${name}')) as size`,
      );
      return result.rows[0]?.size ?? '?';
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(docs, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchResponsive();
