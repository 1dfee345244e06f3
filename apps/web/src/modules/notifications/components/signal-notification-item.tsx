import type { SignalNotificationItem as Item } from '@energiek/contracts/signals';
import { Link, useNavigate } from 'react-router';
import { relativeTime } from '../relative-time.ts';
import { NOTIFICATION_TEXTS, SIGNAL_TEXTS } from '../signal-texts.ts';

/** The customer's signals page of the signal's module, with the signal opened. */
export function signalNotificationPath(item: Item): string {
  const { customerId, module, status, id } = item.signal;
  return `/v3/customers/${customerId}/signals/${module}/${status}?signal=${id}`;
}

const SEVERITY_CLASSES: Record<number, string> = {
  1: 'bg-slate-100 text-slate-700',
  2: 'bg-amber-100 text-amber-900',
  3: 'bg-red-100 text-red-800',
};

/** One signal notification: opening an unread one marks it read and opens the signal. */
export function SignalNotificationItem({
  item,
  onOpen,
  onMarkUnread,
}: {
  item: Item;
  onOpen: (item: Item) => void;
  onMarkUnread: (item: Item) => void;
}) {
  const navigate = useNavigate();
  const to = signalNotificationPath(item);
  const content = (
    <div className="flex gap-3">
      <span
        className={`flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${SEVERITY_CLASSES[item.signal.severity] ?? SEVERITY_CLASSES[1]}`}
        title={SIGNAL_TEXTS.severity}
      >
        !
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className={`text-sm ${item.isRead ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>
            {SIGNAL_TEXTS.reason[item.reason]}
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
        <span className="block text-sm break-words text-slate-800">{item.signal.title}</span>
        <span className="block text-xs text-slate-500">{item.customer.name}</span>
      </span>
    </div>
  );
  return (
    <li className="border-b border-slate-100 last:border-b-0" data-testid="signal-notification">
      {item.isRead ? (
        <div className="px-4 py-3">
          <Link to={to} className="block rounded hover:bg-slate-50 focus:bg-slate-50 focus:outline-none">
            {content}
          </Link>
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
            void navigate(to);
          }}
        >
          {content}
        </button>
      )}
    </li>
  );
}
