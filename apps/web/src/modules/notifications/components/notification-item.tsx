import type { ActionNotificationItem } from '@energiek/contracts/notifications';
import {
  ACTION_NOTIFICATION_TYPE_TEXT,
  type ActionNotificationType,
} from '@energiek/contracts/notifications';
import { formatDate } from '@energiek/contracts/format';
import { NOTIFICATION_TEXTS } from '../texts.ts';
import { BellItem } from './bell-item.tsx';

type NotificationItemProps = {
  item: ActionNotificationItem;
  onOpen: (item: ActionNotificationItem) => void;
  onMarkUnread: (item: ActionNotificationItem) => void;
};

function typeText(type: number): string {
  return ACTION_NOTIFICATION_TYPE_TEXT[type as ActionNotificationType] ?? '';
}

/** The edit screen of the action (a note for type 4), or null when the notification names no action. */
export function notificationPath(item: ActionNotificationItem): string | null {
  if (item.action.id === null) return null;
  const area = item.type === 4 ? 'notes' : 'actions';
  return `/v3/customers/${item.action.customerId}/${area}/${item.action.id}/edit`;
}

/** One notification. Opening an unread one marks it read and goes to its action; a read one links there. */
export function NotificationItem({ item, onOpen, onMarkUnread }: NotificationItemProps) {
  return (
    <BellItem
      testId="notification"
      isRead={item.isRead}
      to={notificationPath(item)}
      badge={{
        className: 'bg-teal-100 text-teal-900',
        title: NOTIFICATION_TEXTS.actionBy,
        text: item.actionBy.initials,
      }}
      heading={typeText(item.type)}
      createdAt={item.createdAt}
      onOpen={() => onOpen(item)}
      onMarkUnread={() => onMarkUnread(item)}
    >
      <span className="block truncate text-sm text-slate-800">{item.action.subject}</span>
      <span className="block text-xs text-slate-500">
        {item.action.deadline ? `${NOTIFICATION_TEXTS.deadline} ${formatDate(item.action.deadline)} · ` : ''}
        {item.action.statusName} · {item.customer.name}
      </span>
    </BellItem>
  );
}
