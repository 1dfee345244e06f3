import { TAX_REQUEST_STATUSES, TAX_REQUEST_TYPES } from '@energiek/contracts/tax-requests';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { actions } from './actions.ts';
import { parentReference, timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { customerOwned, customerReference, users } from './identity.ts';
import { documents } from './library.ts';

// Energy-tax refund requests (teruggaaf, module taxrequest): the complexbepaling, the ANBI/SBBI 50 %
// refund and more than one property behind one connection. The amount is the engine's
// (packages/domain/energy-tax-refund.ts), computed from the volumes stored per connection when saved.

export { TAX_REQUEST_TYPES };
export type TaxRequestType = (typeof TAX_REQUEST_TYPES)[number];

export { TAX_REQUEST_STATUSES };
export type TaxRequestStatus = (typeof TAX_REQUEST_STATUSES)[number];

export const taxRequests = pg.pgTable(
  'tax_requests',
  {
    ...customerOwned(),
    type: pg.text({ enum: TAX_REQUEST_TYPES }).notNull(),
    /** 1 electricity, 2 gas. */
    product: pg.smallint().$type<1 | 2>().notNull(),
    /** The consumption period: first day and the day after the last (exclusive). */
    periodFrom: pg.date({ mode: 'string' }).notNull(),
    periodTo: pg.date({ mode: 'string' }).notNull(),
    business: pg.boolean().notNull().default(true),
    /** Properties with a verblijfsfunctie behind the one connection (type multiple-properties). */
    properties: pg.integer(),
    status: pg.text({ enum: TAX_REQUEST_STATUSES }).notNull().default('concept'),
    /** € to be refunded as the engine computed it when the request was last saved (negative: no gain). */
    amount: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    /** Last day to file: 13 weeks after the period (ANBI, more properties) or 5 years (complex). */
    deadline: pg.date({ mode: 'string' }).notNull(),
    note: pg.text().notNull().default(''),
    /** The generated request letter in the library. */
    letterDocumentId: pg.integer().references(() => documents.id, { onDelete: 'set null' }),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.customerId, t.status),
    pg.index().on(t.deadline),
    pg.check('tax_requests_period_check', sql`${t.periodTo} > ${t.periodFrom}`),
    pg.check('tax_requests_product_check', sql`${t.product} in (1, 2)`),
  ],
);

/** The connections of a request with the volumes the amount is computed from. */
export const taxRequestConnections = pg.pgTable(
  'tax_request_connections',
  {
    taxRequestId: parentReference(() => taxRequests.id),
    connectionId: parentReference(() => connections.id, 'restrict'),
    customerId: customerReference(),
    /** kWh or m³ over the request's period. */
    volume: pg.numeric({ precision: 16, scale: 3 }).notNull(),
    /** Consumed in the first year before the period starts. */
    priorVolume: pg.numeric({ precision: 16, scale: 3 }).notNull().default('0'),
    /** The connection has a verblijfsfunctie (gets the reduction). */
    reduction: pg.boolean().notNull().default(true),
    /**
     * Measured or expected volume per calendar year of the period ({"2024": "12345.678"}, decimal strings),
     * as the money finder computed it; null: the volume is split over the years by days.
     */
    volumeByYear: pg.jsonb().$type<Record<string, string>>(),
  },
  (t) => [pg.primaryKey({ columns: [t.taxRequestId, t.connectionId] }), pg.index().on(t.connectionId)],
);

/** Library documents that support a request (invoices, the WOZ decision, the ANBI status). */
export const taxRequestDocuments = pg.pgTable(
  'tax_request_documents',
  {
    taxRequestId: parentReference(() => taxRequests.id),
    documentId: parentReference(() => documents.id),
    customerId: customerReference(),
  },
  (t) => [pg.primaryKey({ columns: [t.taxRequestId, t.documentId] }), pg.index().on(t.documentId)],
);

/** Actions (follow-ups) linked to a request. */
export const taxRequestActions = pg.pgTable(
  'tax_request_actions',
  {
    taxRequestId: parentReference(() => taxRequests.id),
    actionId: parentReference(() => actions.id),
    customerId: customerReference(),
  },
  (t) => [pg.primaryKey({ columns: [t.taxRequestId, t.actionId] }), pg.index().on(t.actionId)],
);

export type TaxRequest = typeof taxRequests.$inferSelect;
export type NewTaxRequest = typeof taxRequests.$inferInsert;
export type TaxRequestConnection = typeof taxRequestConnections.$inferSelect;
