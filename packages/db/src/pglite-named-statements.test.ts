import { PGlite } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { PgliteNamedStatements } from './pglite-named-statements.ts';
import { customers } from './schema/index.ts';
import { getTestDatabase, resetDatabase } from './testing/test-database.ts';
import { createCustomer } from './factories/customers.ts';

// Statements Drizzle prepares with a name run as named statements on PGlite (pglite-named-statements.ts);
// on PostgreSQL node-postgres names them. The results must be those of the same statement unprepared.

describe('prepared statements (the test database: PGlite, or PostgreSQL with DATABASE_URL)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await getTestDatabase();
    await resetDatabase(handle.db);
  });

  it('a named statement returns what the same query returns unprepared, run after run, for any values', async () => {
    for (const name of ['Bakkerij Zon', 'Aannemer Oost', 'Chemie Noord', 'Dakwerk West']) {
      await createCustomer(handle.db, { name, status: name.startsWith('C') ? 'inactive' : 'active' });
    }
    const query = (
      status: 'active' | 'inactive' | ReturnType<typeof sql.placeholder>,
      limit: number | ReturnType<typeof sql.placeholder>,
    ) =>
      handle.db
        .select({
          id: customers.id,
          name: customers.name,
          createdAt: customers.createdAt,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(customers)
        .where(eq(customers.status, status))
        .orderBy(asc(customers.name))
        .limit(limit);
    const prepared = query(sql.placeholder('status'), sql.placeholder('limit')).prepare(
      'test_named_customers',
    );
    // More runs than PostgreSQL's five custom plans before it considers a generic one.
    for (let run = 0; run < 8; run++) {
      for (const [status, limit] of [
        ['active', 2],
        ['active', 10],
        ['inactive', 5],
      ] as const) {
        const named = await prepared.execute({ status, limit });
        expect(named).toEqual(await query(status, limit));
        expect(named.length).toBe(status === 'active' ? Math.min(limit, 3) : 1);
        expect(named[0]?.createdAt).toBeInstanceOf(Date);
      }
    }
  });

  it('a database error names its query, and the statement runs again afterwards', async () => {
    const prepared = handle.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, sql.placeholder('id')))
      .prepare('test_named_by_id');
    await expect(prepared.execute({ id: 'geen getal' })).rejects.toThrow(/Failed query/);
    const [customer] = await handle.db.select({ id: customers.id }).from(customers).limit(1);
    expect(await prepared.execute({ id: customer!.id })).toEqual([{ id: customer!.id }]);
  });
});

// PGlite's own session: the PGlite pass runs it; the PostgreSQL pass has nothing to add (under the journeys' load
// its fresh PGlite.create() took over a minute there, 29-11-2026).
describe.skipIf(Boolean(process.env.DATABASE_URL))('PgliteNamedStatements', () => {
  let pg: PGlite;
  let named: PgliteNamedStatements;
  beforeAll(async () => {
    pg = await PGlite.create();
    named = new PgliteNamedStatements(pg);
    await pg.exec(
      `create table t (id int primary key, name text, at timestamptz); insert into t values (1, 'een', '2026-03-29 01:30:00+00'), (2, 'twee', null)`,
    );
  });
  afterAll(() => pg.close());

  it('prepares a statement once and runs it with PGlite#query’s results, types and row modes included', async () => {
    const text = 'select id, name, at from t where id >= $1 order by id';
    for (const rowMode of ['object', 'array'] as const) {
      for (const from of [1, 2, 3]) {
        const expected = await pg.query(text, [from], { rowMode });
        const actual = await named.query('t_from', text, [from], { rowMode });
        expect(actual).toEqual(expected);
      }
    }
    expect(named.size).toBe(1);
    const statements = await pg.query<{ name: string }>('select name from pg_prepared_statements');
    expect(statements.rows).toEqual([{ name: 't_from' }]);
  });

  it('reports what a changing statement changed, as PGlite#query does', async () => {
    const insert = "insert into t (id, name) values ($1, 'é€𝄞') returning id, name";
    const expected = await pg.query(insert, [10]);
    const actual = await named.query('t_insert', insert, [11]);
    expect(actual).toEqual({ ...expected, rows: [{ id: 11, name: 'é€𝄞' }] });
    expect(actual).toMatchObject({ command: 'INSERT', affectedRows: 1, rowCount: 1 });
    const remove = 'delete from t where id >= $1';
    expect(await named.query('t_delete', remove, [10])).toEqual({
      rows: [],
      fields: [],
      command: 'DELETE',
      affectedRows: 2,
      rowCount: 2,
    });
  });

  it('runs concurrent calls one at a time, each with its own values', async () => {
    const text = 'select name from t where id = $1';
    const results = await Promise.all(
      [1, 2, 1, 2, 3].map((id) => named.query<{ name: string }>('t_name', text, [id])),
    );
    expect(results.map((result) => result.rows[0]?.name ?? null)).toEqual([
      'een',
      'twee',
      'een',
      'twee',
      null,
    ]);
  });

  it('prepares again when a table change altered the statement’s result columns', async () => {
    const text = 'select * from t where id = $1';
    expect((await named.query('t_star', text, [1])).fields.map((field) => field.name)).toEqual([
      'id',
      'name',
      'at',
    ]);
    await pg.exec('alter table t add column extra int default 7');
    const after = await named.query<{ extra: number }>('t_star', text, [1]);
    expect(after.fields.map((field) => field.name)).toEqual(['id', 'name', 'at', 'extra']);
    expect(after.rows[0]?.extra).toBe(7);
    await pg.exec('alter table t drop column extra');
  });

  it('reports a database error with its query and keeps the session usable', async () => {
    const text = 'select 10 / $1::int as q';
    await expect(named.query('t_divide', text, [0])).rejects.toMatchObject({
      message: 'division by zero',
      query: text,
      params: [0],
    });
    expect((await named.query<{ q: number }>('t_divide', text, [5])).rows).toEqual([{ q: 2 }]);
    expect(pg.isInTransaction()).toBe(false);
    await expect(named.query('t_bad', 'select nope from t', [])).rejects.toMatchObject({
      query: 'select nope from t',
    });
    expect((await pg.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs a second text under a name already taken unnamed (a name stands for one text)', async () => {
    await named.query('t_twice', 'select 1 as n', []);
    expect((await named.query<{ n: number }>('t_twice', 'select 2 as n', [])).rows).toEqual([{ n: 2 }]);
  });
});

describe('the PGlite handle', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => handle.close());

  it('runs Drizzle statements prepared with a name as named statements, others and transactions unnamed', async () => {
    const one = handle.db.select({ one: sql<number>`1` }).from(sql`(select 1) as x`);
    await one.execute();
    await handle.db.transaction(async (tx) => {
      await tx
        .select({ two: sql<number>`2` })
        .from(sql`(select 1) as x`)
        .prepare('in_transaction')
        .execute();
    });
    expect(await prepared(handle)).toEqual([]);
    expect(await one.prepare('handle_one').execute()).toEqual([{ one: 1 }]);
    expect(await prepared(handle)).toEqual(['handle_one']);
  });
});

async function prepared(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(sql`select name from pg_prepared_statements order by name`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}
