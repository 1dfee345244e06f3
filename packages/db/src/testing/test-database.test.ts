import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { customers } from '../schema/index.ts';
import { closeTestDatabase, getTestDatabase, resetDatabase, schemaTableNames } from './test-database.ts';

describe('test database', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await getTestDatabase();
  });
  afterAll(closeTestDatabase);

  it('is one database per worker', async () => {
    expect(await getTestDatabase()).toBe(handle);
    expect(handle.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('is migrated: every table of the schema exists', async () => {
    // Both drivers answer execute() with { rows }; the common PgDatabase type leaves it unknown.
    const result = (await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    const existing = result.rows.map((row) => row.table_name);
    expect(schemaTableNames().length).toBeGreaterThan(10);
    for (const name of schemaTableNames()) expect(existing).toContain(name);
  });

  it('resets: empties tables and restarts ids', async () => {
    const values = { name: 'Reset B.V.', number: 1 };
    const [first] = await handle.db.insert(customers).values(values).returning();
    await resetDatabase(handle.db);
    expect((await handle.db.select({ n: count() }).from(customers))[0]?.n).toBe(0);
    const [again] = await handle.db.insert(customers).values(values).returning();
    expect(again?.id).toBe(first?.id);
    await resetDatabase(handle.db);
  });
});
