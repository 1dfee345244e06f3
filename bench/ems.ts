import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import { connections } from '@energiek/db/schema/connections';
import { customers } from '@energiek/db/schema/identity';
import { buildConnection } from '@energiek/db/factories/connections';
import { buildCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { rebuildRollups } from '../apps/server/src/modules/ems/interval-writer.ts';
import { startApp } from './support.ts';

// Interval data (issue 16). Figures only, never pass/fail.
//
// ems-rollups: month totals of BENCH_EMS_CONNECTIONS connection-years (default 500 × 35,040 quarters =
//   17.5M readings) from the month rollups vs a GROUP BY over the raw readings; the sums must be
//   identical. Fill: the readings are generated inside the database (insert … select over
//   generate_series, in blocks of 25 connections: no rows travel), then the writer's own
//   rebuildRollups builds every rollup of each connection-year — the same SQL a write runs.
// ems-usage: GET ems/usage for one connection-year at quarter resolution (35,040 buckets) and hour
//   resolution (8,760) through the real app over HTTP, sequential requests, p50/p95, with gzip (Node's
//   fetch) and br (a browser); then the quarter query's own time (EXPLAIN ANALYZE).
//
// PostgreSQL: DATABASE_URL names a database this bench may empty (it truncates the EMS tables, adds
// its own customer). Without it only PGlite (in memory) runs.

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

/** A customer with `count` large electricity connections, each with a year of quarters and its rollups. */
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
  const started = performance.now();
  for (let i = 0; i < ids.length; i += BLOCK) {
    const block = ids.slice(i, i + BLOCK);
    // value in kWh per quarter, 4 decimals, deterministic per connection and quarter
    await db.execute(sql`
      insert into interval_readings (connection_id, customer_id, channel, start, minutes, value, quality)
      select c.id, ${customer.id}, 1, t, 15,
        round(((((extract(epoch from t)::bigint / 900) * 7919 + c.id * 104729) % 100000) / 10000.0)::numeric, 4), 0
      from unnest(${`{${block.join(',')}}`}::int[]) as c(id)
      cross join generate_series(${YEAR_FROM}::timestamptz, ${YEAR_TO}::timestamptz - interval '15 minutes', interval '15 minutes') t`);
  }
  const loaded = performance.now();
  for (const id of ids)
    await rebuildRollups(db, { connectionId: id, channel: 1 }, '2025-01-01', '2025-12-31');
  const rolled = performance.now();
  await db.execute(sql`analyze interval_readings`);
  await db.execute(sql`analyze interval_rollups`);
  const readings = ids.length * 35_040;
  console.log(
    `  fill: ${readings.toLocaleString('en')} readings in ${((loaded - started) / 1000).toFixed(1)} s ` +
      `(${Math.round(readings / ((loaded - started) / 1000)).toLocaleString('en')} rows/s, generated in the database), ` +
      `rollups of ${ids.length} connection-years in ${((rolled - loaded) / 1000).toFixed(1)} s (rebuildRollups)`,
  );
  return { customerId: customer.id, ids };
}

async function prepare(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  if (handle.kind === 'postgres') {
    await handle.db.execute(sql`truncate interval_readings, interval_rollups`);
  }
  console.log(`${label}:`);
}

export async function benchEmsRollups(): Promise<void> {
  const count = Number(process.env.BENCH_EMS_CONNECTIONS ?? 500);
  console.log(
    `\nems-rollups: month totals of ${count} connection-years, month rollups vs GROUP BY over raw readings`,
  );
  await onEach(async (label, handle) => {
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
    const b = rowsOf<Record<string, string>>(await fromRaw());
    const same = a.length === b.length && a.every((row, i) => JSON.stringify(row) === JSON.stringify(b[i]));
    const rollupMs = await median(15, fromRollups);
    const rawMs = await median(3, fromRaw);
    console.log(
      `  ${a.length} month totals: rollups ${rollupMs.toFixed(1)} ms, raw GROUP BY ${rawMs.toFixed(0)} ms ` +
        `→ ${(rawMs / rollupMs).toFixed(0)}× faster; sums identical: ${same ? 'yes' : 'NO'} (median of 15 / 3 runs)`,
    );
  });
}

