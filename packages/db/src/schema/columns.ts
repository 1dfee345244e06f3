import { timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by the area schema files (not tables, so not in the registry).

/** createdAt / updatedAt (timestamptz); updatedAt also moves on every Drizzle update. */
export function timestamps() {
  return {
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  };
}
