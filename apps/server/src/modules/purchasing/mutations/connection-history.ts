import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import {
  CONNECTION_STATUS_NAMES,
  CONTRACTED_CAPACITY_UNITS,
  type Product,
} from '@energiek/contracts/connections';
import type { ConnectionHistoryEntry, HistoryField } from '@energiek/contracts/mutations';
import { HISTORY_FIELDS } from '@energiek/contracts/mutations';
import { applyChange, type HistoryInterval } from '@energiek/domain/connection-history';
import type { Executor } from '@energiek/db/client';
import {
  connectionHistory,
  connections,
  entities,
  gridOperators,
  suppliers,
} from '@energiek/db/schema/index';

// Drizzle and the pure timeline (packages/domain/connection-history.ts): the dated values of a connection.
// Written when a mutation is executed and when a connection edit changes a tracked field; read by the
// history route and the connection edit page's "Historie" card.

type Interval = HistoryInterval & {
  source: 'initial' | 'mutation' | 'edit';
  mutationId: number | null;
  createdById: number | null;
};
export type TrackedValues = Partial<Record<HistoryField, { value: string | null; label: string | null }>>;

export const idValue = (id: number | null, name: string | null) => ({
  value: id === null ? null : String(id),
  label: name,
});

/** 1500 kW → { value '1500', label '1500 kW' } (the label with a decimal comma). */
export function contractedValue(amount: number | null, product: number) {
  if (amount === null) return { value: null, label: null };
  const unit = CONTRACTED_CAPACITY_UNITS[product as Product] ?? '';
  return { value: String(amount), label: `${String(amount).replace('.', ',')} ${unit}`.trim() };
}

export const statusValue = (status: number) => ({
  value: String(status),
  label: CONNECTION_STATUS_NAMES[status as 0 | 1] ?? String(status),
});

/** What the tracked values are made of: a connection's columns and the names of what it refers to. */
export type TrackedSource = Pick<
  typeof connections.$inferSelect,
  'supplierId' | 'gridOperatorId' | 'entityId' | 'capacity' | 'contractedCapacity' | 'status' | 'product'
> & { supplierName: string | null; gridOperatorName: string | null; entityName: string | null };

/** The tracked values of a connection row whose names are already at hand (no query). */
export function trackedValuesFrom(c: TrackedSource): TrackedValues {
  const unit = CONTRACTED_CAPACITY_UNITS[c.product as Product] ?? '';
  return {
    supplier: idValue(c.supplierId, c.supplierName),
    gridOperator: idValue(c.gridOperatorId, c.gridOperatorName),
    capacity: { value: c.capacity, label: c.capacity },
    contractedCapacity: {
      value: c.contractedCapacity === null ? null : String(c.contractedCapacity),
      label:
        c.contractedCapacity === null ? null : `${String(c.contractedCapacity).replace('.', ',')} ${unit}`,
    },
    status: {
      value: String(c.status),
      label: CONNECTION_STATUS_NAMES[c.status as 0 | 1] ?? String(c.status),
    },
    entity: idValue(c.entityId, c.entityName),
  };
}

/** The tracked values of a connection as it is stored now (names looked up). */
export async function trackedValuesOf(
  db: Executor,
  customerId: number,
  connectionId: number,
): Promise<TrackedValues | null> {
  const [row] = await db
    .select({
      connection: connections,
      supplierName: suppliers.name,
      gridOperatorName: gridOperators.name,
      entityName: entities.name,
    })
    .from(connections)
    .leftJoin(suppliers, eq(suppliers.id, connections.supplierId))
    .leftJoin(gridOperators, eq(gridOperators.id, connections.gridOperatorId))
    .leftJoin(entities, eq(entities.id, connections.entityId))
    .where(customerRow(connections, customerId, connectionId));
  if (!row) return null;
  return trackedValuesFrom({ ...row.connection, ...row });
}

/**
 * Records every field whose value differs between `before` and `after` as a change from `from` (a field
 * only in `after` — the name — is recorded whenever it is given). Runs in the caller's transaction.
 */
