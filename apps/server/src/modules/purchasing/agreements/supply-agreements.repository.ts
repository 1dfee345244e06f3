import { and, asc, count, desc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { customerRow, deleteCustomerRow, isCustomerRow } from '@energiek/db/customer-rows';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  AgreementStatus,
  PriceType,
  SupplyAgreementItem,
  SupplyAgreementListItem,
} from '@energiek/contracts/supply-agreements';
import { noticeDeadline } from '@energiek/domain/agreement-deadlines';
import { childRows, linkedRecordWrites } from '../../../lib/linked-rows.ts';
import type { Database } from '@energiek/db/client';
import {
  connections,
  customers,
  documents,
  entities,
  suppliers,
  supplyAgreementConnections,
  supplyAgreementRates,
  supplyAgreements,
  type NewSupplyAgreement,
  type NewSupplyAgreementRate,
  type SupplyAgreement,
  type SupplyAgreementRate,
} from '@energiek/db/schema/index';
import { containing } from '../../../lib/like.ts';

// Drizzle only. Every query of a customer's rows names the customer (or the customers the actor acts for),
// so another customer's ids find nothing.

export type AgreementScope = { actFor: 'all' | ReadonlySet<number> };

export type AgreementFilters = {
  q?: string | undefined;
  customerId?: number | undefined;
  supplierId?: number | undefined;
  product?: 1 | 2 | undefined;
  status?: AgreementStatus | undefined;
  priceType?: PriceType | undefined;
};

export function scopeCondition(
  scope: AgreementScope,
  column: AnyPgColumn = supplyAgreements.customerId,
): SQL | undefined {
  if (scope.actFor === 'all') return undefined;
  const ids = [...scope.actFor];
  return ids.length > 0 ? inArray(column, ids) : sql`false`;
}

export function agreementConditions(scope: AgreementScope, filters: AgreementFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
  if (filters.customerId) conditions.push(eq(supplyAgreements.customerId, filters.customerId));
  if (filters.supplierId) conditions.push(eq(supplyAgreements.supplierId, filters.supplierId));
  if (filters.product) conditions.push(eq(supplyAgreements.product, filters.product));
  if (filters.status) conditions.push(eq(supplyAgreements.status, filters.status));
  if (filters.priceType) conditions.push(eq(supplyAgreements.priceType, filters.priceType));
  if (filters.q) {
    const like = containing(filters.q);
    conditions.push(
      or(
        ilike(supplyAgreements.reference, like),
        ilike(supplyAgreements.productName, like),
        ilike(customers.name, like),
        ilike(suppliers.name, like),
      ),
    );
  }
  return and(...conditions);
}

const SORTS = {
  endDate: supplyAgreements.endDate,
  startDate: supplyAgreements.startDate,
  customerName: sql`lower(${customers.name})`,
  supplierName: sql`lower(${suppliers.name})`,
  status: supplyAgreements.status,
  updatedAt: supplyAgreements.updatedAt,
} as const;

function orderBy(sort: string) {
  const key = sort.replace(/^-/, '') as keyof typeof SORTS;
  const direction = sort.startsWith('-') ? desc : asc;
  return [direction(SORTS[key] ?? supplyAgreements.endDate), asc(supplyAgreements.id)];
}

const connectionCount = sql<number>`(select count(*)::int from ${supplyAgreementConnections}
  where ${supplyAgreementConnections.agreementId} = ${supplyAgreements.id})`;

const listColumns = {
  agreement: supplyAgreements,
  customerName: customers.name,
  supplierName: suppliers.name,
  entityName: entities.name,
  connectionCount,
};

type ListRow = {
  agreement: SupplyAgreement;
  customerName: string;
  supplierName: string;
  entityName: string | null;
  connectionCount: number;
};

function toListItem(row: ListRow): SupplyAgreementListItem {
  const a = row.agreement;
  return {
    id: a.id,
    customerId: a.customerId,
    customerName: row.customerName,
    entityId: a.entityId,
    entityName: row.entityName,
    supplierId: a.supplierId,
    supplierName: row.supplierName,
    product: a.product,
    reference: a.reference,
    productName: a.productName,
    priceType: a.priceType,
    startDate: a.startDate,
    endDate: a.endDate,
    noticeMonths: a.noticeMonths,
    noticeDeadline: noticeDeadline(a.endDate, a.noticeMonths),
    tacitRenewal: a.tacitRenewal,
    renewalMonths: a.renewalMonths,
    status: a.status,
    connectionCount: Number(row.connectionCount),
    documentId: a.documentId,
    updatedAt: a.updatedAt.toISOString(),
  };
}

