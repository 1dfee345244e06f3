import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned } from './identity.ts';

// Legal entities ("entiteiten") of a customer: the companies that hold contracts and receive invoices.

export const entities = pgTable(
  'entities',
  {
    ...customerOwned(),
    name: text().notNull(),
    kvkNumber: text(),
    vatNumber: text(),
    street: text(),
    houseNumber: text(),
    postcode: text(),
    city: text(),
    invoiceEmailAddress: text(),
    /** Invoice address, when it differs from the address above. */
    invoiceStreet: text(),
    invoiceHouseNumber: text(),
    invoicePostcode: text(),
    invoiceCity: text(),
    iban: text(),
    ...timestamps(),
  },
  (t) => [index().on(t.customerId)],
);

export type Entity = typeof entities.$inferSelect;
export type NewEntity = typeof entities.$inferInsert;
