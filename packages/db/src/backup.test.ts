import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareWithManifest,
  isInside,
  readManifest,
  restoreBackup,
  tableCounts,
  writeBackup,
} from './backup.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { createCustomer } from './factories/customers.ts';
import { createSupplyAgreement } from './factories/purchasing.ts';
import { TEST_DATABASE_PREFIX, databaseUrlFor, dropDatabase, withAdminClient } from './testing/templates.ts';

// The backup drill (docs/operations.md "Backup and restore"): back up a database with rows in many tables and
// an uploaded document, keep writing, restore into a fresh place, and compare every table's row count with
// the backup and the document's checksum with the original. On PostgreSQL when DATABASE_URL is set (pg_dump
// and pg_restore), else on the embedded PGlite (its dumped data directory).

const databaseUrl = process.env.DATABASE_URL;
const kind = databaseUrl ? 'postgres' : 'pglite';
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe(`backup and restore drill (${kind})`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'energiek-backup-'));
  const names = [`${TEST_DATABASE_PREFIX}bsrc_${process.pid}`, `${TEST_DATABASE_PREFIX}bdst_${process.pid}`];
  const sourceDir = path.join(work, 'source');
  const targetDir = path.join(work, 'target');
  // PGlite keeps the documents inside DATA_DIR; with PostgreSQL DATA_DIR holds only the documents.
  const sourceDocuments = path.join(sourceDir, 'documents');
  const targetDocuments = path.join(targetDir, 'documents');
  let source: DatabaseHandle;
  const opened: DatabaseHandle[] = [];

  const open = async (which: 0 | 1) => {
    const handle = await openDatabase(
      databaseUrl
        ? { databaseUrl: databaseUrlFor(databaseUrl, names[which]!), poolSize: 2 }
        : { dataDir: which === 0 ? sourceDir : targetDir },
    );
    opened.push(handle);
    return handle;
  };

  beforeAll(async () => {
    if (databaseUrl) {
      await withAdminClient(databaseUrl, async (client) => {
        for (const name of names) {
          await dropDatabase(client, name, true);
          await client.query(`create database "${name}"`);
        }
      });
    }
    source = await open(0);
    await source.migrate();
  });

  afterAll(async () => {
    for (const handle of opened) await handle.close().catch(() => undefined);
    if (databaseUrl) {
      await withAdminClient(databaseUrl, async (client) => {
        for (const name of names) await dropDatabase(client, name, true);
      });
    }
    rmSync(work, { recursive: true, force: true });
  });

  it('restores every row and every document as they were at the backup', async () => {
    const customer = await createCustomer(source.db);
    await createSupplyAgreement(source.db, { customerId: customer.id }); // agreement, connection, rate, supplier
    mkdirSync(path.join(sourceDocuments, 'ab'), { recursive: true });
    const document = path.join(sourceDocuments, 'ab', 'offerte.pdf');
    writeFileSync(document, randomBytes(200_000));

    const backup = await writeBackup(
      databaseUrl
        ? { kind: 'postgres', db: source.db, databaseUrl: databaseUrlFor(databaseUrl, names[0]!) }
        : { kind: 'pglite', db: source.db, dumpDataDir: source.dumpDataDir! },
      { outDir: work, documentsDir: sourceDocuments },
    );
    const manifest = readManifest(backup);
    expect(manifest.kind).toBe(kind);
    expect(manifest.tables['public.customers']).toBe(1);
    expect(manifest.tables['public.supply_agreement_rates']).toBe(1);
    expect(manifest.documents['ab/offerte.pdf']).toBe(sha256(document));

    await createCustomer(source.db); // written after the backup: must not come back
    if (!databaseUrl) await source.close(); // PGlite: a data directory belongs to one process at a time

    await restoreBackup(
      backup,
      databaseUrl
        ? {
            kind: 'postgres',
            databaseUrl: databaseUrlFor(databaseUrl, names[1]!),
            tableCount: 0,
            documentsDir: targetDocuments,
          }
        : {
            kind: 'pglite',
            dataDir: targetDir,
            load: async (dir, dump) => {
              const handle = await openDatabase({ dataDir: dir, loadDataDir: dump });
              await handle.close();
            },
          },
    );
    const restored = await open(1);
    expect(await compareWithManifest(restored.db, targetDocuments, manifest)).toEqual([]);
    const counts = await tableCounts(restored.db);
    expect(counts).toEqual(manifest.tables);
    expect(counts['public.customers']).toBe(1);
    expect(sha256(path.join(targetDocuments, 'ab', 'offerte.pdf'))).toBe(sha256(document));
  });

  it('refuses a target that already holds data', async () => {
    const backups = mkdtempSync(path.join(work, 'again-'));
    const [backup] = readdirSync(work).filter((name) => name.startsWith('energiek-backup-'));
    await expect(
      restoreBackup(
        path.join(work, backup!),
        databaseUrl
          ? {
              kind: 'postgres',
              databaseUrl: databaseUrlFor(databaseUrl, names[1]!),
              tableCount: 3,
              documentsDir: backups,
            }
          : { kind: 'pglite', dataDir: targetDir, load: () => Promise.resolve() },
      ),
    ).rejects.toThrow(/not empty/);
  });
});

