import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerReference } from './identity.ts';

// The services a customer receives (spec route customers/{customerId}/services). The catalogue of
// services and the module each grants is a constant in packages/contracts/src/services.ts; saving the
// list recomputes customers.modules from the services active today.

export const customerServices = pgTable(
  'customer_services',
  {
    id: serial().primaryKey(),
    customerId: customerReference(),
    /** A key of the SERVICES catalogue (packages/contracts/src/services.ts). */
    service: text().notNull(),
    /** First day of the service (YYYY-MM-DD). */
    startDate: date({ mode: 'string' }).notNull(),
    /** Last day of the service; null while it runs on. */
    endDate: date({ mode: 'string' }),
    notes: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex().on(t.customerId, t.service),
    index().on(t.service),
    check('customer_services_period_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export type CustomerService = typeof customerServices.$inferSelect;
export type NewCustomerService = typeof customerServices.$inferInsert;
