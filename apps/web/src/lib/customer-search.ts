// GET customers/search, shared by the drawer's customer switcher and the timer's customer field.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerSearchItem } from '@energiek/contracts/customer-switch';
import { apiRequestParsed } from './api-client.ts';

/**
 * GET customers/search; an all-digit query searches the customer number (numeric=1). The schema loads
 * beside the request: the shell's customer switcher draws without it.
 */
export function searchCustomers(q: string, signal?: AbortSignal): Promise<CustomerSearchItem[]> {
  const numeric = /^\d+$/.test(q) ? 1 : undefined;
  return apiRequestParsed(
    'customers/search',
    async () => (await import('@energiek/contracts/customer-switch')).customerSearchResponseSchema,
    { query: { q, numeric }, signal },
  ).then((response) => response.data);
}

export const customerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['customers', 'search', q],
    queryFn: ({ signal }) => searchCustomers(q, signal),
    staleTime: 30_000,
  });

/**
 * Searches the (already debounced) query. An empty query searches only with allowEmpty, which lists the
 * first customers the user may act for (pickers that show options before typing).
 */
export function useCustomerSearch(q: string, { allowEmpty = false }: { allowEmpty?: boolean } = {}) {
  return useQuery({
    ...customerSearchQueryOptions(q),
    enabled: allowEmpty || q !== '',
    placeholderData: keepPreviousData,
  });
}
