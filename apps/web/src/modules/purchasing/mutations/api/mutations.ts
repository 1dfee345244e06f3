import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { listEnvelope } from '@energiek/contracts/envelopes';
import {
  mutationListResponseSchema,
  mutationResponseSchema,
  type MutationBody,
  type MutationItem,
  type MutationStatusBody,
} from '@energiek/contracts/mutations';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationListState } from '../list-state.ts';

// GET/POST customers/{customerId}/mutations, one mutation, its writes and status changes; the customer's
// library documents to link.

export const MUTATIONS_PAGE_SIZE = 25;

const base = (customerId: number) => `customers/${customerId}/mutations`;

export function useMutations(customerId: number, state: MutationListState) {
  return useQuery({
    queryKey: ['mutations', 'list', customerId, state],
    queryFn: ({ signal }) =>
      apiRequest(base(customerId), {
        query: {
          q: state.q || undefined,
          status: state.status || undefined,
          type: state.type || undefined,
          sort: state.sort,
          page: state.page,
          limit: MUTATIONS_PAGE_SIZE,
        },
        schema: mutationListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMutationItem(customerId: number, id: number | undefined) {
  return useQuery({
    queryKey: ['mutations', 'item', customerId, id],
    queryFn: ({ signal }) =>
      apiRequest(`${base(customerId)}/${id}`, { schema: mutationResponseSchema, signal }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

function useMutationWrite<TArgs>(mutationFn: (args: TArgs) => Promise<MutationItem | void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A status change may change connections (executing): their history and the connection pages too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['mutations'] }),
        queryClient.invalidateQueries({ queryKey: ['customers'] }),
      ]),
  });
}

export function useSaveMutation(customerId: number, id: number | undefined) {
  return useMutationWrite((body: MutationBody) =>
    apiRequest(id === undefined ? base(customerId) : `${base(customerId)}/${id}`, {
      method: id === undefined ? 'POST' : 'PUT',
      body,
      schema: mutationResponseSchema,
    }).then((r) => r.data),
  );
}

export function useChangeMutationStatus(customerId: number, id: number) {
  return useMutationWrite((body: MutationStatusBody) =>
    apiRequest(`${base(customerId)}/${id}/status`, {
      method: 'POST',
      body,
      schema: mutationResponseSchema,
    }).then((r) => r.data),
  );
}

export function useDeleteMutation(customerId: number) {
  return useMutationWrite((id: number) =>
    apiRequest(`${base(customerId)}/${id}`, { method: 'DELETE' }).then(() => undefined),
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
