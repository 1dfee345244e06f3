import { fileURLToPath } from 'node:url';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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
import { BACKGROUND_APPLICATION_NAME } from './background-connections.ts';
import type { DataDirCopy, FromWorker, ToWorker, WorkerOptions } from './pglite-worker.ts';
import { isNewCluster, pristineCluster, warnPristineUnusable } from './pristine-cluster.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The common handle: services never know which driver they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: repository functions accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type { DataDirCopy } from './pglite-worker.ts';

export type DatabaseHandle = {
  db: Database;
  /**
   * PGlite in a worker only: the handle background jobs run on. Its connections are marked (pglite-worker.ts
   * BACKGROUND_APPLICATION_NAME) and the worker runs their statements after the requests' waiting ones, so a
   * request waits for at most the background transaction running when it came (issue 26). Absent: `db`.
   */
  backgroundDb?: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a gzipped tar (backups, test templates). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite in a worker only: a consistent copy of the data directory's files into the folder `target`,
   * made in the worker while the database keeps serving (pglite-worker.ts copyDataDir); answers how long
   * the database's connections waited for its last step.
   */
  copyDataDir?: (target: string) => Promise<DataDirCopy>;
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
  /**
   * PGlite only: run it in a worker thread of its own and talk to it over the PostgreSQL wire protocol with
   * node-postgres (pglite-worker.ts), so that no statement blocks this thread's event loop. The server does;
   * the tests, seed and CLI tools keep PGlite in their own thread (nothing else waits on them there).
   */
  worker?: boolean;
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
  if (options.worker) return openEmbeddedInWorker(dataDir, options.loadDataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
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

const WORKER_FILE = new URL('./pglite-worker.ts', import.meta.url);

/**
 * PGlite in a worker thread (pglite-worker.ts) behind a Unix socket in a private folder; this thread uses a
 * node-postgres pool of a few connections (PGlite is one session: the worker runs their batches one at a
 * time, a transaction's alone). Everything above the driver is the PostgreSQL path: Drizzle's node-postgres session,
 * pg-boss through the pool, named statements as pg prepares them.
 */
async function openEmbeddedInWorker(dataDir: string | undefined, loadDataDir: Blob | undefined) {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'energiek-db-')); // 0700: only this user may connect
  const workerData: WorkerOptions & { pgliteWorker: true } = {
    pgliteWorker: true,
    dataDir,
    socketDir,
    loadDataDir: loadDataDir ? new Uint8Array(await loadDataDir.arrayBuffer()) : undefined,
  };
  const worker = new Worker(WORKER_FILE, { workerData });
  const message = (wanted: FromWorker['type']) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (m: FromWorker) => {
        if (m.type === wanted) done(resolve);
        else if (m.type === 'error') done(() => reject(new Error(`embedded database: ${m.message}`)));
      };
      const onExit = (code: number) => done(() => reject(new Error(`embedded database stopped (${code})`)));
      const onError = (error: Error) => done(() => reject(error));
      const done = (then: () => void) => {
        worker.off('message', onMessage).off('exit', onExit).off('error', onError);
        then();
      };
      worker.on('message', onMessage).once('exit', onExit).once('error', onError);
    });
  try {
    await message('ready');
  } catch (error) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  let closing = false;
  // The database thread ending on its own (a WebAssembly abort, out of memory) leaves a server that can only
  // fail: stop the process, so that a process manager starts it again (the data directory is as after a
  // crash, which PostgreSQL recovers from on the next open).
  worker.once('exit', (code) => {
    if (closing) return;
    console.error(`The embedded database's thread stopped unexpectedly (exit ${code}); stopping.`);
    process.exit(1);
  });
  const pool = new pg.Pool({
    host: socketDir,
    user: 'postgres',
    database: 'postgres',
    // A few connections: while PGlite runs one batch the next ones are already in the worker's queue (with
    // one, every query waited for the previous one's round trip). The worker keeps their transactions and
    // statement names apart.
    max: 4,
    idleTimeoutMillis: 0, // for the life of the process: their prepared statements stay
  });
  pool.on('error', (error) => console.error(`embedded database connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  // Background jobs' own connections: two, so that two jobs may each hold a transaction's connection.
  const backgroundPool = new pg.Pool({
    host: socketDir,
    user: 'postgres',
    database: 'postgres',
    application_name: BACKGROUND_APPLICATION_NAME,
    max: 2,
    idleTimeoutMillis: 0,
  });
  backgroundPool.on('error', (error) => console.error(`embedded database connection lost: ${error.message}`));
  const backgroundDb = drizzlePg({ client: backgroundPool, schema, casing: 'snake_case' });
  let closed: Promise<void> | undefined;
  let copies = 0;
  const copyDataDir = (target: string) =>
    new Promise<DataDirCopy>((resolve, reject) => {
      const id = ++copies;
      const onMessage = (m: FromWorker) => {
        if (m.type !== 'copied' || m.id !== id) return;
        worker.off('message', onMessage);
        if (m.error || !m.copy) reject(new Error(m.error ?? 'no copy'));
        else resolve(m.copy);
      };
      worker.on('message', onMessage);
      worker.postMessage({ type: 'copy', id, target } satisfies ToWorker);
    });
  return {
    copyDataDir,
    db: db as unknown as Database,
    backgroundDb: backgroundDb as unknown as Database,
    kind: 'pglite' as const,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () =>
      (closed ??= (async () => {
        closing = true;
        await Promise.all([pool.end(), backgroundPool.end()]);
        const stopped = message('closed');
        worker.postMessage({ type: 'close' } satisfies ToWorker);
        await stopped;
        await worker.terminate();
        rmSync(socketDir, { recursive: true, force: true });
      })()),
  } satisfies DatabaseHandle;
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
