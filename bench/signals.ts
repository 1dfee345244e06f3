import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import { createUser } from '@energiek/db/factories/users';
import { DEMO_PASSWORD } from '@energiek/db/seed/demo-accounts';
import { seedDemo } from '@energiek/db/seed/demo';
import { addLocalDays, localDayOf } from '@energiek/domain/local-time';
import { runDemoData } from '../apps/server/src/modules/ems/demo/demo-data.job.ts';
import { runSignalRules, type RunSummary } from '../apps/server/src/modules/signals/signals.service.ts';
import { testJobRun } from '../apps/server/src/testing/job-run.ts';
import { cpuSeconds, threadCpu } from './processes.ts';
import { login, onBothDatabases, startApp, withFreshPostgres } from './support.ts';

// Signals (issue 30): every rule over the demo data (the demo seed plus BENCH_SIGNALS_DAYS, default 70,
// of demo interval data up to yesterday for BENCH_SIGNALS_CONNECTIONS, default 40, large connections), on
// PGlite and (with DATABASE_URL) PostgreSQL. Prints per rule its time and the signals it raised; then a
// second run (it must create nothing: no duplicates); and the p95 of a list request (GET signals) while
// idle and while a run goes on in the same process, with the load average (compare old and new code back
// to back on a shared machine). Figures only, never pass/fail.

const DAYS = Number(process.env.BENCH_SIGNALS_DAYS ?? 70);
const CONNECTIONS = Number(process.env.BENCH_SIGNALS_CONNECTIONS ?? 40);
const IDLE_REQUESTS = 60;

