import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignalNotificationItem } from '@energiek/contracts/signals';
import { apiRequestParsed } from '../../../lib/api-client.ts';

// GET signal-notifications and POST signal-notifications/{id}/mark-as-read|unread (docs/api.md "Signals"):
// the bell's notifications of new and reopened signals.

const LIST_LIMIT = 25;

export type SignalNotificationsView = { items: SignalNotificationItem[]; unread: number };

export const signalNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['signal-notifications'],
    queryFn: ({ signal }): Promise<SignalNotificationsView> =>
      apiRequestParsed(
        'signal-notifications',
        async () => (await import('@energiek/contracts/signals')).signalNotificationListSchema,
        { query: { page: 1, limit: LIST_LIMIT }, signal },
      ).then((response) => ({ items: response.data, unread: response.meta.unread })),
  });

/** Loaded with the shell (the bell's indicator); the realtime channel's signals.changed reloads it. */
export function useSignalNotifications() {
  return useQuery(signalNotificationsQueryOptions());
}
