import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { customerRow, customerRowIds, deleteCustomerRow, findCustomerRow } from '@energiek/db/customer-rows';
import type {
  TaxRequestItem,
  TaxRequestListItem,
  TaxRequestStatus,
  TaxRequestType,
} from '@energiek/contracts/tax-requests';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { childRows, linkedRecordWrites } from '../../lib/linked-rows.ts';
import type { Database } from '@energiek/db/client';
import {
  actions,
  connections,
  customers,
  documents,
  taxRequestActions,
  taxRequestConnections,
  taxRequestDocuments,
  taxRequests,
  type NewTaxRequest,
  type TaxRequest,
} from '@energiek/db/schema/index';
import { containing } from '../../lib/like.ts';

// Drizzle only. Every query of a customer's rows names the customer, so another customer's ids find nothing.

/** Which requests a call may see: the customers the actor acts for; customer routes only that one. */
export type TaxRequestScope = { actFor: 'all' | ReadonlySet<number>; customerId?: number };

export type TaxRequestFilters = { q?: string; status?: TaxRequestStatus; type?: TaxRequestType };

export function taxRequestConditions(scope: TaxRequestScope, filters: TaxRequestFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.actFor !== 'all') {
    const ids = [...scope.actFor];
    conditions.push(ids.length > 0 ? inArray(taxRequests.customerId, ids) : sql`false`);
  }
  if (scope.customerId !== undefined) conditions.push(eq(taxRequests.customerId, scope.customerId));
  if (filters.status) conditions.push(eq(taxRequests.status, filters.status));
  if (filters.type) conditions.push(eq(taxRequests.type, filters.type));
  if (filters.q) {
    const like = containing(filters.q);
    conditions.push(or(ilike(customers.name, like), ilike(taxRequests.note, like)));
  }
  return and(...conditions);
}

/**
 * The deadline that matters on `today` (YYYY-MM-DD, Europe/Amsterdam), in SQL so the list sorts by it: per
 * calendar year of the period, its part's last day + 5 years (complex) or + 91 days (ANBI, more
 * properties); the first still on or after today, else the stored last one. The same rule as the domain's
 * refundYearDeadlines + nextRefundDeadline (an API test holds the two together on both databases).
 */
export function nextDeadlineSql(today: string): SQL<string> {
  return sql<string>`coalesce((
    select min(part.deadline) from (
      select (
        (least(${taxRequests.periodTo}, make_date(y + 1, 1, 1)) - 1)
        + case when ${taxRequests.type} = 'complex' then interval '5 years' else interval '91 days' end
      )::date as deadline
      from generate_series(
        extract(year from ${taxRequests.periodFrom})::int,
        extract(year from (${taxRequests.periodTo} - 1))::int
      ) as y
    ) as part
    where part.deadline >= ${today}::date
  ), ${taxRequests.deadline})`;
}

const SORTS = {
  deadline: taxRequests.deadline,
  amount: taxRequests.amount,
  status: taxRequests.status,
  from: taxRequests.periodFrom,
  customerName: sql`lower(${customers.name})`,
  updatedAt: taxRequests.updatedAt,
} as const;

function orderBy(sort: string, next: SQL<string>) {
  const key = sort.replace(/^-/, '') as keyof typeof SORTS;
  const direction = sort.startsWith('-') ? desc : asc;
  // "deadline" sorts by the deadline that matters today (a 2021 part ending soon comes first).
  const column = key === 'deadline' || !(key in SORTS) ? next : SORTS[key];
  return [direction(column), asc(taxRequests.id)];
}

function toListItem(row: TaxRequest, customerName: string, nextDeadline: string): TaxRequestListItem {
  return { ...toItemBase(row, customerName), nextDeadline };
}

