import { messages as pgMessages, parse, protocol } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

// Named prepared statements on PGlite. PGlite#query sends Parse + Describe + Bind + Describe + Execute + Sync
// for every call, each as a call into the WebAssembly, so the statements Drizzle prepares with a name
// (`.prepare(name)`, apps/server/src/core/prepared.ts) were parsed and analysed again on every request. Here
// such a statement is parsed once per PGlite instance (Parse with its name + Describe), and every run is
// Bind + Execute + Sync in one call: the statement's row description is the one Describe returned (a run
// never describes again; PostgreSQL refuses to run a cached plan whose result type changed, and the
// statement is then prepared anew). Plans are PostgreSQL's own plan cache's choice (plan_cache_mode auto:
// custom plans, a generic one when it is no costlier), as with named statements on PostgreSQL.
//
// Outside a transaction only: Drizzle runs a transaction's statements on a session of its own, whose
// prepared queries keep PGlite#query (drizzle-orm/pglite's PgliteSession#transaction).

type BackendMessage = pgMessages.BackendMessage;
const { DatabaseError } = pgMessages;

type Prepared = {
  text: string;
  /** Parameter type oids, for PGlite's serializers (as PGlite#query picks them). */
  paramTypes: number[];
  /** The RowDescription message of the statement, or undefined when it returns no rows. */
  rowDescription: BackendMessage | undefined;
};

const { serialize } = protocol;

/** PostgreSQL's error when a prepared statement's result columns changed (DDL since it was prepared). */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class PgliteNamedStatements {
  readonly #pg: PGlite;
  readonly #prepared = new Map<string, Prepared>();

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** How many statements are prepared in the PGlite session (tests). */
  get size(): number {
    return this.#prepared.size;
  }

  /**
   * PGlite#query's result for `text` run as the named statement `name`. A name already prepared for another
   * text runs the text unnamed (a name stands for one text: core/prepared.ts).
   */
  async query<T>(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const known = this.#prepared.get(name);
    if (known && known.text !== text) return this.#pg.query<T>(text, params, options);
    return this.#pg._runExclusiveTransaction(() =>
      this.#pg._runExclusiveQuery(async () => {
        try {
          return await this.#run<T>(name, text, params, options);
        } catch (error) {
          if (!(error instanceof DatabaseError) || error.message !== RESULT_TYPE_CHANGED) throw error;
          // The table changed under the statement: prepare it again, once.
          await this.#close(name);
          return await this.#run<T>(name, text, params, options);
        }
      }),
    );
  }

  async #run<T>(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const prepared = this.#prepared.get(name) ?? (await this.#prepare(name, text, options));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = prepared.paramTypes[i];
      const serializer =
        oid === undefined ? undefined : (options?.serializers?.[oid] ?? this.#pg.serializers[oid]);
      return serializer ? serializer(param) : String(param);
    });
    let messages: BackendMessage[];
    try {
      ({ messages } = await this.#pg.execProtocol(
        concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      ));
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
    // As PGlite#query: the data directory is synced after each statement outside a transaction.
    await this.#pg.syncToFs();
    const results = parse.parseResults(
      prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages,
      this.#pg.parsers,
      options,
    );
    return results[0] as Results<T>;
  }

  async #prepare(name: string, text: string, options?: QueryOptions): Promise<Prepared> {
    let messages: BackendMessage[];
    try {
      ({ messages } = await this.#pg.execProtocol(
        concat([
          serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      ));
    } catch (error) {
      throw withQuery(error, text, [], options);
    }
    const prepared: Prepared = {
      text,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.#prepared.set(name, prepared);
    return prepared;
  }

  async #close(name: string): Promise<void> {
    this.#prepared.delete(name);
    await this.#pg.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
  }
}

/** The query and its parameters on a database error, as PGlite#query reports them. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (error instanceof DatabaseError) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}
