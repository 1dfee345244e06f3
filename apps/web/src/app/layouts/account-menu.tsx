import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import type { IconName } from '../../components/ui/icon.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { useStopViewAlong } from '../../modules/view-along/api/view-along.ts';
import { VIEW_ALONG_TEXTS } from '../../modules/view-along/texts.ts';
import { APP_TEXTS } from '../texts.ts';

type AccountMenuProps = { name: string };
type MenuItem = { to: string; label: string; icon: IconName };

const ITEMS: readonly MenuItem[] = [
  { to: '/v3/account', label: APP_TEXTS.shell.account, icon: 'user' },
  { to: '/v3/account/settings', label: APP_TEXTS.shell.settings, icon: 'settings' },
  { to: '/logout', label: APP_TEXTS.shell.logout, icon: 'logout' },
];

const ITEM_CLASSES =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The account menu of spec §2, as a WAI-ARIA menu button: Enter, Space or the arrow keys open it,
 * the arrow keys, Home and End move, Escape closes it and returns focus to the button.
 */
export function AccountMenu({ name }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  // During view-along the only way out is back to the admin's own account (spec §2, §4).
  const isSuper = useCurrentUser().data?.isSuper === true;
  const stopViewAlong = useStopViewAlong();
  const itemCount = isSuper ? 1 : ITEMS.length;

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(itemCount - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = itemCount - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${APP_TEXTS.shell.accountMenu}: ${name}`}
        data-testid="current-user"
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-3 rounded-full py-1 pr-3 pl-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span
          className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
          aria-hidden="true"
        >
          {initials(name)}
        </span>
        <span className="hidden text-sm font-medium text-slate-900 sm:block">{name}</span>
        <Icon name="chevron-down" className="size-4 text-slate-500" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={APP_TEXTS.shell.accountMenu}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {isSuper ? (
            <button
              type="button"
              ref={(node) => {
                itemRefs.current[0] = node;
              }}
              role="menuitem"
              tabIndex={0}
              disabled={stopViewAlong.isPending}
              onClick={() => stopViewAlong.mutate()}
              className={ITEM_CLASSES}
            >
              <Icon name="logout" className="size-4 text-slate-500" aria-hidden="true" />
              {VIEW_ALONG_TEXTS.backToOwn}
            </button>
          ) : (
            ITEMS.map((item, index) => (
              <Link
                key={item.to}
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                to={item.to}
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                onClick={() => close(false)}
                className={ITEM_CLASSES}
              >
                <Icon name={item.icon} className="size-4 text-slate-500" aria-hidden="true" />
                {item.label}
              </Link>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
