import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { UI_TEXTS } from './texts.ts';

type ModalProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'medium' | 'large';
  /** Leaves out the header; the title then only labels the dialog for assistive technology. */
  bare?: boolean;
  /** Called on Escape, backdrop click or the close button; omit for a dialog that cannot be dismissed. */
  onClose?: () => void;
  /** With onOk and no footer of its own, the dialog gets the standard footer 'Annuleren' / 'Ok'. */
  onOk?: () => void;
  okLabel?: string;
  cancelLabel?: string;
  okDisabled?: boolean;
  okLoading?: boolean;
  /** The Ok button confirms a destructive step (delete): it is red. */
  destructive?: boolean;
  /** Dialogs holding a form may refuse the backdrop click, so a stray click loses no input. */
  closeOnBackdrop?: boolean;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (spec §2, z-index 200): Escape and the backdrop close it; focus moves in, stays in,
 * and returns to where it was on close.
 */
export function Modal({
  open,
  title,
  children,
  footer,
  size = 'medium',
  bare = false,
  onClose,
  onOk,
  okLabel = UI_TEXTS.ok,
  cancelLabel = UI_TEXTS.cancel,
  okDisabled = false,
  okLoading = false,
  destructive = false,
  closeOnBackdrop = true,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    // Class, not style: the CSP forbids inline styles.
    const wasLocked = document.body.classList.contains('overflow-hidden');
    document.body.classList.add('overflow-hidden');
    return () => {
      if (!wasLocked) document.body.classList.remove('overflow-hidden');
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;

  const footerContent =
    footer ??
    (onOk ? (
      <>
        {onClose ? (
          <Button variant="border" onClick={onClose}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button
          variant={destructive ? 'danger' : 'primary'}
          onClick={onOk}
          disabled={okDisabled}
          loading={okLoading}
        >
          {okLabel}
        </Button>
      </>
    ) : null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-[200] flex items-center justify-center p-4" onKeyDown={onKeyDown}>
      <div
        className="absolute inset-0 bg-slate-950/50 backdrop-blur-[2px]"
        aria-hidden="true"
        data-testid="modal-backdrop"
        onClick={closeOnBackdrop ? onClose : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={bare ? undefined : titleId}
        aria-label={bare ? title : undefined}
        tabIndex={-1}
        className={`relative flex max-h-[90vh] w-full flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 focus:outline-none ${
          size === 'large' ? 'max-w-3xl' : 'max-w-lg'
        }`}
      >
        {bare ? null : (
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {onClose ? (
              <button
                type="button"
                onClick={onClose}
                className="-m-1.5 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
              >
                <span className="sr-only">{UI_TEXTS.close}</span>
                <Icon name="close" />
              </button>
            ) : null}
          </div>
        )}
        <div className="overflow-y-auto px-6 py-5">{children}</div>
        {footerContent ? (
          <div className="flex justify-end gap-3 border-t border-slate-200 bg-slate-50 px-6 py-4">
            {footerContent}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
