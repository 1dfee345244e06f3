import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ActionNotificationItem } from '@energiek/contracts/notifications';
import { actionNotificationsQueryOptions } from './api/notifications.ts';
import { notificationsRealtime } from './realtime.ts';

// What realtime events do to the bell's cached list.

describe('notificationsRealtime', () => {
  const item = (id: number, isRead: boolean): ActionNotificationItem => ({
    id,
    type: 1,
    isRead,
    actionBy: { initials: 'AJ' },
    action: { id: null, customerId: 1, deadline: null, subject: `Actie ${id}`, statusName: 'Open' },
    customer: { id: 1, name: 'Klant' },
    createdAt: '2026-11-21T09:00:00.000Z',
  });

  it('sets the unread count and read state in the cache without fetching', () => {
    const queryClient = new QueryClient();
    const { queryKey } = actionNotificationsQueryOptions();
    queryClient.setQueryData(queryKey, { items: [item(1, false), item(2, false)], unread: 2 });

    notificationsRealtime.apply?.(queryClient, {
      type: 'notifications.changed',
      unread: 1,
      reason: 'read',
      ids: [2],
    });
    expect(queryClient.getQueryData(queryKey)).toEqual({ items: [item(1, false), item(2, true)], unread: 1 });
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);

    notificationsRealtime.apply?.(queryClient, {
      type: 'notifications.changed',
      unread: 2,
      reason: 'created',
      ids: [3],
    });
    expect(queryClient.getQueryData(queryKey)?.unread).toBe(2);
    // The list lacks the new one: stale, reloaded when the bell opens.
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKey)?.fetchStatus).toBe('idle');
  });
});
