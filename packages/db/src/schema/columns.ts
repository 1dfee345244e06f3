import { integer, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

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

/** The tenancy column of every customer-owned table: not null, cascades with the customer. */
export function customerReference() {
  return integer()
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
}
