import { useQuery } from '@tanstack/react-query';
import { customerSummarySchema } from '@energiek/contracts/customer-switch';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

// The customer's name for the page headings of the customer's screens (GET customers/{customerId}).

const schema = z.object({ data: customerSummarySchema.pick({ id: true, name: true }) });

/** The customer's name, or undefined while loading or when the profile may not read the customer. */
export function useCustomerName(customerId: number): string | undefined {
  const query = useQuery({
    queryKey: ['customers', customerId, 'summary', 'name'],
    // silent: a profile without organisation:read still uses the page; the heading just has no name.
    queryFn: () => apiRequest(`customers/${customerId}`, { schema, silent: true }).then((r) => r.data.name),
    staleTime: 60_000,
  });
  return query.data;
}
