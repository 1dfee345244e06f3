import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  signalDetailResponseSchema,
  signalListSchema,
  type SignalModule,
  type SignalStatus,
  type SignalUpdate,
} from '@energiek/contracts/signals';
import { apiRequest } from '../../../lib/api-client.ts';
import { COUNTER_QUERY_KEY } from '../../../lib/counter.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET customers/{customerId}/signals, GET signals (back office), one signal and its handling.

export const SIGNALS_PAGE_SIZE = 25;
export const SIGNALS_KEY = ['signals'] as const;

export type SignalFilters = {
  module?: SignalModule;
  status?: SignalStatus;
  /** Only the signals unread by the user ("Ongelezen"). */
  unread?: boolean;
  sort: string;
  page: number;
};

export function useSignals(customerId: number | undefined, filters: SignalFilters) {
  return useQuery({
    queryKey: [...SIGNALS_KEY, 'list', customerId ?? null, filters],
    queryFn: ({ signal }) =>
      apiRequest(customerId ? `customers/${customerId}/signals` : 'signals', {
        query: { ...filters, unread: filters.unread ? 1 : undefined, limit: SIGNALS_PAGE_SIZE },
        schema: signalListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One signal; opening it reads it for this user, so the lists and the bell (same read state) reload. */
export function useSignal(customerId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...SIGNALS_KEY, 'item', customerId, id],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/signals/${id}`, {
        schema: signalDetailResponseSchema,
        signal,
      }).then((r) => {
        for (const queryKey of [[...SIGNALS_KEY, 'list'], ['signal-notifications'], COUNTER_QUERY_KEY]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        return r.data;
      }),
    enabled: id !== null,
  });
}

export function useUpdateSignal(customerId: number, id: number) {
  return useApiMutation(
    (body: SignalUpdate) =>
      apiRequest(`customers/${customerId}/signals/${id}`, {
        method: 'POST',
        body,
        schema: signalDetailResponseSchema,
      }).then((r) => r.data),
    { invalidates: [SIGNALS_KEY] },
  );
}

/** POST customers/{customerId}/signals/{signalId}/mark-as-unread: unread again for this user; the lists,
 *  the bell and the counter reload. */
export function useMarkSignalUnread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signal: { customerId: number; id: number }) =>
      apiRequest(`customers/${signal.customerId}/signals/${signal.id}/mark-as-unread`, { method: 'POST' }),
    onSuccess: () => {
      for (const queryKey of [[...SIGNALS_KEY, 'list'], ['signal-notifications'], COUNTER_QUERY_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
