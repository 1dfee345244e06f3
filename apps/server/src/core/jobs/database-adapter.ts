import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '@energiek/db/client';

// pg-boss talks to the app's own database through its `db` option: the app's node-postgres pool on
// PostgreSQL, the app's single PGlite session on the embedded default (docs/architecture.md "Background
// jobs"). One connection setup, one database: tests' per-worker databases and PGlite alike.

export type BossDb = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Resolves once no statement of pg-boss is running (pg-boss completes jobs without awaiting). */
  idle(): Promise<void>;
  /**
   * After the runner stopped: pg-boss's late statements (the complete or fail of an attempt that outlived the
   * stop's timeout) are dropped instead of reaching a database that is being closed, where they failed as
   * unhandled rejections. The attempt's job is failed over to a retry by the next start's sweep. start()
   * attaches again.
   */
  detached: boolean;
};

type Log = { error(object: object, message: string): void };

/** The driver client behind the app's Drizzle handle (drizzle keeps it as `$client`). */
export function driverClientOf(db: Database): PGlite | pg.Pool {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite || client instanceof pg.Pool) return client;
  throw new Error('jobs: the database handle has neither a PGlite client nor a pg pool');
}

export function bossDbFor(db: Database, log: Log): BossDb {
  const client = driverClientOf(db);
  const execute = client instanceof PGlite ? pgliteExecute(client) : poolExecute(client);
  let inFlight = 0;
  const waiters: (() => void)[] = [];
  // A closure, not `this`: pg-boss may call executeSql detached from this object.
  let detached = false;
  return {
    get detached() {
      return detached;
    },
    set detached(value: boolean) {
      detached = value;
    },
    async executeSql(text, values) {
      if (detached) return { rows: [] };
      inFlight++;
      try {
        return await execute(text, values);
      } catch (error) {
        // pg-boss's fetch swallows errors: without this line a broken queue stays silent.
        log.error({ err: error }, 'jobs: query failed');
        throw error;
      } finally {
        inFlight--;
        if (inFlight === 0) for (const resolve of waiters.splice(0)) resolve();
      }
    },
    idle() {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}

type Execute = BossDb['executeSql'];

function poolExecute(pool: pg.Pool): Execute {
  return async (text, values) => {
    const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
    // A multi-statement text answers one result per statement: pg-boss reads the last one.
    const last = Array.isArray(result) ? result.at(-1) : result;
    return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
  };
}

/**
 * PGlite is one session shared with the app. Parameterised statements go through query(); texts
 * without parameters are pg-boss's multi-statement scripts (BEGIN; … COMMIT;), run with exec() inside
 * PGlite's exclusive transaction, so that a failing script is rolled back before any other query of the
 * app can run in its aborted transaction (the nested BEGIN/COMMIT only raise warnings).
 */
function pgliteExecute(client: PGlite): Execute {
  return async (text, values) => {
    if (values && values.length > 0) {
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    }
    const results = await client.transaction((tx) => tx.exec(text));
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
}
