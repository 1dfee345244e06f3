import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionNotificationItem } from '@energiek/contracts/notifications';
import { apiRequest, apiRequestParsed } from '../../../lib/api-client.ts';

const LIST_LIMIT = 25;

export type NotificationsView = { items: ActionNotificationItem[]; unread: number };

/** The shell asks for it first (the bell): the schema (and zod) loads beside the request. */
export function listActionNotifications(signal?: AbortSignal): Promise<NotificationsView> {
  return apiRequestParsed(
    'action-notifications',
    async () => (await import('@energiek/contracts/notifications')).actionNotificationListSchema,
    { query: { page: 1, limit: LIST_LIMIT }, signal },
  ).then((response) => ({ items: response.data, unread: response.meta.unread }));
}

export const actionNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['action-notifications'],
    queryFn: ({ signal }) => listActionNotifications(signal),
  });

/**
 * Loaded with the shell (the bell shows whether anything is unread), when the popout opens and after
 * every change. No polling: any API response restarts the idle timer (spec §4), so a poll would keep an
 * idle session alive; the realtime channel will push changes.
 */
export function useActionNotifications() {
  return useQuery(actionNotificationsQueryOptions());
}

/** POST action-notifications/{id}/mark-as-read or mark-as-unread; the list changes at once. */
export function useSetNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
      apiRequest(`action-notifications/${id}/${isRead ? 'mark-as-read' : 'mark-as-unread'}`, {
        method: 'POST',
      }),
    onMutate: ({ id, isRead }) => {
      queryClient.setQueryData(actionNotificationsQueryOptions().queryKey, (view) =>
        view
          ? {
              items: view.items.map((item) => (item.id === id ? { ...item, isRead } : item)),
              unread: view.unread + (isRead ? -1 : 1),
            }
          : view,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: actionNotificationsQueryOptions().queryKey }),
  });
}
