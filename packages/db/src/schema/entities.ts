import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned } from './identity.ts';

// Legal entities ("entiteiten") of a customer: the companies that hold contracts and receive invoices.

export const entities = pg.pgTable(
  'entities',
  {
    ...customerOwned(),
    name: pg.text().notNull(),
    kvkNumber: pg.text(),
    vatNumber: pg.text(),
    street: pg.text(),
    houseNumber: pg.text(),
    postcode: pg.text(),
    city: pg.text(),
    invoiceEmailAddress: pg.text(),
    /** Invoice address, when it differs from the address above. */
    invoiceStreet: pg.text(),
    invoiceHouseNumber: pg.text(),
    invoicePostcode: pg.text(),
    invoiceCity: pg.text(),
    iban: pg.text(),
    ...timestamps(),
  },
  (t) => [pg.index().on(t.customerId)],
);

export type Entity = typeof entities.$inferSelect;
export type NewEntity = typeof entities.$inferInsert;
