import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  INVOICE_KIND_NAMES,
  INVOICE_LINE_KIND_NAMES,
  INVOICE_SOURCE_NAMES,
  INVOICE_STATUS_NAMES,
  INVOICE_UNIT_NAMES,
  ISSUER_KIND_NAMES,
} from '@energiek/contracts/invoices';
import {
  customers,
  gridOperators,
  invoiceLines,
  invoices,
  measuringCompanies,
  suppliers,
} from '@energiek/db/schema/index';
import { BATCH_ROWS, byId, countScoped, scoped, type ExportSource } from './exports.source-kit.ts';
import type { ExportColumn } from './exports.writer.ts';

// The invoice exports (issue 28): every invoice, and every invoice line, of the customers the requester
// acts for. Amounts are the stored exact decimals (credit notes as printed, with their kind beside them).

/** A stored key's Dutch name (the key itself when unknown; empty for none). Shared by the audit export. */
export const name = <T extends Record<string, string>>(names: T, key: string | null) =>
  key === null ? '' : ((names as Record<string, string>)[key] ?? key);

/** The invoice's issuer by its kind: supplier, grid operator or metering company. */
export const issuerName = sql<string>`coalesce(
  (select ${suppliers.name} from ${suppliers} where ${invoices.issuerKind} = 'supplier' and ${suppliers.id} = ${invoices.issuerId}),
  (select ${gridOperators.name} from ${gridOperators} where ${invoices.issuerKind} = 'grid-operator' and ${gridOperators.id} = ${invoices.issuerId}),
  (select ${measuringCompanies.name} from ${measuringCompanies} where ${invoices.issuerKind} = 'metering-company' and ${measuringCompanies.id} = ${invoices.issuerId}),
  '')`;

/** The columns that name an invoice, first in the invoice and audit exports: customer, issuer, number, date. */
export const INVOICE_COLUMNS = [
  { header: 'Klant', key: 'customer', width: 32, kind: 'text' },
  { header: 'Soort afzender', key: 'issuerKind', width: 14, kind: 'text' },
  { header: 'Afzender', key: 'issuer', width: 24, kind: 'text' },
  { header: 'Factuurnummer', key: 'number', width: 20, kind: 'text' },
  { header: 'Factuurdatum', key: 'invoiceDate', width: 12, kind: 'day' },
] as const satisfies readonly ExportColumn[];

/** The cells of INVOICE_COLUMNS. */
export function invoiceCells(
  i: { issuerKind: string | null; number: string; invoiceDate: string },
  customer: string,
  issuer: string,
) {
  return {
    customer,
    issuerKind: name(ISSUER_KIND_NAMES, i.issuerKind),
    issuer,
    number: i.number,
    invoiceDate: i.invoiceDate,
  };
}

export const invoicesSource: ExportSource = {
  type: 'invoices',
  name: 'Facturen',
  description:
    'Alle facturen en creditnota’s met klant, afzender, nummer, datums, periode, status, totalen en aansluitingen.',
  needs: 'none',
  sheetName: 'Facturen',
  columns: [
    ...INVOICE_COLUMNS,
    { header: 'Vervaldatum', key: 'dueDate', width: 12, kind: 'day' },
    { header: 'Periode vanaf', key: 'periodFrom', width: 12, kind: 'day' },
    { header: 'Periode tot en met', key: 'periodTo', width: 12, kind: 'day' },
    { header: 'Soort', key: 'kind', width: 12, kind: 'text' },
    { header: 'Crediteert factuur', key: 'credits', width: 20, kind: 'text' },
    { header: 'Status', key: 'status', width: 12, kind: 'text' },
    { header: 'Bron', key: 'source', width: 10, kind: 'text' },
    { header: 'Totaal excl. btw', key: 'totalExclVat', width: 14, kind: 'decimal' },
    { header: 'Btw', key: 'totalVat', width: 12, kind: 'decimal' },
    { header: 'Totaal incl. btw', key: 'totalInclVat', width: 14, kind: 'decimal' },
    { header: 'Aansluitingen (EAN)', key: 'eans', width: 40, kind: 'text' },
  ],
  count: countScoped(invoices, invoices.customerId),
  batches: (db, actFor) =>
    byId(
      (after) =>
        db
          .select({
            id: invoices.id,
            i: invoices,
            customer: customers.name,
            issuer: issuerName,
            credits: sql<
              string | null
            >`(select c.number from invoices c where c.id = ${invoices.creditsInvoiceId})`,
            eans: sql<
              string | null
            >`(select string_agg(distinct l.ean, ', ' order by l.ean) from invoice_lines l where l.invoice_id = ${invoices.id})`,
          })
          .from(invoices)
          .innerJoin(customers, eq(customers.id, invoices.customerId))
          .where(and(gt(invoices.id, after), scoped(invoices.customerId as never, actFor)))
          .orderBy(asc(invoices.id))
          .limit(BATCH_ROWS),
      ({ i, customer, issuer, credits, eans }) => ({
        ...invoiceCells(i, customer, issuer),
        dueDate: i.dueDate,
        periodFrom: i.periodFrom,
        periodTo: i.periodTo,
        kind: name(INVOICE_KIND_NAMES, i.kind),
        credits,
        status: name(INVOICE_STATUS_NAMES, i.status),
        source: name(INVOICE_SOURCE_NAMES, i.source),
        totalExclVat: i.totalExclVat,
        totalVat: i.totalVat,
        totalInclVat: i.totalInclVat,
        eans,
      }),
    ),
};

