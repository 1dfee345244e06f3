import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { parentReference, timestamps as timestampColumns } from './columns.ts';
import type { CustomerStatus, CustomerSubType } from './customers.ts';

// Customers and the people who work for them: customers, users, roles, sessions and password resets
// (ARCHITECTURE.md "Identity and sessions"). Customers and users refer to each other, so both tables live
// in this one file; every customer-owned table takes its tenancy column from customerReference().

const timestamps = {
  createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const roles = pg.pgTable('roles', {
  id: pg.serial().primaryKey(),
  name: pg.text().notNull(),
  description: pg.text(),
  /** Profile scope: { full, <area>: { read, write, … } } (spec §3). */
  scope: pg.jsonb().$type<Record<string, unknown>>().notNull().default({ full: false }),
  ...timestamps,
});

export const users = pg.pgTable(
  'users',
  {
    id: pg.serial().primaryKey(),
    emailAddress: pg.text().notNull(),
    passwordHash: pg.text().notNull(),
    firstName: pg.text().notNull(),
    lastName: pg.text().notNull().default(''),
    /** Direct phone number; the portal shows an account manager's to their customers (issue 31). */
    phoneNumber: pg.text(),
    /** 'admin' (back office) or 'customer' (customer staff). */
    type: pg.text().$type<'admin' | 'customer'>().notNull(),
    roleId: pg.integer().references(() => roles.id, { onDelete: 'set null' }),
    /** The organisation customer staff belong to; null for back-office admins. */
    customerId: pg.integer().references(() => customers.id, { onDelete: 'cascade' }),
    isActive: pg.boolean().notNull().default(true),
    canSwitch: pg.boolean().notNull().default(false),
    /** White-label features of the user's own organisation (inbox, hours, forecast …). */
    modules: pg.jsonb().$type<string[]>().notNull().default([]),
    settings: pg.jsonb().$type<Record<string, unknown>>().notNull().default({}),
    acceptedTermsAt: pg.timestamp({ withTimezone: true }),
    /** Base32 TOTP secret once enrolled; pending secret while enrolment is in progress. */
    twoStepSecret: pg.text(),
    twoStepPendingSecret: pg.text(),
    twoStepEnabledAt: pg.timestamp({ withTimezone: true }),
    /** Last accepted TOTP time step: a code is accepted only once. */
    twoStepLastStep: pg.bigint({ mode: 'number' }),
    lastLoginAt: pg.timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    pg.uniqueIndex('users_email_address_unique').on(sql`lower(${t.emailAddress})`),
    pg.index().on(t.customerId),
  ],
);

export const sessions = pg.pgTable(
  'sessions',
  {
    id: pg.serial().primaryKey(),
    /** SHA-256 (hex) of the 256-bit opaque token; the token itself is never stored. */
    tokenHash: pg.text().notNull(),
    userId: parentReference(() => users.id),
    selectedCustomerId: pg.integer().references(() => customers.id, { onDelete: 'set null' }),
    /** The admin who started a view-along session as this user. */
    impersonatorId: pg.integer().references(() => users.id, { onDelete: 'cascade' }),
    remember: pg.boolean().notNull().default(false),
    ip: pg.inet(),
    userAgent: pg.text(),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
    revokedAt: pg.timestamp({ withTimezone: true }),
  },
  (t) => [pg.uniqueIndex().on(t.tokenHash), pg.index().on(t.userId)],
);

export const passwordResets = pg.pgTable(
  'password_resets',
  {
    id: pg.serial().primaryKey(),
    userId: parentReference(() => users.id),
    tokenHash: pg.text().notNull(),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
    usedAt: pg.timestamp({ withTimezone: true }),
  },
  (t) => [pg.uniqueIndex().on(t.tokenHash), pg.index().on(t.userId)],
);

/** GIN storage option of the customer search indexes (see there). */
const noPendingList = { fastupdate: false };

export const customers = pg.pgTable(
  'customers',
  {
    id: pg.serial().primaryKey(),
    name: pg.text().notNull(),
    /** Customer number, generated and unique. */
    number: pg.integer().notNull(),
    /** 'ambassador' (shown with a crown) or 'regular'. */
    subType: pg.text().$type<CustomerSubType>().notNull().default('regular'),
    status: pg.text().$type<CustomerStatus>().notNull().default('active'),
    /** Chamber of Commerce number, 8 digits. */
    kvkNumber: pg.text(),
    /** NL + 9 digits + B + 2 digits, e.g. NL123456789B01. */
    vatNumber: pg.text(),
    iban: pg.text(),
    emailAddress: pg.text(),
    phoneNumber: pg.text(),
    website: pg.text(),
    visitStreet: pg.text(),
    visitHouseNumber: pg.text(),
    /** '1234 AB'. */
    visitPostcode: pg.text(),
    visitCity: pg.text(),
    postalStreet: pg.text(),
    postalHouseNumber: pg.text(),
    postalPostcode: pg.text(),
    postalCity: pg.text(),
    /** The back-office user who looks after this customer (users.customer_id points back here). */
    accountManagerId: pg.integer().references((): pg.AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Subscribed modules (CUSTOMER_MODULES). */
    modules: pg.jsonb().$type<string[]>().notNull().default([]),
    notes: pg.text(),
    ...timestampColumns(),
  },
  (t) => [
    pg.uniqueIndex().on(t.number),
    pg.index().on(t.accountManagerId),
    // Searches (customers/search, customers?q=): trigram indexes answer "contains" (pg_trgm, migration
    // 0013); (lower(name) collate "C", id) "starts with" as a range read in order, whatever the database's
    // collation; (lower(name), id) the list's default order and paging.
    pg.index('customers_lower_name_id_idx').on(sql`lower(${t.name})`, t.id),
    pg.index('customers_name_c_idx').on(sql`(lower(${t.name}) collate "C")`, t.id),
    // Terms of one or two characters (no trigram): the words of the name and of the city that start with them.
    // The GIN indexes take each change at once (fastupdate off): PGlite has no autovacuum to merge a pending
    // list, which every search would otherwise read through (up to 4 MB per index after a bulk load).
    pg
      .index('customers_name_words_idx')
      .using('gin', sql`to_tsvector('simple', ${t.name})`)
      .with(noPendingList),
    pg
      .index('customers_city_words_idx')
      .using('gin', sql`to_tsvector('simple', coalesce(${t.visitCity}, ${t.postalCity}, ''))`)
      .with(noPendingList),
    pg
      .index('customers_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with(noPendingList),
    pg
      .index('customers_city_trgm_idx')
      .using('gin', sql`lower(coalesce(${t.visitCity}, ${t.postalCity})) gin_trgm_ops`)
      .with(noPendingList),
    pg
      .index('customers_number_trgm_idx')
      .using('gin', sql`(${t.number}::text) gin_trgm_ops`)
      .with(noPendingList),
    pg
      .index('customers_kvk_trgm_idx')
      .using('gin', sql`${t.kvkNumber} gin_trgm_ops`)
      .with(noPendingList),
  ],
);

/**
 * The list search's words (customers?q=, migration 0025): one row per customer and distinct word of its
 * lowercased name and city (coalesce(visit_city, postal_city)) split at spaces, and per pair of adjacent
 * words ("van dijk"), with the customer's name key (lower(name), read in "C" order). A term without a space
 * lies inside one such word, a term with one space inside one pair; so the customers matching a term are
 * those of the words search_words finds for it, and each word's customers are read in name order from the
 * index: a page costs a few index ranges instead of sorting thousands of matches. Written by the triggers
 * of migration 0025 in the statement that writes the customer; deleted with it.
 */
export const customerWords = pg.pgTable(
  'customer_words',
  {
    word: pg.text().notNull(),
    nameKey: pg.text().notNull(),
    customerId: parentReference(() => customers.id),
  },
  (t) => [
    pg.uniqueIndex('customer_words_word_key_idx').on(t.word, sql`(${t.nameKey} collate "C")`, t.customerId),
    pg.index('customer_words_customer_idx').on(t.customerId),
  ],
);

/** Words of search_words with a space: the pairs of adjacent words (their own trigram index). */
export const isWordPair = (word: pg.AnyPgColumn) => sql`strpos(${word}, ' ') > 0`;

/**
 * The words customer_words holds or held, with the number of customers holding each now (kept by the
 * triggers of customer_words, migration 0025; a word whose customers are gone stays, with 0); trigram
 * indexes of the single words and of the pairs (terms inside them), and a words index of the single words
 * (terms of one or two characters, which match the start of a word as the name's to_tsvector splits it).
 */
export const searchWords = pg.pgTable(
  'search_words',
  { word: pg.text().primaryKey(), customers: pg.integer().notNull().default(0) },
  (t) => [
    pg
      .index('search_words_trgm_idx')
      .using('gin', sql`${t.word} gin_trgm_ops`)
      .with(noPendingList)
      .where(sql`not ${isWordPair(t.word)}`),
    pg
      .index('search_words_pairs_trgm_idx')
      .using('gin', sql`${t.word} gin_trgm_ops`)
      .with(noPendingList)
      .where(isWordPair(t.word)),
    pg
      .index('search_words_words_idx')
      .using('gin', sql`to_tsvector('simple', ${t.word})`)
      .with(noPendingList)
      .where(sql`not ${isWordPair(t.word)}`),
  ],
);

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

/** The tenancy column of every customer-owned table: not null, cascades with the customer. */
export function customerReference() {
  return parentReference(() => customers.id);
}

/** The first columns of most rows a customer owns: the row's serial id and its tenancy column. */
export function customerOwned() {
  return { id: pg.serial().primaryKey(), customerId: customerReference() };
}
