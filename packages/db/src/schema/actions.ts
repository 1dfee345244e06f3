import { ACTION_TYPES } from '@energiek/contracts/actions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

export const actions = pgTable(
  'actions',
  {
    ...customerOwned(),
    type: text({ enum: ACTION_TYPES }).notNull().default('action'),
    subject: text().notNull(),
    description: text(),
    /** 1 open, 2 in behandeling, 3 wacht op klant, 4 afgerond. */
    status: smallint().notNull().default(ACTION_STATUS_OPEN),
    /** 1 laag, 2 normaal, 3 hoog. */
    priority: smallint().notNull().default(2),
    deadline: date({ mode: 'string' }),
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** A connection of the same customer (checked by the service). */
    connectionId: integer().references(() => connections.id, { onDelete: 'set null' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp({ withTimezone: true }),
    /** A note is internal (admins only) unless marked "zichtbaar voor klant"; actions ignore it. */
    visibleToCustomer: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index().on(t.assigneeId, t.status),
    index().on(t.customerId, t.createdAt),
    index().on(t.deadline),
    check('actions_type_check', sql`${t.type} in ('action', 'note')`),
    check('actions_status_check', sql`${t.status} between 1 and 4`),
    check('actions_priority_check', sql`${t.priority} between 1 and 3`),
  ],
);

export type Action = typeof actions.$inferSelect;
export type NewAction = typeof actions.$inferInsert;

export const actionComments = pgTable(
  'action_comments',
  {
    id: serial().primaryKey(),
    actionId: parentReference(() => actions.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    editedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index().on(t.actionId, t.createdAt)],
);

export type ActionComment = typeof actionComments.$inferSelect;
export type NewActionComment = typeof actionComments.$inferInsert;
