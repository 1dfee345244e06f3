import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerSearchResponseSchema, type CustomerSearchItem } from '@energiek/contracts/customers';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET customers/search for the customer field of the registration dialog. */
export function searchCustomers(q: string, signal?: AbortSignal): Promise<CustomerSearchItem[]> {
  return apiRequest('customers/search', { query: { q }, schema: customerSearchResponseSchema, signal }).then(
    (response) => response.data,
  );
}

export function useTimerCustomerSearch(q: string) {
  return useQuery({
    queryKey: ['customers', 'search', q],
    queryFn: ({ signal }) => searchCustomers(q, signal),
    enabled: q !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
