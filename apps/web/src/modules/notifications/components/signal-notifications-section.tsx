import { useSetSignalNotificationRead } from '../api/set-signal-notification-read.ts';
import { useSignalNotifications } from '../api/signal-notifications.ts';
import { SIGNAL_TEXTS } from '../signal-texts.ts';
import { SignalNotificationItem } from './signal-notification-item.tsx';

/** The bell's Signalen section: loaded when the bell opens; nothing when the user has none. */
export function SignalNotificationsSection({ onOpened }: { onOpened: () => void }) {
  const list = useSignalNotifications();
  const setRead = useSetSignalNotificationRead();
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label={SIGNAL_TEXTS.title}>
      <h3 className="border-y border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase">
        {SIGNAL_TEXTS.title}
      </h3>
      <ul>
        {items.map((item) => (
          <SignalNotificationItem
            key={item.id}
            item={item}
            onOpen={(n) => {
              setRead.mutate({ id: n.id, isRead: true });
              onOpened();
            }}
            onMarkUnread={(n) => setRead.mutate({ id: n.id, isRead: false })}
          />
        ))}
      </ul>
    </section>
  );
}
