import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Customers: the consultancy's business clients (spec §3 Customer). Every customer-owned table refers here.

export const customers = pgTable(
  'customers',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Customer number, generated and unique. */
    number: integer().notNull(),
    /** e.g. 'ambassador' (shown with a crown), 'regular'. */
    subType: text().notNull().default('regular'),
    /** active, prospect, inactive. */
    status: text().notNull().default('active'),
    /** Subscribed modules: ems, purchase, invoicecontrol, mutations, budgets, taxrequest, energysaving. */
    modules: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.number), index().on(t.name)],
);
