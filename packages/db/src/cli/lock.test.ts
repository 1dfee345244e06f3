import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../data-dir-lock.ts';
import { withDataDirLock } from './options.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

// The embedded database's folder lock (the commands run with DATABASE_URL blanked): the PGlite pass proves it,
// the PostgreSQL pass would only run the same two tsx processes again.
describe.skipIf(Boolean(process.env.DATABASE_URL))('db:* commands and the data directory lock', () => {
  it('db:migrate and db:seed refuse a folder a running process holds, before opening anything', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'energiek-cli-lock-'));
    try {
      // This test's own process stands for the running server.
      writeFileSync(path.join(dir, LOCK_FILE), String(process.pid));
      for (const command of ['migrate', 'seed']) {
        const result = spawnSync(process.execPath, ['--import', 'tsx', `packages/db/src/cli/${command}.ts`], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
          encoding: 'utf8',
        });
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(`in use by another Energiek process (pid ${process.pid})`);
        expect(readdirSync(dir)).toEqual([LOCK_FILE]); // no cluster made
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('holds the lock only while the command runs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'energiek-cli-lock-'));
    try {
      const held = await withDataDirLock({ dataDir: dir }, async () => existsSync(path.join(dir, LOCK_FILE)));
      expect(held).toBe(true);
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
      await expect(
        withDataDirLock({ dataDir: dir }, () => Promise.reject(new Error('failed'))),
      ).rejects.toThrow('failed');
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
