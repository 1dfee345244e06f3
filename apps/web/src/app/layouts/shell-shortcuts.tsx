import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser, Profile } from '@energiek/contracts/auth';
import { ShortcutsDialog } from '../../components/ui/shortcuts-dialog.tsx';
import { useShortcuts } from '../../lib/use-shortcuts.ts';
import type { Shortcut } from '../../lib/use-shortcuts.ts';
import { MENU_ITEMS, mayOpen } from '../menu-items.ts';
import { SHELL_TEXTS } from './shell-texts.ts';

/** data-shortcut markers in the top bar around the widgets a shortcut presses. */
export const SHORTCUT_TARGET = { timer: 'timer', notifications: 'notifications' } as const;

const CUSTOMERS_ITEM = MENU_ITEMS.find((item) => item.path === '/v3/customers');

type ShellShortcutsProps = {
  user: CurrentUser;
  profile: Profile | undefined;
  drawerCollapsed: boolean;
  onExpandDrawer: () => void;
  onOpenMenu: () => void;
};

function press(selector: string): void {
  document.querySelector<HTMLElement>(selector)?.click();
}

/** True while a modal dialog is open: the shell's shortcuts then wait. */
function modalOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
}

/** The search input of the drawer's customer switcher. */
const CUSTOMER_SEARCH = '[data-testid="customer-switcher"] input';

/**
 * The shell's keyboard shortcuts (spec §2: read on key-up, ignored while typing). Only the shortcuts the
 * user can use are active, and the '?' overview lists exactly those.
 */
export function ShellShortcuts({
  user,
  profile,
  drawerCollapsed,
  onExpandDrawer,
  onOpenMenu,
}: ShellShortcutsProps) {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const isAdmin = user.type === 'admin';
  const texts = SHELL_TEXTS.shortcuts;

  const candidates: (Shortcut | false)[] = [
    CUSTOMERS_ITEM !== undefined &&
      mayOpen(profile, CUSTOMERS_ITEM) && {
        keys: 'g k',
        description: texts.customers,
        handler: () => void navigate(CUSTOMERS_ITEM.path),
      },
    (isAdmin || user.canSwitch) && {
      keys: '/',
      description: texts.search,
      handler: () => {
        if (drawerCollapsed) onExpandDrawer();
        // The switcher mounts with the expanded drawer, one frame later.
        requestAnimationFrame(() => document.querySelector<HTMLElement>(CUSTOMER_SEARCH)?.focus());
      },
    },
    {
      keys: 'n',
      description: texts.notifications,
      handler: () =>
        press(`[data-shortcut="${SHORTCUT_TARGET.notifications}"] button[aria-expanded="false"]`),
    },
    isAdmin && {
      keys: 't',
      description: texts.timer,
      // The first button of the timer is start, pause or resume.
      handler: () => press(`[data-shortcut="${SHORTCUT_TARGET.timer}"] button`),
    },
    { keys: 'm', description: texts.menu, handler: onOpenMenu },
    { keys: '?', description: texts.help, handler: () => setHelpOpen(true) },
  ];
  const active = candidates.filter((shortcut): shortcut is Shortcut => shortcut !== false);
  const guarded = active.map((shortcut) => ({
    ...shortcut,
    handler: (event: KeyboardEvent) => {
      if (!modalOpen()) shortcut.handler(event);
    },
  }));

  useShortcuts(guarded);

  return <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} shortcuts={active} />;
}
