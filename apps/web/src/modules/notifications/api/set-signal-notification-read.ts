import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { COUNTER_QUERY_KEY } from '../../../lib/counter.ts';
import { signalNotificationsQueryOptions } from './signal-notifications.ts';

// POST signal-notifications/{id}/mark-as-read|mark-as-unread; loaded with the bell's open list only.

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
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey });
      // The bell's indicator comes from the counter.
      await queryClient.invalidateQueries({ queryKey: COUNTER_QUERY_KEY });
    },
  });
}
