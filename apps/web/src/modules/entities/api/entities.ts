import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { entityItemSchema } from '@energiek/contracts/entities';
import type { EntityCreate, EntityItem, EntityUpdate } from '@energiek/contracts/entities';
import { apiRequest } from '../../../lib/api-client.ts';
import { lookupKey } from '../../../lib/lookups.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET/POST customers/{customerId}/entities and /{id} (organisation-entities).

const entityListSchema = listEnvelope(entityItemSchema);
const entityResponseSchema = dataEnvelope(entityItemSchema);

const path = (customerId: number, id?: number) =>
  `customers/${customerId}/entities${id === undefined ? '' : `/${id}`}`;

/** Every entity of the customer (a customer has a handful): the list pages and sorts itself. */
export function listEntities(customerId: number, signal?: AbortSignal): Promise<EntityItem[]> {
  return apiRequest(path(customerId), { query: { limit: 999 }, schema: entityListSchema, signal }).then(
    (response) => response.data,
  );
}

export const entitiesKey = (customerId: number) => ['customers', customerId, 'entities'] as const;

export function useEntities(customerId: number) {
  return useQuery({
    queryKey: [...entitiesKey(customerId), 'list'],
    queryFn: ({ signal }) => listEntities(customerId, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEntity(customerId: number, id: number) {
  return useQuery({
    queryKey: [...entitiesKey(customerId), 'detail', id],
    queryFn: () => apiRequest(path(customerId, id), { schema: entityResponseSchema }).then((r) => r.data),
  });
}

// Connection lists show entity names; the customer header counts nothing of entities.
// The entity pickers (lib/lookups) list them too.
const afterWrite = (customerId: number) => ({
  invalidates: [['customers', customerId], lookupKey(path(customerId))],
});

export const useCreateEntity = (customerId: number) =>
  useApiMutation(
    (body: EntityCreate) =>
      apiRequest(path(customerId), { method: 'POST', body, schema: entityResponseSchema }).then(
        (r) => r.data,
      ),
    afterWrite(customerId),
  );

export const useUpdateEntity = (customerId: number) =>
  useApiMutation(
    ({ id, body }: { id: number; body: EntityUpdate }) =>
      apiRequest(path(customerId, id), { method: 'POST', body, schema: entityResponseSchema }).then(
        (r) => r.data,
      ),
    afterWrite(customerId),
  );

export const useDeleteEntity = (customerId: number) =>
  useApiMutation(
    (id: number) => apiRequest(path(customerId, id), { method: 'DELETE' }).then(() => undefined),
    afterWrite(customerId),
  );
