import type { ActionNotificationItem } from '@energiek/contracts/action-notifications';
import {
  ACTION_NOTIFICATION_TYPE_TEXT,
  type ActionNotificationType,
} from '@energiek/contracts/action-notifications';
import { formatDate } from '@energiek/contracts/format';
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

/**
 * One notification. Opening an unread one marks it read; the action pages arrive with the actions
 * area, so there is no link to follow yet.
 */
export function NotificationItem({ item, onOpen, onMarkUnread }: NotificationItemProps) {
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
          {content}
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
          onClick={() => onOpen(item)}
        >
          {content}
        </button>
      )}
    </li>
  );
}
