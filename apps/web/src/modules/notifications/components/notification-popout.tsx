import { Suspense, lazy, useCallback, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { actionNotificationsQueryOptions, useActionNotifications } from '../api/notifications.ts';
import { useCounter } from '../../../lib/counter.ts';
import { NOTIFICATION_TEXTS } from '../texts.ts';

// The panel and its lists (type texts of the notifications contract, dates, the signals) load when the
// bell first opens.
const NotificationPanel = lazy(async () => ({
  default: (await import('./notification-panel.tsx')).NotificationPanel,
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

  const close = useCallback(() => setOpen(false), []);

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
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} rootRef={rootRef} buttonRef={buttonRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
