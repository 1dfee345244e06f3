// The tables a backup's manifest counts (backup.ts), as plain SQL so that the embedded database's worker
// (pglite-worker.ts) counts a copy with the same statements.

/** The application's tables: public, drizzle's migrations, pg-boss. */
export const TABLES_SQL = `select table_schema as schema, table_name as name from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle', 'pgboss') order by 1, 2`;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The row count of one table, as `n`. */
export const countSql = (schema: string, name: string) =>
  `select count(*)::int as n from ${quoteIdent(schema)}.${quoteIdent(name)}`;
