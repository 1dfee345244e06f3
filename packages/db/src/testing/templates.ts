import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../client.ts';

// Migrated template databases, made once per test run (vitest globalSetup) so that a test file starts from a
// copy instead of creating and migrating a database of its own: on PGlite a dumped data directory (loading
// it skips initdb, which is most of PGlite's start), on PostgreSQL a template for CREATE DATABASE … TEMPLATE.

/** Test databases made from a template start with this prefix, followed by the worker's pid. */
export const TEST_DATABASE_PREFIX = 'energiek_test_';
/** Template databases: the prefix, then the pid of the process that made it (the vitest main process). */
export const TEMPLATE_DATABASE_PREFIX = 'energiek_template_';

export type Template = { value: string; dispose(): Promise<void> };

/** Migrates an in-memory PGlite and dumps its data directory to a file; returns the file's path. */
export async function createPgliteTemplate(): Promise<Template> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await handle.migrate();
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const dir = mkdtempSync(path.join(tmpdir(), 'energiek-pglite-template-'));
    const file = path.join(dir, 'datadir.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return { value: file, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

/** Creates and migrates a PostgreSQL template database next to `databaseUrl`'s; returns its name. */
export async function createPostgresTemplate(databaseUrl: string): Promise<Template> {
  const name = `${TEMPLATE_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(databaseUrl, async (client) => {
    await dropStaleDatabases(client);
    await client.query(`create database "${name}"`);
  });
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, name), poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template that has open connections.
    await handle.close();
  }
  return {
    value: name,
    dispose: () => withAdminClient(databaseUrl, (client) => dropDatabase(client, name, true)),
  };
}

/** `databaseUrl` with its database name replaced by `name`. */
export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(client: pg.Client, name: string, force: boolean): Promise<void> {
  // WITH (FORCE) exists since PostgreSQL 13.
  await client.query(`drop database if exists "${name}"${force ? ' with (force)' : ''}`);
}

/** Drops test and template databases left by processes of this machine that no longer run (and are unused). */
export async function dropStaleDatabases(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like '${TEST_DATABASE_PREFIX}%' or datname like '${TEMPLATE_DATABASE_PREFIX}%'`,
  );
  for (const { datname } of rows) {
    const pid = Number(/^energiek_(?:test|template)_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
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
