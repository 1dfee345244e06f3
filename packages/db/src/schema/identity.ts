import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

// Users, roles, sessions and password resets (ARCHITECTURE.md "Identity and sessions").

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const roles = pgTable('roles', {
  id: serial().primaryKey(),
  name: text().notNull(),
  description: text(),
  /** Profile scope: { full, <area>: { read, write, … } } (spec §3). */
  scope: jsonb().$type<Record<string, unknown>>().notNull().default({ full: false }),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    emailAddress: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    /** 'admin' (back office) or 'customer' (customer staff). */
    type: text().$type<'admin' | 'customer'>().notNull(),
    roleId: integer().references(() => roles.id, { onDelete: 'set null' }),
    /** The organisation customer staff belong to; null for back-office admins. */
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    isActive: boolean().notNull().default(true),
    canSwitch: boolean().notNull().default(false),
    /** White-label features of the user's own organisation (inbox, hours, forecast …). */
    modules: jsonb().$type<string[]>().notNull().default([]),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    acceptedTermsAt: timestamp({ withTimezone: true }),
    /** Base32 TOTP secret once enrolled; pending secret while enrolment is in progress. */
    twoStepSecret: text(),
    twoStepPendingSecret: text(),
    twoStepEnabledAt: timestamp({ withTimezone: true }),
    /** Last accepted TOTP time step: a code is accepted only once. */
    twoStepLastStep: bigint({ mode: 'number' }),
    lastLoginAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_address_unique').on(sql`lower(${t.emailAddress})`),
    index().on(t.customerId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    /** SHA-256 (hex) of the 256-bit opaque token; the token itself is never stored. */
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    selectedCustomerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    /** The admin who started a view-along session as this user. */
    impersonatorId: integer().references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean().notNull().default(false),
    ip: inet(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId)],
);
