import { ilike, or, type Column, type SQL } from 'drizzle-orm';

// A user's search text in LIKE/ILIKE patterns: matched as itself (its own %, _ and \ escaped).

/** `value` with LIKE's special characters escaped, so it matches only itself. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The pattern of a text containing `value`. */
export const containing = (value: string): string => `%${escapeLike(value)}%`;

/** Rows where any of `columns` contains `value`, case-insensitively. */
export function anyContains(value: string, columns: (Column | SQL)[]): SQL | undefined {
  const pattern = containing(value);
  return or(...columns.map((column) => ilike(column, pattern)));
}
