import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './identity.ts';

// Customers: the consultancy's business clients (spec §3 Customer). Every customer-owned table refers here.

export const CUSTOMER_SUB_TYPES = ['regular', 'ambassador'] as const;
export type CustomerSubType = (typeof CUSTOMER_SUB_TYPES)[number];
export const CUSTOMER_STATUSES = ['active', 'prospect', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
/** Modules a customer can subscribe to. */
export const CUSTOMER_MODULES = [
  'ems',
  'purchase',
  'invoicecontrol',
  'mutations',
  'budgets',
  'taxrequest',
  'energysaving',
] as const;

export const customers = pgTable(
  'customers',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Customer number, generated and unique. */
    number: integer().notNull(),
    /** 'ambassador' (shown with a crown) or 'regular'. */
    subType: text().$type<CustomerSubType>().notNull().default('regular'),
    status: text().$type<CustomerStatus>().notNull().default('active'),
    /** Chamber of Commerce number, 8 digits. */
    kvkNumber: text(),
    /** NL + 9 digits + B + 2 digits, e.g. NL123456789B01. */
    vatNumber: text(),
    iban: text(),
    emailAddress: text(),
    phoneNumber: text(),
    website: text(),
    visitStreet: text(),
    visitHouseNumber: text(),
    /** '1234 AB'. */
    visitPostcode: text(),
    visitCity: text(),
    postalStreet: text(),
    postalHouseNumber: text(),
    postalPostcode: text(),
    postalCity: text(),
    /** The back-office user who looks after this customer. users.customer_id points back here: the
     *  function reference with an explicit type breaks the cycle between the two schema files. */
    accountManagerId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Subscribed modules (CUSTOMER_MODULES). */
    modules: jsonb().$type<string[]>().notNull().default([]),
    notes: text(),
    ...timestamps(),
  },
  (t) => [uniqueIndex().on(t.number), index().on(t.name), index().on(t.accountManagerId)],
);

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
