// npm run bench ems-demo-data: the first start of the app (the bundle with SERVER_NODE_FLAGS, as npm start
// runs it) on an empty data directory with the demo meter data job. Prints the time until the API answers and a sign-in works (must stay ≤ 30 s), the
// API latency while the job runs, the total generation time and the server's peak RSS, and the readings
// written per second and per CPU second of the server. BENCH_DEMO_SECONDS bounds the run (default: until
// the job is done); the rates then cover what was written so far. Also (issue 26): the job's own duration
// (its result), the server's CPU per thread (main thread and the embedded database's worker), GET
// customers?limit=25 during the job against the same with the job done (idle), and a checksum of the data
// written (counts and sums, to show that a faster job wrote the same data). BENCH_SERVER_BUNDLE runs another
// build. BENCH_DEMO_BACKUP=1: then `npm run db:backup` with the full demo data (longest GET health wait,
// the server's RSS; bench/responsive.ts). PGLITE_WIRE_STATS=1: the embedded database's worker prints how
// long request batches waited and job transactions held the session; PGLITE_WIRE_FIFO=1 runs the worker's
// batches in order of arrival, as before the jobs ran after the requests (an A/B). Figures only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@energiek/db/client';
import { DEMO_PASSWORD } from '@energiek/db/seed/demo-accounts';
import { cpuSeconds, peakRssMb, threadCpu } from './processes.ts';
import { backupWhileServing } from './responsive.ts';

const port = Number(process.env.BENCH_PORT ?? 3990);
const base = `http://127.0.0.1:${port}/api/v3`;
const headers = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** Readings and rollups in the data directory (after the server stopped). */
type Counts = { readings: number; rollups: number; readingSums: string; rollupSums: string };

