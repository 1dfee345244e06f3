import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignalNotificationItem } from '@energiek/contracts/signals';
import { apiRequest, apiRequestParsed } from '../../../lib/api-client.ts';

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

export function useSetSignalNotificationRead() {
  const queryClient = useQueryClient();
  const { queryKey } = signalNotificationsQueryOptions();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
      apiRequest(`signal-notifications/${id}/${isRead ? 'mark-as-read' : 'mark-as-unread'}`, {
        method: 'POST',
      }),
    onMutate: ({ id, isRead }) => {
      queryClient.setQueryData(queryKey, (view) =>
        view
          ? {
              items: view.items.map((item) => (item.id === id ? { ...item, isRead } : item)),
              unread: view.unread + (isRead ? -1 : 1),
            }
          : view,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
