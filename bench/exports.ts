import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { dataExports } from '@energiek/db/schema/index';
import { runExport, type StoredParams } from '../apps/server/src/modules/exports/exports.job.ts';
import { withBenchApp, withFreshPostgres } from './support.ts';

// Energy export (issue 11 "Exports"): one connection with 1,000,000 interval readings (three channels of
// quarters from 2016) is exported by the export job as CSV and as xlsx into storage on local disk. Prints
// rows/s, file size and the peak RSS while each export ran (sampled every 50 ms) against the RSS before:
// the file streams, so memory stays flat however many rows there are. On PostgreSQL when DATABASE_URL is
// set, else on PGlite. BENCH_EXPORT_ROWS makes it smaller. Figures only, never pass/fail.

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const CHANNELS = 3;

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

async function run(label: string, handle: DatabaseHandle, url: string | undefined): Promise<void> {
  await handle.migrate();
  await withBenchApp(handle, { name: 'export', config: { databaseUrl: url } }, async (app) => {
    const db = app.ctx.db;
    const customer = await createCustomer(db, { name: 'Bench Export B.V.' });
    const connection = await createConnection(db, { customerId: customer.id });
    const perChannel = Math.ceil(ROWS / CHANNELS);
    const loadStart = performance.now();
    await db.execute(sql`
      insert into interval_readings (connection_id, customer_id, channel, start, minutes, value, quality)
      select ${connection.id}, ${customer.id}, c, timestamptz '2016-01-01 00:00:00+01' + i * interval '15 minutes', 15,
             ((i::bigint * 7919 + c * 104729) % 40000) / 10000.0, 0
      from generate_series(0, ${perChannel - 1}) as i, generate_series(1, ${CHANNELS}) as c`);
    const days = Math.ceil(perChannel / 96);
    const to = new Date(Date.UTC(2016, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
    console.log(
      `exports (${label}): ${(perChannel * CHANNELS).toLocaleString('en')} readings loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s (2016-01-01 … ${to})`,
    );
    for (const format of ['csv', 'xlsx'] as const) {
      const params: StoredParams = {
        customerId: customer.id,
        connectionId: connection.id,
        from: '2016-01-01',
        to,
        scope: 'all',
        description: 'bench',
      };
      const [row] = await db
        .insert(dataExports)
        .values({
          type: 'energy',
          format,
          params,
          customerId: customer.id,
          filename: `bench.${format}`,
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: dataExports.id });
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const started = performance.now();
      const result = await runExport(app.ctx, row!.id, async () => undefined);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      console.log(
        `exports (${label}) ${format}: ${result.rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s = ${Math.round(result.rows / seconds).toLocaleString('en')} rows/s, file ${mb(result.size)}, RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)})`,
      );
    }
  });
}

export async function benchExports(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await withFreshPostgres(url, (handle) => run('PostgreSQL', handle, url));
    return;
  }
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    await run('PGlite', pglite, undefined);
  } finally {
    await pglite.close();
  }
}
