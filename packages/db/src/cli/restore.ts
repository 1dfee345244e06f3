import './env.ts'; // first: ./.env and private files
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { compareWithManifest, restoreBackup, rowsOf } from '../backup.ts';
import { openDatabase } from '../client.ts';
import { lockHolder } from '../data-dir-lock.ts';
import { databaseOptionsFromEnv, describeTarget, documentsDirFromEnv } from './options.ts';

// npm run db:restore -- <backup folder> — restores a backup into a fresh DATA_DIR (embedded database) or an
// empty PostgreSQL database (DATABASE_URL), documents included, then checks every table's row count and every
// document's checksum against the backup's manifest (docs/operations.md "Backup and restore").

const backupDir = process.argv[2];
if (!backupDir) {
  console.error('Usage: npm run db:restore -- <backup folder>');
  process.exit(1);
}
const options = databaseOptionsFromEnv();
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const documentsDir = documentsDirFromEnv();

try {
  const started = performance.now();
  if (!options.databaseUrl && lockHolder(dataDir)) {
    throw new Error(`${dataDir} is in use by a running server (pid ${lockHolder(dataDir)}): stop it first.`);
  }
  let manifest;
  if (options.databaseUrl) {
    const target = await openDatabase(options);
    const result = await target.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    await target.close();
    const rows = rowsOf<{ n: number }>(result);
    manifest = await restoreBackup(path.resolve(backupDir), {
      kind: 'postgres',
      databaseUrl: options.databaseUrl,
      tableCount: Number(rows[0]?.n ?? 0),
      documentsDir,
    });
  } else {
    manifest = await restoreBackup(path.resolve(backupDir), {
      kind: 'pglite',
      dataDir,
      documentsDir,
      load: async (dir, dump) => {
        const handle = await openDatabase({ dataDir: dir, loadDataDir: dump });
        await handle.close();
      },
    });
  }
  const restored = await openDatabase(options);
  const problems = await compareWithManifest(restored.db, documentsDir, manifest);
  await restored.close();
  if (problems.length > 0) throw new Error(`the restored data differs:\n  ${problems.join('\n  ')}`);
  console.log(
    `Restored ${path.resolve(backupDir)} into ${describeTarget(options)}: ` +
      `${Object.keys(manifest.tables).length} tables and ${Object.keys(manifest.documents).length} documents ` +
      `match the backup (${Math.round(performance.now() - started)} ms).`,
  );
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
