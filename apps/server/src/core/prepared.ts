// Prepared statements for the hot queries (the session lookup, the customers list page): Drizzle's
// `.prepare(name)` builds the SQL once per database handle instead of on every request (building it was
// ~15 % of the list's CPU). The statement is also named on both databases: each pooled PostgreSQL
// connection, and the PGlite session (packages/db/src/pglite-named-statements.ts), parses it once and then
// only binds values (PostgreSQL's plan cache: custom plans, a generic one after five runs when that is no
// costlier). A statement's name must stand for one SQL text: callers build the name from everything that
// shapes the SQL. (Named statements need session pooling: a PgBouncer in transaction mode in front of
// PostgreSQL would mix them up.)

const statements = new WeakMap<object, Map<string, unknown>>();

/** The statement `build` prepares for this database handle under `name`, built on first use. */
export function preparedStatement<T>(db: object, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}
