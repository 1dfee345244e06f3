import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { entityItemSchema } from '@energiek/contracts/entities';
import type { EntityCreate, EntityItem, EntityUpdate } from '@energiek/contracts/entities';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateLookup } from '../../../lib/lookups.ts';

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

function useEntityMutation<TArgs, TResult>(
  customerId: number,
  mutationFn: (args: TArgs) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      // Connection lists show entity names; the customer header counts nothing of entities.
      // The entity pickers (lib/lookups) list them too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['customers', customerId] }),
        invalidateLookup(queryClient, path(customerId)),
      ]);
    },
  });
}

export const useCreateEntity = (customerId: number) =>
  useEntityMutation(customerId, (body: EntityCreate) =>
    apiRequest(path(customerId), { method: 'POST', body, schema: entityResponseSchema }).then((r) => r.data),
  );

export const useUpdateEntity = (customerId: number) =>
  useEntityMutation(customerId, ({ id, body }: { id: number; body: EntityUpdate }) =>
    apiRequest(path(customerId, id), { method: 'POST', body, schema: entityResponseSchema }).then(
      (r) => r.data,
    ),
  );

export const useDeleteEntity = (customerId: number) =>
  useEntityMutation(customerId, (id: number) =>
    apiRequest(path(customerId, id), { method: 'DELETE' }).then(() => undefined),
  );
