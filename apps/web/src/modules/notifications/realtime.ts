import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@energiek/contracts/realtime';
import type { RealtimeCacheHandler } from '../../lib/realtime.ts';
import { actionNotificationsQueryOptions } from './api/notifications.ts';
import { signalNotificationsQueryOptions } from './api/signal-notifications.ts';

// What the realtime channel changes in the bell's list (the app wires this into useRealtime).

function apply(queryClient: QueryClient, event: RealtimeEvent): void {
  // A new or reopened signal was stored for this user before the event: the bell reloads its signals.
  if (event.type === 'signals.changed') {
    void queryClient.invalidateQueries({ queryKey: signalNotificationsQueryOptions().queryKey });
    return;
  }
  if (event.type !== 'notifications.changed') return;
  const { queryKey } = actionNotificationsQueryOptions();
  queryClient.setQueryData(queryKey, (view) => {
    if (!view) return view;
    const items =
      event.reason === 'created'
        ? view.items
        : view.items.map((item) =>
            event.ids.includes(item.id) ? { ...item, isRead: event.reason === 'read' } : item,
          );
    return { items, unread: event.unread };
  });
  // New notifications are not in the list yet: it reloads when the bell is opened.
  if (event.reason === 'created') void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}

export const notificationsRealtime: RealtimeCacheHandler = {
  apply,
  // Missed events while away: the bell's indicator is fetched again.
  resync: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: actionNotificationsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: signalNotificationsQueryOptions().queryKey });
  },
};
