import { openDatabase } from '@energiek/db/client';
import { loadConfig } from '../../../config.ts';
import { createLocalDiskStorage } from '../../../lib/storage/local-disk-storage.ts';
import { runImport } from './ems-import.job.ts';

// One interval import in a process of its own, for the kill test (ems-import-kill.test.ts): the import job's
// body on an embedded data directory or a PostgreSQL database, writing `chunk N` to stdout after every
// chunk it committed and `done` at the end, so the test can SIGKILL it in the middle of the import.
// Usage: tsx import-child.ts <importId> <documentsDir> <dataDir | postgres://…>

const [importId, documents, database] = process.argv.slice(2);
if (!importId || !documents || !database)
  throw new Error('usage: import-child.ts <importId> <documents> <db>');
const databaseUrl = database.startsWith('postgres') ? database : undefined;
const handle = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 5 } : { dataDir: database });
const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), databaseUrl };
const totals = await runImport(
  { db: handle.db, config, storage: createLocalDiskStorage(documents) },
  Number(importId),
  {
    progress: async () => undefined,
    afterChunk: (chunks) => void process.stdout.write(`chunk ${chunks}\n`),
  },
);
process.stdout.write(`done ${JSON.stringify(totals)}\n`);
await handle.close();