export async function recordChanges(
  db: Executor,
  input: {
    customerId: number;
    connectionId: number;
    before: TrackedValues;
    after: TrackedValues;
    from: string;
    source: 'mutation' | 'edit';
    mutationId?: number | null;
    userId: number | null;
  },
): Promise<HistoryField[]> {
  const changed: HistoryField[] = [];
  for (const field of HISTORY_FIELDS) {
    const next = input.after[field];
    const previous = input.before[field];
    if (!next || (previous && previous.value === next.value)) continue;
    const where = and(
      eq(connectionHistory.connectionId, input.connectionId),
      eq(connectionHistory.customerId, input.customerId),
      eq(connectionHistory.field, field),
    );
    const rows = await db.select().from(connectionHistory).where(where);
    const meta = { source: input.source, mutationId: input.mutationId ?? null, createdById: input.userId };
    const timeline = applyChange<Interval>(
      rows.map((r) => ({ ...r, source: r.source, mutationId: r.mutationId, createdById: r.createdById })),
      { ...next, ...meta, from: input.from },
      previous ? { ...previous, ...meta, source: 'initial', mutationId: null } : undefined,
    );
    await db.delete(connectionHistory).where(where);
    if (timeline.length > 0) {
      await db.insert(connectionHistory).values(
        timeline.map((t) => ({
          customerId: input.customerId,
          connectionId: input.connectionId,
          field,
          value: t.value,
          label: t.label,
          validFrom: t.validFrom,
          validTo: t.validTo,
          source: t.source,
          mutationId: t.mutationId,
          createdById: t.createdById,
        })),
      );
    }
    changed.push(field);
  }
  return changed;
}

/** The history of one connection of the customer: per field, oldest first. */
export async function readHistory(
  db: Executor,
  customerId: number,
  connectionId: number,
): Promise<ConnectionHistoryEntry[]> {
  const rows = await db
    .select()
    .from(connectionHistory)
    .where(
      and(eq(connectionHistory.connectionId, connectionId), eq(connectionHistory.customerId, customerId)),
    )
    .orderBy(
      asc(connectionHistory.field),
      sql`${connectionHistory.validFrom} asc nulls first`,
      asc(connectionHistory.id),
    );
  const order = (field: string) => HISTORY_FIELDS.indexOf(field as HistoryField);
  return rows
    .map((r) => ({
      id: r.id,
      field: r.field,
      value: r.value,
      label: r.label,
      validFrom: r.validFrom,
      validTo: r.validTo,
      source: r.source,
      mutationId: r.mutationId,
    }))
    .sort((a, b) => order(a.field) - order(b.field));
}

/**
 * The dated values of one field for some of the customer's (or customers') connections (per connection,
 * oldest first): e.g. the contracted kW an invoice audit bills for an old period. A connection without
 * history is absent.
 */
export async function fieldTimelines(
  db: Executor,
  customerId: number | readonly number[],
  connectionIds: readonly number[],
  field: HistoryField,
): Promise<Map<number, HistoryInterval[]>> {
  const out = new Map<number, HistoryInterval[]>();
  if (connectionIds.length === 0) return out;
  const rows = await db
    .select({
      connectionId: connectionHistory.connectionId,
      value: connectionHistory.value,
      label: connectionHistory.label,
      validFrom: connectionHistory.validFrom,
      validTo: connectionHistory.validTo,
    })
    .from(connectionHistory)
    .where(
      and(
        typeof customerId === 'number'
          ? eq(connectionHistory.customerId, customerId)
          : inArray(connectionHistory.customerId, [...customerId]),
        eq(connectionHistory.field, field),
        inArray(connectionHistory.connectionId, [...connectionIds]),
      ),
    )
    .orderBy(sql`${connectionHistory.validFrom} asc nulls first`, asc(connectionHistory.id));
  for (const { connectionId, ...interval } of rows) {
    out.set(connectionId, [...(out.get(connectionId) ?? []), interval]);
  }
  return out;
}
