import './env.ts'; // first: ./.env and private files
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isInside, readManifest, writeBackup } from '../backup.ts';
import { resultFile, writeBackupRequest, type BackupResult } from '../backup-request.ts';
import { openDatabase } from '../client.ts';
import { lockDataDir, lockHolder } from '../data-dir-lock.ts';
import { databaseOptionsFromEnv, describeTarget, documentsDirFromEnv } from './options.ts';

// npm run db:backup [-- <folder>] — a backup of the database and the uploaded documents into a new folder
// under <folder> (default BACKUP_DIR or ./backups), while the server runs (docs/operations.md).

const options = databaseOptionsFromEnv();
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const documentsDir = documentsDirFromEnv();
const outDir = path.resolve(process.argv[2] ?? (process.env.BACKUP_DIR || './backups'));
mkdirSync(outDir, { recursive: true });

async function askRunningServer(pid: number): Promise<string> {
  const id = randomBytes(6).toString('hex');
  writeBackupRequest(dataDir, { id, outDir });
  process.kill(pid, 'SIGUSR2');
  const file = resultFile(dataDir, id);
  for (let waited = 0; waited < 30 * 60_000; waited += 250) {
    if (existsSync(file)) {
      const result = JSON.parse(readFileSync(file, 'utf8')) as BackupResult;
      rmSync(file, { force: true });
      if ('error' in result) throw new Error(result.error);
      return result.path;
    }
    await delay(250);
  }
  throw new Error(`The server (pid ${pid}) did not answer the backup request.`);
}

async function backUpHere(): Promise<string> {
  const release = options.databaseUrl ? undefined : lockDataDir(dataDir);
  const handle = await openDatabase({ ...options, worker: true });
  try {
    const source =
      handle.kind === 'postgres'
        ? { kind: 'postgres' as const, db: handle.db, databaseUrl: options.databaseUrl! }
        : { kind: 'pglite' as const, db: handle.db, copyDataDir: handle.copyDataDir };
    return await writeBackup(source, {
      outDir,
      documentsDir,
      documentsInDump: isInside(documentsDir, dataDir),
      dataDir,
    });
  } finally {
    await handle.close();
    release?.();
  }
}

try {
  const started = performance.now();
  const holder = options.databaseUrl ? null : lockHolder(dataDir);
  if (holder) console.log(`The server (pid ${holder}) holds ${dataDir}: it writes the backup.`);
  const target = holder ? await askRunningServer(holder) : await backUpHere();
  const manifest = readManifest(target);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backup of ${describeTarget(options)} written to ${target} ` +
      `(${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
      `${Object.keys(manifest.documents).length} documents, ${Math.round(performance.now() - started)} ms` +
      `${manifest.databasePausedMs === undefined ? '' : `; the database paused ${manifest.databasePausedMs} ms for its last step`}).`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