function toItemBase(row: TaxRequest, customerName: string): Omit<TaxRequestListItem, 'nextDeadline'> {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName,
    type: row.type,
    product: row.product,
    from: row.periodFrom,
    to: row.periodTo,
    status: row.status,
    amount: Number(row.amount),
    deadline: row.deadline,
    letterDocumentId: row.letterDocumentId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTaxRequests(
  db: Database,
  where: SQL | undefined,
  paging: { sort: string; page: number; limit: number },
  today: string,
): Promise<{ items: TaxRequestListItem[]; total: number }> {
  const next = nextDeadlineSql(today);
  const base = db
    .select({
      request: taxRequests,
      customerName: customers.name,
      nextDeadline: sql<string>`(${next})::text`,
    })
    .from(taxRequests)
    .innerJoin(customers, eq(customers.id, taxRequests.customerId))
    .where(where);
  const [rows, [totalRow]] = await Promise.all([
    base
      .orderBy(...orderBy(paging.sort, next))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ total: count() })
      .from(taxRequests)
      .innerJoin(customers, eq(customers.id, taxRequests.customerId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => toListItem(r.request, r.customerName, r.nextDeadline)),
    total: totalRow?.total ?? 0,
  };
}

/** A request as stored; the service adds what depends on today and on the rates. */
export type StoredTaxRequest = Omit<
  TaxRequestItem,
  'deadlinePassed' | 'unverifiedYears' | 'yearDeadlines' | 'earliestDeadline' | 'glasshouse'
>;

export async function findTaxRequest(
  db: Database,
  customerId: number,
  id: number,
): Promise<StoredTaxRequest | null> {
  const [found] = await db
    .select({ request: taxRequests, customerName: customers.name })
    .from(taxRequests)
    .innerJoin(customers, eq(customers.id, taxRequests.customerId))
    .where(customerRow(taxRequests, customerId, id));
  if (!found) return null;
  const owned = (table: { taxRequestId: AnyPgColumn; customerId: AnyPgColumn }) =>
    and(eq(table.taxRequestId, id), eq(table.customerId, customerId));
  const [linkedConnections, linkedDocuments, linkedActions] = await Promise.all([
    db
      .select({ link: taxRequestConnections, connection: connections })
      .from(taxRequestConnections)
      .innerJoin(connections, eq(connections.id, taxRequestConnections.connectionId))
      .where(owned(taxRequestConnections))
      .orderBy(asc(connections.ean)),
    db
      .select({ id: documents.id, fileName: documents.fileName })
      .from(taxRequestDocuments)
      .innerJoin(documents, eq(documents.id, taxRequestDocuments.documentId))
      .where(owned(taxRequestDocuments))
      .orderBy(asc(documents.fileName)),
    db
      .select({ id: actions.id, subject: actions.subject })
      .from(taxRequestActions)
      .innerJoin(actions, eq(actions.id, taxRequestActions.actionId))
      .where(owned(taxRequestActions))
      .orderBy(asc(actions.id)),
  ]);
  const { request } = found;
  return {
    ...toItemBase(request, found.customerName),
    business: request.business,
    properties: request.properties,
    note: request.note,
    connections: linkedConnections.map(({ link, connection }) => ({
      connectionId: connection.id,
      ean: connection.ean,
      address: [
        [connection.street, connection.houseNumber, connection.houseNumberAddition].filter(Boolean).join(' '),
        connection.city,
      ]
        .filter(Boolean)
        .join(', '),
      volume: Number(link.volume),
      priorVolume: Number(link.priorVolume),
      reduction: link.reduction,
      volumeByYear: link.volumeByYear
        ? Object.fromEntries(Object.entries(link.volumeByYear).map(([year, v]) => [year, Number(v)]))
        : null,
    })),
    documents: linkedDocuments,
    actions: linkedActions,
    createdAt: request.createdAt.toISOString(),
  };
}

export async function findTaxRequestRow(db: Database, customerId: number, id: number) {
  return (await findCustomerRow(db, taxRequests, customerId, id)) ?? null;
}

/** The customer's connections among these ids (id → product). */
export async function customerConnections(db: Database, customerId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: connections.id, product: connections.product })
    .from(connections)
    .where(and(eq(connections.customerId, customerId), inArray(connections.id, ids)));
  return new Map(rows.map((r) => [r.id, r.product as number]));
}

export function customerDocumentIds(db: Database, customerId: number, ids: number[]) {
  return customerRowIds(db, documents, customerId, ids);
}

/** Actions (not notes) of the customer among these ids. */
export async function customerActionIds(db: Database, customerId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: actions.id })
    .from(actions)
    .where(and(eq(actions.customerId, customerId), eq(actions.type, 'action'), inArray(actions.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export type TaxRequestLinks = {
  connections: {
    connectionId: number;
    volume: string;
    priorVolume: string;
    reduction: boolean;
    volumeByYear: Record<string, string> | null;
  }[];
  documentIds: number[];
  actionIds: number[];
};

const writes = linkedRecordWrites(
  taxRequests,
  'tax request',
  (links: TaxRequestLinks, { id, customerId }) => [
    childRows(
      taxRequestConnections,
      taxRequestConnections.taxRequestId,
      links.connections.map((c) => ({ ...c, taxRequestId: id, customerId })),
    ),
    childRows(
      taxRequestDocuments,
      taxRequestDocuments.taxRequestId,
      links.documentIds.map((documentId) => ({ documentId, taxRequestId: id, customerId })),
    ),
    childRows(
      taxRequestActions,
      taxRequestActions.taxRequestId,
      links.actionIds.map((actionId) => ({ actionId, taxRequestId: id, customerId })),
    ),
  ],
);

export const insertTaxRequest = (db: Database, values: NewTaxRequest, links: TaxRequestLinks) =>
  writes.insert(db, values, links);

export const updateTaxRequest = writes.update;

export async function setLetterDocument(db: Database, customerId: number, id: number, documentId: number) {
  await db
    .update(taxRequests)
    .set({ letterDocumentId: documentId })
    .where(customerRow(taxRequests, customerId, id));
}

export async function deleteTaxRequest(db: Database, customerId: number, id: number): Promise<boolean> {
  return deleteCustomerRow(db, taxRequests, customerId, id);
}

/** The customer's requests not yet filed (status concept), with the deadline that matters on `today`. */
export async function conceptTaxRequests(db: Database, customerId: number, today: string) {
  return db
    .select({
      id: taxRequests.id,
      deadline: sql<string>`(${nextDeadlineSql(today)})::text`,
      status: taxRequests.status,
      amount: taxRequests.amount,
    })
    .from(taxRequests)
    .where(and(eq(taxRequests.customerId, customerId), eq(taxRequests.status, 'concept')))
    .orderBy(asc(taxRequests.id));
}
