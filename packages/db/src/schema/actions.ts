import { ACTION_TYPES } from '@energiek/contracts/actions';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { customerOwned, users } from './identity.ts';

// Actions ("acties") are a customer's tasks; notes ("notities") are the same record with type 'note'
// (subject + text, no workflow). Comments thread on an action.

export { ACTION_TYPES };
export type ActionType = (typeof ACTION_TYPES)[number];

/** 1 open, 2 in behandeling, 3 wacht op klant, 4 afgerond. */
export const ACTION_STATUS_OPEN = 1;
export const ACTION_STATUS_DONE = 4;

export const actions = pg.pgTable(
  'actions',
  {
    ...customerOwned(),
    type: pg.text({ enum: ACTION_TYPES }).notNull().default('action'),
    subject: pg.text().notNull(),
    description: pg.text(),
    /** 1 open, 2 in behandeling, 3 wacht op klant, 4 afgerond. */
    status: pg.smallint().notNull().default(ACTION_STATUS_OPEN),
    /** 1 laag, 2 normaal, 3 hoog. */
    priority: pg.smallint().notNull().default(2),
    deadline: pg.date({ mode: 'string' }),
    assigneeId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    /** A connection of the same customer (checked by the service). */
    connectionId: pg.integer().references(() => connections.id, { onDelete: 'set null' }),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    completedAt: pg.timestamp({ withTimezone: true }),
    /** A note is internal (admins only) unless marked "zichtbaar voor klant"; actions ignore it. */
    visibleToCustomer: pg.boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.assigneeId, t.status),
    pg.index().on(t.customerId, t.createdAt),
    pg.index().on(t.deadline),
    pg.check('actions_type_check', sql`${t.type} in ('action', 'note')`),
    pg.check('actions_status_check', sql`${t.status} between 1 and 4`),
    pg.check('actions_priority_check', sql`${t.priority} between 1 and 3`),
  ],
);

export type Action = typeof actions.$inferSelect;
export type NewAction = typeof actions.$inferInsert;

export const actionComments = pg.pgTable(
  'action_comments',
  {
    id: pg.serial().primaryKey(),
    actionId: parentReference(() => actions.id),
    userId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    content: pg.text().notNull(),
    editedAt: pg.timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [pg.index().on(t.actionId, t.createdAt)],
);

export type ActionComment = typeof actionComments.$inferSelect;
export type NewActionComment = typeof actionComments.$inferInsert;
