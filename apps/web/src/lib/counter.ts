import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounterResponse } from '@energiek/contracts/actions';
import { apiRequestParsed } from './api-client.ts';

// GET counter, the top bar's counters (open actions, unread notifications, inbox messages): one query
// for every counter, kept current by the realtime channel (lib/realtime.ts). The shell asks for it
// first; its schema (and zod) loads beside the request.

/** Query key of GET counter; realtime events update it in place. */
export const COUNTER_QUERY_KEY = ['counter'] as const;

export function getCounter(signal?: AbortSignal): Promise<CounterResponse> {
  return apiRequestParsed(
    'counter',
    async () => (await import('@energiek/contracts/actions')).counterResponseSchema,
    { signal },
  ).then((response) => response.data);
}

export const counterQueryOptions = () =>
  queryOptions({ queryKey: COUNTER_QUERY_KEY, queryFn: ({ signal }) => getCounter(signal) });

export function useCounter(enabled = true) {
  return useQuery({ ...counterQueryOptions(), enabled });
}
