import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './backup.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

// The embedded database in its own thread (pglite-worker.ts): the server's event loop keeps turning while a
// long statement runs, transactions of two connections do not mix, and named statements survive a new
// connection (the worker deallocates a closed connection's own).

const socketDirOf = (handle: DatabaseHandle) =>
  (handle.db as unknown as { $client: pg.Pool }).$client.options.host as string;

describe('PGlite in a worker thread', () => {
  let handle: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'energiek-worker-test-')), 'data');
    handle = await openDatabase({ dataDir, worker: true });
    await handle.migrate();
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('is the embedded database, migrated, in a data folder of mode 0700', async () => {
    expect(handle.kind).toBe('pglite');
    const result = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(rowsOf<{ n: number }>(result)[0]!.n).toBeGreaterThan(0);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(socketDirOf(handle)).mode & 0o777).toBe(0o700);
  });

  it('keeps this thread free while a long statement runs', async () => {
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    await handle.db.execute(
      sql`select count(*) from generate_series(1, 2000000) a join generate_series(1, 2) b on true`,
    );
    const took = performance.now() - started;
    clearInterval(timer);
    // The statement takes a good while; this thread's timers kept firing all along.
    expect(took).toBeGreaterThan(200);
    expect(longestGap).toBeLessThan(took / 2);
  });

  it('runs a transaction of one connection alone: another connection waits for its end', async () => {
    const other = new pg.Client({ host: socketDirOf(handle), user: 'postgres', database: 'postgres' });
    await other.connect();
    try {
      await handle.db.execute(sql`create table if not exists worker_probe (n int)`);
      await other.query('begin');
      await other.query('insert into worker_probe values (1)');
      let seen: number | undefined;
      const read = handle.db
        .execute(sql`select count(*)::int as n from worker_probe`)
        .then((r) => (seen = rowsOf<{ n: number }>(r)[0]!.n));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen).toBeUndefined(); // waits for the other connection's transaction
      await other.query('rollback');
      await read;
      expect(seen).toBe(0);
    } finally {
      await other.end();
    }
  });

  it("runs the requests' waiting statements before the background connections' (jobs)", async () => {
    const background = handle.backgroundDb!;
    const order: string[] = [];
    // Connections open beforehand (two of the requests' pool, one of the jobs'), so that each of the two
    // statements below is one batch queued while a long statement runs; the background one first.
    const probe = sql`select 1`;
    await Promise.all([handle.db.execute(probe), handle.db.execute(probe), background.execute(probe)]);
    const long = handle.db
      .execute(sql`select count(*) from generate_series(1, 1000000) a join generate_series(1, 2) b on true`)
      .then(() => order.push('long')); // then(): drizzle's query starts only once asked for its result
    await new Promise((resolve) => setTimeout(resolve, 50));
    const job = background.execute(sql`select 1 as job`).then(() => order.push('job'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const request = handle.db.execute(sql`select 1 as request`).then(() => order.push('request'));
    await Promise.all([long, job, request]);
    expect(order).toEqual(['long', 'request', 'job']);
  });

  it('runs a background transaction to its end before a request, once it has begun', async () => {
    await handle.db.execute(sql`create table if not exists worker_probe (n int)`);
    const order: string[] = [];
    let read: Promise<unknown> = Promise.resolve();
    await handle.backgroundDb!.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe values (2)`);
      read = handle.db
        .execute(sql`select count(*)::int as n from worker_probe where n = 2`)
        .then((r) => order.push(`request saw ${rowsOf<{ n: number }>(r)[0]!.n}`));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`select 1`);
      order.push('job committing');
    });
    await read;
    expect(order).toEqual(['job committing', 'request saw 1']);
    await handle.db.execute(sql`delete from worker_probe where n = 2`);
  });

  it("rolls back a closed connection's open transaction and drops its named statements", async () => {
    const host = socketDirOf(handle);
    const first = new pg.Client({ host, user: 'postgres', database: 'postgres' });
    await first.connect();
    await first.query({ name: 'probe', text: 'select $1::int + 1 as n', values: [1] });
    await first.query('begin');
    await first.query('insert into worker_probe values (2)');
    await first.end();
    const second = new pg.Client({ host, user: 'postgres', database: 'postgres' });
    await second.connect();
    try {
      const { rows } = await second.query<{ n: number }>({
        name: 'probe',
        text: 'select $1::int + 1 as n',
        values: [2],
      });
      expect(rows[0]!.n).toBe(3);
      const count = await second.query<{ n: number }>('select count(*)::int as n from worker_probe');
      expect(count.rows[0]!.n).toBe(0);
    } finally {
      await second.end();
    }
  });

  it('keeps the named statements of two connections apart (one name, two texts)', async () => {
    const host = socketDirOf(handle);
    const clients = [0, 1].map(() => new pg.Client({ host, user: 'postgres', database: 'postgres' }));
    await Promise.all(clients.map((client) => client.connect()));
    try {
      const run = (i: number) =>
        clients[i]!.query<{ n: number }>({
          name: 'same',
          text: `select $1::int * ${i + 2} as n`,
          values: [5],
        });
      for (let round = 0; round < 3; round++) {
        const [a, b] = await Promise.all([run(0), run(1)]);
        expect([a.rows[0]!.n, b.rows[0]!.n]).toEqual([10, 15]);
      }
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it('keeps what was written across a restart', async () => {
    await handle.db.execute(sql`insert into worker_probe values (42)`);
    await handle.close();
    handle = await openDatabase({ dataDir, worker: true });
    const result = await handle.db.execute(sql`select sum(n)::int as n from worker_probe`);
    expect(rowsOf<{ n: number }>(result)[0]!.n).toBe(42);
  }, 60_000);
});
