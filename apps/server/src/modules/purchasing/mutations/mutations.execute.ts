import { customerRow } from '@energiek/db/customer-rows';
import type { HistoryField, MutationItem } from '@energiek/contracts/mutations';
import type { Executor } from '@energiek/db/client';
import { connections, type NewConnection } from '@energiek/db/schema/index';
import {
  contractedValue,
  idValue,
  recordChanges,
  statusValue,
  trackedValuesOf,
  type TrackedValues,
} from './connection-history.ts';

// Executing a mutation ("uitgevoerd"): its change is applied to each of its connections and recorded in
// their dated history from the desired date, in the caller's transaction.

function changeOf(
  mutation: MutationItem,
  product: number,
): { set: Partial<NewConnection>; after: TrackedValues } {
  switch (mutation.type) {
    case 'supplier-switch':
      return {
        set: { supplierId: mutation.supplierId },
        after: { supplier: idValue(mutation.supplierId, mutation.supplierName) },
      };
    case 'capacity-change':
      return {
        set: { capacity: mutation.capacity, contractedCapacity: mutation.contractedCapacity },
        after: {
          capacity: { value: mutation.capacity, label: mutation.capacity },
          contractedCapacity: contractedValue(mutation.contractedCapacity, product),
        },
      };
    case 'activation':
    case 'deactivation':
    case 'move-out': {
      const status = mutation.type === 'activation' ? 1 : 0;
      return { set: { status }, after: { status: statusValue(status) } };
    }
    case 'move-in':
    case 'name-change': {
      const entity = mutation.entityId === null ? {} : { entityId: mutation.entityId };
      const status = mutation.type === 'move-in' ? { status: 1 } : {};
      return {
        set: { ...entity, ...status },
        after: {
          name: { value: mutation.newName, label: mutation.newName },
          ...(mutation.entityId === null ? {} : { entity: idValue(mutation.entityId, mutation.entityName) }),
          ...(mutation.type === 'move-in' ? { status: statusValue(1) } : {}),
        },
      };
    }
  }
}

/** Applies the mutation to its connections; answers the fields whose value changed. */
export async function executeMutation(
  tx: Executor,
  mutation: MutationItem,
  userId: number,
): Promise<HistoryField[]> {
  const changed = new Set<HistoryField>();
  for (const connection of mutation.connections) {
    const before = await trackedValuesOf(tx, mutation.customerId, connection.id);
    if (!before) continue;
    const { set, after } = changeOf(mutation, connection.product);
    await tx
      .update(connections)
      .set({ ...set, updatedAt: new Date() })
      .where(customerRow(connections, mutation.customerId, connection.id));
    const fields = await recordChanges(tx, {
      customerId: mutation.customerId,
      connectionId: connection.id,
      before,
      after,
      from: mutation.desiredDate,
      source: 'mutation',
      mutationId: mutation.id,
      userId,
    });
    fields.forEach((field) => changed.add(field));
  }
  return [...changed];
}
