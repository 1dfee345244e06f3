import type { SelectCustomerResponse } from '@energiek/contracts/customer-switch';
import { apiRequestParsed } from './api-client.ts';
import { useApiMutation } from './use-api-mutation.ts';

export function selectCustomer(id: number): Promise<SelectCustomerResponse['data']> {
  // The schema loads beside the request (the shell's customer switcher draws without it).
  return apiRequestParsed(
    `auth/select-customer/${id}`,
    async () => (await import('@energiek/contracts/customer-switch')).selectCustomerResponseSchema,
    { method: 'POST' },
  ).then((response) => response.data);
}

/** Selects the customer and reloads the customer context (profile, current user and the rest of auth). */
export function useSelectCustomer() {
  return useApiMutation(selectCustomer, { invalidates: [['auth']] });
}
