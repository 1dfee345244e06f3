import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { can } from '@energiek/contracts/access';
import type { CurrentUser, CustomerRef, Profile } from '@energiek/contracts/auth';
import { Icon } from '../../components/ui/icon.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { ActionsCounter } from '../../modules/actions/components/actions-counter.tsx';
import { InboxCounter } from '../../modules/inbox/components/inbox-counter.tsx';
import { NotificationPopout } from '../../modules/notifications/components/notification-popout.tsx';
import { TopBarTimer } from '../../modules/timer/components/top-bar-timer.tsx';
import { APP_TEXTS } from '../texts.ts';
import { AccountMenu } from './account-menu.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { SHORTCUT_TARGET } from './shell-shortcuts.tsx';

// The invoice-audit counter loads beside the shell (the shell's first load has a gzip budget).
const AuditCounter = lazy(() =>
  import('../../modules/invoice-audit/components/audit-counter.tsx').then((m) => ({
    default: m.AuditCounter,
  })),
);

type ShellTopBarProps = {
  user: CurrentUser;
  profile: Profile | undefined;
  customer: CustomerRef | null;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  /** Opens the drawer overlay (below 1024 px, where the drawer is not beside the page). */
  onOpenDrawer: () => void;
};

const ROUND_BUTTON =
  'rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden';

/**
 * The top bar of the signed-in app (spec §2): mega-menu, admin timer, notifications, account menu.
 * Below 1024 px the timer, actions counter and bell fold into a 'Meer' panel and a button opens the
 * drawer, so the account menu (the way to log out) always fits.
 */
export function ShellTopBar(props: ShellTopBarProps) {
  const { user, profile, customer, menuOpen, onMenuOpenChange, onOpenDrawer } = props;
  const location = useLocation();
  // Like the mega-menu, the folded tools belong to the page they opened on.
  const [toolsOpenAt, setToolsOpenAt] = useState<string | null>(null);
  const toolsOpen = toolsOpenAt === location.key;
  const toolsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!toolsOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!toolsRef.current?.contains(event.target as Node)) setToolsOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [toolsOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-2 sm:gap-4 sm:px-6">
        <button
          type="button"
          onClick={onOpenDrawer}
          aria-controls="shell-drawer"
          title={APP_TEXTS.drawer.open}
          data-testid="drawer-open"
          className={ROUND_BUTTON}
        >
          <Icon name="menu" label={APP_TEXTS.drawer.open} />
        </button>
        <Link to="/v3" aria-label={APP_TEXTS.shell.home} className="shrink-0 rounded-md">
          <Logo showWordmark={false} className="sm:hidden" />
          <Logo className="max-sm:hidden" />
        </Link>
        <MegaMenu open={menuOpen} onOpenChange={onMenuOpenChange} profile={profile} customer={customer} />
        {customer ? (
          <span className="hidden min-w-0 items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-700 md:inline-flex">
            <span className="text-slate-600">{APP_TEXTS.shell.customer}:</span>
            <span className="truncate font-medium" data-testid="top-bar-customer">
              {customer.name}
            </span>
          </span>
        ) : null}
        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          <div ref={toolsRef} className="relative flex items-center">
            <button
              type="button"
              aria-expanded={toolsOpen}
              aria-controls="shell-tools"
              title={APP_TEXTS.drawer.more}
              data-testid="top-bar-more"
              onClick={() => setToolsOpenAt(toolsOpen ? null : location.key)}
              className={ROUND_BUTTON}
            >
              <Icon name="more" label={APP_TEXTS.drawer.more} />
            </button>
            <div
              id="shell-tools"
              className={`${toolsOpen ? 'flex' : 'max-lg:hidden'} items-center gap-3 max-lg:fixed max-lg:top-[4.25rem] max-lg:right-2 max-lg:z-50 max-lg:rounded-xl max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:p-3 max-lg:shadow-lg lg:flex`}
            >
              {user.type === 'admin' ? (
                <div data-shortcut={SHORTCUT_TARGET.timer}>
                  <TopBarTimer key={user.id} userId={user.id} customer={customer} />
                </div>
              ) : null}
              <InboxCounter />
              <Suspense fallback={null}>
                <AuditCounter />
              </Suspense>
              <ActionsCounter />
              <div data-shortcut={SHORTCUT_TARGET.notifications}>
                <NotificationPopout />
              </div>
              {can(profile, 'organisation-knowledgebase:read') ? (
                <Link
                  to="/v3/knowledgebase"
                  title={APP_TEXTS.shell.knowledgebase}
                  aria-label={APP_TEXTS.shell.knowledgebase}
                  data-testid="top-bar-knowledgebase"
                  className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  <Icon name="book" label={APP_TEXTS.shell.knowledgebase} />
                </Link>
              ) : null}
            </div>
          </div>
          <AccountMenu name={user.name} />
        </div>
      </div>
    </header>
  );
}
