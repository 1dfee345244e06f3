import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { entities } from './entities.ts';
import { customerOwned, users } from './identity.ts';
import { documents } from './library.ts';

// Energy invoices of a customer (issue 28, DOMAIN.md "the three invoices"): issued by a supplier, a grid
// operator or a metering company (master data: issuer_kind + issuer_id, one of three tables, so no foreign
// key; the service checks it) to one of the customer's legal entities. Money as numeric, never floats.

export const INVOICE_ISSUER_KINDS = ['supplier', 'grid-operator', 'metering-company'] as const;
export type InvoiceIssuerKind = (typeof INVOICE_ISSUER_KINDS)[number];
export type InvoiceVatRate = { rate: string; base: string; amount: string };

export const invoices = pg.pgTable(
  'invoices',
  {
    ...customerOwned(),
    /** Null only on a draft made from an uploaded PDF, until someone enters the invoice. */
    issuerKind: pg.text().$type<InvoiceIssuerKind>(),
    issuerId: pg.integer(),
    entityId: pg.integer().references(() => entities.id, { onDelete: 'set null' }),
    number: pg.text().notNull(),
    invoiceDate: pg.date({ mode: 'string' }).notNull(),
    dueDate: pg.date({ mode: 'string' }),
    periodFrom: pg.date({ mode: 'string' }),
    /** Last day of the period (inclusive). */
    periodTo: pg.date({ mode: 'string' }),
    /** invoice | credit-note. */
    kind: pg.text().notNull().default('invoice'),
    /** A credit note: the invoice it credits. */
    creditsInvoiceId: pg.integer().references((): pg.AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    /** draft | received | approved | disputed | paid. */
    status: pg.text().notNull().default('received'),
    /** hand | e-invoice | pdf. */
    source: pg.text().notNull().default('hand'),
    totalExclVat: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    totalVat: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    totalInclVat: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    /** VAT per rate as printed (or computed from the lines). */
    vat: pg.jsonb().$type<InvoiceVatRate[]>().notNull().default([]),
    /** The original file (PDF or e-invoice) in the customer library. */
    documentId: pg.integer().references(() => documents.id, { onDelete: 'set null' }),
    /** SHA-256 of the imported file: the same file imported twice changes nothing. */
    sourceHash: pg.text(),
    notes: pg.text(),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.customerId, t.invoiceDate),
    // Same issuer + number is one invoice (per customer); the service names the other one in its 422.
    pg.uniqueIndex().on(t.customerId, t.issuerKind, t.issuerId, t.number),
    pg.uniqueIndex().on(t.customerId, t.sourceHash),
    pg.check(
      'invoices_issuer_kind',
      sql`${t.issuerKind} in ('supplier', 'grid-operator', 'metering-company')`,
    ),
    pg.check('invoices_kind', sql`${t.kind} in ('invoice', 'credit-note')`),
    pg.check('invoices_source', sql`${t.source} in ('hand', 'e-invoice', 'pdf')`),
    pg.check(
      'invoices_period',
      sql`${t.periodTo} is null or ${t.periodFrom} is null or ${t.periodTo} >= ${t.periodFrom}`,
    ),
  ],
);

export const invoiceLines = pg.pgTable(
  'invoice_lines',
  {
    ...customerOwned(),
    invoiceId: parentReference(() => invoices.id),
    position: pg.smallint().notNull(),
    connectionId: pg.integer().references(() => connections.id, { onDelete: 'set null' }),
    /** The EAN the invoice names (kept when no connection of the customer has it: "to be resolved"). */
    ean: pg.text(),
    kind: pg.text().notNull(),
    /** Energy tax / ODE bracket 1–5. */
    bracket: pg.smallint(),
    description: pg.text(),
    quantity: pg.numeric({ precision: 18, scale: 6 }),
    unit: pg.text(),
    unitPrice: pg.numeric({ precision: 18, scale: 6 }),
    amount: pg.numeric({ precision: 14, scale: 2 }).notNull(),
    vatRate: pg.numeric({ precision: 5, scale: 2 }).notNull(),
    periodFrom: pg.date({ mode: 'string' }),
    periodTo: pg.date({ mode: 'string' }),
  },
  (t) => [pg.index().on(t.invoiceId, t.position), pg.index().on(t.customerId, t.connectionId)],
);

export type InvoiceImportFileResult = {
  name: string;
  invoiceId: number | null;
  number: string | null;
  errors: { field: string; message: string }[];
  /** Refused because the customer has an invoice of this issuer with this number: that invoice. */
  duplicateOf?: { id: number; number: string } | null;
};

/** A batch of uploaded invoice files (PDF, e-invoice XML) a job turns into invoices. */
export const invoiceImports = pg.pgTable(
  'invoice_imports',
  {
    ...customerOwned(),
    /** queued | running | done | failed. */
    status: pg.text().notNull().default('queued'),
    /** Per file: name and storage key, then the result. */
    files: pg.jsonb().$type<(InvoiceImportFileResult & { storageKey: string })[]>().notNull().default([]),
    jobId: pg.text(),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    finishedAt: pg.timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [pg.index().on(t.customerId, t.createdAt)],
);

export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type NewInvoiceLine = typeof invoiceLines.$inferInsert;
export type InvoiceImportRow = typeof invoiceImports.$inferSelect;
