import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CONNECTION_SEARCH_PAGE_SIZE } from '@energiek/contracts/constants';
import { apiRequest } from './api-client.ts';

// Spec §7 GET customers/{customerId}/connections as the connection pickers search it: q, limit 10,
// with=address, header x-append-customer false; optional status/showInEms/product filters.

const connectionOptionSchema = z.object({
  id: z.number().int(),
  ean: z.string(),
  product: z.number().int(),
  hasProd: z.boolean().optional(),
  formattedAddress: z.string().nullish(),
});
export type ConnectionOption = z.infer<typeof connectionOptionSchema>;
const responseSchema = z.object({ data: z.array(connectionOptionSchema) });

export type ConnectionSearchFilters = { status?: 0 | 1; showInEms?: 0 | 1; product?: 1 | 2 };

export function searchConnections(
  customerId: number,
  q: string,
  filters: ConnectionSearchFilters = {},
  signal?: AbortSignal,
): Promise<ConnectionOption[]> {
  return apiRequest(`customers/${customerId}/connections`, {
    query: { q: q || undefined, limit: CONNECTION_SEARCH_PAGE_SIZE, page: 1, with: 'address', ...filters },
    headers: { 'x-append-customer': 'false' },
    schema: responseSchema,
    // A refusal only empties the picker; it must not leave the form for /v3/forbidden.
    silent: true,
    signal,
  }).then((response) => response.data);
}

/** The (already debounced) search of a customer's connections while the picker is open. */
export function useConnectionSearch(
  customerId: number,
  q: string,
  { enabled = true, filters = {} }: { enabled?: boolean; filters?: ConnectionSearchFilters } = {},
) {
  return useQuery({
    queryKey: ['connections', 'picker', customerId, q, filters],
    queryFn: ({ signal }) => searchConnections(customerId, q, filters, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}
