import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATION_LOCK_KEY } from './advisory-locks.ts';
import { PgliteNamedStatements } from './pglite-named-statements.ts';
import { isNewCluster, pristineCluster, warnPristineUnusable } from './pristine-cluster.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The common handle: services never know which driver they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: repository functions accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a gzipped tar (backups, test templates). */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseOptions = {
  /** postgres://… ; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /** node-postgres pool size. */
  poolSize?: number;
  /**
   * PGlite only: start from this dumped data directory (PGlite#dumpDataDir) instead of a new cluster. Without
   * it a new cluster is loaded from the shipped pristine one (pristine-cluster.ts), not made with initdb.
   */
  loadDataDir?: Blob | undefined;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Runs the migrations under a PostgreSQL advisory lock on a connection of its own (not the pool's, which may
 * have one connection): instances starting at once on one database migrate one after the other, and the
 * later ones find nothing left to do. Without it the second instance failed on `CREATE SCHEMA drizzle`.
 */
async function migrateLocked(databaseUrl: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await migrate();
  } finally {
    await lock.end(); // ending the session releases the lock
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const databaseUrl = options.databaseUrl;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its connection (server restart, failover) must not crash the process:
    // the pool drops that client and the next query opens a new connection.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateLocked(databaseUrl, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = options.loadDataDir ?? (isNewCluster(dataDir) ? pristineDataDir() : undefined);
  // pg_trgm: the trigram indexes of the name searches (migration search_indexes creates the extension).
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  nameStatements(db, new PgliteNamedStatements(client));
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

type PgliteQueryClient = Pick<PGlite, 'query'>;

/**
 * Drizzle's statements prepared with a name (`.prepare(name)`) run as named statements of the PGlite
 * session (pglite-named-statements.ts) instead of PGlite#query's unnamed one: drizzle-orm/pglite accepts the
 * name and drops it. Only the top-level session: a transaction's session (PgliteSession#transaction) is
 * another object and keeps PGlite#query.
 */
function nameStatements(db: ReturnType<typeof drizzlePglite>, named: PgliteNamedStatements): void {
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: unknown[]) => {
    const prepared = prepareQuery(...args) as { client: PgliteQueryClient; queryString: string };
    const name = args[2];
    if (typeof name === 'string' && name !== '') {
      // PglitePreparedQuery runs `this.client.query(queryString, params, config)`.
      const client: PgliteQueryClient = {
        query: (text, params, options) => named.query(name, text, params ?? [], options),
      };
      prepared.client = client;
    }
    return prepared;
  };
}

/** The shipped pristine cluster for a new data directory, or undefined (initdb) when it does not fit. */
function pristineDataDir(): Blob | undefined {
  const pristine = pristineCluster();
  if ('reason' in pristine) {
    warnPristineUnusable(pristine.reason);
    return undefined;
  }
  return pristine.load();
}
