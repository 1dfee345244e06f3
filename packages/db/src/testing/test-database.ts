import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../client.ts';
import * as schema from '../schema/index.ts';

// One migrated database per test worker process. Tests isolate by resetDatabase() (truncation), never by
// opening a new database per test: PGlite takes seconds to start.

const TEST_DATABASE_PREFIX = 'energiek_test_';

let current: Promise<DatabaseHandle> | undefined;
let dropOnClose: (() => Promise<void>) | undefined;

/** This worker's database: PostgreSQL when DATABASE_URL is set (a fresh database), else in-memory PGlite. */
export function getTestDatabase(): Promise<DatabaseHandle> {
  current ??= createTestDatabase(process.env.DATABASE_URL).catch((error: unknown) => {
    current = undefined;
    throw error;
  });
  return current;
}

/** Closes this worker's database (and drops it on PostgreSQL); the next getTestDatabase() starts anew. */
export async function closeTestDatabase(): Promise<void> {
  const pending = current;
  const drop = dropOnClose;
  current = undefined;
  dropOnClose = undefined;
  if (!pending) return;
  const handle = await pending;
  await handle.close();
  await drop?.();
}

/** Empties every table of the schema registry and restarts their id sequences. */
export async function resetDatabase(db: Database): Promise<void> {
  const names = schemaTableNames().map((name) => `"${name}"`);
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}

/** Names of all tables in the schema registry. */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));
}

async function createTestDatabase(databaseUrl: string | undefined): Promise<DatabaseHandle> {
  if (!databaseUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    return handle;
  }
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(databaseUrl, async (client) => {
    await dropStaleTestDatabases(client);
    await client.query(`create database "${name}"`);
  });
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await handle.migrate();
  const drop = () => withAdminClient(databaseUrl, (client) => dropDatabase(client, name, true));
  dropOnClose = drop;
  // Best effort for workers that end without closeTestDatabase(). Vitest ends its workers with SIGTERM,
  // which skips 'exit' handlers unless handled; exit handlers cannot wait, so a detached process drops
  // the database once this one is gone. Workers killed outright are swept up by dropStaleTestDatabases().
  let dropped = false;
  const dropAtExit = () => {
    if (dropped || dropOnClose !== drop) return;
    dropped = true;
    dropInBackground(databaseUrl, name);
  };
  process.once('exit', dropAtExit);
  process.once('SIGTERM', () => {
    dropAtExit();
    process.exit(143);
  });
  return handle;
}

function dropInBackground(databaseUrl: string, name: string): void {
  const pgPath = createRequire(import.meta.url).resolve('pg');
  const script = `const pg = require(${JSON.stringify(pgPath)});
const client = new pg.Client({ connectionString: process.env.ADMIN_URL });
client.connect()
  .then(() => client.query('drop database if exists "${name}" with (force)'))
  .catch(() => undefined)
  .finally(() => client.end());`;
  spawn(process.execPath, ['-e', script], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ADMIN_URL: databaseUrl },
  }).unref();
}

async function withAdminClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(client: pg.Client, name: string, force: boolean): Promise<void> {
  // WITH (FORCE) exists since PostgreSQL 13.
  await client.query(`drop database if exists "${name}"${force ? ' with (force)' : ''}`);
}

/** Drops test databases left by worker processes of this machine that no longer run (and are unused). */
async function dropStaleTestDatabases(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like '${TEST_DATABASE_PREFIX}%'`,
  );
  for (const { datname } of rows) {
    const pid = Number(/^energiek_test_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
    if (!pid || isProcessAlive(pid)) continue;
    // Without FORCE: a database still in use (e.g. by another machine's run) is left alone.
    await dropDatabase(client, datname, false).catch(() => undefined);
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
