import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned } from './identity.ts';

// Contact persons of a customer. fullName is derived in the API, not stored.

export const contacts = pgTable(
  'contacts',
  {
    ...customerOwned(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    /** Job title, e.g. 'Financieel directeur'. */
    function: text(),
    emailAddress: text(),
    telephoneNumber: text(),
    mobileNumber: text(),
    notes: text(),
    /** Receives the monthly report (PDF) by e-mail. */
    monthlyReport: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [index().on(t.customerId), index().on(t.lastName)],
);

export type Contact = typeof contacts.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;
