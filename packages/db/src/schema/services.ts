import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customerOwned, users } from './identity.ts';

// The services a customer receives (spec route customers/{customerId}/services). The catalogue of
// services and the module each grants is a constant in packages/contracts/src/services.ts; saving the
// list recomputes customers.modules from the services active today.

export const customerServices = pg.pgTable(
  'customer_services',
  {
    ...customerOwned(),
    /** A key of the SERVICES catalogue (packages/contracts/src/services.ts). */
    service: pg.text().notNull(),
    /** First day of the service (YYYY-MM-DD). */
    startDate: pg.date({ mode: 'string' }).notNull(),
    /** Last day of the service; null while it runs on. */
    endDate: pg.date({ mode: 'string' }),
    notes: pg.text(),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex().on(t.customerId, t.service),
    pg.index().on(t.service),
    pg.check('customer_services_period_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export type CustomerService = typeof customerServices.$inferSelect;
export type NewCustomerService = typeof customerServices.$inferInsert;

// The editable part of a service definition (/v3/control/services, module-services-definitions): its
// price per year and description. The key, name and granted module stay in the SERVICES catalogue,
// because the modules are the product's permission flags. A service without a row has neither yet.
export const serviceDefinitions = pg.pgTable('service_definitions', {
  /** A key of the SERVICES catalogue. */
  service: pg.text().primaryKey(),
  /** € per year excluding VAT, exact; null when not set. */
  pricePerYear: pg.numeric({ precision: 12, scale: 2 }),
  description: pg.text(),
  updatedBy: pg.integer().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

export type ServiceDefinitionRow = typeof serviceDefinitions.$inferSelect;
