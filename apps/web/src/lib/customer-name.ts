import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { customerSummarySchema } from '@energiek/contracts/customer-switch';
import { normaliseModule } from '@energiek/contracts/access';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

// The customer's name for the page headings of the customer's screens, and the customer's modules for
// screens that offer a part per module (GET customers/{customerId}, one request for both).

const schema = z.object({ data: customerSummarySchema.pick({ id: true, name: true, modules: true }) });

function useCustomerHead(customerId: number) {
  return useQuery({
    queryKey: ['customers', customerId, 'summary', 'head'],
    // silent: a profile without organisation:read still uses the page; the heading just has no name.
    queryFn: () => apiRequest(`customers/${customerId}`, { schema, silent: true }).then((r) => r.data),
    staleTime: 60_000,
  });
}

/** The customer's name, or undefined while loading or when the profile may not read the customer. */
export function useCustomerName(customerId: number): string | undefined {
  return useCustomerHead(customerId).data?.name;
}

/** The customer's own modules (normalised), or undefined while loading or when it may not be read. */
export function useCustomerModules(customerId: number): readonly string[] | undefined {
  return useCustomerHead(customerId).data?.modules.map(normaliseModule);
}

/** The customer of a customer workspace route: its id from the URL, its name for the page heading. */
export function useRouteCustomer(): { customerId: number; customerName: string | undefined } {
  const customerId = Number(useParams().customerId);
  return { customerId, customerName: useCustomerName(customerId) };
}
