import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { customerRow, customerRowIds, deleteCustomerRow, findCustomerRow } from '@energiek/db/customer-rows';
import type {
  MutationItem,
  MutationListItem,
  MutationStatus,
  MutationType,
} from '@energiek/contracts/mutations';
import type { Database, Executor } from '@energiek/db/client';
import {
  connectionHistory,
  connections,
  documents,
  entities,
  mutationConnections,
  mutationDocuments,
  mutations,
  mutationStatusChanges,
  suppliers,
  users,
  type Mutation,
  type NewMutation,
} from '@energiek/db/schema/index';
import { formatConnectionAddress } from '@energiek/contracts/connections';
import { childRows, linkedRecordWrites } from '../../../lib/linked-rows.ts';
import { containing } from '../../../lib/like.ts';

// Drizzle only. Every query of a customer's rows names the customer, so another customer's ids find nothing.

export type MutationFilters = { q?: string; status?: MutationStatus; type?: MutationType };

function conditions(customerId: number, filters: MutationFilters): SQL | undefined {
  const list: (SQL | undefined)[] = [eq(mutations.customerId, customerId)];
  if (filters.status) list.push(eq(mutations.status, filters.status));
  if (filters.type) list.push(eq(mutations.type, filters.type));
  if (filters.q) {
    const like = containing(filters.q);
    list.push(or(ilike(mutations.newName, like), ilike(mutations.comment, like), eanMatches(like)));
  }
  return and(...list);
}

/** A mutation one of whose connections has an EAN like the search. */
function eanMatches(like: string): SQL {
  return sql`exists (select 1 from ${mutationConnections} mc join ${connections} c on c.id = mc.connection_id
    where mc.mutation_id = ${mutations.id} and c.ean like ${like.replace(/\s/g, '')})`;
}

const SORTS = {
  desiredDate: mutations.desiredDate,
  status: mutations.status,
  type: mutations.type,
  updatedAt: mutations.updatedAt,
} as const;

function orderBy(sort: string) {
  const key = sort.replace(/^-/, '') as keyof typeof SORTS;
  const direction = sort.startsWith('-') ? desc : asc;
  return [direction(SORTS[key] ?? mutations.desiredDate), desc(mutations.id)];
}

function summaryOf(row: Mutation, supplierName: string | null): string {
  if (row.type === 'supplier-switch') return `Naar ${supplierName ?? '—'}`;
  if (row.type === 'capacity-change') {
    return `Naar ${row.capacity ?? '—'}${row.contractedCapacity === null ? '' : ` (${row.contractedCapacity})`}`;
  }
  if (row.type === 'name-change' || row.type === 'move-in') return row.newName;
  return '';
}

export async function listMutations(
  db: Database,
  customerId: number,
  filters: MutationFilters,
  paging: { sort: string; page: number; limit: number },
): Promise<{ items: MutationListItem[]; total: number }> {
  const where = conditions(customerId, filters);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ mutation: mutations, supplierName: suppliers.name })
      .from(mutations)
      .leftJoin(suppliers, eq(suppliers.id, mutations.supplierId))
      .where(where)
      .orderBy(...orderBy(paging.sort))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(mutations).where(where),
  ]);
  const ids = rows.map((r) => r.mutation.id);
  const eans =
    ids.length === 0
      ? []
      : await db
          .select({ mutationId: mutationConnections.mutationId, ean: connections.ean })
          .from(mutationConnections)
          .innerJoin(connections, eq(connections.id, mutationConnections.connectionId))
          .where(
            and(eq(mutationConnections.customerId, customerId), inArray(mutationConnections.mutationId, ids)),
          )
          .orderBy(asc(connections.ean));
  const items = rows.map(({ mutation, supplierName }) => ({
    id: mutation.id,
    customerId: mutation.customerId,
    type: mutation.type,
    status: mutation.status,
    desiredDate: mutation.desiredDate,
    updatedAt: mutation.updatedAt.toISOString(),
    eans: eans.filter((e) => e.mutationId === mutation.id).map((e) => e.ean),
    summary: summaryOf(mutation, supplierName),
  }));
  return { items, total: totalRow?.total ?? 0 };
}

export async function findMutationRow(db: Executor, customerId: number, id: number) {
  return (await findCustomerRow(db, mutations, customerId, id)) ?? null;
}

