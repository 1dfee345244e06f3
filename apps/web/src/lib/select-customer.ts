import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectCustomerResponseSchema } from '@energiek/contracts/customer-switch';
import type { SelectCustomerResponse } from '@energiek/contracts/customer-switch';
import { apiRequest } from './api-client.ts';

export function selectCustomer(id: number): Promise<SelectCustomerResponse['data']> {
  return apiRequest(`auth/select-customer/${id}`, {
    method: 'POST',
    schema: selectCustomerResponseSchema,
  }).then((response) => response.data);
}

/** Selects the customer and reloads the customer context (profile, current user and the rest of auth). */
export function useSelectCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectCustomer,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
  });
}
