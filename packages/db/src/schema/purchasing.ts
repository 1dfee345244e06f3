import { AGREEMENT_STATUSES, PRICE_TYPES } from '@energiek/contracts/supply-agreements';
import { CLICK_LOADS } from '@energiek/contracts/collective';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { entities } from './entities.ts';
import { customerOwned, customerReference, customers, users } from './identity.ts';
import { documents } from './library.ts';
import { suppliers } from './master-data.ts';

// Purchasing (DOMAIN.md "Purchasing"): supply agreements with their connections and rates, purchase
// collectives with their participants, and clicks (tranches fixed on the forward market) of either a
// collective or one click agreement. The arithmetic on clicks is pure: packages/domain/src/clicks.ts.
//
// Conventions: products 1 electricity, 2 gas. Agreement and rate dates are the first and the LAST day
// (inclusive), as the contracts state them ("1-1-2025 t/m 31-12-2027"). Prices of supply per unit are € per
// kWh or € per m³ (6 decimals, as on invoices); clicks and markups on clicks are € per MWh (market quotes).

export { PRICE_TYPES };
export type PriceType = (typeof PRICE_TYPES)[number];

export { AGREEMENT_STATUSES };
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export { CLICK_LOADS };
export type ClickLoad = (typeof CLICK_LOADS)[number];

/** Where a participant's expected annual volume comes from. */
export const VOLUME_SOURCES = ['ems', 'manual'] as const;
export type VolumeSource = (typeof VOLUME_SOURCES)[number];

export const collectives = pgTable(
  'collectives',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** 1 electricity, 2 gas. */
    product: smallint().$type<1 | 2>().notNull(),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'restrict' }),
    /** Delivery years covered, inclusive (e.g. 2026–2028). */
    firstYear: smallint().notNull(),
    lastYear: smallint().notNull(),
    /** The supplier's markup on the click price, € per MWh. */
    markup: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    /** How the consultancy clicks (free text shown to participants). */
    clickStrategy: text().notNull().default(''),
    active: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index().on(t.name),
    check('collectives_years_check', sql`${t.lastYear} >= ${t.firstYear}`),
    check('collectives_product_check', sql`${t.product} in (1, 2)`),
  ],
);

/** A connection taking part in a collective, with the expected annual volume clicks are allocated by. */
export const collectiveParticipants = pgTable(
  'collective_participants',
  {
    id: serial().primaryKey(),
    collectiveId: parentReference(() => collectives.id),
    customerId: customerReference(),
    connectionId: parentReference(() => connections.id, 'restrict'),
    /** kWh or m³ per year. */
    expectedAnnualVolume: numeric({ precision: 16, scale: 3 }).notNull(),
    volumeSource: text({ enum: VOLUME_SOURCES }).notNull().default('manual'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex().on(t.collectiveId, t.connectionId),
    index().on(t.customerId),
    index().on(t.connectionId),
  ],
);

export const supplyAgreements = pgTable(
  'supply_agreements',
  {
    ...customerOwned(),
    /** The legal entity that signs. */
    entityId: integer().references(() => entities.id, { onDelete: 'restrict' }),
    supplierId: parentReference(() => suppliers.id, 'restrict'),
    /** 1 electricity, 2 gas. */
    product: smallint().$type<1 | 2>().notNull(),
    /** The supplier's contract number. */
    reference: text().notNull().default(''),
    /** The supplier's product name ("Vast 3 jaar groen"). */
    productName: text().notNull().default(''),
    priceType: text({ enum: PRICE_TYPES }).notNull(),
    /** First and last day of supply (inclusive). */
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** Notice period in months before the end date. */
    noticeMonths: smallint().notNull().default(1),
    /** Renews by itself (stilzwijgende verlenging) for renewalMonths unless cancelled in time. */
    tacitRenewal: boolean().notNull().default(false),
    renewalMonths: smallint(),
    status: text({ enum: AGREEMENT_STATUSES }).notNull().default('concept'),
    /** The agreement is this customer's participation in a collective (price from its clicks). */
    collectiveId: integer().references(() => collectives.id, { onDelete: 'set null' }),
    /** The signed agreement in the customer's library. */
    documentId: integer().references(() => documents.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.customerId, t.status),
    index().on(t.endDate),
    index().on(t.collectiveId),
    check('supply_agreements_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('supply_agreements_product_check', sql`${t.product} in (1, 2)`),
  ],
);

/** The connections an agreement covers; from/to narrow the agreement's term for one connection. */
export const supplyAgreementConnections = pgTable(
  'supply_agreement_connections',
  {
    agreementId: parentReference(() => supplyAgreements.id),
    connectionId: parentReference(() => connections.id, 'restrict'),
    customerId: customerReference(),
    /** First and last day for this connection (inclusive); null: the agreement's own dates. */
    fromDate: date({ mode: 'string' }),
    toDate: date({ mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.connectionId] }), index().on(t.connectionId)],
);

/**
 * Rates of an agreement, by period (a rate change mid-term is a new row). Which columns are used depends on
 * the price type: fixed — single or normal/low (€/kWh) or gas (€/m³); variable — indexName + markup;
 * click — markup only (the price is the clicks' weighted average). Fees and certificates apply to all.
 */
export const supplyAgreementRates = pgTable(
  'supply_agreement_rates',
  {
    id: serial().primaryKey(),
    agreementId: parentReference(() => supplyAgreements.id),
    customerId: customerReference(),
    /** First and last day (inclusive); validTo null: until the agreement ends. */
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }),
    /** € per kWh: one rate (enkeltarief) or normal/low (dubbeltarief). */
    single: numeric({ precision: 12, scale: 6 }),
    normal: numeric({ precision: 12, scale: 6 }),
    low: numeric({ precision: 12, scale: 6 }),
    /** € per m³. */
    gas: numeric({ precision: 12, scale: 6 }),
    /** Variable price: the index ("EPEX day-ahead", "TTF maand") the markup is added to. */
    indexName: text(),
    /** Markup: € per kWh / m³ on a variable price, € per MWh on clicks. */
    markup: numeric({ precision: 12, scale: 6 }),
    /** Fixed supply fee (vastrecht leverancier), € per connection per month. */
    fixedFeeMonth: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    /** Green certificates (GvO), € per kWh. */
    greenCertificates: numeric({ precision: 12, scale: 6 }),
  },
  (t) => [index().on(t.agreementId, t.validFrom), index().on(t.customerId)],
);

