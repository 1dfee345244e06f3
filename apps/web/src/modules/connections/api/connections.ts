import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { connectionItemSchema } from '@energiek/contracts/connections';
import type { ConnectionCreate, ConnectionItem, ConnectionUpdate } from '@energiek/contracts/connections';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageParam, textParam } from '../../../lib/use-list-state.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET/POST customers/{customerId}/connections and /{id} (organisation-connections; spec §7 search).

const idParam = () => z.string().regex(/^\d+$/).catch('');

/** The list's state in the URL: /v3/customers/12/connections?product=2&status=1&page=3. */
export const connectionListState = z.object({
  q: textParam(),
  product: z.enum(['', '1', '2']).catch(''),
  status: z.enum(['', '1', '0']).catch(''),
  entityId: idParam(),
  gridOperatorId: idParam(),
  supplierId: idParam(),
  showInEms: z.enum(['', '1', '0']).catch(''),
  page: pageParam(),
});
export type ConnectionFilters = z.output<typeof connectionListState>;

export const CONNECTIONS_PAGE_SIZE = 25;

const connectionListSchema = listEnvelope(connectionItemSchema);
const connectionResponseSchema = dataEnvelope(connectionItemSchema);

const path = (customerId: number, id?: number) =>
  `customers/${customerId}/connections${id === undefined ? '' : `/${id}`}`;

export const connectionsKey = (customerId: number) => ['customers', customerId, 'connections'] as const;

export function listConnections(customerId: number, filters: ConnectionFilters, signal?: AbortSignal) {
  return apiRequest(path(customerId), {
    query: {
      q: filters.q || undefined,
      product: filters.product || undefined,
      status: filters.status || undefined,
      entityId: filters.entityId || undefined,
      gridOperatorId: filters.gridOperatorId || undefined,
      supplierId: filters.supplierId || undefined,
      showInEms: filters.showInEms || undefined,
      page: filters.page,
      limit: CONNECTIONS_PAGE_SIZE,
      with: 'address,gridOperator,supplier',
    },
    headers: { 'x-append-customer': 'false' },
    schema: connectionListSchema,
    signal,
  });
}

export function useConnections(customerId: number, filters: ConnectionFilters) {
  return useQuery({
    queryKey: [...connectionsKey(customerId), 'list', filters],
    queryFn: ({ signal }) => listConnections(customerId, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useConnection(customerId: number, id: number) {
  return useQuery({
    queryKey: [...connectionsKey(customerId), 'detail', id],
    queryFn: () =>
      apiRequest(path(customerId, id), {
        query: { with: 'gridOperator,measuringCompany,supplier,trafo' },
        schema: connectionResponseSchema,
      }).then((r) => r.data),
  });
}

/** Writes refresh everything of the customer: lists, entity connection counts, the electricity/gas counts. */
const afterWrite = (customerId: number) => ({ invalidates: [['customers', customerId]] });

export const useCreateConnection = (customerId: number) =>
  useApiMutation(
    (body: ConnectionCreate): Promise<ConnectionItem> =>
      apiRequest(path(customerId), { method: 'POST', body, schema: connectionResponseSchema }).then(
        (r) => r.data,
      ),
    afterWrite(customerId),
  );

export const useUpdateConnection = (customerId: number) =>
  useApiMutation(
    ({ id, body }: { id: number; body: ConnectionUpdate }): Promise<ConnectionItem> =>
      apiRequest(path(customerId, id), { method: 'POST', body, schema: connectionResponseSchema }).then(
        (r) => r.data,
      ),
    afterWrite(customerId),
  );

export const useDeleteConnection = (customerId: number) =>
  useApiMutation(
    (id: number) => apiRequest(path(customerId, id), { method: 'DELETE' }).then(() => undefined),
    afterWrite(customerId),
  );