function joined(db: Database) {
  return db
    .select(listColumns)
    .from(supplyAgreements)
    .innerJoin(customers, eq(customers.id, supplyAgreements.customerId))
    .innerJoin(suppliers, eq(suppliers.id, supplyAgreements.supplierId))
    .leftJoin(entities, eq(entities.id, supplyAgreements.entityId));
}

export async function listAgreements(
  db: Database,
  where: SQL | undefined,
  paging: { sort: string; page: number; limit: number },
): Promise<{ items: SupplyAgreementListItem[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...orderBy(paging.sort))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ total: count() })
      .from(supplyAgreements)
      .innerJoin(customers, eq(customers.id, supplyAgreements.customerId))
      .innerJoin(suppliers, eq(suppliers.id, supplyAgreements.supplierId))
      .where(where),
  ]);
  return { items: rows.map(toListItem), total: totalRow?.total ?? 0 };
}

export function formatAddress(c: {
  street: string | null;
  houseNumber: string | null;
  houseNumberAddition: string | null;
  city: string | null;
}): string {
  return [[c.street, c.houseNumber, c.houseNumberAddition].filter(Boolean).join(' '), c.city]
    .filter(Boolean)
    .join(', ');
}

const num = (value: string | null) => (value === null ? null : Number(value));

function toRate(r: SupplyAgreementRate) {
  return {
    id: r.id,
    validFrom: r.validFrom,
    validTo: r.validTo,
    single: num(r.single),
    normal: num(r.normal),
    low: num(r.low),
    gas: num(r.gas),
    indexName: r.indexName,
    markup: num(r.markup),
    fixedFeeMonth: Number(r.fixedFeeMonth),
    greenCertificates: num(r.greenCertificates),
  };
}

/** One agreement the scope may see (null: none, or another customer's). */
export async function findAgreement(
  db: Database,
  scope: AgreementScope,
  id: number,
): Promise<SupplyAgreementItem | null> {
  const [row] = await joined(db).where(and(eq(supplyAgreements.id, id), scopeCondition(scope)));
  if (!row) return null;
  const customerId = row.agreement.customerId;
  const [linked, rates] = await Promise.all([
    db
      .select({ link: supplyAgreementConnections, connection: connections })
      .from(supplyAgreementConnections)
      .innerJoin(connections, eq(connections.id, supplyAgreementConnections.connectionId))
      .where(
        and(
          eq(supplyAgreementConnections.agreementId, id),
          eq(supplyAgreementConnections.customerId, customerId),
        ),
      )
      .orderBy(asc(connections.ean)),
    db
      .select()
      .from(supplyAgreementRates)
      .where(and(eq(supplyAgreementRates.agreementId, id), eq(supplyAgreementRates.customerId, customerId)))
      .orderBy(asc(supplyAgreementRates.validFrom)),
  ]);
  return {
    ...toListItem(row),
    note: row.agreement.note,
    connections: linked.map(({ link, connection }) => ({
      connectionId: connection.id,
      ean: connection.ean,
      address: formatAddress(connection),
      fromDate: link.fromDate,
      toDate: link.toDate,
    })),
    rates: rates.map(toRate),
    createdAt: row.agreement.createdAt.toISOString(),
  };
}

/** The customer's connections among these ids (id → { product, ean }). */
export async function customerConnections(db: Database, customerId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, { product: number; ean: string }>();
  const rows = await db
    .select({ id: connections.id, product: connections.product, ean: connections.ean })
    .from(connections)
    .where(and(eq(connections.customerId, customerId), inArray(connections.id, ids)));
  return new Map(rows.map((r) => [r.id, { product: r.product as number, ean: r.ean }]));
}

export async function customerExists(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  return row !== undefined;
}

export async function supplierExists(db: Database, supplierId: number): Promise<boolean> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  return row !== undefined;
}

export async function entityOfCustomer(db: Database, customerId: number, entityId: number) {
  const [row] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(customerRow(entities, customerId, entityId));
  return row !== undefined;
}

export function documentOfCustomer(db: Database, customerId: number, documentId: number) {
  return isCustomerRow(db, documents, customerId, documentId);
}

