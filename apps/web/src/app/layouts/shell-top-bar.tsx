import { Link } from 'react-router';
import type { CurrentUser, CustomerRef, Profile } from '@energiek/contracts/auth';
import { Logo } from '../../components/ui/logo.tsx';
import { ActionsCounter } from '../../modules/actions/components/actions-counter.tsx';
import { NotificationPopout } from '../../modules/notifications/components/notification-popout.tsx';
import { TopBarTimer } from '../../modules/timer/components/top-bar-timer.tsx';
import { APP_TEXTS } from '../texts.ts';
import { AccountMenu } from './account-menu.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { SHORTCUT_TARGET } from './shell-shortcuts.tsx';

type ShellTopBarProps = {
  user: CurrentUser;
  profile: Profile | undefined;
  customer: CustomerRef | null;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
};

/** The top bar of the signed-in app (spec §2): mega-menu, admin timer, notifications, account menu. */
export function ShellTopBar({ user, profile, customer, menuOpen, onMenuOpenChange }: ShellTopBarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-4 px-4 sm:px-6">
        <Link to="/v3" aria-label={APP_TEXTS.shell.home} className="rounded-md">
          <Logo />
        </Link>
        <MegaMenu open={menuOpen} onOpenChange={onMenuOpenChange} profile={profile} customer={customer} />
        {customer ? (
          <span className="hidden items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-700 md:inline-flex">
            <span className="text-slate-600">{APP_TEXTS.shell.customer}:</span>
            <span className="font-medium" data-testid="top-bar-customer">
              {customer.name}
            </span>
          </span>
        ) : null}
        <div className="ml-auto flex items-center gap-3">
          {user.type === 'admin' ? (
            <div data-shortcut={SHORTCUT_TARGET.timer}>
              <TopBarTimer key={user.id} userId={user.id} customer={customer} />
            </div>
          ) : null}
          <ActionsCounter />
          <div data-shortcut={SHORTCUT_TARGET.notifications}>
            <NotificationPopout />
          </div>
          <AccountMenu name={user.name} />
        </div>
      </div>
    </header>
  );
}
