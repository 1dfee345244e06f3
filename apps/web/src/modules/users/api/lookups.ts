import { useQuery } from '@tanstack/react-query';
import { customerSearchResponseSchema } from '@energiek/contracts/customers';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { roleItemSchema } from '@energiek/contracts/roles';
import { apiRequest } from '../../../lib/api-client.ts';

// The choices of the user form: roles (generic list, limit 999) and customers (the search call).

const roleListSchema = listEnvelope(roleItemSchema.pick({ id: true, name: true }));

export function useRoleOptions() {
  return useQuery({
    queryKey: ['roles', 'options'],
    queryFn: () => apiRequest('roles', { query: { limit: 999 }, schema: roleListSchema }).then((r) => r.data),
    staleTime: 60_000,
  });
}

export function useCustomerOptions(q: string) {
  return useQuery({
    queryKey: ['customers', 'search', q],
    queryFn: ({ signal }) =>
      apiRequest('customers/search', {
        query: { q, numeric: /^\d+$/.test(q) ? 1 : undefined },
        schema: customerSearchResponseSchema,
        signal,
      }).then((r) => r.data),
    staleTime: 30_000,
  });
}
