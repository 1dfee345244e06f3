import { useQuery } from '@tanstack/react-query';
import { counterResponseSchema } from '@energiek/contracts/actions';
import { apiRequest } from '../../../lib/api-client.ts';
import { COUNTER_QUERY_KEY } from '../../../lib/realtime.ts';

// GET counter for the top bar's inbox counter: the same query (key and fetch) as the actions counter,
// kept current by the realtime channel. Apart from the inbox API so the shell loads no inbox schemas.

export function useInboxCounter(enabled: boolean) {
  return useQuery({
    queryKey: COUNTER_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest('counter', { schema: counterResponseSchema, signal }).then((r) => r.data),
    enabled,
  });
}
