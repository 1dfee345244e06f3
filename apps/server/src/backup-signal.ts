import type { FastifyBaseLogger } from 'fastify';
import { isInside, writeBackup } from '@energiek/db/backup';
import { takeBackupRequest, writeBackupResult } from '@energiek/db/backup-request';
import type { DatabaseHandle } from '@energiek/db/client';

/**
 * On the embedded database the server holds DATA_DIR, so `npm run db:backup` asks it to write the backup:
 * a request file and SIGUSR2 (packages/db/src/backup-request.ts). One backup at a time.
 */
export function answerBackupRequests(
  database: DatabaseHandle,
  dataDir: string,
  documentsDir: string,
  log: FastifyBaseLogger,
): void {
  const { copyDataDir, dumpDataDir } = database;
  if (!copyDataDir && !dumpDataDir) return;
  let busy = false;
  process.on('SIGUSR2', () => {
    if (busy) return;
    const request = takeBackupRequest(dataDir);
    if (!request) return;
    busy = true;
    writeBackup(
      // In the database's worker thread, file by file: requests keep being answered (packages/db/src/backup.ts).
      { kind: 'pglite', db: database.db, copyDataDir, dumpDataDir },
      {
        outDir: request.outDir,
        dataDir,
        documentsDir,
        documentsInDump: isInside(documentsDir, dataDir),
      },
    )
      .then((target) => {
        writeBackupResult(dataDir, request.id, { path: target });
        log.info({ path: target }, 'backup written');
      })
      .catch((error: unknown) => {
        writeBackupResult(dataDir, request.id, { error: (error as Error).message });
        log.error({ err: error }, 'backup failed');
      })
      .finally(() => {
        busy = false;
      });
  });
}
