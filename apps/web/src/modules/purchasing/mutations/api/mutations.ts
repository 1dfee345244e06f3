import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listEnvelope } from '@energiek/contracts/envelopes';
import {
  mutationListResponseSchema,
  mutationResponseSchema,
  type MutationBody,
  type MutationStatusBody,
} from '@energiek/contracts/mutations';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationListState } from '../list-state.ts';
import { useApiMutation } from '../../../../lib/use-api-mutation.ts';
import { listQuery, useListQuery } from '../../../../lib/list-query.ts';

// GET/POST customers/{customerId}/mutations, one mutation, its writes and status changes; the customer's
// library documents to link.

export const MUTATIONS_PAGE_SIZE = 25;

const base = (customerId: number) => `customers/${customerId}/mutations`;

export function useMutations(customerId: number, state: MutationListState) {
  const query = listQuery(state, ['q', 'status', 'type'], MUTATIONS_PAGE_SIZE);
  const key = ['mutations', 'list', customerId, state];
  return useListQuery(key, base(customerId), query, mutationListResponseSchema);
}

export function useMutationItem(customerId: number, id: number | undefined) {
  return useQuery({
    queryKey: ['mutations', 'item', customerId, id],
    queryFn: ({ signal }) =>
      apiRequest(`${base(customerId)}/${id}`, { schema: mutationResponseSchema, signal }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

// A status change may change connections (executing): their history and the connection pages too.
const AFTER_WRITE = { invalidates: [['mutations'], ['customers']] };

export function useSaveMutation(customerId: number, id: number | undefined) {
  return useApiMutation(
    (body: MutationBody) =>
      apiRequest(id === undefined ? base(customerId) : `${base(customerId)}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        schema: mutationResponseSchema,
      }).then((r) => r.data),
    AFTER_WRITE,
  );
}

export function useChangeMutationStatus(customerId: number, id: number) {
  return useApiMutation(
    (body: MutationStatusBody) =>
      apiRequest(`${base(customerId)}/${id}/status`, {
        method: 'POST',
        body,
        schema: mutationResponseSchema,
      }).then((r) => r.data),
    AFTER_WRITE,
  );
}

export function useDeleteMutation(customerId: number) {
  return useApiMutation(
    (id: number) => apiRequest(`${base(customerId)}/${id}`, { method: 'DELETE' }).then(() => undefined),
    AFTER_WRITE,
  );
}

const documentOptionsSchema = listEnvelope(
  z.object({ id: z.number(), fileName: z.string(), folder: z.string() }),
);

/** The customer's library documents (up to 999), to link to a mutation. */
export function useDocumentOptions(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['mutations', 'documents', customerId],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/documents`, {
        query: { limit: 999 },
        schema: documentOptionsSchema,
        signal,
      }),
    enabled,
  });
}
