import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { SUCCESS_TOAST_MS } from '@energiek/contracts/constants';
import { Icon } from './icon.tsx';
import { ToastContext } from './toast-context.ts';
import type { Toast, ToastApi, ToastTone } from './toast-context.ts';
import { UI_TEXTS } from './texts.ts';

/**
 * Holds the toasts and renders the overlay (above dialogs, which sit at z-index 200). Success toasts
 * close after SUCCESS_TOAST_MS; error toasts stay until clicked or Escape, so nobody misses them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (tone: ToastTone, text: string | undefined) => {
      const id = nextId.current++;
      const toast: Toast =
        tone === 'success'
          ? { id, tone, title: UI_TEXTS.toast.successTitle, text: text || UI_TEXTS.toast.successText }
          : { id, tone, title: UI_TEXTS.toast.errorTitle, text: text || UI_TEXTS.toast.errorText };
      setToasts((current) => [...current, toast]);
      if (tone === 'success')
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), SUCCESS_TOAST_MS),
        );
      return id;
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(
    () => ({ success: (text) => show('success', text), error: (text) => show('error', text), dismiss }),
    [show, dismiss],
  );

  // Escape closes the newest error toast.
  const newestError = toasts.findLast((toast) => toast.tone === 'error');
  useEffect(() => {
    if (!newestError) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss(newestError.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [newestError, dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={UI_TEXTS.toast.region}
        className="pointer-events-none fixed top-20 right-4 left-4 z-[250] flex max-w-sm flex-col gap-3 sm:left-auto sm:w-full"
      >
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const success = toast.tone === 'success';
  return (
    <div
      role={success ? 'status' : 'alert'}
      onClick={onClose}
      className={`pointer-events-auto flex cursor-pointer gap-3 rounded-xl border bg-white px-4 py-3 shadow-lg ${
        success ? 'border-brand-200' : 'border-red-200'
      }`}
    >
      <span
        className={`flex size-7 shrink-0 items-center justify-center rounded-full ${
          success ? 'bg-brand-100 text-brand-700' : 'bg-red-100 text-red-700'
        }`}
      >
        <Icon name={success ? 'check' : 'alert'} className="size-4" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-slate-900">{toast.title}</p>
        <p className="mt-0.5 text-slate-600">{toast.text}</p>
      </div>
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          onClose();
        }}
        className="-m-1 self-start rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
      >
        <span className="sr-only">{UI_TEXTS.close}</span>
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
