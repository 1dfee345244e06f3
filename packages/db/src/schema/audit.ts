import * as pg from 'drizzle-orm/pg-core';

// Audit trail and the mail outbox. No foreign keys on audit_log: it outlives the rows it mentions.

export const auditLog = pg.pgTable(
  'audit_log',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    /** Who acted (null for an unknown e-mail address at login). */
    userId: pg.integer(),
    /** The admin acting as userId during view-along. */
    impersonatorId: pg.integer(),
    customerId: pg.integer(),
    /** Dotted event name, e.g. auth.login, auth.login_failed, auth.password_reset. */
    event: pg.text().notNull(),
    success: pg.boolean().notNull().default(true),
    subjectType: pg.text(),
    subjectId: pg.text(),
    ip: pg.inet(),
    userAgent: pg.text(),
    details: pg.jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index().on(t.userId, t.createdAt),
    pg.index().on(t.customerId, t.createdAt),
    pg.index().on(t.event),
  ],
);

export const mailOutbox = pg.pgTable(
  'mail_outbox',
  {
    id: pg.serial().primaryKey(),
    toAddress: pg.text().notNull(),
    subject: pg.text().notNull(),
    text: pg.text().notNull(),
    html: pg.text(),
    /** stored (no SMTP configured), sent, failed. */
    status: pg.text().$type<'stored' | 'sent' | 'failed'>().notNull(),
    error: pg.text(),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: pg.timestamp({ withTimezone: true }),
  },
  (t) => [pg.index().on(t.createdAt)],
);
