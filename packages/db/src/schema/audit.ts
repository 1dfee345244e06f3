import {
  bigserial,
  boolean,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Audit trail and the mail outbox. No foreign keys on audit_log: it outlives the rows it mentions.

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Who acted (null for an unknown e-mail address at login). */
    userId: integer(),
    /** The admin acting as userId during view-along. */
    impersonatorId: integer(),
    customerId: integer(),
    /** Dotted event name, e.g. auth.login, auth.login_failed, auth.password_reset. */
    event: text().notNull(),
    success: boolean().notNull().default(true),
    subjectType: text(),
    subjectId: text(),
    ip: inet(),
    userAgent: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.customerId, t.createdAt), index().on(t.event)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** stored (no SMTP configured), sent, failed. */
    status: text().$type<'stored' | 'sent' | 'failed'>().notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt)],
);
