import { useQuery } from '@tanstack/react-query';
import { emsSummarySchema } from '@energiek/contracts/ems-overview';
import { apiRequest } from './api-client.ts';

// GET customers/{customerId}/ems/summary: the energy tile's figures (customer overview, home).

export function useEmsSummary(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['customers', customerId, 'ems', 'summary'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/ems/summary`, { schema: emsSummarySchema, signal }).then(
        (r) => r.data,
      ),
  });
}
