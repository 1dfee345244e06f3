import * as pg from 'drizzle-orm/pg-core';
import { parentReference } from './columns.ts';
import { sql } from 'drizzle-orm';
import { customerReference, users } from './identity.ts';

// Notifications about actions, one row per recipient. action_id has no foreign key yet: the actions
// table arrives in a later issue, so the row keeps a snapshot of what the list shows.

/** What an action looked like when the notification was raised. */
export type ActionSnapshot = { subject: string; deadline: string | null; statusName: string };

export const actionNotifications = pg.pgTable(
  'action_notifications',
  {
    id: pg.serial().primaryKey(),
    /** The recipient. */
    userId: parentReference(() => users.id),
    /** 1 new comment, 2 status changed, 3 action assigned to you, 4 new note. */
    type: pg.smallint().notNull(),
    isRead: pg.boolean().notNull().default(false),
    actorId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    customerId: customerReference(),
    actionId: pg.integer(),
    action: pg.jsonb().$type<ActionSnapshot>().notNull(),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index().on(t.userId, t.createdAt),
    pg.index().on(t.customerId),
    pg.check('action_notifications_type_check', sql`${t.type} between 1 and 4`),
  ],
);

export type ActionNotification = typeof actionNotifications.$inferSelect;
export type NewActionNotification = typeof actionNotifications.$inferInsert;
