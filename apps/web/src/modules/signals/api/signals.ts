import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  signalDetailResponseSchema,
  signalListSchema,
  type SignalModule,
  type SignalStatus,
  type SignalUpdate,
} from '@energiek/contracts/signals';
import { apiRequest } from '../../../lib/api-client.ts';

// GET customers/{customerId}/signals, GET signals (back office), one signal and its handling.

export const SIGNALS_PAGE_SIZE = 25;
export const SIGNALS_KEY = ['signals'] as const;

export type SignalFilters = { module?: SignalModule; status?: SignalStatus; sort: string; page: number };

export function useSignals(customerId: number | undefined, filters: SignalFilters) {
  return useQuery({
    queryKey: [...SIGNALS_KEY, 'list', customerId ?? null, filters],
    queryFn: ({ signal }) =>
      apiRequest(customerId ? `customers/${customerId}/signals` : 'signals', {
        query: { ...filters, limit: SIGNALS_PAGE_SIZE },
        schema: signalListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSignal(customerId: number, id: number | null) {
  return useQuery({
    queryKey: [...SIGNALS_KEY, 'item', customerId, id],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/signals/${id}`, {
        schema: signalDetailResponseSchema,
        signal,
      }).then((r) => r.data),
    enabled: id !== null,
  });
}

export function useUpdateSignal(customerId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignalUpdate) =>
      apiRequest(`customers/${customerId}/signals/${id}`, {
        method: 'POST',
        body,
        schema: signalDetailResponseSchema,
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGNALS_KEY }),
  });
}
