import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { customerSubTypeSchema } from '@energiek/contracts/customer-switch';
import {
  customerDashboardSchema,
  customerListItemSchema,
  customerListQuerySchema,
  customerResponseSchema,
  customerStatusSchema,
} from '@energiek/contracts/customers';
import type { CustomerCreate, CustomerUpdate, CustomerWithDetails } from '@energiek/contracts/customers';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageParam, textParam } from '../../../lib/use-list-state.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { listQuery } from '../../../lib/list-query.ts';

// GET/POST customers, GET/POST customers/{customerId}, GET customers/{customerId}/dashboard (docs/api.md).

/** The list's state in the URL (/v3/customers?q=…&status=…&sort=…&page=…). */
export const customerListState = z.object({
  q: textParam(),
  status: z.union([z.literal(''), customerStatusSchema]).catch(''),
  subType: z.union([z.literal(''), customerSubTypeSchema]).catch(''),
  sort: customerListQuerySchema.shape.sort.unwrap().catch('name'),
  page: pageParam(),
});
export type CustomerFilters = z.output<typeof customerListState>;

export const CUSTOMERS_PAGE_SIZE = 25;

const listSchema = listEnvelope(customerListItemSchema);
const dashboardResponseSchema = z.object({ data: customerDashboardSchema });

export function listCustomers(filters: CustomerFilters, signal?: AbortSignal) {
  return apiRequest('customers', {
    query: listQuery(filters, ['q', 'status', 'subType'], CUSTOMERS_PAGE_SIZE),
    schema: listSchema,
    signal,
  });
}

export const customerKeys = {
  all: ['customers'] as const,
  list: (filters: CustomerFilters) => ['customers', 'list', filters] as const,
  one: (id: number) => ['customers', id] as const,
  summary: (id: number) => ['customers', id, 'summary'] as const,
  details: (id: number) => ['customers', id, 'details'] as const,
  dashboard: (id: number) => ['customers', id, 'dashboard'] as const,
};

export function useCustomers(filters: CustomerFilters) {
  return useQuery({
    queryKey: customerKeys.list(filters),
    queryFn: ({ signal }) => listCustomers(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** The header of the workspace (GET customers/{customerId}); 404 when the user may not see it. */
export const customerSummaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.summary(id),
    queryFn: () =>
      apiRequest(`customers/${id}`, { schema: customerResponseSchema }).then((response) => response.data),
  });

export function useCustomerSummary(id: number, enabled = true) {
  return useQuery({ ...customerSummaryQueryOptions(id), enabled });
}

export function useCustomerDetails(id: number) {
  return useQuery({
    queryKey: customerKeys.details(id),
    queryFn: () =>
      apiRequest(`customers/${id}`, { query: { with: 'details' }, schema: customerResponseSchema }).then(
        (response) => response.data,
      ),
  });
}

/** Key figures (also the tab counts) and recent activity. */
export function useCustomerDashboard(id: number, enabled = true) {
  return useQuery({
    queryKey: customerKeys.dashboard(id),
    queryFn: () =>
      apiRequest(`customers/${id}/dashboard`, { schema: dashboardResponseSchema }).then((r) => r.data),
    enabled,
  });
}

export function createCustomer(body: CustomerCreate): Promise<CustomerWithDetails> {
  return apiRequest('customers', { method: 'POST', body, schema: customerResponseSchema }).then(
    (r) => r.data,
  );
}

export function updateCustomer(id: number, body: CustomerUpdate): Promise<CustomerWithDetails> {
  return apiRequest(`customers/${id}`, { method: 'POST', body, schema: customerResponseSchema }).then(
    (r) => r.data,
  );
}

/** Every customer write refreshes lists, headers, dashboards and the switcher's search. */
const AFTER_WRITE = { invalidates: [customerKeys.all] };

export const useCreateCustomer = () => useApiMutation(createCustomer, AFTER_WRITE);
export const useUpdateCustomer = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: CustomerUpdate }) => updateCustomer(id, body),
    AFTER_WRITE,
  );
