import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { CustomerRef, Profile } from '@energiek/contracts/auth';
import { Icon } from '../../components/ui/icon.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { menuItemHref, menuItemsFor } from '../menu-items.ts';
import type { MenuItem, MenuTab } from '../menu-items.ts';
import { useOpenMenuItem } from './open-menu-item.ts';
import { SHELL_TEXTS } from './shell-texts.ts';

type MegaMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: Profile | undefined;
  customer: CustomerRef | null;
};

/**
 * The mega-menu of spec §2: a 'Menu' button in the top bar and a panel with the tabs Beheer and Klant,
 * listing every area the user may open (menu-items.ts). Keyboard: the arrows move between tabs and links,
 * Escape closes and returns the focus to the button. A click outside or a choice closes it.
 */
export function MegaMenu({ open, onOpenChange, profile, customer }: MegaMenuProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const beheer = menuItemsFor(profile, 'beheer');
  const klant = menuItemsFor(profile, 'klant');
  // Customer staff work for their own customer only: no Beheer tab at all.
  const showBeheer = beheer.length > 0;
  const showKlant = klant.length > 0;
  const preferred: MenuTab = customer && showKlant ? 'klant' : 'beheer';
  const [chosenTab, setChosenTab] = useState<MenuTab | null>(null);
  const tab = chosenTab === 'klant' && !customer ? preferred : (chosenTab ?? preferred);

  const close = (restoreFocus: boolean) => {
    onOpenChange(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // Focus the active tab, so the arrows work right away.
    rootRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(
      rootRef.current?.querySelectorAll<HTMLElement>('[role="tabpanel"] a[href]') ?? [],
    );
    if (links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLElement);
    const last = links.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? index === -1 || index === last
          ? 0
          : index + 1
        : index <= 0
          ? last
          : index - 1;
    links[next]?.focus();
  };

  const tabs = [
    { id: 'beheer', label: SHELL_TEXTS.menu.beheer, hidden: !showBeheer },
    { id: 'klant', label: SHELL_TEXTS.menu.klant, hidden: !showKlant, disabled: !customer },
  ];
  const items = tab === 'klant' ? klant : beheer;

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing past the last link leaves the menu: close it (a click outside is handled above).
        const next = event.relatedTarget;
        if (open && next instanceof Node && !rootRef.current?.contains(next)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close(true);
        }}
        data-testid="mega-menu-button"
        className={`inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
          open ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
        }`}
      >
        <Icon name="grid" className="size-4" aria-hidden="true" />
        {SHELL_TEXTS.menu.button}
        <Icon
          name={open ? 'chevron-up' : 'chevron-down'}
          className="size-4 text-slate-500"
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label={SHELL_TEXTS.menu.label}
          onKeyDown={onPanelKeyDown}
          data-testid="mega-menu"
          className="absolute top-full left-0 z-50 mt-2 flex max-h-[500px] w-[40rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl max-sm:fixed max-sm:inset-x-2 max-sm:top-16 max-sm:max-h-[calc(100dvh-5rem)] max-sm:w-auto max-sm:max-w-none"
        >
          <Tabs
            tabs={tabs}
            activeId={tab}
            onChange={(id) => setChosenTab(id === 'klant' ? 'klant' : 'beheer')}
            label={SHELL_TEXTS.menu.tabs}
            className="flex min-h-0 flex-1 flex-col [&>[role=tablist]]:px-4 [&>[role=tabpanel]]:min-h-0 [&>[role=tabpanel]]:flex-1 [&>[role=tabpanel]]:overflow-y-auto"
          >
            <MenuPanel items={items} tab={tab} customer={customer} onChosen={() => close(false)} />
          </Tabs>
          {showKlant && !customer ? (
            <p
              className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
              data-testid="mega-menu-hint"
            >
              {SHELL_TEXTS.menu.noCustomer}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

type MenuPanelProps = {
  items: readonly MenuItem[];
  tab: MenuTab;
  customer: CustomerRef | null;
  onChosen: () => void;
};

function MenuPanel({ items, tab, customer, onChosen }: MenuPanelProps) {
  const openItem = useOpenMenuItem();
  const customerId = customer?.id ?? null;
  const headingId = useId();
  if (items.length === 0) return <p className="p-4 text-sm text-slate-600">{SHELL_TEXTS.menu.empty}</p>;
  return (
    <nav aria-labelledby={headingId} className="p-4">
      <h2 id={headingId} className="mb-2 px-2 text-xs font-semibold text-slate-500 uppercase">
        {tab === 'klant' && customer ? SHELL_TEXTS.menu.customer(customer.name) : SHELL_TEXTS.menu.beheer}
      </h2>
      <ul className="grid gap-1 sm:grid-cols-2">
        {items.map((item) => {
          const href = menuItemHref(item, customerId);
          if (href === null) return null;
          return (
            <li key={item.label}>
              <a
                href={href}
                onClick={(event) => {
                  // Opening in a new tab (modifier or middle click) is the browser's business.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                    return;
                  event.preventDefault();
                  onChosen();
                  void openItem(item, customerId);
                }}
                className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus:bg-slate-100 focus:outline-2 focus:outline-brand-600"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={item.icon} className="size-4" aria-hidden="true" />
                </span>
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
