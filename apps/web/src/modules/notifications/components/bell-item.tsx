import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { relativeTime } from '../relative-time.ts';
import { NOTIFICATION_TEXTS } from '../texts.ts';

/**
 * One row of the bell (actions and signals alike): a badge, what happened, when, and two lines about it.
 * Opening an unread one marks it read and goes to `to`; a read one links there and can be marked unread.
 */
export function BellItem({
  testId,
  isRead,
  to,
  badge,
  heading,
  createdAt,
  children,
  onOpen,
  onMarkUnread,
}: {
  testId: string;
  isRead: boolean;
  /** Where the notification leads; null: nowhere (it is only shown). */
  to: string | null;
  badge: { className: string; title: string; text: string };
  heading: string;
  createdAt: string;
  /** The lines under the heading. */
  children: ReactNode;
  onOpen: () => void;
  onMarkUnread: () => void;
}) {
  const navigate = useNavigate();
  const content = (
    <div className="flex gap-3">
      <span
        className={`flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${badge.className}`}
        title={badge.title}
      >
        {badge.text}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className={`text-sm ${isRead ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>
            {heading}
          </span>
          {isRead ? null : (
            <span
              className="size-2 rounded-full bg-red-600"
              aria-label={NOTIFICATION_TEXTS.unread}
              role="img"
            />
          )}
          <span className="ml-auto shrink-0 text-xs text-slate-500">{relativeTime(createdAt)}</span>
        </span>
        {children}
      </span>
    </div>
  );

  return (
    <li className="border-b border-slate-100 last:border-b-0" data-testid={testId}>
      {isRead ? (
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
              onClick={onMarkUnread}
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
            onOpen();
            if (to) void navigate(to);
          }}
        >
          {content}
        </button>
      )}
    </li>
  );
}
