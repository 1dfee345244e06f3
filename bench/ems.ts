import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import { connections } from '@energiek/db/schema/connections';
import { customers } from '@energiek/db/schema/identity';
import { buildConnection } from '@energiek/db/factories/connections';
import { buildCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { addLocalDays } from '@energiek/domain/local-time';
import { monthRanges } from '../apps/server/src/modules/ems/demo/demo-data.job.ts';
import { finishBulkWrite, rebuildLowTariffOf } from '../apps/server/src/modules/ems/interval-writer.ts';

// Interval data (issue 16). Figures only, never pass/fail.
//
// ems-rollups: month totals of BENCH_EMS_CONNECTIONS connection-years (default 500 × 35,040 quarters =
//   17.5M readings) from the month rollups vs a GROUP BY over the raw readings; the sums must be
//   identical. Fill on PostgreSQL: the readings are generated inside the database (insert … select over
//   generate_series, in blocks of 25 connections: no rows travel); on PGlite (a data directory in a
//   temporary folder) they are loaded by COPY in blobs (both in fill()). Then the writer's own
//   rebuild computes the low parts and every rollup of each connection-year — the same SQL a write runs.
// ems-usage: GET ems/usage for one connection-year at quarter resolution (35,040 buckets) and hour
//   resolution (8,760) over HTTP from the app as `npm start` serves it (the server bundle with its Node
//   flags, in a process of its own: bench/processes.ts serveBundle), sequential requests, p50/p95 and the
//   server's CPU a request, with the Accept-Encoding of Node's fetch and of Chromium (each line shows the
//   Content-Encoding that came back), each by two clients (fetch, and node:http with native
//   decompression), after WARM_UP requests whose slowest is printed apart; first the quarter query's own
//   time (EXPLAIN ANALYZE) in this process. BENCH_EMS_TIMES=1 prints every request's time in order (periodic pauses, such as full garbage
//   collections, show as a regular pattern).
//
// PostgreSQL: DATABASE_URL names a database this bench may empty (it truncates the EMS tables, adds
// its own customer). Without it only PGlite runs (ems-rollups in memory; ems-usage in a data directory the
// server process opens).

const YEAR_FROM = '2025-01-01T00:00:00+01:00';
const YEAR_TO = '2026-01-01T00:00:00+01:00';
const BLOCK = 25;

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Readings per COPY blob (about 7 MB of CSV each), as the demo loader does. */
const COPY_ROWS = 100_000;
/** A checkpoint after every this many blobs keeps PGlite's WAL (it has no checkpointer) to a few hundred MB. */
const CHECKPOINT_BLOBS = 20;

/** PGlite's client under the Drizzle handle (COPY … FROM '/dev/blob' takes a Blob there). */
type PgliteClient = {
  query(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
};

/**
 * A customer with `count` large electricity connections, each with a year of quarters (value in kWh per
 * quarter, 4 decimals, deterministic per connection and quarter:
 * round(((epoch / 900 × 7919 + id × 104729) mod 100000) / 10000, 4)), their low parts and rollups.
 * PostgreSQL generates the readings inside the database (insert … select over generate_series, in blocks
 * of BLOCK connections: no rows travel). PGlite loads them the way the demo loader does: CSV in blobs of
 * COPY_ROWS rows through COPY … FROM '/dev/blob' (an insert … select runs at ~9.5k rows/s there), with
 * the foreign-key triggers off. Both then run the writer's own rebuild per connection-year
 * (rebuildLowTariffOf per month, finishBulkWrite): the low parts and every rollup, the same SQL a write
 * or a low-tariff rebuild runs.
 */
async function fill(handle: DatabaseHandle, count: number): Promise<{ customerId: number; ids: number[] }> {
  const db = handle.db;
  const [customer] = await db
    .insert(customers)
    .values(
      buildCustomer({
        name: `EMS bench ${process.pid} B.V.`,
        number: 900_000 + (process.pid % 90_000),
        modules: ['ems'],
      }),
    )
    .returning({ id: customers.id });
  if (!customer) throw new Error('no customer');
  const ids: number[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from({ length: Math.min(500, count - i) }, () =>
      buildConnection({ customerId: customer.id, capacity: '3x160A', contractedCapacity: 100 }),
    );
    ids.push(
      ...(await db.insert(connections).values(rows).returning({ id: connections.id })).map((r) => r.id),
    );
  }
  const pglite = handle.kind === 'pglite';
  const client = (db as unknown as { $client: PgliteClient }).$client;
  // Foreign keys are checked per row by triggers: on COPY into PGlite they cost more than the load itself
  // (~16k instead of ~90k rows/s). The rows reference the customer and connections just inserted, so the
  // load and the rollup build run with the triggers off (replica role), as a restore would.
  const triggersOff = pglite && process.env.BENCH_EMS_FK_CHECKS !== '1';
  if (triggersOff) await db.execute(sql`set session_replication_role = replica`);
  const started = performance.now();
  if (pglite) await loadByCopy(client, customer.id, ids);
  else await loadInDatabase(handle, customer.id, ids);
  const loaded = performance.now();
  await db.execute(sql`analyze interval_readings`);
  const analysed = performance.now();
  const key = (id: number) => ({ connectionId: id, channel: 1 as const });
  for (const [n, id] of ids.entries()) {
    for (const [from, to] of monthRanges('2025-01-01', '2026-01-01'))
      await rebuildLowTariffOf(db, key(id), from, addLocalDays(to, -1));
    await finishBulkWrite(db, key(id), '2025-01-01', '2025-12-31');
    if (pglite && (n + 1) % 50 === 0) await client.query('checkpoint');
  }
  const rolled = performance.now();
  if (triggersOff) await db.execute(sql`set session_replication_role = origin`);
  await db.execute(sql`analyze interval_readings`);
  await db.execute(sql`analyze interval_rollups`);
  const readings = ids.length * 35_040;
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  console.log(
    `  fill: ${readings.toLocaleString('en')} readings ${pglite ? 'by COPY' : 'generated in the database'} in ` +
      `${seconds(started, loaded)} s (${Math.round(readings / ((loaded - started) / 1000)).toLocaleString('en')} rows/s), ` +
      `ANALYZE ${seconds(loaded, analysed)} s, low parts and rollups of ${ids.length} connection-years in ` +
      `${seconds(analysed, rolled)} s (rebuildLowTariffOf, finishBulkWrite)` +
      `${pglite && !triggersOff ? ', foreign keys checked' : ''} — ${load()}`,
  );
  return { customerId: customer.id, ids };
}

async function loadInDatabase(handle: DatabaseHandle, customerId: number, ids: readonly number[]) {
  for (let i = 0; i < ids.length; i += BLOCK) {
    const block = ids.slice(i, i + BLOCK);
    await handle.db.execute(sql`
      insert into interval_readings (connection_id, customer_id, channel, start, minutes, value, quality)
      select c.id, ${customerId}, 1, t, 15,
        round(((((extract(epoch from t)::bigint / 900) * 7919 + c.id * 104729) % 100000) / 10000.0)::numeric, 4), 0
      from unnest(${`{${block.join(',')}}`}::int[]) as c(id)
      cross join generate_series(${YEAR_FROM}::timestamptz, ${YEAR_TO}::timestamptz - interval '15 minutes', interval '15 minutes') t`);
  }
}

async function loadByCopy(client: PgliteClient, customerId: number, ids: readonly number[]) {
  // The year's quarters once: their text and their part of the value formula.
  const first = Date.parse(YEAR_FROM);
  const quarters = (Date.parse(YEAR_TO) - first) / 900_000;
  const starts: string[] = [];
  const seeds: number[] = [];
  for (let q = 0; q < quarters; q++) {
    const t = first + q * 900_000;
    starts.push(new Date(t).toISOString());
    seeds.push((t / 900_000) * 7919);
  }
  let lines: string[] = [];
  let blobs = 0;
  const copy = async () => {
    await client.query(
      `copy interval_readings (connection_id, customer_id, channel, start, minutes, value, low_value, quality)
       from '/dev/blob' with (format csv)`,
      [],
      { blob: new Blob([lines.join('')]) },
    );
    lines = [];
    // The embedded database has no checkpointer: without one the WAL keeps every blob (3.3 GB for 500).
    if (++blobs % CHECKPOINT_BLOBS === 0) await client.query('checkpoint');
  };
  for (const id of ids) {
    const prefix = `${id},${customerId},1,`;
    for (let q = 0; q < quarters; q++) {
      const n = (seeds[q]! + id * 104729) % 100000;
      lines.push(
        `${prefix}${starts[q]},15,${Math.floor(n / 10000)}.${String(n % 10000).padStart(4, '0')},,0\n`,
      );
      if (lines.length >= COPY_ROWS) await copy();
    }
  }
  if (lines.length > 0) await copy();
}

async function prepare(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  if (handle.kind === 'postgres') {
    await handle.db.execute(sql`truncate interval_readings, interval_rollups`);
  }
  console.log(`${label}:`);
}

/** The load average beside a figure: the machine is shared, absolute times move with it. */
function load(): string {
  return `load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}

/** The process's peak resident set (PGlite's WASM memory is part of it), sampled every 250 ms. */
function sampleRss(): () => number {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 250);
  return () => {
    clearInterval(timer);
    return Math.round(Math.max(peak, process.memoryUsage().rss) / 1048576);
  };
}

async function directorySize(dir: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  return bytes;
}

// PGlite runs on a data directory in a temporary folder (files, not WASM memory, hold the 17.5M readings:
// in memory they would need about 3 GB of WASM heap) and is loaded by COPY; PostgreSQL is filled inside
// the database. BENCH_EMS_RAW_RUNS sets the runs of the raw GROUP BY (default 3 on PostgreSQL; 1 on
// PGlite, whose one run over 17.5M readings takes minutes — it is also the run that checks the sums).
export async function benchEmsRollups(): Promise<void> {
  const count = Number(process.env.BENCH_EMS_CONNECTIONS ?? 500);
  console.log(
    `\nems-rollups: month totals of ${count} connection-years, month rollups vs GROUP BY over raw readings`,
  );
  const measure = async (label: string, handle: DatabaseHandle, rawRuns: number) => {
    await prepare(label, handle);
    const { customerId } = await fill(handle, count);
    const db = handle.db;
    const fromRollups = () =>
      db.execute(sql`
        select connection_id, (extract(epoch from start) * 1000)::bigint::text as month, sum::text as total
        from interval_rollups
        where customer_id = ${customerId} and channel = 1 and grain = 4
          and start >= ${YEAR_FROM}::timestamptz and start < ${YEAR_TO}::timestamptz
        order by 1, 2`);
    const fromRaw = () =>
      db.execute(sql`
        select connection_id,
          (extract(epoch from date_trunc('month', start at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam') * 1000)::bigint::text as month,
          sum(value)::text as total
        from interval_readings
        where customer_id = ${customerId} and channel = 1
          and start >= ${YEAR_FROM}::timestamptz and start < ${YEAR_TO}::timestamptz
        group by 1, 2
        order by 1, 2`);
    const a = rowsOf<Record<string, string>>(await fromRollups());
    const rawStart = performance.now();
    const b = rowsOf<Record<string, string>>(await fromRaw());
    const firstRawMs = performance.now() - rawStart;
    const same = a.length === b.length && a.every((row, i) => JSON.stringify(row) === JSON.stringify(b[i]));
    const rollupMs = await median(15, fromRollups);
    const rawMs = rawRuns > 1 ? await median(rawRuns, fromRaw) : firstRawMs;
    console.log(
      `  ${a.length} month totals: rollups ${rollupMs.toFixed(1)} ms, raw GROUP BY ${rawMs.toFixed(0)} ms ` +
        `→ ${(rawMs / rollupMs).toFixed(0)}× faster; sums identical: ${same ? 'yes' : 'NO'} (median of 15 / ${rawRuns} runs) — ${load()}`,
    );
  };
  if (process.env.BENCH_EMS_SKIP_PGLITE !== '1') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'energiek-bench-rollups-'));
    const peakRss = sampleRss();
    const started = performance.now();
    const pglite = await openDatabase({ dataDir: dir });
    try {
      await measure(
        'PGlite (data directory in a temporary folder)',
        pglite,
        Number(process.env.BENCH_EMS_RAW_RUNS ?? 1),
      );
      console.log(
        `  PGlite total ${((performance.now() - started) / 1000).toFixed(0)} s, data directory ` +
          `${((await directorySize(dir)) / 1073741824).toFixed(2)} GB, process peak RSS ${peakRss()} MB`,
      );
    } finally {
      await pglite.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('(DATABASE_URL not set: PostgreSQL skipped)');
    return;
  }
  const handle = await openDatabase({ databaseUrl: url });
  try {
    await measure('PostgreSQL', handle, Number(process.env.BENCH_EMS_RAW_RUNS ?? 3));
  } finally {
    await handle.close();
  }
}

export async function benchEmsUsage(): Promise<void> {
  const runs = Number(process.env.BENCH_EMS_REQUESTS ?? 50);
  // imported here so that this function's changes stay inside it (benchEmsRollups shares the file)
  const { loadavg } = await import('node:os');
  const { stepLinesQuery, readStepSeries } =
    await import('../apps/server/src/modules/ems/usage/ems-usage.repository.ts');
  const { ensureServerBuild } = await import('../scripts/build-server.mjs');
  const { cpuSeconds, peakRssMb, serveBundle } = await import('./processes.ts');
  /** The 1-minute load average: figures are only comparable at similar load. */
  const load = () => loadavg()[0]?.toFixed(1) ?? '?';
  console.log(
    `\nems-usage: GET ems/usage, one connection-year at quarter (35,040 buckets) and hour resolution, ` +
      `${runs} sequential requests each, served as npm start serves it (the server bundle with its Node ` +
      `flags, in a process of its own), after ${WARM_UP} warm-up requests; Accept-Encoding as Node's fetch ` +
      `sends it ("node") and as Chromium does ("chromium"), with the Content-Encoding that came back`,
  );
  if ((await ensureServerBuild()) !== 0) throw new Error('the server bundle could not be built');
  const email = `ems-bench-${process.pid}@energiek.test`;
  const from = new Date(Date.parse(YEAR_FROM));
  const to = new Date(Date.parse(YEAR_TO));

  /** The data, and the quarter query's own time (the query the route runs) on this handle. */
  const setUp = async (label: string, handle: DatabaseHandle) => {
    await prepare(label, handle);
    const filled = await fill(handle, 1);
    await createUser(handle.db, { emailAddress: email, type: 'admin', canSwitch: true });
    const selection = { customerId: filled.customerId, connectionIds: filled.ids, main: 1, channels: [1, 2] };
    const executions: number[] = [];
    for (let i = 0; i < 7; i++) {
      const plan = rowsOf<Record<string, string>>(
        await handle.db.execute(
          sql`explain (analyze, buffers) ${stepLinesQuery(selection, 'quarter', from, to)}`,
        ),
      );
      const line = plan
        .map((row) => Object.values(row)[0])
        .find((text) => text?.startsWith('Execution Time'));
      executions.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? NaN));
    }
    executions.sort((a, b) => a - b);
    const length = (to.getTime() - from.getTime()) / 900_000;
    const seriesMs = await median(7, () =>
      readStepSeries(handle.db, selection, 'quarter', { from, to, length }),
    );
    console.log(
      `  quarter query (in this process): EXPLAIN ANALYZE execution ${executions[3]?.toFixed(0)} ms ` +
        `(median of 7, min ${executions[0]?.toFixed(0)}); query + series in Node ${seriesMs.toFixed(0)} ms ` +
        `(median of 7) (load ${load()})`,
    );
    return filled;
  };

  /** The requests, against the server bundle on the database `env` names. */
  const overHttp = async (
    env: NodeJS.ProcessEnv,
    { customerId, ids }: { customerId: number; ids: number[] },
  ) => {
    const documents = await mkdtemp(path.join(os.tmpdir(), 'energiek-bench-documents-'));
    // The server's own time for each answer: Fastify's responseTime in its request log (from the request's
    // arrival to the answer's last byte handed to the socket), without the client's share of the 2 cores.
    const urls = new Map<string, string>();
    let serverTimes: number[] = [];
    const onLine = (line: string) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as {
        msg?: string;
        reqId?: string;
        req?: { url?: string };
        responseTime?: number;
      };
      if (entry.msg === 'incoming request' && entry.reqId) urls.set(entry.reqId, entry.req?.url ?? '');
      if (entry.msg === 'request completed' && entry.reqId) {
        if (urls.get(entry.reqId)?.includes('/ems/usage?')) serverTimes.push(entry.responseTime ?? NaN);
        urls.delete(entry.reqId);
      }
    };
    const server = await serveBundle({ DATA_DIR: documents, LOG_LEVEL: 'info', ...env }, { onLine });
    const { address, child } = server;
    try {
      const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
      const login = await fetch(`${address}/api/v3/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ emailAddress: email, password: 'Energiek-2026!' }),
      });
      const { token } = (await login.json()) as { token: string };
      const auth = { ...headers, authorization: `Bearer ${token}` };
      await fetch(`${address}/api/v3/auth/select-customer/${customerId}`, {
        method: 'POST',
        headers: auth,
        body: '{}',
      });
      // Accept-Encoding as Node's fetch sends it and as Chromium does; the line shows what came back
      const encodings = [
        ['node', 'gzip, deflate'],
        ['chromium', 'gzip, deflate, br, zstd'],
      ] as const;
      for (const interval of ['quarter', 'hour'] as const) {
        const url = `${address}/api/v3/customers/${customerId}/ems/usage?connectionIds=${ids[0]}&from=2025-01-01&to=2026-01-01&interval=${interval}`;
        for (const [name, accept] of encodings) {
          for (const client of ['fetch', 'http'] as const) {
            // The client runs in a worker thread: its decompression, decoding and JSON.parse stay off
            // this thread's event loop.
            const cpu0 = cpuSeconds(child.pid!);
            serverTimes = [];
            const { times, warmUp, bytes, points, encoding } = await timeRequests(
              url,
              { ...auth, 'accept-encoding': accept },
              runs,
              client,
            );
            // warm-up requests included: a request's server CPU, not a percentile
            const serverMs = ((cpuSeconds(child.pid!) - cpu0) * 1000) / (runs + WARM_UP);
            // the last log lines may still be on their way
            for (let wait = 0; serverTimes.length < runs + WARM_UP && wait < 200; wait++)
              await new Promise((resolve) => setTimeout(resolve, 10));
            const server = serverTimes.slice(WARM_UP).sort((a, b) => a - b);
            if (process.env.BENCH_EMS_TIMES) console.log(times.map((t) => t.toFixed(0)).join(' '));
            times.sort((a, b) => a - b);
            const pct = (p: number) => percentile(times, p);
            console.log(
              `  ${interval.padEnd(7)} ${name.padEnd(8)} ${client.padEnd(5)} ${encoding.padEnd(4)} ${points} buckets, ` +
                `${(bytes / 1e6).toFixed(1)} MB JSON: p50 ${pct(0.5).toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, ` +
                `max ${pct(1).toFixed(0)} ms; at the server p50 ${percentile(server, 0.5).toFixed(0)} ms, ` +
                `p95 ${percentile(server, 0.95).toFixed(0)} ms; server CPU ${serverMs.toFixed(0)} ms a request; ` +
                `warm-up max ${Math.max(...warmUp).toFixed(0)} ms (load ${load()})`,
            );
          }
        }
      }
      console.log(
        `  server peak RSS ${Math.round(peakRssMb(child.pid!))} MB (its whole life, start included)`,
      );
    } finally {
      await server.stop();
      await rm(documents, { recursive: true, force: true });
    }
  };

  /** setUp, then the handle closed (the server process opens the database itself). */
  const setUpAndClose = async (label: string, handle: DatabaseHandle) => {
    try {
      return await setUp(label, handle);
    } finally {
      await handle.close();
    }
  };

  if (process.env.BENCH_EMS_SKIP_PGLITE !== '1') {
    // a data directory the server process opens after this one has closed it
    const dir = await mkdtemp(path.join(os.tmpdir(), 'energiek-bench-usage-'));
    try {
      const filled = await setUpAndClose('PGlite (a data directory)', await openDatabase({ dataDir: dir }));
      await overHttp({ DATABASE_URL: '', DATA_DIR: dir }, filled);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('(DATABASE_URL not set: PostgreSQL skipped)');
    return;
  }
  const filled = await setUpAndClose('PostgreSQL', await openDatabase({ databaseUrl: url }));
  await overHttp({ DATABASE_URL: url }, filled);
}

/** The p-th fraction of ascending `sorted` (nearest rank). */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}

type Timed = { times: number[]; warmUp: number[]; bytes: number; points: number; encoding: string };

/** Requests before the timed ones of each line: a new server's first answers run before V8 has optimised
 *  the code that writes them (a fresh server's first ten year-of-quarters answers took 70–120 ms, the
 *  following ones 50–65); their slowest is printed apart. */
const WARM_UP = 10;

// The request loop of benchEmsUsage, run in a worker thread: WARM_UP requests, then `runs` timed ones,
// each until the whole answer is decompressed and decoded to text. The first and the last answer are parsed
// (the bucket count), the others only with BENCH_EMS_PARSE_EACH=1: a browser parses on its own machine,
// while here every millisecond of the client's CPU (and of its garbage collector's threads) is taken from
// the server under test on the same two cores.
// Two clients: undici's fetch, whose body passes through WHATWG streams in JavaScript, and node:http with
// zlib's native decompression, closer to a browser's network stack.
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const zlib = require('node:zlib');
function viaHttp(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const encoding = res.headers['content-encoding'];
      const body = encoding === 'br' ? res.pipe(zlib.createBrotliDecompress())
        : encoding === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
      const chunks = [];
      body.on('data', (chunk) => chunks.push(chunk));
      body.on('end', () => resolve({ status: res.statusCode, encoding: encoding ?? 'identity',
        text: Buffer.concat(chunks).toString('utf8') }));
      body.on('error', reject);
    }).on('error', reject);
  });
}
async function viaFetch(url, headers) {
  const response = await fetch(url, { headers });
  return { status: response.status, encoding: response.headers.get('content-encoding') ?? 'identity',
    text: await response.text() };
}
(async () => {
  const { url, headers, runs, client, warmUp } = workerData;
  const get = client === 'http' ? viaHttp : viaFetch;
  const times = [];
  const warm = [];
  let bytes = 0;
  let points = 0;
  let encoding = '';
  for (let i = 0; i < runs + warmUp; i++) {
    const start = performance.now();
    const answer = await get(url, headers);
    const { status, text } = answer;
    if (status !== 200) throw new Error(status + ' ' + text.slice(0, 200));
    (i >= warmUp ? times : warm).push(performance.now() - start);
    bytes = text.length;
    encoding = answer.encoding;
    if (i === 0 || i === runs + warmUp - 1 || workerData.parseEach) points = JSON.parse(text).data.length;
  }
  parentPort.postMessage({ times, warmUp: warm, bytes, points, encoding });
})();
`;

/** Times `runs` sequential GETs of `url` from a worker thread (the server stays on this thread). */
async function timeRequests(
  url: string,
  headers: Record<string, string>,
  runs: number,
  client: 'fetch' | 'http',
): Promise<Timed> {
  const { Worker } = await import('node:worker_threads');
  const parseEach = process.env.BENCH_EMS_PARSE_EACH === '1';
  const worker = new Worker(CLIENT, {
    eval: true,
    workerData: { url, headers, runs, client, parseEach, warmUp: WARM_UP },
  });
  try {
    return await new Promise<Timed>((resolve, reject) => {
      worker.on('message', resolve);
      worker.on('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}