export async function findMutation(
  db: Database,
  customerId: number,
  id: number,
): Promise<MutationItem | null> {
  const [found] = await db
    .select({ mutation: mutations, supplierName: suppliers.name, entityName: entities.name })
    .from(mutations)
    .leftJoin(suppliers, eq(suppliers.id, mutations.supplierId))
    .leftJoin(entities, eq(entities.id, mutations.entityId))
    .where(customerRow(mutations, customerId, id));
  if (!found) return null;
  const [linked, docs, changes] = await Promise.all([
    db
      .select({ connection: connections })
      .from(mutationConnections)
      .innerJoin(connections, eq(connections.id, mutationConnections.connectionId))
      .where(and(eq(mutationConnections.mutationId, id), eq(mutationConnections.customerId, customerId)))
      .orderBy(asc(connections.ean)),
    db
      .select({ id: documents.id, fileName: documents.fileName })
      .from(mutationDocuments)
      .innerJoin(documents, eq(documents.id, mutationDocuments.documentId))
      .where(and(eq(mutationDocuments.mutationId, id), eq(mutationDocuments.customerId, customerId)))
      .orderBy(asc(documents.fileName)),
    db
      .select({ change: mutationStatusChanges, firstName: users.firstName, lastName: users.lastName })
      .from(mutationStatusChanges)
      .leftJoin(users, eq(users.id, mutationStatusChanges.userId))
      .where(and(eq(mutationStatusChanges.mutationId, id), eq(mutationStatusChanges.customerId, customerId)))
      .orderBy(asc(mutationStatusChanges.createdAt), asc(mutationStatusChanges.id)),
  ]);
  const m = found.mutation;
  return {
    id: m.id,
    customerId: m.customerId,
    type: m.type,
    status: m.status,
    desiredDate: m.desiredDate,
    connections: linked.map(({ connection: c }) => ({
      id: c.id,
      ean: c.ean,
      product: c.product,
      address: formatConnectionAddress(c),
    })),
    supplierId: m.supplierId,
    supplierName: found.supplierName,
    capacity: m.capacity,
    contractedCapacity: m.contractedCapacity,
    newName: m.newName,
    entityId: m.entityId,
    entityName: found.entityName,
    comment: m.comment,
    documents: docs,
    statusHistory: changes.map(({ change, firstName, lastName }) => ({
      status: change.status,
      note: change.note,
      userName: [firstName, lastName].filter(Boolean).join(' '),
      at: change.createdAt.toISOString(),
    })),
    executedAt: m.executedAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** The customer's connections among these ids. */
export async function customerConnections(db: Executor, customerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(connections)
    .where(and(eq(connections.customerId, customerId), inArray(connections.id, ids)));
}

export function customerDocumentIds(db: Executor, customerId: number, ids: number[]) {
  return customerRowIds(db, documents, customerId, ids);
}

export async function customerEntity(db: Executor, customerId: number, id: number) {
  const [row] = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(customerRow(entities, customerId, id));
  return row ?? null;
}

export async function supplierName(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, id));
  return row?.name ?? null;
}

export type MutationLinks = { connectionIds: number[]; documentIds: number[] };

const writes = linkedRecordWrites(mutations, 'mutation', (links: MutationLinks, { id, customerId }) => [
  childRows(
    mutationConnections,
    mutationConnections.mutationId,
    links.connectionIds.map((connectionId) => ({ connectionId, mutationId: id, customerId })),
  ),
  childRows(
    mutationDocuments,
    mutationDocuments.mutationId,
    links.documentIds.map((documentId) => ({ documentId, mutationId: id, customerId })),
  ),
]);

export async function insertMutation(db: Database, values: NewMutation, links: MutationLinks) {
  return writes.insert(db, values, links, (tx, row) =>
    tx.insert(mutationStatusChanges).values({
      mutationId: row.id,
      customerId: values.customerId,
      status: row.status,
      userId: values.createdById ?? null,
    }),
  );
}

export const updateMutation = writes.update;

/** Sets the status and records the change (in the caller's transaction). */
export async function setStatus(
  db: Executor,
  target: { customerId: number; id: number },
  change: { status: MutationStatus; note: string; userId: number; executedAt?: Date },
) {
  await db
    .update(mutations)
    .set({ status: change.status, ...(change.executedAt ? { executedAt: change.executedAt } : {}) })
    .where(customerRow(mutations, target.customerId, target.id));
  await db.insert(mutationStatusChanges).values({
    mutationId: target.id,
    customerId: target.customerId,
    status: change.status,
    note: change.note,
    userId: change.userId,
  });
}

export async function deleteMutation(db: Database, customerId: number, id: number): Promise<boolean> {
  return deleteCustomerRow(db, mutations, customerId, id);
}

/**
 * Changes of contracted capacity on these connections, other than mutation `exceptId`: capacity-change
 * requests with a contracted capacity that were not rejected, and changes recorded on the connection
 * (executed mutations and edits; not the initial value).
 */
export async function contractedCapacityChanges(
  db: Executor,
  customerId: number,
  connectionIds: number[],
  exceptId: number | null,
): Promise<{ connectionId: number; date: string; mutationId: number | null }[]> {
  if (connectionIds.length === 0) return [];
  const requested = await db
    .select({
      connectionId: mutationConnections.connectionId,
      date: mutations.desiredDate,
      mutationId: mutations.id,
    })
    .from(mutations)
    .innerJoin(mutationConnections, eq(mutationConnections.mutationId, mutations.id))
    .where(
      and(
        eq(mutations.customerId, customerId),
        eq(mutations.type, 'capacity-change'),
        sql`${mutations.contractedCapacity} is not null`,
        sql`${mutations.status} <> 'afgewezen'`,
        inArray(mutationConnections.connectionId, connectionIds),
        exceptId === null ? undefined : sql`${mutations.id} <> ${exceptId}`,
      ),
    );
  const recorded = await db
    .select({
      connectionId: connectionHistory.connectionId,
      date: connectionHistory.validFrom,
      mutationId: connectionHistory.mutationId,
    })
    .from(connectionHistory)
    .where(
      and(
        eq(connectionHistory.customerId, customerId),
        eq(connectionHistory.field, 'contractedCapacity'),
        sql`${connectionHistory.source} <> 'initial'`,
        sql`${connectionHistory.validFrom} is not null`,
        inArray(connectionHistory.connectionId, connectionIds),
      ),
    );
  const seen = new Set(requested.map((r) => `${r.connectionId}|${r.mutationId}`));
  return [
    ...requested,
    ...recorded.flatMap((r) =>
      r.date === null ||
      (r.mutationId !== null && (r.mutationId === exceptId || seen.has(`${r.connectionId}|${r.mutationId}`)))
        ? []
        : [{ connectionId: r.connectionId, date: r.date, mutationId: r.mutationId }],
    ),
  ];
}
