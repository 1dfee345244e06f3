import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import type { DataDirCopy } from './client.ts';
import { LOCK_FILE } from './data-dir-lock.ts';
import { TABLES_SQL, countSql } from './table-counts.ts';

// Backups (docs/operations.md "Backup and restore"): one folder per backup holding the database — PGlite's
// dumped data directory (dumpDataDir, a .tar.gz, which holds DATA_DIR/documents too, as they live inside
// it) or PostgreSQL's pg_dump in custom format beside a copy of DATA_DIR/documents — and a manifest with every table's row count and the documents' checksums,
// so a restore can be checked against it. pg_dump reads a consistent snapshot of a running database; a
// running server on PGlite makes the backup itself (cli/backup.ts asks it with SIGUSR2).

export const MANIFEST = 'manifest.json';
export const PGLITE_FILE = 'database.pglite.tar.gz';
/** The embedded database's data directory, copied file by file by its worker (pglite-worker.ts). */
export const PGLITE_DIR = 'database.pgdata';
export const PG_DUMP_FILE = 'database.pgdump';
export const DOCUMENTS = 'documents';

export type BackupManifest = {
  format: 1;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  /** Rows per table ("schema.table"), read in the same run as the dump. */
  tables: Record<string, number>;
  /** sha256 per document file, by path relative to the documents folder. */
  documents: Record<string, string>;
  /** Embedded database copied by its worker: how long its connections waited for the copy's last step. */
  databasePausedMs?: number;
};

/** Rows per table of the application's schemas (public, drizzle's migrations, pg-boss). */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.execute(sql.raw(TABLES_SQL));
  const counts: Record<string, number> = {};
  for (const { schema, name } of rowsOf<{ schema: string; name: string }>(tables)) {
    const result = await db.execute(sql.raw(countSql(schema, name)));
    counts[`${schema}.${name}`] = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
  return counts;
}

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function walk(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** Every folder under `dir`, empty ones included (a PostgreSQL data directory needs them). */
function walkDirs(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return [relative, ...walkDirs(path.join(dir, entry.name), relative)];
  });
}

/** sha256 of every file under a folder, by relative path. */
export async function checksums(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of walk(dir).sort()) {
    out[file] = createHash('sha256')
      .update(await readFile(path.join(dir, file)))
      .digest('hex');
  }
  return out;
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client tools (Debian: postgresql-client).`
            : error.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

export type BackupSource =
  | {
      kind: 'pglite';
      db: Database;
      /** The worker's consistent file copy (preferred: streamed, the database keeps serving). */
      copyDataDir?: ((target: string) => Promise<DataDirCopy>) | undefined;
      /** In-process PGlite: its dumped data directory (the whole dump passes through the heap). */
      dumpDataDir?: (() => Promise<Blob>) | undefined;
    }
  | { kind: 'postgres'; db: Database; databaseUrl: string };

/** Writes a backup folder under `outDir` and returns its path. */
export async function writeBackup(
  source: BackupSource,
  options: {
    outDir: string;
    documentsDir: string;
    /** PGlite: whether documentsDir lies inside the dumped data directory (default true); when it does
     *  not (DOCUMENTS_DIR elsewhere) the documents are copied beside the dump, as on PostgreSQL. */
    documentsInDump?: boolean;
    /** PGlite: the data directory (where the documents lie inside the copy). */
    dataDir?: string;
    now?: Date;
  },
): Promise<string> {
  const createdAt = options.now ?? new Date();
  const target = path.join(options.outDir, `energiek-backup-${stamp(createdAt)}`);
  mkdirSync(target, { recursive: false, mode: 0o700 });
  let tables: Record<string, number>;
  let documentsOfDump: string | undefined;
  let pausedMs: number | undefined;
  if (source.kind === 'pglite' && source.copyDataDir) {
    // Counted on the copy itself, so they are exactly the copy's.
    const copy = await source.copyDataDir(path.join(target, PGLITE_DIR));
    tables = copy.tables;
    pausedMs = Math.round(copy.pausedMs);
    if (options.dataDir && options.documentsInDump !== false) {
      documentsOfDump = path.join(target, PGLITE_DIR, path.relative(options.dataDir, options.documentsDir));
    }
  } else if (source.kind === 'pglite') {
    if (!source.dumpDataDir) throw new Error('This database can make no backup of its data directory.');
    // Counts first, then the dump (one session: nothing runs in between).
    tables = await tableCounts(source.db);
    const blob = await source.dumpDataDir();
    writeFileSync(path.join(target, PGLITE_FILE), Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
  } else {
    // Counts first, then the dump: rows written in between are in the dump but not counted.
    tables = await tableCounts(source.db);
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(target, PG_DUMP_FILE),
      source.databaseUrl,
    ]);
  }
  const copyDocuments = source.kind === 'postgres' || options.documentsInDump === false;
  if (copyDocuments && existsSync(options.documentsDir)) {
    cpSync(options.documentsDir, path.join(target, DOCUMENTS), { recursive: true });
  }
  const manifest: BackupManifest = {
    format: 1,
    kind: source.kind,
    createdAt: createdAt.toISOString(),
    tables,
    documents: await checksums(
      copyDocuments ? path.join(target, DOCUMENTS) : (documentsOfDump ?? options.documentsDir),
    ),
    ...(pausedMs === undefined ? {} : { databasePausedMs: pausedMs }),
  };
  writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return target;
}

/** Whether `dir` lies inside `parent` (then PGlite's dumped data directory carries it along). */
export function isInside(dir: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(dir));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

export function readManifest(backupDir: string): BackupManifest {
  const file = path.join(backupDir, MANIFEST);
  if (!existsSync(file)) throw new Error(`${backupDir} is not a backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
  return manifest;
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Restores a backup into a fresh place: PGlite into an empty (or new) data directory, whose dump brings the
 * documents along (or, when they were kept outside it, from the backup's documents folder into an empty
 * `documentsDir`); PostgreSQL into an empty database, with the documents copied into an empty
 * `documentsDir`. The caller stops the server first.
 */
