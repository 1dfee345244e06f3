import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { parentReference } from './columns.ts';
import { sql } from 'drizzle-orm';
import { customerReference, users } from './identity.ts';

// Notifications about actions, one row per recipient. action_id has no foreign key yet: the actions
// table arrives in a later issue, so the row keeps a snapshot of what the list shows.

/** What an action looked like when the notification was raised. */
export type ActionSnapshot = { subject: string; deadline: string | null; statusName: string };

export const actionNotifications = pgTable(
  'action_notifications',
  {
    id: serial().primaryKey(),
    /** The recipient. */
    userId: parentReference(() => users.id),
    /** 1 new comment, 2 status changed, 3 action assigned to you, 4 new note. */
    type: smallint().notNull(),
    isRead: boolean().notNull().default(false),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    customerId: customerReference(),
    actionId: integer(),
    action: jsonb().$type<ActionSnapshot>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.customerId),
    check('action_notifications_type_check', sql`${t.type} between 1 and 4`),
  ],
);

export type ActionNotification = typeof actionNotifications.$inferSelect;
export type NewActionNotification = typeof actionNotifications.$inferInsert;
