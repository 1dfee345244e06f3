import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { customerOwned, customerReference, customers, users } from './identity.ts';

// Signals (issue 30, docs/data-model.md "Signals"): what the rules found, one row per customer, rule and
// cause (never a duplicate); the rule run updates, closes and reopens it. Its history is signal_events.

export const SIGNAL_STATUS_VALUES = ['open', 'in-behandeling', 'gesloten'] as const;

export const signals = pgTable(
  'signals',
  {
    ...customerOwned(),
    connectionId: integer().references(() => connections.id, { onDelete: 'cascade' }),
    /** ems, purchase, taxrequest, energysaving. */
    module: text().notNull(),
    rule: text().notNull(),
    /** The rule's key of the cause (packages/domain/src/signal-rules.ts): unique per customer and rule. */
    causeKey: text().notNull(),
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    /** 1 laag, 2 middel, 3 hoog. */
    severity: smallint().notNull(),
    measured: numeric({ precision: 18, scale: 4, mode: 'number' }),
    limitValue: numeric({ precision: 18, scale: 4, mode: 'number' }),
    /** € impact where known. */
    impact: numeric({ precision: 14, scale: 2 }),
    title: text().notNull(),
    detail: text().notNull().default(''),
    status: text({ enum: SIGNAL_STATUS_VALUES }).notNull().default('open'),
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    closeReason: text(),
    /** Closed by the rule run because the cause was gone (reopens when it comes back). */
    autoClosed: boolean().notNull().default(false),
    closedAt: timestamp({ withTimezone: true }),
    /** The last rule run that still found the cause. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex().on(t.customerId, t.rule, t.causeKey),
    index().on(t.status, t.severity),
    index().on(t.customerId, t.module, t.status),
    check('signals_severity_check', sql`${t.severity} between 1 and 3`),
    check('signals_period_check', sql`${t.periodTo} >= ${t.periodFrom}`),
  ],
);

/** What happened to a signal: raised, updated, reopened, closed, status, assigned, comment. */
export const signalEvents = pgTable(
  'signal_events',
  {
    id: serial().primaryKey(),
    signalId: parentReference(() => signals.id),
    customerId: customerReference(),
    kind: text().notNull(),
    message: text().notNull().default(''),
    /** Null: the rule run. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.signalId, t.createdAt)],
);

/** Rule settings: the default (customer_id null) and per-customer overrides. */
export const signalRuleSettings = pgTable(
  'signal_rule_settings',
  {
    id: serial().primaryKey(),
    /** Null: the default for every customer. */
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    rule: text().notNull(),
    enabled: boolean().notNull().default(true),
    threshold: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull(),
    /**
     * Who is told of a new or reopened signal of this rule: 'account-manager', 'assigned-admins',
     * 'chosen-admins' (admin_ids) and 'customer-staff' (the customer's own users: the rule is then visible
     * to the customer in the bell and the digest).
     */
    recipients: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'["account-manager", "assigned-admins"]'::jsonb`),
    /** The admins chosen by name ('chosen-admins'). */
    adminIds: jsonb()
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('signal_rule_settings_rule_customer_idx').on(t.rule, sql`coalesce(${t.customerId}, 0)`),
  ],
);

export type Signal = typeof signals.$inferSelect;
export type NewSignal = typeof signals.$inferInsert;
export type SignalEventRow = typeof signalEvents.$inferSelect;

/**
 * The bell's signal notifications: one row per recipient of a new or reopened signal (the customer's
 * account manager and assigned admins), read or unread, kept until the signal goes.
 */
export const signalNotifications = pgTable(
  'signal_notifications',
  {
    id: serial().primaryKey(),
    /** The recipient. */
    userId: parentReference(() => users.id),
    customerId: customerReference(),
    signalId: parentReference(() => signals.id),
    /** 'raised' (a new signal) or 'reopened' (its cause came back). */
    reason: text().notNull(),
    isRead: boolean().notNull().default(false),
    /** When the direct mail of this notification went out (claimed once: never mailed twice). */
    mailedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.signalId),
    check('signal_notifications_reason_check', sql`${t.reason} in ('raised', 'reopened')`),
  ],
);

export type SignalNotification = typeof signalNotifications.$inferSelect;
