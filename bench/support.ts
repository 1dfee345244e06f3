import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

// Shared by the benchmarks: a throw-away PostgreSQL database, the app on a loopback port, one
// autocannon run printed as a line of figures. Never pass/fail.

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export async function withFreshPostgres<T>(
  url: string,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const name = `energiek_bench_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
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

/** Runs `work` on an in-memory PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database. */
export async function onBothDatabases(work: (label: string, handle: DatabaseHandle) => Promise<void>) {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    await work('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const url = process.env.DATABASE_URL;
  if (url) await withFreshPostgres(url, (handle) => work('PostgreSQL', handle));
  else console.log('(DATABASE_URL not set: PostgreSQL skipped)');
}

export async function startApp(handle: DatabaseHandle): Promise<{ app: FastifyInstance; address: string }> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), requireAdmin2fa: false };
  const app = await buildApp({ config, database: handle, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, address };
}

/**
 * Runs `work` against the app built in this process (no port) with its files in a throw-away data folder
 * (`energiek-bench-<name>-…`); closes the app and removes the folder after. `config` adds to the bench's
 * configuration (silent, no demo seed, no admin 2FA).
 */
export async function withBenchApp<T>(
  handle: DatabaseHandle,
  { name, config = {} }: { name: string; config?: Partial<ReturnType<typeof loadConfig>> },
  work: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), `energiek-bench-${name}-`));
  const app = await buildApp({
    // Documents in DATA_DIR/documents.
    config: {
      ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir }),
      requireAdmin2fa: false,
      ...config,
    },
    database: handle,
    logger: false,
  });
  await app.ready();
  try {
    return await work(app);
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function login(address: string, emailAddress: string, password = 'Energiek-2026!') {
  const response = await fetch(`${address}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ emailAddress, password }),
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** One timed run against GET `path`, printed as a line. */
export async function hammer(label: string, address: string, path: string, token: string): Promise<void> {
  const result = await autocannon({
    url: `${address}${path}`,
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  console.log(
    `GET ${path.replace('/api/v3/', '')} on ${label.padEnd(10)} ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result['2xx']} ok / ${result.non2xx} non-2xx, ` +
      `${CONNECTIONS} connections, ${SECONDS} s`,
  );
}
