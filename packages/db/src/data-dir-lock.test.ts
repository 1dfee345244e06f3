import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'energiek-lock-'));
}

describe('lockDataDir', () => {
  it('writes our pid and removes the lock on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(path.join(dir, LOCK_FILE))).toThrow();
  });

  it('refuses a directory a running process holds, naming its pid', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, LOCK_FILE), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(path.join(dir, LOCK_FILE), String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });
});
