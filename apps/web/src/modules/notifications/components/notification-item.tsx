import type { ActionNotificationItem } from '@energiek/contracts/notifications';
import {
  ACTION_NOTIFICATION_TYPE_TEXT,
  type ActionNotificationType,
} from '@energiek/contracts/notifications';
import { formatDate } from '@energiek/contracts/format';
import { Link, useNavigate } from 'react-router';
import { relativeTime } from '../relative-time.ts';
import { NOTIFICATION_TEXTS } from '../texts.ts';

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
  const navigate = useNavigate();
  const to = notificationPath(item);
  const content = (
    <div className="flex gap-3">
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-100 text-xs font-semibold text-teal-900"
        title={NOTIFICATION_TEXTS.actionBy}
      >
        {item.actionBy.initials}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className={`text-sm ${item.isRead ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>
            {typeText(item.type)}
          </span>
          {item.isRead ? null : (
            <span
              className="size-2 rounded-full bg-red-600"
              aria-label={NOTIFICATION_TEXTS.unread}
              role="img"
            />
          )}
          <span className="ml-auto shrink-0 text-xs text-slate-500">{relativeTime(item.createdAt)}</span>
        </span>
        <span className="block truncate text-sm text-slate-800">{item.action.subject}</span>
        <span className="block text-xs text-slate-500">
          {item.action.deadline
            ? `${NOTIFICATION_TEXTS.deadline} ${formatDate(item.action.deadline)} · `
            : ''}
          {item.action.statusName} · {item.customer.name}
        </span>
      </span>
    </div>
  );

  return (
    <li className="border-b border-slate-100 last:border-b-0" data-testid="notification">
      {item.isRead ? (
        <div className="px-4 py-3">
          {to ? (
            <Link to={to} className="block rounded hover:bg-slate-50 focus:bg-slate-50 focus:outline-none">
              {content}
            </Link>
          ) : (
            content
          )}
          <div className="mt-1 pl-11">
            <button
              type="button"
              className="text-xs font-medium text-teal-800 underline-offset-2 hover:underline focus:underline focus:outline-none"
              onClick={() => onMarkUnread(item)}
            >
              {NOTIFICATION_TEXTS.markUnread}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="w-full bg-teal-50/60 px-4 py-3 text-left hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
          onClick={() => {
            onOpen(item);
            if (to) void navigate(to);
          }}
        >
          {content}
        </button>
      )}
    </li>
  );
}
