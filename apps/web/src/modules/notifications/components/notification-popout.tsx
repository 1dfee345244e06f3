import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useQueryClient } from '@tanstack/react-query';
import {
  actionNotificationsQueryOptions,
  useActionNotifications,
  useSetNotificationRead,
} from '../api/notifications.ts';
import {
  signalNotificationsQueryOptions,
  useSetSignalNotificationRead,
  useSignalNotifications,
} from '../api/signal-notifications.ts';
import { NOTIFICATION_TEXTS } from '../texts.ts';

// The list's items (type texts of the notifications contract, dates) load when the bell first opens.
const NotificationItem = lazy(async () => ({
  default: (await import('./notification-item.tsx')).NotificationItem,
}));
const SignalNotificationItem = lazy(async () => ({
  default: (await import('./signal-notification-item.tsx')).SignalNotificationItem,
}));

/** The bell of the top bar with its popout of action notifications (spec §2, §4 Notification). */
export function NotificationPopout() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const list = useActionNotifications();
  const setRead = useSetNotificationRead();
  const signalList = useSignalNotifications();
  const setSignalRead = useSetSignalNotificationRead();
  const queryClient = useQueryClient();
  const hasUnread = (list.data?.unread ?? 0) > 0 || (signalList.data?.unread ?? 0) > 0;

  const toggle = () => {
    // Opening reloads the list, and with it the indicator.
    if (!open) {
      void queryClient.invalidateQueries({ queryKey: actionNotificationsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: signalNotificationsQueryOptions().queryKey });
    }
    setOpen(!open);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const items = list.data?.items ?? [];
  const signalItems = signalList.data?.items ?? [];
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="relative flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
        aria-label={hasUnread ? NOTIFICATION_TEXTS.buttonUnread : NOTIFICATION_TEXTS.button}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <Icon name="bell" />
        {hasUnread ? (
          <span
            className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white"
            data-testid="notification-indicator"
          />
        ) : null}
      </button>
      {open ? (
        <section
          id={panelId}
          aria-label={NOTIFICATION_TEXTS.title}
          className="absolute right-0 z-50 mt-2 w-96 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">
            {NOTIFICATION_TEXTS.title}
          </h2>
          <div className="max-h-[500px] overflow-y-auto">
            {list.isPending ? (
              <div className="flex justify-center p-6">
                <Spinner label={NOTIFICATION_TEXTS.loading} />
              </div>
            ) : list.isError ? (
              <p className="p-4 text-sm text-red-700">{NOTIFICATION_TEXTS.failed}</p>
            ) : items.length === 0 ? (
              <p className="p-6 text-center text-sm text-slate-500">{NOTIFICATION_TEXTS.empty}</p>
            ) : (
              <Suspense
                fallback={
                  <div className="flex justify-center p-6">
                    <Spinner label={NOTIFICATION_TEXTS.loading} />
                  </div>
                }
              >
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
              </Suspense>
            )}
            {signalItems.length > 0 ? (
              <section aria-label={NOTIFICATION_TEXTS.signalsTitle}>
                <h3 className="border-y border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                  {NOTIFICATION_TEXTS.signalsTitle}
                </h3>
                <Suspense
                  fallback={
                    <div className="flex justify-center p-6">
                      <Spinner label={NOTIFICATION_TEXTS.loading} />
                    </div>
                  }
                >
                  <ul>
                    {signalItems.map((item) => (
                      <SignalNotificationItem
                        key={item.id}
                        item={item}
                        onOpen={(n) => {
                          setSignalRead.mutate({ id: n.id, isRead: true });
                          setOpen(false);
                        }}
                        onMarkUnread={(n) => setSignalRead.mutate({ id: n.id, isRead: false })}
                      />
                    ))}
                  </ul>
                </Suspense>
              </section>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
