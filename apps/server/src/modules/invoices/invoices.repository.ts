import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { customerRow, deleteCustomerRow, isCustomerRow } from '@energiek/db/customer-rows';
import type { Executor } from '@energiek/db/client';
import {
  connections,
  documents,
  entities,
  gridOperators,
  invoiceImports,
  invoiceLines,
  invoices,
  measuringCompanies,
  suppliers,
  type Invoice,
  type InvoiceImportRow,
  type InvoiceIssuerKind,
  type InvoiceLine,
  type NewInvoice,
  type NewInvoiceLine,
} from '@energiek/db/schema/index';
import { alias } from 'drizzle-orm/pg-core';
import { containing } from '../../lib/like.ts';

// Drizzle queries of invoices, their lines and imports; every query of a customer's rows names the
// customer. Names of the issuer, entity, connection and document are read by join (display only); the
// rules about those rows stay with their own modules.

export const ISSUER_TABLES = {
  supplier: suppliers,
  'grid-operator': gridOperators,
  'metering-company': measuringCompanies,
} as const;

export type InvoiceFilters = {
  q?: string | undefined;
  issuerKind?: InvoiceIssuerKind | undefined;
  issuerId?: number | undefined;
  connectionId?: number | undefined;
  status?: string | undefined;
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const issuerName = sql<string>`coalesce(
  (select ${suppliers.name} from ${suppliers} where ${invoices.issuerKind} = 'supplier' and ${suppliers.id} = ${invoices.issuerId}),
  (select ${gridOperators.name} from ${gridOperators} where ${invoices.issuerKind} = 'grid-operator' and ${gridOperators.id} = ${invoices.issuerId}),
  (select ${measuringCompanies.name} from ${measuringCompanies} where ${invoices.issuerKind} = 'metering-company' and ${measuringCompanies.id} = ${invoices.issuerId}),
  '')`;

const credited = sql<
  string | null
>`(select c.number from invoices c where c.id = ${invoices.creditsInvoiceId})`;

/** Another invoice of the customer with the same total, the same period and a connection in common. */
function duplicateOf(alias: string): SQL {
  return sql`exists (
    select 1 from invoices o
    join invoice_lines ol on ol.invoice_id = o.id
    join invoice_lines il on il.invoice_id = ${sql.raw(alias)}.id and il.connection_id = ol.connection_id
    where o.customer_id = ${sql.raw(alias)}.customer_id and o.id <> ${sql.raw(alias)}.id
      and o.total_incl_vat = ${sql.raw(alias)}.total_incl_vat
      and o.period_from is not distinct from ${sql.raw(alias)}.period_from
      and o.period_to is not distinct from ${sql.raw(alias)}.period_to
      and o.kind = ${sql.raw(alias)}.kind)`;
}

function selectInvoices(db: Executor) {
  return db
    .select({
      invoice: invoices,
      issuerName,
      entityName: entities.name,
      documentName: documents.fileName,
      creditsInvoiceNumber: credited,
      lineCount: sql<number>`(select count(*)::int from invoice_lines l where l.invoice_id = ${invoices.id})`,
      eans: sql<
        string[] | null
      >`(select array_agg(distinct l.ean order by l.ean) from invoice_lines l where l.invoice_id = ${invoices.id} and l.ean is not null)`,
      flaggedDuplicate: sql<boolean>`${duplicateOf('invoices')}`,
    })
    .from(invoices)
    .leftJoin(entities, eq(entities.id, invoices.entityId))
    .leftJoin(documents, eq(documents.id, invoices.documentId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number];
export type InvoiceRow = Invoice & Omit<Selected, 'invoice' | 'eans'> & { eans: string[] };
const flatten = ({ invoice, eans, ...rest }: Selected): InvoiceRow => ({
  ...invoice,
  ...rest,
  eans: eans ?? [],
});

function where(customerId: number, f: InvoiceFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(invoices.customerId, customerId)];
  if (f.q) conditions.push(ilike(invoices.number, containing(f.q)));
  if (f.issuerKind) conditions.push(eq(invoices.issuerKind, f.issuerKind));
  if (f.issuerId) conditions.push(eq(invoices.issuerId, f.issuerId));
  if (f.status) conditions.push(eq(invoices.status, f.status));
  if (f.kind) conditions.push(eq(invoices.kind, f.kind));
  if (f.from) conditions.push(sql`coalesce(${invoices.periodTo}, ${invoices.invoiceDate}) >= ${f.from}`);
  if (f.to) conditions.push(sql`coalesce(${invoices.periodFrom}, ${invoices.invoiceDate}) <= ${f.to}`);
  if (f.connectionId) {
    conditions.push(
      sql`exists (select 1 from invoice_lines l where l.invoice_id = ${invoices.id} and l.connection_id = ${f.connectionId})`,
    );
  }
  return and(...conditions);
}

/** Which of these invoices of the customer the list's filters keep. */
export async function idsOfFilter(
  db: Executor,
  customerId: number,
  filters: InvoiceFilters,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(where(customerId, filters), inArray(invoices.id, [...ids])));
  return rows.map((row) => row.id);
}

const SORTS = {
  invoiceDate: invoices.invoiceDate,
  number: invoices.number,
  totalInclVat: invoices.totalInclVat,
  periodFrom: invoices.periodFrom,
} as const;

export async function listInvoices(
  db: Executor,
  customerId: number,
  filters: InvoiceFilters,
  paging: { page: number; limit: number; sort: string | undefined },
) {
  const condition = where(customerId, filters);
  const key = (paging.sort ?? '-invoiceDate').replace(/^-/, '');
  const column = SORTS[key as keyof typeof SORTS] ?? invoices.invoiceDate;
  const direction = (paging.sort ?? '-invoiceDate').startsWith('-') ? desc : asc;
  const rows = await selectInvoices(db)
    .where(condition)
    .orderBy(direction(column), desc(invoices.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const sign = sql`case when ${invoices.kind} = 'credit-note' then -1 else 1 end`;
  const [summary] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalExclVat: sql<string>`coalesce(sum(${sign} * ${invoices.totalExclVat}), 0)::numeric(14,2)::text`,
      totalVat: sql<string>`coalesce(sum(${sign} * ${invoices.totalVat}), 0)::numeric(14,2)::text`,
      totalInclVat: sql<string>`coalesce(sum(${sign} * ${invoices.totalInclVat}), 0)::numeric(14,2)::text`,
    })
    .from(invoices)
    .where(condition);
  return {
    rows: rows.map(flatten),
    total: summary?.total ?? 0,
    totals: {
      totalExclVat: summary?.totalExclVat ?? '0.00',
      totalVat: summary?.totalVat ?? '0.00',
      totalInclVat: summary?.totalInclVat ?? '0.00',
    },
  };
}

export async function findInvoice(
  db: Executor,
  customerId: number,
  id: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await selectInvoices(db)
    .where(customerRow(invoices, customerId, id))
    .limit(1);
  return row ? flatten(row) : undefined;
}

export type LineRow = InvoiceLine & {
  connectionEan: string | null;
  street: string | null;
  houseNumber: string | null;
  city: string | null;
};

export async function linesOf(db: Executor, customerId: number, invoiceId: number): Promise<LineRow[]> {
  const rows = await db
    .select({
      line: invoiceLines,
      connectionEan: connections.ean,
      street: connections.street,
      houseNumber: connections.houseNumber,
      city: connections.city,
    })
    .from(invoiceLines)
    .leftJoin(connections, eq(connections.id, invoiceLines.connectionId))
    .where(and(eq(invoiceLines.customerId, customerId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
  return rows.map(({ line, ...rest }) => ({ ...line, ...rest }));
}

/** Other invoices of the customer with the same total, period and a connection in common. */
export async function duplicatesOf(db: Executor, customerId: number, invoiceId: number) {
  const self = alias(invoices, 'self');
  const own = alias(invoiceLines, 'own');
  const theirs = alias(invoiceLines, 'theirs');
  return db
    .selectDistinct({ id: invoices.id, number: invoices.number, invoiceDate: invoices.invoiceDate })
    .from(self)
    .innerJoin(own, eq(own.invoiceId, self.id))
    .innerJoin(theirs, eq(theirs.connectionId, own.connectionId))
    .innerJoin(invoices, eq(invoices.id, theirs.invoiceId))
    .where(
      and(
        eq(self.id, invoiceId),
        eq(self.customerId, customerId),
        eq(invoices.customerId, customerId),
        ne(invoices.id, self.id),
        eq(invoices.totalInclVat, self.totalInclVat),
        eq(invoices.kind, self.kind),
        sql`${invoices.periodFrom} is not distinct from ${self.periodFrom}`,
        sql`${invoices.periodTo} is not distinct from ${self.periodTo}`,
      ),
    )
    .orderBy(invoices.id);
}

export async function findByNumber(
  db: Executor,
  customerId: number,
  issuer: { issuerKind: InvoiceIssuerKind; issuerId: number },
  number: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, customerId),
        eq(invoices.issuerKind, issuer.issuerKind),
        eq(invoices.issuerId, issuer.issuerId),
        eq(invoices.number, number),
        exceptId === undefined ? undefined : ne(invoices.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function findBySourceHash(db: Executor, customerId: number, sourceHash: string) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.sourceHash, sourceHash)))
    .limit(1);
  return row;
}

export async function issuerExists(db: Executor, kind: InvoiceIssuerKind, id: number): Promise<boolean> {
  const table = ISSUER_TABLES[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** Every market party of a kind (e-invoice seller matching by name or GLN code). */
export function issuersOfKind(db: Executor, kind: InvoiceIssuerKind) {
  const table = ISSUER_TABLES[kind];
  return db.select({ id: table.id, name: table.name, code: table.code }).from(table);
}

export async function entityOfCustomer(db: Executor, customerId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(customerRow(entities, customerId, id))
    .limit(1);
  return row !== undefined;
}

export function entitiesOfCustomer(db: Executor, customerId: number) {
  return db
    .select({
      id: entities.id,
      name: entities.name,
      kvkNumber: entities.kvkNumber,
      vatNumber: entities.vatNumber,
    })
    .from(entities)
    .where(eq(entities.customerId, customerId));
}

export function documentOfCustomer(db: Executor, customerId: number, id: number): Promise<boolean> {
  return isCustomerRow(db, documents, customerId, id);
}

export function invoiceOfCustomer(db: Executor, customerId: number, id: number): Promise<boolean> {
  return isCustomerRow(db, invoices, customerId, id);
}

/** The customer's connections among these ids or EANs. */
export function connectionsOfCustomer(
  db: Executor,
  customerId: number,
  refs: { ids: number[]; eans: string[] },
) {
  const match = [
    refs.ids.length > 0 ? inArray(connections.id, refs.ids) : undefined,
    refs.eans.length > 0 ? inArray(connections.ean, refs.eans) : undefined,
  ].filter((c) => c !== undefined);
  if (match.length === 0) return Promise.resolve([]);
  return db
    .select({ id: connections.id, ean: connections.ean })
    .from(connections)
    .where(and(eq(connections.customerId, customerId), or(...match)));
}

export async function saveInvoice(
  db: Executor,
  customerId: number,
  id: number | null,
  values: Omit<NewInvoice, 'customerId'>,
  lines: Omit<NewInvoiceLine, 'customerId' | 'invoiceId' | 'position'>[],
): Promise<number | null> {
  return db.transaction(async (tx) => {
    let invoiceId: number;
    if (id === null) {
      const [row] = await tx
        .insert(invoices)
        .values({ ...values, customerId })
        .returning({ id: invoices.id });
      if (!row) return null;
      invoiceId = row.id;
    } else {
      const [row] = await tx
        .update(invoices)
        .set(values)
        .where(customerRow(invoices, customerId, id))
        .returning({ id: invoices.id });
      if (!row) return null;
      invoiceId = row.id;
      await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    }
    if (lines.length > 0) {
      await tx
        .insert(invoiceLines)
        .values(lines.map((line, position) => ({ ...line, customerId, invoiceId, position })));
    }
    return invoiceId;
  });
}

export function deleteInvoice(db: Executor, customerId: number, id: number): Promise<boolean> {
  return deleteCustomerRow(db, invoices, customerId, id);
}

export async function insertImport(db: Executor, values: typeof invoiceImports.$inferInsert) {
  const [row] = await db.insert(invoiceImports).values(values).returning();
  if (!row) throw new Error('invoice import not inserted');
  return row;
}

export async function findImport(
  db: Executor,
  customerId: number,
  id: number,
): Promise<InvoiceImportRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceImports)
    .where(customerRow(invoiceImports, customerId, id))
    .limit(1);
  return row;
}

export async function findImportForJob(db: Executor, id: number): Promise<InvoiceImportRow | undefined> {
  const [row] = await db.select().from(invoiceImports).where(eq(invoiceImports.id, id)).limit(1);
  return row;
}

export async function updateImport(
  db: Executor,
  id: number,
  values: Partial<typeof invoiceImports.$inferInsert>,
): Promise<void> {
  await db.update(invoiceImports).set(values).where(eq(invoiceImports.id, id));
}

export async function setInvoiceDocument(
  db: Executor,
  customerId: number,
  id: number,
  documentId: number,
): Promise<void> {
  await db
    .update(invoices)
    .set({ documentId })
    .where(customerRow(invoices, customerId, id));
}

/** Kind and total of the customer's entered invoices (no drafts) dated from `from` to `to`, both inclusive. */
export async function kindsAndTotals(
  db: Executor,
  customerId: number,
  from: string,
  to: string,
): Promise<{ kind: 'invoice' | 'credit-note'; totalInclVat: string }[]> {
  const rows = await db
    .select({ kind: invoices.kind, totalInclVat: invoices.totalInclVat })
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, customerId),
        ne(invoices.status, 'draft'),
        sql`${invoices.invoiceDate} between ${from} and ${to}`,
      ),
    );
  return rows.map((r) => ({
    kind: r.kind === 'credit-note' ? 'credit-note' : 'invoice',
    totalInclVat: r.totalInclVat,
  }));
}