function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function benchSignals(): Promise<void> {
  await onBothDatabases(async (label, handle) => {
    // BENCH_SIGNALS_SKIP_PGLITE=1: PostgreSQL only (its event-loop figure is the run's own JavaScript).
    if (label === 'PGlite' && process.env.BENCH_SIGNALS_SKIP_PGLITE) return;
    await handle.migrate();
    let started = performance.now();
    await seedDemo(handle.db);
    const { app, address } = await startApp(handle);
    try {
      const today = localDayOf(new Date());
      await runDemoData(
        app.ctx,
        testJobRun({ from: addLocalDays(today, -DAYS), to: today, maxConnections: CONNECTIONS }),
      );
      console.log(
        `signals on ${label}: demo seed + ${DAYS} days of interval data for ${CONNECTIONS} connections in ${ms(performance.now() - started)}`,
      );
      const admin = await createUser(handle.db, { type: 'admin', emailAddress: 'bench-signals@example.nl' });
      const token = await login(address, admin.emailAddress);
      const list = async () => {
        const t = performance.now();
        const response = await fetch(`${address}/api/v3/signals?status=open&sort=-impact&limit=25`, {
          headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET signals answered ${response.status}`);
        return performance.now() - t;
      };

      const idle: number[] = [];
      for (let i = 0; i < IDLE_REQUESTS; i++) idle.push(await list());

      started = performance.now();
      const during: number[] = [];
      let running = true;
      const run = runSignalRules(app.ctx).finally(() => {
        running = false;
      });
      while (running) during.push(await list());
      const summary = await run;
      const total = performance.now() - started;
      console.log(
        `signals on ${label}: first run over ${summary.customers} customers in ${ms(total)}: ` +
          `${summary.created} created, ${summary.closed} closed`,
      );
      for (const [rule, figures] of Object.entries(summary.perRule)) {
        console.log(`  ${rule.padEnd(24)} ${ms(figures.ms).padStart(11)}  ${figures.signals} signals`);
      }
      started = performance.now();
      // The longest stretches the run kept this thread's event loop busy (a request waits that long): on
      // PostgreSQL the run's own JavaScript; on an in-thread PGlite its statements too.
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const again = await runSignalRules(app.ctx);
      loop.disable();
      console.log(
        `signals on ${label}: event-loop delay during the second run p50 ${ms(loop.percentile(50) / 1e6)}, ` +
          `p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`,
      );
      console.log(
        `signals on ${label}: second run in ${ms(performance.now() - started)}: ${again.created} created, ` +
          `${again.reopened} reopened, ${again.updated} updated, ${again.closed} closed (no duplicates)`,
      );
      const after: number[] = [];
      for (let i = 0; i < IDLE_REQUESTS; i++) after.push(await list());
      console.log(
        `signals on ${label}: GET signals p95 idle ${ms(p95(idle))} (empty list), ${ms(p95(after))} (after the run), ` +
          `during the run ${ms(p95(during))} (${during.length} requests); ` +
          `load average ${loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')}`,
      );
    } finally {
      await app.close();
    }
  });
}

// ---------------------------------------------------------------------------------------------------------
// npm run bench signals-served: the rule run as the app runs it. The demo seed plus BENCH_SIGNALS_DAYS of
// demo interval data for BENCH_SIGNALS_CONNECTIONS connections are written first (in this process); then the
// production server bundle (SERVER_NODE_FLAGS, as `npm start`) serves that data — PGlite in its worker thread
// with the jobs on their own connections behind the requests (packages/db pglite-worker.ts), or PostgreSQL
// with DATABASE_URL — and `POST signals/run` queues the run (202 with a job). Two list requests, GET
// customers?limit=25 and GET signals?status=open&limit=25, go one after the other (BENCH_SIGNALS_GAP_MS
// apart, default 50) while the job runs (BENCH_SIGNALS_RUNS times, default 6: the first run creates the
// signals, the later ones find them all again) and idle after it; prints p50/p95/max of each and the ratio of during to idle p95, the job's time,
// the server's CPU per thread and the load average. Figures only.

const served = {
  port: Number(process.env.BENCH_PORT ?? 3991),
  gapMs: Number(process.env.BENCH_SIGNALS_GAP_MS ?? 50),
  idleRequests: Number(process.env.BENCH_SIGNALS_IDLE ?? 60),
  // The first run creates the signals, every later one finds them all again; a run takes seconds, so its
  // requests are pooled over the runs for a p95 worth the name.
  runs: Math.max(2, Number(process.env.BENCH_SIGNALS_RUNS ?? 6)),
};
const LISTS = { customers: '/customers?limit=25', signals: '/signals?status=open&limit=25' } as const;
type ListName = keyof typeof LISTS;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const loadNow = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The demo seed and demo interval data in `handle` (then closed by the caller). */
async function prepareDemo(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDemo(handle.db);
  const { app } = await startApp(handle);
  try {
    const today = localDayOf(new Date());
    await runDemoData(
      app.ctx,
      testJobRun({ from: addLocalDays(today, -DAYS), to: today, maxConnections: CONNECTIONS }),
    );
  } finally {
    await app.close();
  }
}

/** The production bundle on `env` (DATA_DIR or DATABASE_URL) until it answers a sign-in; its token. */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; token: string }> {
  const { SERVER_BUNDLE, ensureServerBuild } = await import('../scripts/build-server.mjs');
  const { SERVER_NODE_FLAGS } = await import('../scripts/runtime.mjs');
  if ((await ensureServerBuild()) !== 0) throw new Error('the server bundle did not build');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(served.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      EMS_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    try {
      const token = await login(`http://127.0.0.1:${served.port}`, 'admin@energiek.nl', DEMO_PASSWORD);
      if (token) return { child, token };
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('the server did not answer in 2 minutes');
    await sleep(200);
  }
}

function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
  return `p50 ${at(0.5)} / p95 ${at(0.95)} / max ${at(1)} ms (${times.length})`;
}

async function measureServed(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  const { child, token } = await startServer(env);
  const pid = child.pid ?? 0;
  const base = `http://127.0.0.1:${served.port}/api/v3`;
  const headers = { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' };
  const list = async (name: ListName) => {
    const t = performance.now();
    const response = await fetch(`${base}${LISTS[name]}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${LISTS[name]} answered ${response.status}`);
    return performance.now() - t;
  };
  /** Both lists in turn, `gapMs` apart, until `until()` or `count` rounds. */
  const sample = async (until: () => boolean, count = Infinity) => {
    const times: Record<ListName, number[]> = { customers: [], signals: [] };
    for (let i = 0; i < count && !until(); i++) {
      for (const name of Object.keys(LISTS) as ListName[]) {
        const took = await list(name);
        if (!until()) times[name].push(took);
        await sleep(served.gapMs);
      }
    }
    return times;
  };
  /** POST signals/run, then the lists until its job has finished; the job's figures. */
  const duringRun = async () => {
    const cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    // 409 until the server has started its job runner (after it listens).
    let response: Response;
    for (let tries = 0; ; tries++) {
      response = await fetch(`${base}/signals/run`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      if (response.status !== 409 || tries > 120) break;
      await sleep(500);
    }
    if (response.status !== 202) throw new Error(`POST signals/run answered ${response.status}`);
    const { data } = (await response.json()) as { data: { jobId: string } };
    let job: { state: string; result: RunSummary | null; error: string | null } | undefined;
    let over = false;
    const poll = (async () => {
      for (;;) {
        const answer = await fetch(`${base}/jobs/${data.jobId}`, { headers });
        job = ((await answer.json()) as { data: typeof job }).data;
        if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) break;
        await sleep(250);
      }
      over = true;
    })();
    const times = await sample(() => over);
    await poll;
    if (job?.state !== 'completed') throw new Error(`the signals job ended ${job?.state}: ${job?.error}`);
    const seconds = (performance.now() - started) / 1000;
    return { times, seconds, cpu: cpuSeconds(pid) - cpuBefore, summary: job.result };
  };
  try {
    await sample(() => false, 10); // warm-up: the first requests of a new server are slow, not measured
    const before = await sample(() => false, served.idleRequests / 2);
    const runs = [];
    for (let i = 0; i < served.runs; i++) runs.push(await duringRun());
    const idle = await sample(() => false, served.idleRequests);
    runs.forEach((run, i) => {
      console.log(
        `signals-served on ${label}: run ${i + 1} (POST signals/run → job done) ${run.seconds.toFixed(1)} s, ` +
          `server CPU ${run.cpu.toFixed(1)} s; ${run.summary?.created ?? '?'} created, ` +
          `${run.summary?.updated ?? '?'} updated, ${run.summary?.closed ?? '?'} closed`,
      );
    });
    const [first, ...again] = runs as [(typeof runs)[number], ...typeof runs];
    for (const name of Object.keys(LISTS) as ListName[]) {
      const later = again.flatMap((run) => run.times[name]);
      const during = [...first.times[name], ...later];
      console.log(`  GET ${LISTS[name]}`);
      console.log(`    idle before the runs  ${percentiles(before[name])}`);
      console.log(`    during the first run  ${percentiles(first.times[name])}`);
      console.log(`    during runs 2–${served.runs}      ${percentiles(later)}`);
      console.log(`    idle after the runs   ${percentiles(idle[name])}`);
      console.log(
        `    during / idle p95     ${(p95(during) / Math.max(1, p95(idle[name]))).toFixed(1)}× ` +
          `(${p95(during).toFixed(0)} / ${p95(idle[name]).toFixed(0)} ms)`,
      );
    }
    console.log(`signals-served on ${label}: server CPU per thread ${threadCpu(pid)}; load ${loadNow()}`);
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

export async function benchSignalsServed(): Promise<void> {
  console.log(`signals-served: load before ${loadNow()}`);
  // BENCH_SIGNALS_DATA_DIR: keep the prepared PGlite data there and use it again next time (the preparation
  // takes minutes; a kept copy carries the signals of its earlier runs, so its first run creates none).
  const kept = process.env.BENCH_SIGNALS_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'energiek-bench-signals-'));
  try {
    let started = performance.now();
    if (!kept || !existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const handle = await openDatabase({ dataDir });
      try {
        await prepareDemo(handle);
      } finally {
        await handle.close();
      }
      console.log(
        `signals-served on PGlite: demo seed + ${DAYS} days of interval data for ${CONNECTIONS} connections ` +
          `in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    await measureServed('PGlite (worker)', { DATA_DIR: dataDir, DATABASE_URL: '' });
    const url = process.env.DATABASE_URL;
    if (!url) {
      console.log('(DATABASE_URL not set: PostgreSQL skipped)');
      return;
    }
    started = performance.now();
    await withFreshPostgres(url, async (pgHandle) => {
      await prepareDemo(pgHandle);
      console.log(
        `signals-served on PostgreSQL: demo seed + ${DAYS} days of interval data in ` +
          `${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      const target = new URL(url);
      target.pathname = `/energiek_bench_${process.pid}`;
      await measureServed('PostgreSQL', { DATABASE_URL: target.toString() });
    });
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}