export const invoiceLinesSource: ExportSource = {
  type: 'invoice-lines',
  name: 'Factuurregels',
  description:
    'Alle regels van alle facturen: aansluiting, soort, schijf, aantal, eenheid, prijs, bedrag, btw en periode.',
  needs: 'none',
  sheetName: 'Factuurregels',
  columns: [
    { header: 'Klant', key: 'customer', width: 32, kind: 'text' },
    { header: 'Afzender', key: 'issuer', width: 24, kind: 'text' },
    { header: 'Factuurnummer', key: 'number', width: 20, kind: 'text' },
    { header: 'Factuurdatum', key: 'invoiceDate', width: 12, kind: 'day' },
    { header: 'Soort factuur', key: 'invoiceKind', width: 12, kind: 'text' },
    { header: 'Regel', key: 'position', width: 8, kind: 'integer' },
    { header: 'EAN', key: 'ean', width: 20, kind: 'text' },
    { header: 'Soort regel', key: 'kind', width: 28, kind: 'text' },
    { header: 'Schijf', key: 'bracket', width: 8, kind: 'integer' },
    { header: 'Omschrijving', key: 'description', width: 36, kind: 'text' },
    { header: 'Aantal', key: 'quantity', width: 14, kind: 'decimal', digits: 3 },
    { header: 'Eenheid', key: 'unit', width: 10, kind: 'text' },
    { header: 'Prijs per eenheid', key: 'unitPrice', width: 14, kind: 'decimal', digits: 6 },
    { header: 'Bedrag excl. btw', key: 'amount', width: 14, kind: 'decimal' },
    { header: 'Btw %', key: 'vatRate', width: 8, kind: 'decimal' },
    { header: 'Periode vanaf', key: 'periodFrom', width: 12, kind: 'day' },
    { header: 'Periode tot en met', key: 'periodTo', width: 12, kind: 'day' },
  ],
  count: countScoped(invoiceLines, invoiceLines.customerId),
  batches: (db, actFor) =>
    byId(
      (after) =>
        db
          .select({
            id: invoiceLines.id,
            l: invoiceLines,
            i: { number: invoices.number, invoiceDate: invoices.invoiceDate, kind: invoices.kind },
            customer: customers.name,
            issuer: issuerName,
          })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .innerJoin(customers, eq(customers.id, invoiceLines.customerId))
          .where(and(gt(invoiceLines.id, after), scoped(invoiceLines.customerId as never, actFor)))
          .orderBy(asc(invoiceLines.id))
          .limit(BATCH_ROWS),
      ({ l, i, customer, issuer }) => ({
        customer,
        issuer,
        number: i.number,
        invoiceDate: i.invoiceDate,
        invoiceKind: name(INVOICE_KIND_NAMES, i.kind),
        position: l.position + 1,
        ean: l.ean,
        kind: name(INVOICE_LINE_KIND_NAMES, l.kind),
        bracket: l.bracket,
        description: l.description,
        quantity: l.quantity,
        unit: name(INVOICE_UNIT_NAMES, l.unit),
        unitPrice: l.unitPrice,
        amount: l.amount,
        vatRate: l.vatRate,
        periodFrom: l.periodFrom,
        periodTo: l.periodTo,
      }),
    ),
};
