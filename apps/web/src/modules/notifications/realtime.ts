import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@energiek/contracts/realtime';
import type { RealtimeCacheHandler } from '../../lib/realtime.ts';
import { actionNotificationsQueryOptions } from './api/notifications.ts';
import { COUNTER_QUERY_KEY } from '../../lib/counter.ts';

// What the realtime channel changes in the bell's list (the app wires this into useRealtime).

function apply(queryClient: QueryClient, event: RealtimeEvent): void {
  // A new or reopened signal is stored for this user before the event. The counter's bell flag covers
  // action and signal notifications alike (the action count alone would hide unread signals); the
  // bell's signal list loads afresh whenever it opens.
  if (event.type === 'signals.changed' || event.type === 'notifications.changed')
    void queryClient.invalidateQueries({ queryKey: COUNTER_QUERY_KEY });
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
  resync: (queryClient) =>
    void queryClient.invalidateQueries({ queryKey: actionNotificationsQueryOptions().queryKey }),
};
