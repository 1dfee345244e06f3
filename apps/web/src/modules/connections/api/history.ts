import { useQuery } from '@tanstack/react-query';
import { connectionHistoryResponseSchema } from '@energiek/contracts/mutations';
import { apiRequest } from '../../../lib/api-client.ts';

// customers/{customerId}/connections/{connectionId}/history: the dated values of a connection (capacity,
// supplier, grid operator, …), written by connection edits and executed mutations.

export function useConnectionHistory(customerId: number, connectionId: number) {
  return useQuery({
    // Below ['customers', customerId]: a connection edit invalidates it.
    queryKey: ['customers', customerId, 'connections', connectionId, 'history'],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/connections/${connectionId}/history`, {
        schema: connectionHistoryResponseSchema,
        signal,
      }).then((r) => r.data),
  });
}
