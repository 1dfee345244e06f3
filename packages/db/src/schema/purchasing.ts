import { AGREEMENT_STATUSES, PRICE_TYPES } from '@energiek/contracts/supply-agreements';
import { CLICK_LOADS } from '@energiek/contracts/collective';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
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

export const collectives = pg.pgTable(
  'collectives',
  {
    id: pg.serial().primaryKey(),
    name: pg.text().notNull(),
    /** 1 electricity, 2 gas. */
    product: pg.smallint().$type<1 | 2>().notNull(),
    supplierId: pg.integer().references(() => suppliers.id, { onDelete: 'restrict' }),
    /** Delivery years covered, inclusive (e.g. 2026–2028). */
    firstYear: pg.smallint().notNull(),
    lastYear: pg.smallint().notNull(),
    /** The supplier's markup on the click price, € per MWh. */
    markup: pg.numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    /** How the consultancy clicks (free text shown to participants). */
    clickStrategy: pg.text().notNull().default(''),
    active: pg.boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.name),
    pg.check('collectives_years_check', sql`${t.lastYear} >= ${t.firstYear}`),
    pg.check('collectives_product_check', sql`${t.product} in (1, 2)`),
  ],
);

/** A connection taking part in a collective, with the expected annual volume clicks are allocated by. */
export const collectiveParticipants = pg.pgTable(
  'collective_participants',
  {
    id: pg.serial().primaryKey(),
    collectiveId: parentReference(() => collectives.id),
    customerId: customerReference(),
    connectionId: parentReference(() => connections.id, 'restrict'),
    /** kWh or m³ per year. */
    expectedAnnualVolume: pg.numeric({ precision: 16, scale: 3 }).notNull(),
    volumeSource: pg.text({ enum: VOLUME_SOURCES }).notNull().default('manual'),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex().on(t.collectiveId, t.connectionId),
    pg.index().on(t.customerId),
    pg.index().on(t.connectionId),
  ],
);

export const supplyAgreements = pg.pgTable(
  'supply_agreements',
  {
    ...customerOwned(),
    /** The legal entity that signs. */
    entityId: pg.integer().references(() => entities.id, { onDelete: 'restrict' }),
    supplierId: parentReference(() => suppliers.id, 'restrict'),
    /** 1 electricity, 2 gas. */
    product: pg.smallint().$type<1 | 2>().notNull(),
    /** The supplier's contract number. */
    reference: pg.text().notNull().default(''),
    /** The supplier's product name ("Vast 3 jaar groen"). */
    productName: pg.text().notNull().default(''),
    priceType: pg.text({ enum: PRICE_TYPES }).notNull(),
    /** First and last day of supply (inclusive). */
    startDate: pg.date({ mode: 'string' }).notNull(),
    endDate: pg.date({ mode: 'string' }).notNull(),
    /** Notice period in months before the end date. */
    noticeMonths: pg.smallint().notNull().default(1),
    /** Renews by itself (stilzwijgende verlenging) for renewalMonths unless cancelled in time. */
    tacitRenewal: pg.boolean().notNull().default(false),
    renewalMonths: pg.smallint(),
    status: pg.text({ enum: AGREEMENT_STATUSES }).notNull().default('concept'),
    /** The agreement is this customer's participation in a collective (price from its clicks). */
    collectiveId: pg.integer().references(() => collectives.id, { onDelete: 'set null' }),
    /** The signed agreement in the customer's library. */
    documentId: pg.integer().references(() => documents.id, { onDelete: 'set null' }),
    note: pg.text().notNull().default(''),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.customerId, t.status),
    pg.index().on(t.endDate),
    pg.index().on(t.collectiveId),
    pg.check('supply_agreements_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    pg.check('supply_agreements_product_check', sql`${t.product} in (1, 2)`),
  ],
);

