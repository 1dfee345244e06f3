import { useQuery } from '@tanstack/react-query';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { roleItemSchema } from '@energiek/contracts/roles';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCustomerSearch } from '../../../lib/customer-search.ts';

// The choices of the user form: roles (generic list, limit 999) and customers (the search call).

const roleListSchema = listEnvelope(roleItemSchema.pick({ id: true, name: true, scope: true }));

export function useRoleOptions() {
  return useQuery({
    queryKey: ['roles', 'options'],
    queryFn: () => apiRequest('roles', { query: { limit: 999 }, schema: roleListSchema }).then((r) => r.data),
    staleTime: 60_000,
  });
}

/** Customers for the user form's picker, listed before typing too. */
export function useCustomerOptions(q: string) {
  return useCustomerSearch(q, { allowEmpty: true });
}
