import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { inject, type ProvidedContext } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../client.ts';
import * as schema from '../schema/index.ts';
import {
  TEST_DATABASE_PREFIX,
  databaseUrlFor,
  dropDatabase,
  dropStaleDatabases,
  withAdminClient,
} from './templates.ts';

// One migrated database per test file (a worker process runs many files in turn, isolate: false, and
// per-file-setup.ts closes the file's database when it ends). It is a copy of the run's
// template (global-setup.ts): PGlite loads the dumped data directory, PostgreSQL creates the database from
// the template database. Without a template (a file run outside vitest's globalSetup) it migrates its own.
// Tests isolate by resetDatabase() (truncation), never by opening a new database per test.

let current: Promise<DatabaseHandle> | undefined;
let dropOnClose: (() => Promise<void>) | undefined;
/** The PostgreSQL database this worker still has to drop when it ends without closeTestDatabase(). */
let pendingAtExit: { databaseUrl: string; name: string; drop: () => Promise<void> } | undefined;
let exitHandlersInstalled = false;

/** This worker's database: PostgreSQL when DATABASE_URL is set (a fresh database), else in-memory PGlite. */
export function getTestDatabase(): Promise<DatabaseHandle> {
  current ??= createTestDatabase(process.env.DATABASE_URL).catch((error: unknown) => {
    current = undefined;
    throw error;
  });
  return current;
}

/**
 * Closes this worker's database (and drops it on PostgreSQL); the next getTestDatabase() starts anew. True when
 * there was one open.
 */
export async function closeTestDatabase(): Promise<boolean> {
  const pending = current;
  const drop = dropOnClose;
  current = undefined;
  dropOnClose = undefined;
  if (!pending) return false;
  const handle = await pending;
  await handle.close();
  await drop?.();
  return true;
}

/** Tables a migration fills with reference data (not test data): a reset keeps them. */
const MIGRATION_DATA_TABLES = new Set(['public_holidays']);

/** Empties every table of the schema registry (but the migrations' reference data) and restarts ids. */
export async function resetDatabase(db: Database): Promise<void> {
  const names = schemaTableNames()
    .filter((name) => !MIGRATION_DATA_TABLES.has(name))
    .map((name) => `"${name}"`);
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
    const template = provided('pgliteTemplate');
    if (template) {
      return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]) });
    }
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    return handle;
  }
  const template = provided('postgresTemplate');
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(databaseUrl, async (client) => {
    if (!template) await dropStaleDatabases(client);
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  });
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, name), poolSize: 4 });
  if (!template) await handle.migrate();
  const drop = () => withAdminClient(databaseUrl, (client) => dropDatabase(client, name, true));
  dropOnClose = drop;
  pendingAtExit = { databaseUrl, name, drop };
  dropAtExitOnce();
  return handle;
}

/**
 * Best effort for workers that end without closeTestDatabase(). Vitest ends its workers with SIGTERM, which
 * skips 'exit' handlers unless handled; exit handlers cannot wait, so a detached process drops the database
 * once this one is gone. Workers killed outright are swept up by dropStaleDatabases(). Installed once per
 * process: a worker runs many test files (isolate: false), each with a database of its own.
 */
function dropAtExitOnce(): void {
  if (exitHandlersInstalled) return;
  exitHandlersInstalled = true;
  const dropAtExit = () => {
    const pending = pendingAtExit;
    pendingAtExit = undefined;
    if (pending && dropOnClose === pending.drop) dropInBackground(pending.databaseUrl, pending.name);
  };
  process.once('exit', dropAtExit);
  process.once('SIGTERM', () => {
    dropAtExit();
    process.exit(143);
  });
}

/** A value the run's globalSetup provided; undefined outside a vitest worker or when not provided. */
function provided<K extends keyof ProvidedContext>(key: K): ProvidedContext[K] | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
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
