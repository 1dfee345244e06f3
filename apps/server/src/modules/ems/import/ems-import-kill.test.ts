import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '@energiek/db/client';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { getTestDatabase, resetDatabase } from '@energiek/db/testing/test-database';
import { databaseUrlFor } from '@energiek/db/testing/templates';
import { detectMapping } from '@energiek/domain/interval-import';
import { addLocalDays, intervalsInLocalDay } from '@energiek/domain/local-time';
import { createLocalDiskStorage } from '../../../lib/storage/local-disk-storage.ts';
import { randomStorageKey } from '../../../lib/storage/storage.ts';
import { insertImport } from './ems-import.repository.ts';

// Nothing half written when the import's process dies (issue 16): the import runs in a child process
// (import-child.ts) on a data directory (PGlite) or a database (PostgreSQL, when DATABASE_URL is set), is
// killed with SIGKILL right after its first chunk committed — while it writes the next one — and is run
// again. What the killed run left must be whole local days with their rollups; the re-run must end with the
// file's totals (hand-computed) and exactly the rollups of an uninterrupted import.

const DATABASE_URL = process.env.DATABASE_URL;
const CHILD = fileURLToPath(new URL('./import-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../../', import.meta.url));

/** 120 local days from 1 January 2026 (29 March has 92 quarters), day d's quarters at (d + 1) / 100 kWh. */
const DAYS = 120;
const FIRST_DAY = '2026-01-01';
// 96 × 0.01 × (1 + … + 120) − 4 × 0.88 (the 88th day, 29 March, lacks 4 quarters) = 6969.6 − 3.52;
// chunks of 31 days: 4 of them.
const TOTAL = { count: 120 * 96 - 4, sum: '6966.0800' };

const pad = (n: number) => String(n).padStart(2, '0');

function wideFile(ean: string): Buffer {
  const labels = Array.from({ length: 96 }, (_, i) => {
    const minute = (i + 1) * 15;
    return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
  });
  const lines = [['EAN', 'Datum', ...labels].join(';')];
  for (let d = 0; d < DAYS; d++) {
    const day = addLocalDays(FIRST_DAY, d);
    const value = ((d + 1) / 100).toFixed(2).replace('.', ',');
    lines.push([ean, day, ...Array.from({ length: intervalsInLocalDay(day, 15) }, () => value)].join(';'));
  }
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

let dir: string;
let handle: DatabaseHandle | null = null;
/** The child's database argument: PGlite's data directory or the PostgreSQL URL. */
let target: string;
let importId: number;
let connectionId: number;

/** The database for a look between runs (PGlite: one process at a time on a data directory). */
async function withDb<T>(work: (db: Database) => Promise<T>): Promise<T> {
  if (handle) return work(handle.db);
  const opened = await openDatabase({ dataDir: target });
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

type ChildRun = { code: number | null; signal: NodeJS.Signals | null; lines: string[] };

/** Runs the import in a child process; SIGKILLs it as soon as it reports chunk `killAfter`. */
function runChild(killAfter?: number): Promise<ChildRun> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CHILD, String(importId), path.join(dir, 'documents'), target],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  let stderr = '';
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (killAfter !== undefined && line === `chunk ${killAfter}`) child.kill('SIGKILL');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGKILL') reject(new Error(`import child exited ${code}: ${stderr}`));
      else resolve({ code, signal, lines });
    });
  });
}

type Row = Record<string, unknown>;
const rows = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Readings per local day next to that day's rollup: they must agree, and only whole days may be there. */
async function days(db: Database) {
  return rows(
    db,
    sql`select coalesce(r.day, u.day) as day, r.count as readings, r.sum as reading_sum,
          u.count as rollup_count, u.sum as rollup_sum, u.expected
        from (select to_char(start at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day,
                count(*)::int as count, sum(value)::text as sum
              from interval_readings where connection_id = ${connectionId} group by 1) r
        full join (select to_char(start at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day,
                count, sum::text as sum, expected
              from interval_rollups where connection_id = ${connectionId} and grain = 2) u on u.day = r.day
        order by 1`,
  );
}

/** Every rollup of the connection (all grains), as text. */
async function rollups(db: Database) {
  return rows(
    db,
    sql`select grain, start::text as start, sum::text as sum, sum_low::text as sum_low, max::text as max,
          count, expected, estimated
        from interval_rollups where connection_id = ${connectionId} order by grain, start`,
  );
}