export async function restoreBackup(
  backupDir: string,
  target:
    | {
        kind: 'pglite';
        dataDir: string;
        /** Where documents kept outside the data directory go (DOCUMENTS_DIR). */
        documentsDir?: string;
        load: (dataDir: string, dump: Blob) => Promise<void>;
      }
    | { kind: 'postgres'; databaseUrl: string; tableCount: number; documentsDir: string },
): Promise<BackupManifest> {
  const manifest = readManifest(backupDir);
  if (manifest.kind !== target.kind) {
    throw new Error(`This backup is of ${manifest.kind}; the target is ${target.kind}.`);
  }
  if (target.kind === 'pglite') {
    if (!isEmptyDir(target.dataDir)) {
      throw new Error(`${target.dataDir} is not empty: restore into a fresh DATA_DIR.`);
    }
    const documents = path.join(backupDir, DOCUMENTS);
    const separateDocuments = existsSync(documents) && statSync(documents).isDirectory();
    if (separateDocuments && !target.documentsDir) {
      throw new Error('This backup keeps its documents beside the dump: say where they go (DOCUMENTS_DIR).');
    }
    if (separateDocuments && target.documentsDir && !isEmptyDir(target.documentsDir)) {
      throw new Error(`${target.documentsDir} is not empty: restore the documents into a fresh folder.`);
    }
    mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    const copy = path.join(backupDir, PGLITE_DIR);
    if (existsSync(copy)) copyPrivate(copy, target.dataDir);
    else await target.load(target.dataDir, new Blob([readFileSync(path.join(backupDir, PGLITE_FILE))]));
    // The dump carries the lock of the process that made it; that process has nothing to do with this copy.
    rmSync(path.join(target.dataDir, LOCK_FILE), { force: true });
    if (separateDocuments && target.documentsDir) copyPrivate(documents, target.documentsDir);
    return manifest;
  }
  if (target.tableCount > 0) throw new Error('The target database is not empty: create a fresh one.');
  if (!isEmptyDir(target.documentsDir)) {
    throw new Error(`${target.documentsDir} is not empty: restore the documents into a fresh folder.`);
  }
  await runTool('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    '--dbname',
    target.databaseUrl,
    path.join(backupDir, PG_DUMP_FILE),
  ]);
  const documents = path.join(backupDir, DOCUMENTS);
  if (existsSync(documents) && statSync(documents).isDirectory()) copyPrivate(documents, target.documentsDir);
  return manifest;
}

/** Copies a folder's files into `target`: folders 0700, files 0600 (documents and data are private). */
export function copyPrivate(source: string, target: string): void {
  mkdirSync(target, { recursive: true, mode: 0o700 });
  chmodSync(target, 0o700);
  for (const dir of walkDirs(source)) mkdirSync(path.join(target, dir), { recursive: true, mode: 0o700 });
  for (const file of walk(source)) {
    const to = path.join(target, file);
    mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
    copyFileSync(path.join(source, file), to);
    chmodSync(to, 0o600);
  }
}

/** What differs between a restored database + documents and the backup's manifest (empty: identical). */
export async function compareWithManifest(
  db: Database,
  documentsDir: string,
  manifest: BackupManifest,
): Promise<string[]> {
  const problems: string[] = [];
  const tables = await tableCounts(db);
  for (const [table, rows] of Object.entries(manifest.tables)) {
    if (tables[table] !== rows)
      problems.push(`${table}: ${String(tables[table] ?? 'missing')} rows, backup ${rows}`);
  }
  const documents = await checksums(documentsDir);
  for (const [file, hash] of Object.entries(manifest.documents)) {
    if (documents[file] !== hash)
      problems.push(`document ${file}: ${documents[file] ? 'differs' : 'missing'}`);
  }
  return problems;
}
