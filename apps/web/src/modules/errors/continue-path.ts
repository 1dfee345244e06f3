import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../lib/auth.ts';

/** 'Doorgaan' leads to the customer page (spec §8): the selected customer if known, else the start page. */
export function continuePath(queryClient: QueryClient): string {
  const customerId = queryClient.getQueryData(profileQueryOptions().queryKey)?.selectedCustomer?.id;
  return customerId === undefined ? '/v3' : `/v3/customers/${customerId}`;
}