async function totals(db: Database) {
  const [row] = await rows(
    db,
    sql`select count(*)::int as count, coalesce(sum(value), 0)::text as sum
        from interval_readings where connection_id = ${connectionId}`,
  );
  return row;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'energiek-import-kill-'));
  if (DATABASE_URL) {
    handle = await getTestDatabase();
    await resetDatabase(handle.db);
    const [current] = await rows(handle.db, sql`select current_database() as name`);
    target = databaseUrlFor(DATABASE_URL, String(current!['name']));
  } else {
    target = path.join(dir, 'db');
    let template: string | undefined;
    try {
      template = inject('pgliteTemplate');
    } catch {
      template = undefined;
    }
    const opened = await openDatabase({
      dataDir: target,
      ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
    });
    if (!template) await opened.migrate();
    await opened.close();
  }
  await withDb(async (db) => {
    const customer = await createCustomer(db, { name: 'Kwekerij Stroomuitval B.V.', modules: ['ems'] });
    const connection = await createConnection(db, { customerId: customer.id });
    const user = await createUser(db, { emailAddress: 'kill-import@energiek.test', type: 'admin' });
    connectionId = connection.id;
    const file = wideFile(connection.ean);
    const storageKey = randomStorageKey();
    await createLocalDiskStorage(path.join(dir, 'documents')).put(storageKey, file, 'text/csv');
    const text = file.toString('utf-8').split('\r\n', 3);
    const mapping = {
      ...detectMapping(
        text.map((line) => line.split(';')),
        ';',
      ),
      encoding: 'utf-8' as const,
    };
    expect(mapping).toMatchObject({ layout: 'wide', intervalLabel: 'end' });
    const row = await insertImport(db, {
      customerId: customer.id,
      fileName: 'stroomuitval.csv',
      storageKey,
      size: file.length,
      mapping,
      createdById: user.id,
    });
    importId = row.id;
  });
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe(`an interval import killed with SIGKILL (${DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('leaves whole days with their rollups, and a re-run ends as an uninterrupted import', async () => {
    const killed = await runChild(1);
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.lines).toContain('chunk 1');
    expect(killed.lines.some((line) => line.startsWith('done'))).toBe(false);

    await withDb(async (db) => {
      const partial = await days(db);
      const count = partial.reduce((n, day) => n + Number(day['readings'] ?? 0), 0);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(TOTAL.count);
      for (const day of partial) {
        // Readings and their day rollup agree, and every day written is whole.
        expect(day['readings']).toBe(day['rollup_count']);
        expect(day['reading_sum']).toBe(day['rollup_sum']);
        expect(day['readings']).toBe(day['expected']);
        expect(day['readings']).toBe(intervalsInLocalDay(String(day['day']), 15));
      }
    });

    const rerun = await runChild();
    expect(rerun.lines.at(-1)).toMatch(/^done /);
    const afterRerun = await withDb(async (db) => {
      expect(await totals(db)).toEqual(TOTAL);
      const [year] = await rows(
        db,
        sql`select sum::text as sum, count from interval_rollups where connection_id = ${connectionId} and grain = 5`,
      );
      expect(year).toEqual({ sum: TOTAL.sum, count: TOTAL.count });
      const [record] = await rows(
        db,
        sql`select status, rows_read, rows_imported, rows_rejected from ems_imports where id = ${importId}`,
      );
      expect(record).toEqual({ status: 'done', rows_read: DAYS, rows_imported: DAYS, rows_rejected: 0 });
      const result = await rollups(db);
      // The uninterrupted import to compare with: the same file on an emptied connection.
      await db.execute(sql`delete from interval_readings where connection_id = ${connectionId}`);
      await db.execute(sql`delete from interval_rollups where connection_id = ${connectionId}`);
      return result;
    });

    const clean = await runChild();
    expect(clean.lines.at(-1)).toMatch(/^done /);
    await withDb(async (db) => {
      expect(await totals(db)).toEqual(TOTAL);
      expect(await rollups(db)).toEqual(afterRerun);
    });
    // 120 days: as many day rollups, 4 months.
    expect(afterRerun.filter((r) => r['grain'] === 2)).toHaveLength(DAYS);
    expect(afterRerun.filter((r) => r['grain'] === 4)).toHaveLength(4);
  }, 300_000);
});
