import { useQuery } from '@tanstack/react-query';
import { reactiveResponseSchema } from '@energiek/contracts/ems-reactive';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET customers/{customerId}/ems/reactive for one electricity connection and year (null: nothing asked). */
export function useEmsReactive(customerId: number, connectionId: number | null, year: number) {
  return useQuery({
    queryKey: ['customers', customerId, 'ems', 'reactive', connectionId, year],
    enabled: connectionId !== null,
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/ems/reactive`, {
        query: { connectionId: connectionId ?? 0, year },
        schema: reactiveResponseSchema,
        signal,
      }).then((response) => response.data),
  });
}
