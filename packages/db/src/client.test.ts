import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from './backup.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { TEST_DATABASE_PREFIX, databaseUrlFor, dropDatabase, withAdminClient } from './testing/templates.ts';

// Several app instances starting at once on one fresh PostgreSQL database (docs/scaling.md): each runs the
// migrations on start. Before the advisory lock in openDatabase's migrate, the second instance failed on
// `CREATE SCHEMA IF NOT EXISTS "drizzle"` (duplicate key in pg_namespace) and exited.

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('migrations on PostgreSQL (needs DATABASE_URL)', () => {
  const name = `${TEST_DATABASE_PREFIX}migrate_${process.pid}`;
  const handles: DatabaseHandle[] = [];

  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => undefined);
    await withAdminClient(databaseUrl!, (client) => dropDatabase(client, name, true));
  });

  it('three instances migrating one fresh database at once all succeed, and apply each migration once', async () => {
    await withAdminClient(databaseUrl!, async (client) => {
      await dropDatabase(client, name, true);
      await client.query(`create database "${name}"`);
    });
    for (let i = 0; i < 3; i++) {
      handles.push(await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl!, name), poolSize: 2 }));
    }
    const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const applied = await handles[0]!.db.execute(
      sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
    );
    const [row] = rowsOf<{ n: number; distinct_hashes: number }>(applied);
    expect(row!.n).toBeGreaterThan(0);
    expect(row!.n).toBe(row!.distinct_hashes);
  });
});
