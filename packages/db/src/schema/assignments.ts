import * as pg from 'drizzle-orm/pg-core';
import { parentReference } from './columns.ts';
import { customers, users } from './identity.ts';

// Customers assigned to a back-office admin. An admin without can_switch acts only for these customers
// and for the customers they are account manager of (customers.account_manager_id).

export const adminCustomerAssignments = pg.pgTable(
  'admin_customer_assignments',
  {
    userId: parentReference(() => users.id),
    customerId: parentReference(() => customers.id),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.customerId] }), pg.index().on(t.customerId)],
);
