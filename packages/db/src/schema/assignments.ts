import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { customers, users } from './identity.ts';

// Customers assigned to a back-office admin. An admin without can_switch acts only for these customers
// and for the customers they are account manager of (customers.account_manager_id).

export const adminCustomerAssignments = pgTable(
  'admin_customer_assignments',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] }), index().on(t.customerId)],
);
