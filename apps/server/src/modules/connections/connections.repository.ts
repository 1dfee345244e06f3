import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { customerRow, deleteCustomerRow, updateCustomerRow } from '@energiek/db/customer-rows';
import {
  CONNECTION_STATUS_NAMES,
  PRODUCT_NAMES,
  formatConnectionAddress,
  type ConnectionItem,
  type ConnectionRelation,
  type Product,
} from '@energiek/contracts/connections';
import type { Executor } from '@energiek/db/client';
import {
  connections,
  entities,
  gridOperators,
  measuringCompanies,
  suppliers,
  trafos,
  type Connection,
  type NewConnection,
} from '@energiek/db/schema/index';
import { containing } from '../../lib/like.ts';

// Drizzle queries of the connections of one customer; every query is limited to that customer.

type Ref = { id: number; name: string } | null;
export type ConnectionRow = Connection & {
  entity: Ref;
  gridOperator: Ref;
  measuringCompany: Ref;
  supplier: Ref;
  trafo: Ref;
};

export type ConnectionFilters = {
  q?: string | undefined;
  product?: number | undefined;
  status?: number | undefined;
  showInEms?: boolean | undefined;
  hasProd?: boolean | undefined;
  entityId?: number | undefined;
  gridOperatorId?: number | undefined;
  supplierId?: number | undefined;
};

/** One word of a search: part of the EAN, street, house number (with addition), postcode or city. */
function wordMatches(word: string): SQL | undefined {
  const pattern = containing(word);
  const digits = word.replace(/\D/g, '');
  return or(
    digits.length >= 3 && digits === word ? ilike(connections.ean, containing(digits)) : undefined,
    ilike(connections.street, pattern),
    ilike(
      sql`coalesce(${connections.houseNumber}, '') || coalesce(${connections.houseNumberAddition}, '')`,
      pattern,
    ),
    ilike(sql`replace(coalesce(${connections.postcode}, ''), ' ', '')`, containing(word.replace(/\s/g, ''))),
    ilike(connections.city, pattern),
  );
}

/** q (spec §7): the whole input as (part of) an EAN, or every word somewhere in the EAN or address. */
function searchCondition(q: string): SQL | undefined {
  const compact = q.replace(/[\s.]/g, '');
  const words = q
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  return or(
    /^\d+$/.test(compact) ? ilike(connections.ean, containing(compact)) : undefined,
    and(...words.map(wordMatches)),
  );
}

const SORT_COLUMNS = {
  ean: [connections.ean],
  product: [connections.product, connections.hasProd],
  status: [connections.status],
  city: [sql`lower(${connections.city})`, sql`lower(${connections.street})`],
  street: [sql`lower(${connections.street})`, connections.houseNumber],
  createdAt: [connections.createdAt],
} as const;

function conditions(customerId: number, filters: ConnectionFilters): SQL | undefined {
  return and(
    eq(connections.customerId, customerId),
    filters.q ? searchCondition(filters.q) : undefined,
    filters.product !== undefined ? eq(connections.product, filters.product as Product) : undefined,
    filters.status !== undefined ? eq(connections.status, filters.status) : undefined,
    filters.showInEms !== undefined ? eq(connections.showInEms, filters.showInEms) : undefined,
    filters.hasProd !== undefined ? eq(connections.hasProd, filters.hasProd) : undefined,
    filters.entityId !== undefined ? eq(connections.entityId, filters.entityId) : undefined,
    filters.gridOperatorId !== undefined ? eq(connections.gridOperatorId, filters.gridOperatorId) : undefined,
    filters.supplierId !== undefined ? eq(connections.supplierId, filters.supplierId) : undefined,
  );
}

const ref = (id: number | null, name: string | null): Ref =>
  id !== null && name !== null ? { id, name } : null;

