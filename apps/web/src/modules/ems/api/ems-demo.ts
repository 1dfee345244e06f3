import { useQuery } from '@tanstack/react-query';
import { demoDataResponseSchema, type DemoDataState } from '@energiek/contracts/ems-demo';
import { apiRequest } from '../../../lib/api-client.ts';

// GET ems/demo-data. The job was enqueued by the server, not by the viewer, so jobs/{id} (requester or
// full admin only) and its realtime pushes do not reach customer staff: the notice polls this instead,
// every 3 s while the job is waiting or running, and stops once it is done, failed or off.

export const emsDemoDataKey = ['ems', 'demo-data'] as const;

const POLL_MS = 3000;

export function useEmsDemoData() {
  return useQuery({
    queryKey: emsDemoDataKey,
    queryFn: ({ signal }) =>
      apiRequest('ems/demo-data', { schema: demoDataResponseSchema, signal }).then((r) => r.data),
    refetchInterval: (query) => (isBusy(query.state.data) ? POLL_MS : false),
  });
}

export function isBusy(state: DemoDataState | undefined): boolean {
  return state?.status === 'queued' || state?.status === 'running';
}
