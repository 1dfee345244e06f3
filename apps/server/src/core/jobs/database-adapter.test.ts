import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@energiek/db/client';
import { getTestDatabase } from '@energiek/db/testing/test-database';
import { bossDbFor } from './database-adapter.ts';

// pg-boss's statements on the app's own connection (PGlite session, or the pg pool): parameterised
// queries, multi-statement scripts answering their last result, and a failing script that leaves no
// aborted transaction behind for the app's next query.

let database: DatabaseHandle;
const errors: unknown[] = [];
const log = { error: (object: object) => void errors.push(object) };

beforeAll(async () => {
  database = await getTestDatabase();
});

describe('bossDbFor', () => {
  it('runs parameterised statements and answers the last result of a script', async () => {
    const boss = bossDbFor(database.db, log);
    expect((await boss.executeSql('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    const script = await boss.executeSql('BEGIN; SELECT 1 AS first; SELECT 2 AS last; COMMIT;');
    expect(script.rows).toEqual([]);
    expect((await boss.executeSql('SELECT 7 AS only')).rows).toEqual([{ only: 7 }]);
  });

  it('rolls a failing script back before the app queries again, and logs the error', async () => {
    const boss = bossDbFor(database.db, log);
    // A real table: on PostgreSQL the pool may run each statement on another connection.
    const table = `adapter_probe_${process.pid}`;
    await database.db.execute(sql.raw(`create table if not exists ${table} (n int)`));
    await expect(
      boss.executeSql(`BEGIN; INSERT INTO ${table} VALUES (1); SELECT 1/0; COMMIT;`),
    ).rejects.toThrow(/division by zero/);
    expect(errors.length).toBeGreaterThan(0);
    // The app's next statement runs normally (not "current transaction is aborted") and sees no row.
    const rows = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    await database.db.execute(sql.raw(`drop table ${table}`));
    await boss.idle();
  });

  it('drops the statements pg-boss sends after the runner stopped, and takes them again once attached', async () => {
    const boss = bossDbFor(database.db, log);
    const before = errors.length;
    boss.detached = true;
    // A late fail() of an attempt that outlived the stop: no database is touched, nothing is thrown.
    await expect(boss.executeSql('select * from no_such_table_after_stop')).resolves.toEqual({ rows: [] });
    expect(errors.length).toBe(before);
    boss.detached = false;
    expect((await boss.executeSql('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });
});