export async function benchEmsUsage(): Promise<void> {
  const runs = Number(process.env.BENCH_EMS_REQUESTS ?? 50);
  // imported here so that this function's changes stay inside it (benchEmsRollups shares the file)
  const { loadavg } = await import('node:os');
  const { quarterTotals, readUsageJson, usageJsonQuery } =
    await import('../apps/server/src/modules/ems/usage/ems-usage.repository.ts');
  /** The 1-minute load average: figures are only comparable at similar load. */
  const load = () => loadavg()[0]?.toFixed(1) ?? '?';
  console.log(
    `\nems-usage: GET ems/usage, one connection-year at quarter (35,040 buckets) and hour resolution, ` +
      `${runs} sequential requests each; Accept-Encoding as Node's fetch sends it (gzip) and as Chromium does (br)`,
  );
  await onEach(async (label, handle) => {
    await prepare(label, handle);
    const { customerId, ids } = await fill(handle, 1);
    const email = `ems-bench-${process.pid}@energiek.test`;
    await createUser(handle.db, { emailAddress: email, type: 'admin', canSwitch: true });
    const { app, address } = await startApp(handle);
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
      const encodings = [
        ['gzip', 'gzip, deflate'],
        ['br', 'gzip, deflate, br, zstd'],
      ] as const;
      for (const interval of ['quarter', 'hour'] as const) {
        const url = `${address}/api/v3/customers/${customerId}/ems/usage?connectionIds=${ids[0]}&from=2025-01-01&to=2026-01-01&interval=${interval}`;
        for (const [name, accept] of encodings) {
          const times: number[] = [];
          let bytes = 0;
          let points = 0;
          let cpu = process.cpuUsage();
          for (let i = 0; i < runs + 3; i++) {
            if (i === 3) cpu = process.cpuUsage(); // three warm-up requests
            const start = performance.now();
            const response = await fetch(url, { headers: { ...auth, 'accept-encoding': accept } });
            const body = await response.text();
            if (response.status !== 200) throw new Error(`${response.status} ${body.slice(0, 200)}`);
            if (i >= 3) times.push(performance.now() - start);
            bytes = body.length;
            points = (JSON.parse(body) as { data: unknown[] }).data.length;
          }
          const used = process.cpuUsage(cpu);
          times.sort((a, b) => a - b);
          const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? 0;
          console.log(
            `  ${interval.padEnd(7)} ${name.padEnd(4)} ${points} buckets, ${(bytes / 1e6).toFixed(1)} MB JSON: ` +
              `p50 ${pct(0.5).toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, max ${pct(1).toFixed(0)} ms; ` +
              `Node CPU ${((used.user + used.system) / 1000 / runs).toFixed(0)} ms a request (server and ` +
              `client in this process; JSON.parse outside) (load ${load()})`,
          );
        }
      }
      // the database's part of the quarter answer (the query the route runs)
      const from = new Date(Date.parse(YEAR_FROM));
      const to = new Date(Date.parse(YEAR_TO));
      const totals = quarterTotals({ customerId, connectionIds: ids, main: 1, channels: [1, 2] }, from, to);
      const executions: number[] = [];
      for (let i = 0; i < 7; i++) {
        const plan = rowsOf<Record<string, string>>(
          await handle.db.execute(sql`explain (analyze, buffers) ${usageJsonQuery(totals)}`),
        );
        const line = plan
          .map((row) => Object.values(row)[0])
          .find((text) => text?.startsWith('Execution Time'));
        executions.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? NaN));
      }
      executions.sort((a, b) => a - b);
      const rowsMs = await median(7, () => readUsageJson(handle.db, totals));
      console.log(
        `  quarter query: EXPLAIN ANALYZE execution ${executions[3]?.toFixed(0)} ms (median of 7, min ` +
          `${executions[0]?.toFixed(0)}); query + rows into Node ${rowsMs.toFixed(0)} ms (median of 7) (load ${load()})`,
      );
    } finally {
      await app.close();
    }
  });
}

async function onEach(work: (label: string, handle: DatabaseHandle) => Promise<void>): Promise<void> {
  if (process.env.BENCH_EMS_SKIP_PGLITE !== '1') {
    const pglite = await openDatabase({ dataDir: 'memory://' });
    try {
      await work('PGlite', pglite);
    } finally {
      await pglite.close();
    }
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('(DATABASE_URL not set: PostgreSQL skipped)');
    return;
  }
  const handle = await openDatabase({ databaseUrl: url });
  try {
    await work('PostgreSQL', handle);
  } finally {
    await handle.close();
  }
}
