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
type RowDescription = pgMessages.RowDescriptionMessage;
type Field = Results['fields'][number];
const { DatabaseError } = pgMessages;

type Prepared = {
  text: string;
  /** Parameter type oids, for PGlite's serializers (as PGlite#query picks them). */
  paramTypes: number[];
  /** The statement's result columns (its RowDescription; none when it returns no rows). */
  fields: Field[];
};

const { serialize } = protocol;
const decoder = new TextDecoder();

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
    // Raw: PGlite's own parsing of the answer (a copy of every field's bytes, parsers merged per call) was
    // ~10 % of a list request's CPU; readResult reads the fields in place.
    const data = await this.#pg.execProtocolRaw(
      concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    const result = readResult<T>(data, prepared.fields, this.#pg.parsers, options);
    if ('error' in result) throw withQuery(result.error, text, params, options);
    // As PGlite#query: the data directory is synced after each statement outside a transaction.
    await this.#pg.syncToFs();
    return result;
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
      fields:
        messages
          .find((message): message is RowDescription => message.name === 'rowDescription')
          ?.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) ?? [],
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

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
/** Commands whose tag's last number is the rows they changed (PGlite's parseResults). */
const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * PGlite#query's result from the backend's answer to Bind + Execute + Sync (BindComplete, DataRow…,
 * CommandComplete, ReadyForQuery; notices are dropped, as PGlite drops them without a listener), with the
 * statement's `fields`: the rows as parseResults builds them (PGlite's parsers, the query's own first;
 * rowMode 'object' by default), `command`, `affectedRows` and `rowCount` from the command tag. An
 * ErrorResponse: the DatabaseError that PGlite's protocol parser makes of it.
 */
export function readResult<T>(
  data: Uint8Array,
  fields: Field[],
  parsers: Record<number | string, (value: string, typeId: number) => unknown>,
  options?: QueryOptions,
): Results<T> | { error: unknown } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const columnParsers = fields.map(
    (field) => options?.parsers?.[field.dataTypeID] ?? parsers[field.dataTypeID],
  );
  const arrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let tag: string | undefined;
  for (let offset = 0; offset + 5 <= data.length;) {
    const code = data[offset];
    const end = offset + 1 + view.getInt32(offset + 1);
    if (code === DATA_ROW) {
      const count = view.getInt16(offset + 5);
      const row: unknown[] | Record<string, unknown> = arrays ? new Array<unknown>(count) : {};
      let at = offset + 7;
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(at);
        at += 4;
        let value: unknown = null;
        if (length >= 0) {
          const text = decoder.decode(data.subarray(at, at + length));
          const parser = columnParsers[i];
          value = parser ? parser(text, fields[i]!.dataTypeID) : text;
          at += length;
        }
        if (arrays) (row as unknown[])[i] = value;
        else (row as Record<string, unknown>)[fields[i]!.name] = value;
      }
      rows.push(row);
    } else if (code === COMMAND_COMPLETE) {
      tag = decoder.decode(data.subarray(offset + 5, end - 1));
    } else if (code === ERROR_RESPONSE) {
      let error: unknown;
      new protocol.Parser().parse(data, (message) => {
        if (error === undefined && message instanceof DatabaseError) error = message;
      });
      return { error };
    }
    offset = end;
  }
  const result: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
  if (tag !== undefined) {
    const parts = tag.split(' ');
    const command = parts[0]!;
    const rowCount = parseInt(parts[parts.length - 1]!, 10);
    Object.assign(result, { command, affectedRows: AFFECTING.has(command) ? rowCount : 0 });
    if (!Number.isNaN(rowCount)) Object.assign(result, { rowCount });
  }
  return result;
}

/** The query and its parameters on a database error, as PGlite#query reports them. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (error instanceof DatabaseError) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}
