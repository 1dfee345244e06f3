import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from './backup.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { LOCK_FILE } from './data-dir-lock.ts';
import { installedPgliteVersion, isNewCluster, pristineCluster } from './pristine-cluster.ts';

const work = mkdtempSync(path.join(tmpdir(), 'energiek-pristine-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function controlData(handle: DatabaseHandle): Promise<{ version: string; system: string }> {
  const result = await handle.db.execute(
    sql`select version() as version, system_identifier::text as system from pg_control_system()`,
  );
  const [row] = rowsOf<{ version: string; system: string }>(result);
  if (!row) throw new Error('pg_control_system() answered nothing');
  return row;
}

describe('the shipped pristine PGlite cluster', () => {
  it('was made by the installed PGlite (else: npm run db:pristine-cluster)', () => {
    const pristine = pristineCluster();
    expect('reason' in pristine ? pristine.reason : null).toBeNull();
    if ('reason' in pristine) return;
    expect(pristine.manifest.pglite).toBe(installedPgliteVersion());
    expect(pristine.manifest.postgres).toContain(`PGlite ${installedPgliteVersion()}`);
  });

  it('is refused for another PGlite version, saying which', () => {
    const pristine = pristineCluster('0.0.1');
    expect(pristine).toEqual({ reason: expect.stringMatching(/made by PGlite \S+, installed is 0\.0\.1/) });
  });

  it('counts a folder holding only the lock file (or documents) as new, one with PG_VERSION not', () => {
    const dir = mkdtempSync(path.join(work, 'lock-'));
    writeFileSync(path.join(dir, LOCK_FILE), String(process.pid));
    expect(isNewCluster(dir)).toBe(true);
    expect(isNewCluster(undefined)).toBe(true);
    writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
    expect(isNewCluster(dir)).toBe(false);
  });

  it('starts a new data directory (no initdb), which then keeps its data across starts', async () => {
    const pristine = pristineCluster();
    if ('reason' in pristine) throw new Error(pristine.reason);
    const dir = mkdtempSync(path.join(work, 'data-'));
    writeFileSync(path.join(dir, LOCK_FILE), String(process.pid)); // the server locks the folder first

    const first = await openDatabase({ dataDir: dir });
    const loaded = await controlData(first);
    // Same engine as the dump's maker (a catalog mismatch would not even start), and the dump's own
    // system identifier: initdb would have made a new one.
    expect(loaded.version).toBe(pristine.manifest.postgres);
    expect(loaded.system).toBe(pristine.manifest.systemIdentifier);
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('second start')`);
    await first.close();
    expect(isNewCluster(dir)).toBe(false);

    const second = await openDatabase({ dataDir: dir });
    try {
      const kept = rowsOf<{ value: string }>(await second.db.execute(sql`select value from kept`));
      expect(kept).toEqual([{ value: 'second start' }]);
      expect((await controlData(second)).system).toBe(pristine.manifest.systemIdentifier);
    } finally {
      await second.close();
    }
  });
});
