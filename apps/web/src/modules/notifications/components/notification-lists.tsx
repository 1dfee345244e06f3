import type { ActionNotificationItem } from '@energiek/contracts/notifications';
import { useSetNotificationRead } from '../api/notifications.ts';
import { NOTIFICATION_TEXTS } from '../texts.ts';
import { NotificationItem } from './notification-item.tsx';
import { SignalNotificationsSection } from './signal-notifications-section.tsx';

/**
 * The open bell's lists (loaded when the bell first opens): the action notifications, then the Signalen
 * section of new and reopened signals.
 */
export function NotificationLists({
  items,
  onClose,
}: {
  items: readonly ActionNotificationItem[];
  onClose: () => void;
}) {
  const setRead = useSetNotificationRead();
  return (
    <>
      {items.length === 0 ? (
        <p className="p-6 text-center text-sm text-slate-500">{NOTIFICATION_TEXTS.empty}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              onOpen={(n) => setRead.mutate({ id: n.id, isRead: true })}
              onMarkUnread={(n) => setRead.mutate({ id: n.id, isRead: false })}
            />
          ))}
        </ul>
      )}
      <SignalNotificationsSection onOpened={onClose} />
    </>
  );
}
