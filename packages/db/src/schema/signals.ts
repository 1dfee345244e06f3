import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { customerOwned, customerReference, customers, users } from './identity.ts';

// Signals (issue 30, docs/data-model.md "Signals"): what the rules found, one row per customer, rule and
// cause (never a duplicate); the rule run updates, closes and reopens it. Its history is signal_events.

export const SIGNAL_STATUS_VALUES = ['open', 'in-behandeling', 'gesloten'] as const;

export const signals = pg.pgTable(
  'signals',
  {
    ...customerOwned(),
    connectionId: pg.integer().references(() => connections.id, { onDelete: 'cascade' }),
    /** ems, purchase, taxrequest, energysaving. */
    module: pg.text().notNull(),
    rule: pg.text().notNull(),
    /** The rule's key of the cause (packages/domain/src/signal-rules.ts): unique per customer and rule. */
    causeKey: pg.text().notNull(),
    periodFrom: pg.date({ mode: 'string' }).notNull(),
    periodTo: pg.date({ mode: 'string' }).notNull(),
    /** 1 laag, 2 middel, 3 hoog. */
    severity: pg.smallint().notNull(),
    measured: pg.numeric({ precision: 18, scale: 4, mode: 'number' }),
    limitValue: pg.numeric({ precision: 18, scale: 4, mode: 'number' }),
    /** € impact where known. */
    impact: pg.numeric({ precision: 14, scale: 2 }),
    title: pg.text().notNull(),
    detail: pg.text().notNull().default(''),
    status: pg.text({ enum: SIGNAL_STATUS_VALUES }).notNull().default('open'),
    assigneeId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    closeReason: pg.text(),
    /** Closed by the rule run because the cause was gone (reopens when it comes back). */
    autoClosed: pg.boolean().notNull().default(false),
    closedAt: pg.timestamp({ withTimezone: true }),
    /** The last rule run that still found the cause. */
    lastSeenAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex().on(t.customerId, t.rule, t.causeKey),
    pg.index().on(t.status, t.severity),
    pg.index().on(t.customerId, t.module, t.status),
    pg.check('signals_severity_check', sql`${t.severity} between 1 and 3`),
    pg.check('signals_period_check', sql`${t.periodTo} >= ${t.periodFrom}`),
  ],
);

/** What happened to a signal: raised, updated, reopened, closed, status, assigned, comment. */
export const signalEvents = pg.pgTable(
  'signal_events',
  {
    id: pg.serial().primaryKey(),
    signalId: parentReference(() => signals.id),
    customerId: customerReference(),
    kind: pg.text().notNull(),
    message: pg.text().notNull().default(''),
    /** Null: the rule run. */
    userId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index().on(t.signalId, t.createdAt)],
);

/** Rule settings: the default (customer_id null) and per-customer overrides. */
export const signalRuleSettings = pg.pgTable(
  'signal_rule_settings',
  {
    id: pg.serial().primaryKey(),
    /** Null: the default for every customer. */
    customerId: pg.integer().references(() => customers.id, { onDelete: 'cascade' }),
    rule: pg.text().notNull(),
    enabled: pg.boolean().notNull().default(true),
    threshold: pg.numeric({ precision: 12, scale: 3, mode: 'number' }).notNull(),
    /**
     * Who is told of a new or reopened signal of this rule: 'account-manager', 'assigned-admins',
     * 'chosen-admins' (admin_ids) and 'customer-staff' (the customer's own users: the rule is then visible
     * to the customer in the bell and the digest).
     */
    recipients: pg
      .jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'["account-manager", "assigned-admins"]'::jsonb`),
    /** The admins chosen by name ('chosen-admins'). */
    adminIds: pg
      .jsonb()
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex('signal_rule_settings_rule_customer_idx').on(t.rule, sql`coalesce(${t.customerId}, 0)`),
  ],
);

export type Signal = typeof signals.$inferSelect;
export type NewSignal = typeof signals.$inferInsert;
export type SignalEventRow = typeof signalEvents.$inferSelect;

/**
 * The bell's signal notifications: one row per recipient of a new or reopened signal (the customer's
 * account manager and assigned admins), read or unread, kept until the signal goes.
 */
export const signalNotifications = pg.pgTable(
  'signal_notifications',
  {
    id: pg.serial().primaryKey(),
    /** The recipient. */
    userId: parentReference(() => users.id),
    customerId: customerReference(),
    signalId: parentReference(() => signals.id),
    /** 'raised' (a new signal) or 'reopened' (its cause came back). */
    reason: pg.text().notNull(),
    isRead: pg.boolean().notNull().default(false),
    /** When the direct mail of this notification went out (claimed once: never mailed twice). */
    mailedAt: pg.timestamp({ withTimezone: true }),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index().on(t.userId, t.createdAt),
    pg.index().on(t.signalId),
    pg.check('signal_notifications_reason_check', sql`${t.reason} in ('raised', 'reopened')`),
  ],
);

export type SignalNotification = typeof signalNotifications.$inferSelect;
