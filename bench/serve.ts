// A benchmark server in a process of its own (bench/table.ts), so its memory is measured apart from the
// load generator's. BENCH_MODE=app serves the app on DATABASE_URL (or the PGlite in DATA_DIR); BENCH_MODE=bare serves one hand-written
// Fastify + pg handler with the app's customers list SQL and JSON (the baseline the app is compared with).
// Prints "listening <address>" when ready.
import Fastify from 'fastify';
import pg from 'pg';
import { CUSTOMER_STATUS_NAMES } from '@energiek/contracts/customer-switch';
import { openDatabase } from '@energiek/db/client';
import { startApp } from './support.ts';

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url && !dataDir) throw new Error('DATABASE_URL or DATA_DIR is required');

// What GET customers?limit=25&sort=name runs (customers.repository.ts listCustomers), written by hand: one
// named (prepared) statement whose rows carry the capped count (core/paging.ts countUpToColumn).
const LIST_SQL = `
  select id, name, number, sub_type as "subType", status, coalesce(visit_city, postal_city) as city,
    kvk_number as "kvkNumber",
    (select count(*) from connections c where c.customer_id = customers.id and c.product = 1 and c.status = 1)::int
      as "electricCount",
    (select count(*) from connections c where c.customer_id = customers.id and c.product = 2 and c.status = 1)::int
      as "gasCount",
    (select count(*) from (select 1 from customers limit $3) as capped)::int as total
  from customers order by lower(name), lower(name), id limit $1 offset $2`;

if (process.env.BENCH_MODE === 'bare') {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/bare/customers', async () => {
    const limit = 25;
    const { rows } = await pool.query<{ status: keyof typeof CUSTOMER_STATUS_NAMES; total: number }>({
      name: 'bare_customers_list',
      text: LIST_SQL,
      values: [limit, 0, 10_001],
    });
    const count = rows[0]?.total ?? 0;
    return {
      data: rows.map(({ total: _total, ...row }) => ({
        ...row,
        statusName: CUSTOMER_STATUS_NAMES[row.status],
      })),
      meta: {
        current_page: 1,
        last_page: Math.max(1, Math.ceil(count / limit)),
        per_page: limit,
        total: count,
      },
    };
  });
  console.log(`listening ${await app.listen({ host: '127.0.0.1', port: 0 })}`);
} else {
  // PGlite in its worker thread as the server runs it; BENCH_PGLITE_THREAD=in-process for the old way.
  const worker = process.env.BENCH_PGLITE_THREAD !== 'in-process';
  const handle = await openDatabase(url ? { databaseUrl: url } : { dataDir, worker });
  const { address } = await startApp(handle);
  console.log(`listening ${address}`);
}
