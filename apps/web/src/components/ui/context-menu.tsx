import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { ContextMenuContext, useContextMenu } from './context-menu-context.ts';
import type { ContextMenuApi, ContextMenuItem, ContextMenuRequest } from './context-menu-context.ts';
import { Icon } from './icon.tsx';

/** Distance the menu keeps from the viewport edges. */
const EDGE = 8;

/**
 * The context menu overlay of the shell (spec §2): holds the one menu that is open, so opening another
 * closes the first. It closes on navigation, on a click outside, on Escape and when the window resizes.
 */
export function ContextMenuProvider({ children }: { children: ReactNode }) {
  // The location the menu opened on: a route change takes the menu away with the page it belonged to.
  const [current, setCurrent] = useState<{ request: ContextMenuRequest; seq: number; at: string } | null>(
    null,
  );
  const seq = useRef(0);
  const location = useLocation();

  const close = useCallback(() => setCurrent(null), []);
  const shown = current?.at === location.key ? current : null;
  const api = useMemo<ContextMenuApi>(
    () => ({
      open: (request) => {
        seq.current += 1;
        setCurrent({ request, seq: seq.current, at: location.key });
      },
      close,
      openOwnerId: shown?.request.ownerId ?? null,
    }),
    [close, shown, location.key],
  );

  return (
    <ContextMenuContext.Provider value={api}>
      {children}
      {shown ? <ContextMenuPanel key={shown.seq} request={shown.request} onClose={close} /> : null}
    </ContextMenuContext.Provider>
  );
}

type PanelProps = { request: ContextMenuRequest; onClose: () => void };

function ContextMenuPanel({ request, onClose }: PanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = request.items.flatMap((item, index) => (item.disabled ? [] : [index]));
  const [focusIndex, setFocusIndex] = useState(enabled[0] ?? -1);

  // Place it at the point, moved inward so it stays within the viewport. CSSOM writes, not a style
  // attribute, so the CSP (style-src 'self') allows them.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const { width, height } = panel.getBoundingClientRect();
    const maxLeft = window.innerWidth - width - EDGE;
    const left = Math.max(EDGE, Math.min(request.x, maxLeft));
    const fitsBelow = request.y + height <= window.innerHeight - EDGE;
    const top = fitsBelow ? request.y : Math.max(EDGE, request.y - height);
    panel.style.left = `${left}px`;
    panel.style.top = `${top}px`;
    panel.dataset.placed = 'true';
  }, [request.x, request.y]);

  useEffect(() => {
    if (focusIndex >= 0) itemRefs.current[focusIndex]?.focus();
    else panelRef.current?.focus();
  }, [focusIndex]);

  const dismiss = useCallback(
    (restoreFocus: boolean) => {
      onClose();
      if (restoreFocus) request.returnFocus?.focus();
    },
    [onClose, request.returnFocus],
  );

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target)) return;
      // The owner's own click toggles the menu; closing here would reopen it on that click.
      if (request.owner?.contains(target)) return;
      dismiss(false);
    };
    const onResize = () => dismiss(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
    };
  }, [dismiss, request.owner]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = enabled.indexOf(focusIndex);
    const last = enabled.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: position >= last ? 0 : position + 1,
      ArrowUp: position <= 0 ? last : position - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      const next = enabled[move];
      if (next !== undefined) setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      dismiss(true);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      dismiss(true);
    }
  };

  const choose = (item: ContextMenuItem) => {
    dismiss(true);
    item.onSelect();
  };

  return createPortal(
    <div
      ref={panelRef}
      role="menu"
      aria-label={request.label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
      data-testid="context-menu"
      className="fixed top-0 left-0 z-[180] min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-xl focus:outline-none"
    >
      {request.items.map((item, index) => (
        <button
          key={item.label}
          ref={(node) => {
            itemRefs.current[index] = node;
          }}
          type="button"
          role="menuitem"
          tabIndex={index === focusIndex ? 0 : -1}
          disabled={item.disabled}
          onClick={() => choose(item)}
          onMouseEnter={() => {
            if (!item.disabled) setFocusIndex(index);
          }}
          className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm focus:outline-none disabled:cursor-not-allowed disabled:opacity-50 ${
            item.danger
              ? 'text-red-700 hover:bg-red-50 focus:bg-red-50'
              : 'text-slate-700 hover:bg-slate-100 focus:bg-slate-100'
          }`}
        >
          {item.icon ? (
            <Icon
              name={item.icon}
              className={`size-4 ${item.danger ? 'text-red-600' : 'text-slate-500'}`}
              aria-hidden="true"
            />
          ) : null}
          {item.label}
        </button>
      ))}
    </div>,
    document.body,
  );
}

type ContextMenuButtonProps = {
  items: readonly ContextMenuItem[];
  /** Accessible name of the button and the menu, e.g. 'Acties voor Jan Jansen'. */
  label: string;
  /**
   * A CSS selector of an ancestor (e.g. 'tr') where a right-click opens the same menu at the pointer,
   * so a table row needs no handler of its own.
   */
  contextTarget?: string;
  className?: string;
};

/** The '⋯' button that opens a context menu below itself; optionally its row opens it on right-click. */
export function ContextMenuButton({ items, label, contextTarget, className = '' }: ContextMenuButtonProps) {
  const menu = useContextMenu();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const expanded = menu.openOwnerId === menuId;
  const latest = useRef({ items, label, open: menu.open });
  useEffect(() => {
    latest.current = { items, label, open: menu.open };
  });

  useEffect(() => {
    const button = buttonRef.current;
    const area = contextTarget ? button?.closest<HTMLElement>(contextTarget) : null;
    if (!button || !area) return;
    const onContextMenu = (event: MouseEvent) => {
      event.preventDefault();
      const { items: current, label: currentLabel, open } = latest.current;
      open({
        items: current,
        label: currentLabel,
        x: event.clientX,
        y: event.clientY,
        returnFocus: button,
        owner: button,
        ownerId: menuId,
      });
    };
    area.addEventListener('contextmenu', onContextMenu);
    return () => area.removeEventListener('contextmenu', onContextMenu);
  }, [contextTarget, menuId]);

  const onClick = (event: ReactMouseEvent<HTMLButtonElement>) => {
    if (expanded) {
      menu.close();
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    menu.open({
      items,
      label,
      x: rect.left,
      y: rect.bottom + 4,
      returnFocus: event.currentTarget,
      owner: event.currentTarget,
      ownerId: menuId,
    });
  };

  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={expanded}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      <Icon name="more" className="size-5" aria-hidden="true" />
    </button>
  );
}

type ContextMenuAreaProps = {
  items: readonly ContextMenuItem[];
  label: string;
  children: ReactNode;
  className?: string;
};

/** A region whose right-click opens a context menu at the pointer (the keyboard way is a ContextMenuButton). */
export function ContextMenuArea({ items, label, children, className }: ContextMenuAreaProps) {
  const menu = useContextMenu();
  return (
    <div
      className={className}
      onContextMenu={(event) => {
        event.preventDefault();
        menu.open({
          items,
          label,
          x: event.clientX,
          y: event.clientY,
          returnFocus: document.activeElement instanceof HTMLElement ? document.activeElement : null,
        });
      }}
    >
      {children}
    </div>
  );
}
