import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned } from './identity.ts';

// Contact persons of a customer. fullName is derived in the API, not stored.

export const contacts = pg.pgTable(
  'contacts',
  {
    ...customerOwned(),
    firstName: pg.text().notNull(),
    lastName: pg.text().notNull().default(''),
    /** Job title, e.g. 'Financieel directeur'. */
    function: pg.text(),
    emailAddress: pg.text(),
    telephoneNumber: pg.text(),
    mobileNumber: pg.text(),
    notes: pg.text(),
    /** Receives the monthly report (PDF) by e-mail. */
    monthlyReport: pg.boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [pg.index().on(t.customerId), pg.index().on(t.lastName)],
);

export type Contact = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;