/** Periods of these connections in other agreements of the product (for the overlap rule). */
export async function otherAgreementPeriods(
  db: Database,
  product: 1 | 2,
  connectionIds: number[],
  exceptAgreementId: number | null,
) {
  if (connectionIds.length === 0) return [];
  return db
    .select({
      connectionId: supplyAgreementConnections.connectionId,
      agreementId: supplyAgreements.id,
      reference: supplyAgreements.reference,
      from: sql<string>`coalesce(${supplyAgreementConnections.fromDate}, ${supplyAgreements.startDate})::text`,
      to: sql<string>`coalesce(${supplyAgreementConnections.toDate}, ${supplyAgreements.endDate})::text`,
    })
    .from(supplyAgreementConnections)
    .innerJoin(supplyAgreements, eq(supplyAgreements.id, supplyAgreementConnections.agreementId))
    .where(
      and(
        inArray(supplyAgreementConnections.connectionId, connectionIds),
        eq(supplyAgreements.product, product),
        exceptAgreementId === null ? undefined : ne(supplyAgreements.id, exceptAgreementId),
      ),
    );
}

export type AgreementLinks = {
  connections: { connectionId: number; fromDate: string | null; toDate: string | null }[];
  rates: Omit<NewSupplyAgreementRate, 'agreementId' | 'customerId'>[];
};

const writes = linkedRecordWrites(
  supplyAgreements,
  'supply agreement',
  (links: AgreementLinks, { id, customerId }) => [
    childRows(
      supplyAgreementConnections,
      supplyAgreementConnections.agreementId,
      links.connections.map((c) => ({ ...c, agreementId: id, customerId })),
    ),
    childRows(
      supplyAgreementRates,
      supplyAgreementRates.agreementId,
      links.rates.map((r) => ({ ...r, agreementId: id, customerId })),
    ),
  ],
);

export const insertAgreement = (db: Database, values: NewSupplyAgreement, links: AgreementLinks) =>
  writes.insert(db, values, links);

/** Updates the agreement and (when given) replaces its connections and rates. */
export const updateAgreement = writes.update;

export async function deleteAgreement(db: Database, customerId: number, id: number): Promise<boolean> {
  return deleteCustomerRow(db, supplyAgreements, customerId, id);
}

/**
 * Per connection of the customer, the agreements in force on `day` (status past signing, the connection's
 * own period within the agreement's, or the agreement's period): the latest-starting one first.
 */
export async function agreementsInForceOn(
  db: Database,
  customerId: number,
  connectionIds: readonly number[],
  day: string,
  notInForce: readonly string[],
) {
  if (connectionIds.length === 0) return [];
  const a = supplyAgreements;
  const sac = supplyAgreementConnections;
  const from = sql`coalesce(${sac.fromDate}, ${a.startDate})`;
  const to = sql`coalesce(${sac.toDate}, ${a.endDate})`;
  return db
    .select({
      connectionId: sac.connectionId,
      agreementId: a.id,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
    })
    .from(sac)
    .innerJoin(a, and(eq(a.id, sac.agreementId), eq(a.customerId, customerId)))
    .innerJoin(suppliers, eq(suppliers.id, a.supplierId))
    .where(
      and(
        eq(sac.customerId, customerId),
        inArray(sac.connectionId, [...connectionIds]),
        notInForce.length > 0 ? notInArray(a.status, [...notInForce] as AgreementStatus[]) : undefined,
        sql`${from} <= ${day}`,
        sql`${to} >= ${day}`,
      ),
    )
    .orderBy(asc(sac.connectionId), desc(from), desc(a.id));
}

/** The agreements of a customer that bind it (signed or active): their terms, for the contract radar. */
export async function bindingAgreementTerms(db: Database, customerId: number) {
  return db
    .select({
      id: supplyAgreements.id,
      supplierName: suppliers.name,
      productName: supplyAgreements.productName,
      product: supplyAgreements.product,
      startDate: supplyAgreements.startDate,
      endDate: supplyAgreements.endDate,
      noticeMonths: supplyAgreements.noticeMonths,
      tacitRenewal: supplyAgreements.tacitRenewal,
      renewalMonths: supplyAgreements.renewalMonths,
    })
    .from(supplyAgreements)
    .innerJoin(suppliers, eq(suppliers.id, supplyAgreements.supplierId))
    .where(
      and(
        eq(supplyAgreements.customerId, customerId),
        inArray(supplyAgreements.status, ['getekend', 'actief']),
      ),
    )
    .orderBy(asc(supplyAgreements.id));
}
