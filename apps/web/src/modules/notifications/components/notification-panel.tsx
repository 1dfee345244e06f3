import { useEffect, type RefObject } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useActionNotifications } from '../api/notifications.ts';
import { NOTIFICATION_TEXTS } from '../texts.ts';
import { NotificationLists } from './notification-lists.tsx';

/**
 * The open bell's panel (a lazy chunk: loaded when the bell first opens, so the shell carries only the
 * button): the action notifications and the signals, closed by a click outside or Escape. Below lg the
 * bell sits in the tools flyout (fixed, right): the panel spans the screen over it instead of hanging
 * off its left edge.
 */
export function NotificationPanel({
  id,
  rootRef,
  buttonRef,
  onClose,
}: {
  id: string;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const list = useActionNotifications();

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [rootRef, buttonRef, onClose]);

  return (
    <section
      id={id}
      aria-label={NOTIFICATION_TEXTS.title}
      className="absolute right-0 z-50 mt-2 w-96 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl max-lg:fixed max-lg:top-[4.25rem] max-lg:right-2 max-lg:left-2 max-lg:mt-0 max-lg:w-auto"
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
          <NotificationLists items={list.data?.items ?? []} onClose={onClose} />
        )}
      </div>
    </section>
  );
}
