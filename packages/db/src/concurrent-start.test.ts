import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from './backup.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { REFERENCE_PARAMETERS, seedReferenceParameters } from './seed/parameters.ts';
import { TEST_DATABASE_PREFIX, databaseUrlFor, dropDatabase, withAdminClient } from './testing/templates.ts';

// Several app instances starting at once on one fresh PostgreSQL database (docs/scaling.md,
// `npm run bench two-instances`): each runs the migrations and the reference-parameter seed on start.
// Before the advisory lock in openDatabase's migrate, the second instance failed on
// `CREATE SCHEMA IF NOT EXISTS "drizzle"` (duplicate key in pg_namespace); before the seed skipped
// conflicts, it failed on parameters_natural_key_index. Either way it exited.

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('instances starting at once on PostgreSQL (needs DATABASE_URL)', () => {
  const name = `${TEST_DATABASE_PREFIX}start_${process.pid}`;
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

  it('three instances seeding the reference parameters at once insert each row once', async () => {
    const inserted = await Promise.all(handles.map((handle) => seedReferenceParameters(handle.db)));
    expect(inserted.reduce((sum, n) => sum + n, 0)).toBe(REFERENCE_PARAMETERS.length);
    const [row] = rowsOf<{ n: number }>(
      await handles[0]!.db.execute(sql`select count(*)::int as n from parameters`),
    );
    expect(row!.n).toBe(REFERENCE_PARAMETERS.length);
  });
});
