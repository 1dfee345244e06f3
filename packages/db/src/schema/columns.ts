import * as pg from 'drizzle-orm/pg-core';

// Column helpers shared by the area schema files (not tables, so not in the registry).

/** createdAt / updatedAt (timestamptz); updatedAt also moves on every Drizzle update. */
export function timestamps() {
  return {
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg
      .timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  };
}

/** A required integer foreign key to `target` (a row's parent): deleted with it unless told otherwise. */
export function parentReference(target: () => pg.AnyPgColumn, onDelete: pg.UpdateDeleteAction = 'cascade') {
  return pg.integer().notNull().references(target, { onDelete });
}
