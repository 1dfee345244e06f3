import autocannon from 'autocannon';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

// GET /api/v3/auth/profile under load, on PGlite and (when DATABASE_URL is set) PostgreSQL.
// Loopback only, bounded in time: BENCH_SECONDS (default 10) per database, 10 connections.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function withFreshPostgres<T>(url: string, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const name = `energiek_bench_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  const { sql } = await import('drizzle-orm');
  await admin.db.execute(sql.raw(`drop database if exists ${name}`));
  await admin.db.execute(sql.raw(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: target.toString() });
  try {
    return await work(handle);
  } finally {
    await handle.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  const customer = await createCustomer(handle.db, { modules: ['ems', 'purchase'] });
  await createUser(handle.db, {
    emailAddress: 'bench@example.nl',
    type: 'customer',
    customerId: customer.id,
  });
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), requireAdmin2fa: false };
  const app = await buildApp({ config, database: handle, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${address}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ emailAddress: 'bench@example.nl', password: 'Energiek-2026!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const result = await autocannon({
    url: `${address}/api/v3/auth/profile`,
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  await app.close();
  const ok = result['2xx'];
  console.log(
    `GET auth/profile on ${label.padEnd(10)} ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${ok} ok / ${result.non2xx} non-2xx, ` +
      `${CONNECTIONS} connections, ${SECONDS} s`,
  );
}

export async function benchAuthProfile(): Promise<void> {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    await measure('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const url = process.env.DATABASE_URL;
  if (url) await withFreshPostgres(url, (handle) => measure('PostgreSQL', handle));
  else console.log('(DATABASE_URL not set: PostgreSQL skipped)');
}