/**
 * A click: a tranche of a delivery period fixed at a price, for a collective or for one click agreement.
 * Either sharePct (of the expected volume) or volumeMwh is set.
 */
export const clicks = pgTable(
  'clicks',
  {
    id: serial().primaryKey(),
    collectiveId: integer().references(() => collectives.id, { onDelete: 'cascade' }),
    agreementId: integer().references(() => supplyAgreements.id, { onDelete: 'cascade' }),
    /** Set for an agreement's clicks (tenant row); null for a collective's. */
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    clickDate: date({ mode: 'string' }).notNull(),
    /** Delivery period code: 'Cal-27', 'Q1-27', 'Jan-27' (packages/domain/src/delivery-period.ts). */
    period: text().notNull(),
    /** First day and the day after the last (exclusive), derived from the code. */
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    load: text({ enum: CLICK_LOADS }).notNull().default('base'),
    sharePct: numeric({ precision: 7, scale: 4 }),
    volumeMwh: numeric({ precision: 14, scale: 3 }),
    /** € per MWh. */
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    note: text().notNull().default(''),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.collectiveId, t.periodFrom),
    index().on(t.agreementId, t.periodFrom),
    index().on(t.customerId),
    check('clicks_owner_check', sql`(${t.collectiveId} is null) <> (${t.agreementId} is null)`),
    check('clicks_amount_check', sql`(${t.sharePct} is null) <> (${t.volumeMwh} is null)`),
    check('clicks_period_check', sql`${t.periodTo} > ${t.periodFrom}`),
  ],
);

export type Collective = typeof collectives.$inferSelect;
export type NewCollective = typeof collectives.$inferInsert;
export type CollectiveParticipant = typeof collectiveParticipants.$inferSelect;
export type SupplyAgreement = typeof supplyAgreements.$inferSelect;
export type NewSupplyAgreement = typeof supplyAgreements.$inferInsert;
export type SupplyAgreementConnection = typeof supplyAgreementConnections.$inferSelect;
export type SupplyAgreementRate = typeof supplyAgreementRates.$inferSelect;
export type NewSupplyAgreementRate = typeof supplyAgreementRates.$inferInsert;
export type Click = typeof clicks.$inferSelect;
export type NewClick = typeof clicks.$inferInsert;