function selectRows(db: Executor) {
  return db
    .select({
      connection: connections,
      entityName: entities.name,
      gridOperatorName: gridOperators.name,
      measuringCompanyName: measuringCompanies.name,
      supplierName: suppliers.name,
      trafoName: trafos.name,
    })
    .from(connections)
    .leftJoin(entities, eq(entities.id, connections.entityId))
    .leftJoin(gridOperators, eq(gridOperators.id, connections.gridOperatorId))
    .leftJoin(measuringCompanies, eq(measuringCompanies.id, connections.measuringCompanyId))
    .leftJoin(suppliers, eq(suppliers.id, connections.supplierId))
    .leftJoin(trafos, eq(trafos.id, connections.trafoId));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

function toRow(row: JoinedRow): ConnectionRow {
  const c = row.connection;
  return {
    ...c,
    entity: ref(c.entityId, row.entityName),
    gridOperator: ref(c.gridOperatorId, row.gridOperatorName),
    measuringCompany: ref(c.measuringCompanyId, row.measuringCompanyName),
    supplier: ref(c.supplierId, row.supplierName),
    trafo: ref(c.trafoId, row.trafoName),
  };
}

export async function listConnections(
  db: Executor,
  customerId: number,
  filters: ConnectionFilters,
  paging: { sort: string; page: number; limit: number },
): Promise<{ rows: ConnectionRow[]; total: number }> {
  const where = conditions(customerId, filters);
  const key = paging.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  const direction = paging.sort.startsWith('-') ? desc : asc;
  const [rows, totals] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...SORT_COLUMNS[key].map((column) => direction(column)), asc(connections.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(connections).where(where),
  ]);
  return { rows: rows.map(toRow), total: totals[0]?.total ?? 0 };
}

export async function findConnection(
  db: Executor,
  customerId: number,
  id: number,
): Promise<ConnectionRow | undefined> {
  const [row] = await selectRows(db)
    .where(customerRow(connections, customerId, id))
    .limit(1);
  return row ? toRow(row) : undefined;
}

export async function insertConnection(db: Executor, values: NewConnection): Promise<Connection> {
  const [row] = await db.insert(connections).values(values).returning();
  if (!row) throw new Error('connection insert returned nothing');
  return row;
}

export async function updateConnection(
  db: Executor,
  customerId: number,
  id: number,
  values: Partial<NewConnection>,
): Promise<Connection | undefined> {
  return updateCustomerRow(db, connections, customerId, id, { ...values, updatedAt: new Date() });
}

export async function deleteConnection(db: Executor, customerId: number, id: number): Promise<boolean> {
  return deleteCustomerRow(db, connections, customerId, id);
}

/** True when another connection of this product (of any customer) has the EAN: the unique index is global. */
export async function eanTaken(
  db: Executor,
  ean: string,
  product: number,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.ean, ean),
        eq(connections.product, product as Product),
        exceptId === undefined ? undefined : ne(connections.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function entityOfCustomer(db: Executor, customerId: number, entityId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(customerRow(entities, customerId, entityId))
    .limit(1);
  return row !== undefined;
}

export async function gridOperatorCommodities(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ commodities: gridOperators.commodities })
    .from(gridOperators)
    .where(eq(gridOperators.id, id))
    .limit(1);
  return row?.commodities;
}

export async function partyExists(
  db: Executor,
  table: typeof measuringCompanies | typeof suppliers | typeof trafos,
  id: number,
): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** The response item; address parts and market parties only when asked (spec §7 with=). */
export function toConnectionItem(
  row: ConnectionRow,
  include: ReadonlySet<ConnectionRelation>,
): ConnectionItem {
  const item: ConnectionItem = {
    id: row.id,
    customerId: row.customerId,
    ean: row.ean,
    product: row.product,
    productName: PRODUCT_NAMES[row.product],
    hasProd: row.hasProd,
    status: row.status,
    statusName: CONNECTION_STATUS_NAMES[row.status === 1 ? 1 : 0],
    physicalStatus: row.physicalStatus,
    entityId: row.entityId,
    entity: row.entity,
    gridOperatorId: row.gridOperatorId,
    measuringCompanyId: row.measuringCompanyId,
    supplierId: row.supplierId,
    trafoId: row.trafoId,
    capacity: row.capacity,
    contractedCapacity: row.contractedCapacity,
    profileCategory: row.profileCategory,
    startDate: row.startDate,
    endDate: row.endDate,
    showInEms: row.showInEms,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (include.has('address')) {
    item.formattedAddress = formatConnectionAddress(row);
    item.street = row.street;
    item.houseNumber = row.houseNumber;
    item.houseNumberAddition = row.houseNumberAddition;
    item.postcode = row.postcode;
    item.city = row.city;
  }
  if (include.has('gridOperator')) item.gridOperator = row.gridOperator;
  if (include.has('measuringCompany')) item.measuringCompany = row.measuringCompany;
  if (include.has('supplier')) item.supplier = row.supplier;
  if (include.has('trafo')) item.trafo = row.trafo;
  return item;
}