async function countRows(dataDir: string): Promise<Counts> {
  const handle = await openDatabase({ dataDir });
  try {
    const result = (await handle.db.execute(
      sql`select (select count(*) from interval_readings)::int as readings,
        (select count(*) from interval_rollups)::int as rollups,
        (select sum(value)::text || ' / ' || sum(low_part)::text || ' / ' || sum(extract(epoch from start))::text
          from interval_readings) as "readingSums",
        (select sum(sum)::text || ' / ' || sum(sum_low)::text || ' / ' || sum(max)::text || ' / ' || sum(count)::text
          from interval_rollups) as "rollupSums"`,
    )) as unknown as { rows: Counts[] };
    const [row] = result.rows;
    return row ?? { readings: 0, rollups: 0, readingSums: '', rollupSums: '' };
  } finally {
    await handle.close();
  }
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchEmsDemoData(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'energiek-bench-demo-'));
  // The server as `npm start` runs it: the production bundle with SERVER_NODE_FLAGS (--liftoff-only alone
  // halves the first start's peak RSS; bench pglite-start).
  const { SERVER_BUNDLE, ensureServerBuild } = await import('../scripts/build-server.mjs');
  const { SERVER_NODE_FLAGS } = await import('../scripts/runtime.mjs');
  // BENCH_SERVER_BUNDLE: another build of the server (a copy of an earlier apps/server/dist/server.mjs
  // placed beside it), for an A/B of two builds side by side under the same load.
  const bundle = process.env.BENCH_SERVER_BUNDLE;
  if (!bundle && (await ensureServerBuild()) !== 0) throw new Error('the server bundle did not build');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle ?? SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      EMS_DEMO_DATA: process.env.EMS_DEMO_DATA ?? 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  const pid = child.pid ?? 0;
  try {
    let token = '';
    for (;;) {
      try {
        const login = await fetch(`${base}/auth/login`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            emailAddress: 'admin@energiek.nl',
            password: DEMO_PASSWORD,
            remember: false,
          }),
        });
        if (login.ok) {
          token = ((await login.json()) as { token: string }).token;
          break;
        }
      } catch {
        // not listening yet
      }
      await wait(200);
    }
    const usable = (performance.now() - started) / 1000;
    const startCpu = cpuSeconds(pid);
    console.log(
      `ems-demo-data: usable (sign-in works) after ${usable.toFixed(1)} s (server CPU ${startCpu.toFixed(1)} s)`,
    );
    if (process.env.EMS_DEMO_DATA === 'false') return;
    const limitMs = Number(process.env.BENCH_DEMO_SECONDS ?? 0) * 1000;
    const latencies: number[] = [];
    const auth = { ...headers, authorization: `Bearer ${token}` };
    // GET customers?limit=25 one after the other (250 ms apart) while the job is running.
    const customers: number[] = [];
    let running = false;
    let jobOver = false;
    const customerClient = (async () => {
      while (!jobOver) {
        if (running) {
          const t0 = performance.now();
          await fetch(`${base}/customers?limit=25`, { headers: auth }).then((r) => r.arrayBuffer());
          if (running) customers.push(performance.now() - t0);
        }
        await wait(250);
      }
    })();
    let jobId: string | null = null;
    let last = '';
    for (;;) {
      const t0 = performance.now();
      const response = await fetch(`${base}/ems/demo-data`, {
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      latencies.push(performance.now() - t0);
      const { data } = (await response.json()) as {
        data: { status: string; progress: number; jobId: string | null };
      };
      running = data.status === 'running';
      jobId = data.jobId;
      const line = `${data.status} ${Math.floor(data.progress * 10) * 10} %`;
      if (line !== last)
        console.log(
          `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${line}, server CPU ${cpuSeconds(pid).toFixed(0)} s, load ${load()}`,
        );
      last = line;
      if (data.status === 'done' || data.status === 'failed') break;
      if (limitMs > 0 && performance.now() - started > limitMs) {
        last = `${line} (stopped after BENCH_DEMO_SECONDS)`;
        break;
      }
      await wait(1000);
    }
    running = false;
    jobOver = true;
    await customerClient;
    const total = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p = (q: number, list = latencies) =>
      [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]?.toFixed(0);
    console.log(
      `ems-demo-data: ${last} after ${total.toFixed(0)} s; GET ems/demo-data during the job p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms`,
    );
    const jobCpu = cpuSeconds(pid) - startCpu;
    if (jobId) {
      const job = (await (await fetch(`${base}/jobs/${jobId}`, { headers: auth })).json()) as {
        data?: { result?: { seconds?: number; readings?: number } };
      };
      console.log(
        `ems-demo-data: the job's own duration ${job.data?.result?.seconds ?? '?'} s (its result), ${job.data?.result?.readings ?? '?'} readings`,
      );
    }
    console.log(`ems-demo-data: server CPU per thread: ${threadCpu(pid)}`);
    // The same list with the job done: idle.
    const idle: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      await fetch(`${base}/customers?limit=25`, { headers: auth }).then((r) => r.arrayBuffer());
      idle.push(performance.now() - t0);
      await wait(100);
    }
    console.log(
      `ems-demo-data: GET customers?limit=25 during the job p50 ${p(0.5, customers)} / p95 ${p(0.95, customers)} / max ${p(1, customers)} ms (${customers.length} requests); idle after it p50 ${p(0.5, idle)} / p95 ${p(0.95, idle)} / max ${p(1, idle)} ms`,
    );
    const jobSeconds = total - usable;
    console.log(
      `ems-demo-data: server CPU for the job ${jobCpu.toFixed(0)} s; peak RSS ${Math.round(peakRssMb(pid))} MB; load ${load()}`,
    );
    if (process.env.BENCH_DEMO_BACKUP) {
      console.log('ems-demo-data: npm run db:backup with this data:');
      await backupWhileServing({ pid }, { DATA_DIR: dataDir, DATABASE_URL: '' }, `http://127.0.0.1:${port}`);
      console.log(`ems-demo-data: load ${load()}`);
    }
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const rows = await countRows(dataDir);
    console.log(
      `ems-demo-data: ${rows.readings} readings, ${rows.rollups} rollups; ${(rows.readings / jobSeconds).toFixed(0)} readings/s wall, ${(rows.readings / jobCpu).toFixed(0)} readings per server CPU second`,
    );
    console.log(`ems-demo-data: checksum readings ${rows.readingSums}; rollups ${rows.rollupSums}`);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEmsDemoData();
