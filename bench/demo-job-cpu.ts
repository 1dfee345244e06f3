// npx tsx bench/demo-job-cpu.ts [from] [to]: the demo-data job for a short range on a fresh file-backed
// PGlite in this process (the seeded demo customers, the app's listeners), with the process's CPU time for
// the job alone and a checksum of what it wrote. For A/B of the job's write path (one thread: the CPU is
// all of it, database included).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@energiek/db/client';
import { seedDemo } from '@energiek/db/seed/demo';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runDemoData } from '../apps/server/src/modules/ems/demo/demo-data.job.ts';
import { testJobRun } from '../apps/server/src/testing/job-run.ts';

// BENCH_SQL_TIMES=1: the time per statement kind (PGlite's protocol calls, by their SQL's first words).
const times = new Map<string, [number, number]>();
if (process.env.BENCH_SQL_TIMES) {
  const { PGlite } = await import('@electric-sql/pglite');
  const proto = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  let last = '';
  const original = proto.execProtocolRawSync as unknown as (...args: unknown[]) => unknown;
  (proto as unknown as Record<string, unknown>).execProtocolRawSync = function (
    this: unknown,
    ...args: unknown[]
  ) {
    const bytes = Buffer.from(args[0] as Uint8Array);
    if (bytes[0] === 0x50 || bytes[0] === 0x51) {
      const text = bytes
        .toString('latin1')
        .replace(/[^\x20-\x7e]+/g, ' ')
        .replace(/\s+/g, ' ');
      last =
        (
          text.match(
            /(insert into \w+|delete from \w+|select pg_advisory\w+|update \w+|select|begin|commit|analyze)/i,
          )?.[0] ?? text.slice(0, 30)
        ).toLowerCase() +
        (/unnest/.test(text) ? ' unnest' : '') +
        (/grain in/.test(text) ? ' fine' : '') +
        (/interval_rollups h/.test(text) ? ' day' : '') +
        (/x.minutes <= 60/.test(text) ? ' hour' : '') +
        (/cross join lateral/.test(text) ? ' coarse' : '');
    }
    const t0 = process.threadCpuUsage();
    try {
      return original.apply(this, args);
    } finally {
      const entry = times.get(last) ?? [0, 0];
      const t1 = process.threadCpuUsage(t0);
      entry[0] += (t1.user + t1.system) / 1000;
      entry[1]++;
      times.set(last, entry);
    }
  };
}
const from = process.argv[2] ?? '2025-10-01';
const to = process.argv[3] ?? '2025-11-01';
const dataDir = mkdtempSync(path.join(tmpdir(), 'energiek-demo-cpu-'));
const handle = await openDatabase({ dataDir });
try {
  await handle.migrate();
  await seedDemo(handle.db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    EMS_DEMO_DATA: 'false',
    DATA_DIR: dataDir,
  });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  const ctx = (app as unknown as { ctx: Parameters<typeof runDemoData>[0] }).ctx;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await runDemoData(ctx, testJobRun({ from, to }));
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `demo-job-cpu ${from}..${to}: ${result.readings} readings, wall ${((performance.now() - t0) / 1000).toFixed(1)} s, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (user ${(cpu.user / 1e6).toFixed(1)}, sys ${(cpu.system / 1e6).toFixed(1)})`,
  );
  const sums = (await handle.db.execute(
    sql`select (select count(*) from interval_readings)::int as readings,
      (select count(*) from interval_rollups)::int as rollups,
      (select sum(value)::text || ' / ' || sum(low_part)::text || ' / ' || sum(extract(epoch from start))::text from interval_readings) as r,
      (select sum(sum)::text || ' / ' || sum(sum_low)::text || ' / ' || sum(max)::text || ' / ' || sum(count)::text || ' / ' || sum(expected)::text || ' / ' || sum(estimated)::text from interval_rollups) as u,
      (select md5(string_agg(connection_id || ':' || channel || ':' || start || ':' || minutes || ':' || value || ':' || coalesce(low_value::text, '-') || ':' || low_part || ':' || quality, ',' order by connection_id, channel, start)) from interval_readings) as rmd5,
      (select md5(string_agg(connection_id || ':' || customer_id || ':' || channel || ':' || grain || ':' || start || ':' || minutes || ':' || sum || ':' || sum_low || ':' || max || ':' || count || ':' || expected || ':' || estimated, ',' order by connection_id, channel, grain, start)) from interval_rollups) as umd5`,
  )) as unknown as { rows: unknown[] };
  for (const [key, [ms, n]] of [...times].sort((a, b) => b[1][0] - a[1][0]).slice(0, 15))
    console.log(`  ${(ms / 1000).toFixed(2).padStart(7)} s ${String(n).padStart(6)}× ${key}`);
  console.log('demo-job-cpu checksum', JSON.stringify(sums.rows[0]));
  await app.close();
} finally {
  await handle.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
