import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { actionNotificationsQueryOptions, useActionNotifications } from '../api/notifications.ts';
import { useCounter } from '../../../lib/counter.ts';
import { NOTIFICATION_TEXTS } from '../texts.ts';

// The lists (type texts of the notifications contract, dates, the signals) load when the bell first opens.
const NotificationLists = lazy(async () => ({
  default: (await import('./notification-lists.tsx')).NotificationLists,
}));

/** The bell of the top bar with its popout of action notifications (spec §2, §4 Notification). */
export function NotificationPopout() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const list = useActionNotifications();
  // The counter's flag covers the signal notifications too (their list loads when the bell opens).
  const counter = useCounter();
  const queryClient = useQueryClient();
  const hasUnread = (list.data?.unread ?? 0) > 0 || counter.data?.notifications === true;

  const toggle = () => {
    // Opening reloads the list, and with it the indicator.
    // (The signal section loads its list afresh each time it mounts.)
    if (!open) void queryClient.invalidateQueries({ queryKey: actionNotificationsQueryOptions().queryKey });
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
            ) : (
              <Suspense
                fallback={
                  <div className="flex justify-center p-6">
                    <Spinner label={NOTIFICATION_TEXTS.loading} />
                  </div>
                }
              >
                <NotificationLists items={items} onClose={() => setOpen(false)} />
              </Suspense>
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}
