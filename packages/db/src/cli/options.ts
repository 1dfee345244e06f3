import { join, resolve } from 'node:path';
import type { DatabaseOptions } from '../client.ts';
import { DataDirLockedError, lockDataDir } from '../data-dir-lock.ts';

/** DATABASE_URL when set, else PGlite in DATA_DIR (default ./data, relative to the current directory). */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL, poolSize: 2 };
  return { dataDir: resolve(env.DATA_DIR || './data') };
}

/** Where the data lives, for messages (never prints a password). */
export function describeTarget(options: DatabaseOptions): string {
  if (!options.databaseUrl) return `PGlite in ${options.dataDir ?? 'memory'}`;
  const url = new URL(options.databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/** The uploaded documents' directory, as the server reads it: DOCUMENTS_DIR, else DATA_DIR/documents. */
export function documentsDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DOCUMENTS_DIR || join(env.DATA_DIR || './data', 'documents'));
}

/**
 * The embedded data directory's lock for a db:* command, from before it opens the database until `run`
 * ends (the close included), and no longer: a running server holds it, and two processes writing one
 * PGlite folder lose each other's writes. A folder in use ends the command with exit code 1 and the
 * holder's pid, before anything is opened. PostgreSQL needs no lock here (its migrations take an advisory
 * lock).
 */
export async function withDataDirLock<T>(options: DatabaseOptions, run: () => Promise<T>): Promise<T> {
  if (options.databaseUrl || !options.dataDir) return run();
  let release: () => void;
  try {
    release = lockDataDir(options.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  try {
    return await run();
  } finally {
    release();
  }
}
