import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The handshake by which `npm run db:backup` asks a running server on the embedded database (which holds its
// DATA_DIR lock, so no second process may open it) to make a backup: the CLI writes a request file and sends
// SIGUSR2 to the pid in the lock file; the server writes the backup and a result file the CLI waits for.

export const REQUEST_FILE = 'backup-request.json';
export const resultFile = (dataDir: string, id: string) => path.join(dataDir, `backup-result-${id}.json`);

export type BackupRequest = { id: string; outDir: string };
export type BackupResult = { path: string } | { error: string };

export function writeBackupRequest(dataDir: string, request: BackupRequest): void {
  writeFileSync(path.join(dataDir, REQUEST_FILE), JSON.stringify(request), { mode: 0o600 });
}

/** Takes (reads and removes) the pending request, if any. */
export function takeBackupRequest(dataDir: string): BackupRequest | null {
  const file = path.join(dataDir, REQUEST_FILE);
  if (!existsSync(file)) return null;
  const request = JSON.parse(readFileSync(file, 'utf8')) as BackupRequest;
  rmSync(file, { force: true });
  return request;
}

export function writeBackupResult(dataDir: string, id: string, result: BackupResult): void {
  writeFileSync(resultFile(dataDir, id), JSON.stringify(result), { mode: 0o600 });
}
