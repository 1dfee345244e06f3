import { useQuery } from '@tanstack/react-query';
import { actionListSchema } from '@energiek/contracts/actions';
import { inboxListResponseSchema } from '@energiek/contracts/inbox';
import { radarResponseSchema } from '@energiek/contracts/supply-agreements';
import { apiRequest } from '../../../lib/api-client.ts';

// The back-office home's "today's work" (issue 31), across customers, for the signed-in admin. Each list
// is asked only when the profile may read it, and silently: a refusal leaves its card out, never the page.

/** My open actions by deadline (GET actions, scope mine). */
export function useMyOpenActions(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'actions', 'mine'],
    queryFn: () =>
      apiRequest('actions', {
        query: { scope: 'mine', open: 1, sort: 'deadline', limit: 6 },
        schema: actionListSchema,
        silent: true,
      }),
    enabled,
  });
}

/** Open inbox messages, newest first (GET inbox). */
export function useOpenInbox(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'inbox', 'open'],
    queryFn: () =>
      apiRequest('inbox', {
        query: { status: 'open', limit: 6 },
        schema: inboxListResponseSchema,
        silent: true,
      }),
    enabled,
  });
}

/** Notice deadlines of the coming 90 days, passed ones included (GET supply-agreements/radar). */
export function useComingDeadlines(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'radar', 90],
    queryFn: () =>
      apiRequest('supply-agreements/radar', {
        query: { withinDays: 90 },
        schema: radarResponseSchema,
        silent: true,
      }),
    enabled,
  });
}