// DOCUMENTS_DIR outside DATA_DIR on the embedded database: PGlite's dump does not carry the documents, so the
// backup copies them beside it and the restore puts them into the (fresh) DOCUMENTS_DIR.
describe.skipIf(Boolean(databaseUrl))(
  'backup and restore with DOCUMENTS_DIR outside DATA_DIR (pglite)',
  () => {
    it('copies the documents beside the dump and restores them into an empty DOCUMENTS_DIR', async () => {
      const work = mkdtempSync(path.join(tmpdir(), 'energiek-backup-docs-'));
      try {
        const sourceDir = path.join(work, 'source');
        const documentsDir = path.join(work, 'shared-documents');
        expect(isInside(documentsDir, sourceDir)).toBe(false);
        expect(isInside(path.join(sourceDir, 'documents'), sourceDir)).toBe(true);
        const source = await openDatabase({ dataDir: sourceDir }); // not migrated: the documents are the point
        mkdirSync(path.join(documentsDir, 'cd'), { recursive: true });
        const document = path.join(documentsDir, 'cd', 'contract.pdf');
        writeFileSync(document, randomBytes(50_000));
        const backup = await writeBackup(
          { kind: 'pglite', db: source.db, dumpDataDir: source.dumpDataDir! },
          { outDir: work, documentsDir, documentsInDump: isInside(documentsDir, sourceDir) },
        );
        await source.close();
        const manifest = readManifest(backup);
        expect(manifest.documents['cd/contract.pdf']).toBe(sha256(document));

        const targetDir = path.join(work, 'target');
        const targetDocuments = path.join(work, 'restored-documents');
        const load = async (dir: string, dump: Blob) => {
          const handle = await openDatabase({ dataDir: dir, loadDataDir: dump });
          await handle.close();
        };
        await expect(restoreBackup(backup, { kind: 'pglite', dataDir: targetDir, load })).rejects.toThrow(
          /DOCUMENTS_DIR/,
        );
        await restoreBackup(backup, {
          kind: 'pglite',
          dataDir: targetDir,
          documentsDir: targetDocuments,
          load,
        });
        const restored = await openDatabase({ dataDir: targetDir });
        try {
          expect(await compareWithManifest(restored.db, targetDocuments, manifest)).toEqual([]);
        } finally {
          await restored.close();
        }
        expect(sha256(path.join(targetDocuments, 'cd', 'contract.pdf'))).toBe(sha256(document));
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    }, 120_000); // two PGlite clusters from scratch (initdb each): slow on a loaded machine
  },
);

// The server's way on the embedded database: PGlite in its worker thread copies its data directory file by
// file while writes go on; the manifest holds the copy's own counts, so the restore matches it exactly.
describe.skipIf(Boolean(databaseUrl))('backup of a running embedded database (worker copy)', () => {
  it('restores exactly what the copy holds while writes continue, into private files', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'energiek-backup-worker-'));
    const sourceDir = path.join(work, 'source');
    const source = await openDatabase({ dataDir: sourceDir, worker: true });
    try {
      await source.migrate();
      const customer = await createCustomer(source.db);
      await createSupplyAgreement(source.db, { customerId: customer.id });
      const documents = path.join(sourceDir, 'documents');
      mkdirSync(path.join(documents, 'ef'), { recursive: true });
      const document = path.join(documents, 'ef', 'factuur.pdf');
      writeFileSync(document, randomBytes(100_000));
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await createCustomer(source.db);
          written++;
        }
      })();
      const backup = await writeBackup(
        { kind: 'pglite', db: source.db, copyDataDir: source.copyDataDir },
        { outDir: work, documentsDir: documents, documentsInDump: true, dataDir: sourceDir },
      ).finally(() => (writing = false));
      await writer;
      const manifest = readManifest(backup);
      expect(written).toBeGreaterThan(0);
      expect(manifest.tables['public.customers']).toBeGreaterThanOrEqual(1);
      expect(manifest.documents['ef/factuur.pdf']).toBe(sha256(document));

      const targetDir = path.join(work, 'target');
      await restoreBackup(backup, {
        kind: 'pglite',
        dataDir: targetDir,
        load: () => Promise.reject(new Error('no dump')),
      });
      expect(statSync(targetDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(targetDir, 'documents', 'ef', 'factuur.pdf')).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(targetDir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
      const restored = await openDatabase({ dataDir: targetDir });
      try {
        expect(await compareWithManifest(restored.db, path.join(targetDir, 'documents'), manifest)).toEqual(
          [],
        );
      } finally {
        await restored.close();
      }
    } finally {
      await source.close();
      rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);
});