/** The connections an agreement covers; from/to narrow the agreement's term for one connection. */
export const supplyAgreementConnections = pg.pgTable(
  'supply_agreement_connections',
  {
    agreementId: parentReference(() => supplyAgreements.id),
    connectionId: parentReference(() => connections.id, 'restrict'),
    customerId: customerReference(),
    /** First and last day for this connection (inclusive); null: the agreement's own dates. */
    fromDate: pg.date({ mode: 'string' }),
    toDate: pg.date({ mode: 'string' }),
  },
  (t) => [pg.primaryKey({ columns: [t.agreementId, t.connectionId] }), pg.index().on(t.connectionId)],
);

/**
 * Rates of an agreement, by period (a rate change mid-term is a new row). Which columns are used depends on
 * the price type: fixed — single or normal/low (€/kWh) or gas (€/m³); variable — indexName + markup;
 * click — markup only (the price is the clicks' weighted average). Fees and certificates apply to all.
 */
export const supplyAgreementRates = pg.pgTable(
  'supply_agreement_rates',
  {
    id: pg.serial().primaryKey(),
    agreementId: parentReference(() => supplyAgreements.id),
    customerId: customerReference(),
    /** First and last day (inclusive); validTo null: until the agreement ends. */
    validFrom: pg.date({ mode: 'string' }).notNull(),
    validTo: pg.date({ mode: 'string' }),
    /** € per kWh: one rate (enkeltarief) or normal/low (dubbeltarief). */
    single: pg.numeric({ precision: 12, scale: 6 }),
    normal: pg.numeric({ precision: 12, scale: 6 }),
    low: pg.numeric({ precision: 12, scale: 6 }),
    /** € per m³. */
    gas: pg.numeric({ precision: 12, scale: 6 }),
    /** Variable price: the index ("EPEX day-ahead", "TTF maand") the markup is added to. */
    indexName: pg.text(),
    /** Markup: € per kWh / m³ on a variable price, € per MWh on clicks. */
    markup: pg.numeric({ precision: 12, scale: 6 }),
    /** Fixed supply fee (vastrecht leverancier), € per connection per month. */
    fixedFeeMonth: pg.numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    /** Green certificates (GvO), € per kWh. */
    greenCertificates: pg.numeric({ precision: 12, scale: 6 }),
  },
  (t) => [pg.index().on(t.agreementId, t.validFrom), pg.index().on(t.customerId)],
);

/**
 * A click: a tranche of a delivery period fixed at a price, for a collective or for one click agreement.
 * Either sharePct (of the expected volume) or volumeMwh is set.
 */
export const clicks = pg.pgTable(
  'clicks',
  {
    id: pg.serial().primaryKey(),
    collectiveId: pg.integer().references(() => collectives.id, { onDelete: 'cascade' }),
    agreementId: pg.integer().references(() => supplyAgreements.id, { onDelete: 'cascade' }),
    /** Set for an agreement's clicks (tenant row); null for a collective's. */
    customerId: pg.integer().references(() => customers.id, { onDelete: 'cascade' }),
    clickDate: pg.date({ mode: 'string' }).notNull(),
    /** Delivery period code: 'Cal-27', 'Q1-27', 'Jan-27' (packages/domain/src/delivery-period.ts). */
    period: pg.text().notNull(),
    /** First day and the day after the last (exclusive), derived from the code. */
    periodFrom: pg.date({ mode: 'string' }).notNull(),
    periodTo: pg.date({ mode: 'string' }).notNull(),
    load: pg.text({ enum: CLICK_LOADS }).notNull().default('base'),
    sharePct: pg.numeric({ precision: 7, scale: 4 }),
    volumeMwh: pg.numeric({ precision: 14, scale: 3 }),
    /** € per MWh. */
    price: pg.numeric({ precision: 10, scale: 2 }).notNull(),
    note: pg.text().notNull().default(''),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.collectiveId, t.periodFrom),
    pg.index().on(t.agreementId, t.periodFrom),
    pg.index().on(t.customerId),
    pg.check('clicks_owner_check', sql`(${t.collectiveId} is null) <> (${t.agreementId} is null)`),
    pg.check('clicks_amount_check', sql`(${t.sharePct} is null) <> (${t.volumeMwh} is null)`),
    pg.check('clicks_period_check', sql`${t.periodTo} > ${t.periodFrom}`),
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
