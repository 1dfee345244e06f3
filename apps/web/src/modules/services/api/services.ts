import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { customerServicesSchema, type CustomerServicesBody } from '@energiek/contracts/services';
import { apiRequest } from '../../../lib/api-client.ts';

// GET/POST customers/{customerId}/services (is:admin), docs/api.md "Library and services".

const responseSchema = dataEnvelope(customerServicesSchema);

export function useCustomerServices(customerId: number) {
  return useQuery({
    queryKey: ['services', customerId],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/services`, { schema: responseSchema, signal }).then((r) => r.data),
  });
}

export function useSaveCustomerServices(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerServicesBody) =>
      apiRequest(`customers/${customerId}/services`, { method: 'POST', body, schema: responseSchema }).then(
        (r) => r.data,
      ),
    onSuccess: async (data) => {
      queryClient.setQueryData(['services', customerId], data);
      // The modules of the selected customer feed the profile, and so the menus.
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
  });
}
