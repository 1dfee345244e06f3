import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
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

export const invoices = pgTable(
  'invoices',
  {
    ...customerOwned(),
    /** Null only on a draft made from an uploaded PDF, until someone enters the invoice. */
    issuerKind: text().$type<InvoiceIssuerKind>(),
    issuerId: integer(),
    entityId: integer().references(() => entities.id, { onDelete: 'set null' }),
    number: text().notNull(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }),
    periodFrom: date({ mode: 'string' }),
    /** Last day of the period (inclusive). */
    periodTo: date({ mode: 'string' }),
    /** invoice | credit-note. */
    kind: text().notNull().default('invoice'),
    /** A credit note: the invoice it credits. */
    creditsInvoiceId: integer().references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    /** draft | received | approved | disputed | paid. */
    status: text().notNull().default('received'),
    /** hand | e-invoice | pdf. */
    source: text().notNull().default('hand'),
    totalExclVat: numeric({ precision: 14, scale: 2 }).notNull(),
    totalVat: numeric({ precision: 14, scale: 2 }).notNull(),
    totalInclVat: numeric({ precision: 14, scale: 2 }).notNull(),
    /** VAT per rate as printed (or computed from the lines). */
    vat: jsonb().$type<InvoiceVatRate[]>().notNull().default([]),
    /** The original file (PDF or e-invoice) in the customer library. */
    documentId: integer().references(() => documents.id, { onDelete: 'set null' }),
    /** SHA-256 of the imported file: the same file imported twice changes nothing. */
    sourceHash: text(),
    notes: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.customerId, t.invoiceDate),
    // Same issuer + number is one invoice (per customer); the service names the other one in its 422.
    uniqueIndex().on(t.customerId, t.issuerKind, t.issuerId, t.number),
    uniqueIndex().on(t.customerId, t.sourceHash),
    check('invoices_issuer_kind', sql`${t.issuerKind} in ('supplier', 'grid-operator', 'metering-company')`),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit-note')`),
    check('invoices_source', sql`${t.source} in ('hand', 'e-invoice', 'pdf')`),
    check(
      'invoices_period',
      sql`${t.periodTo} is null or ${t.periodFrom} is null or ${t.periodTo} >= ${t.periodFrom}`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...customerOwned(),
    invoiceId: parentReference(() => invoices.id),
    position: smallint().notNull(),
    connectionId: integer().references(() => connections.id, { onDelete: 'set null' }),
    /** The EAN the invoice names (kept when no connection of the customer has it: "to be resolved"). */
    ean: text(),
    kind: text().notNull(),
    /** Energy tax / ODE bracket 1–5. */
    bracket: smallint(),
    description: text(),
    quantity: numeric({ precision: 18, scale: 6 }),
    unit: text(),
    unitPrice: numeric({ precision: 18, scale: 6 }),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    vatRate: numeric({ precision: 5, scale: 2 }).notNull(),
    periodFrom: date({ mode: 'string' }),
    periodTo: date({ mode: 'string' }),
  },
  (t) => [index().on(t.invoiceId, t.position), index().on(t.customerId, t.connectionId)],
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
export const invoiceImports = pgTable(
  'invoice_imports',
  {
    ...customerOwned(),
    /** queued | running | done | failed. */
    status: text().notNull().default('queued'),
    /** Per file: name and storage key, then the result. */
    files: jsonb().$type<(InvoiceImportFileResult & { storageKey: string })[]>().notNull().default([]),
    jobId: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index().on(t.customerId, t.createdAt)],
);

export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type NewInvoiceLine = typeof invoiceLines.$inferInsert;
export type InvoiceImportRow = typeof invoiceImports.$inferSelect;
