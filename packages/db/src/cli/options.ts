import { join, resolve } from 'node:path';
import type { DatabaseOptions } from '../client.ts';

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
