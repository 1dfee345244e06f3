import { Link } from 'react-router';
import type { CurrentUser, CustomerRef } from '@energiek/contracts/auth';
import { Logo } from '../../components/ui/logo.tsx';
import { ActionsCounter } from '../../modules/actions/components/actions-counter.tsx';
import { NotificationPopout } from '../../modules/notifications/components/notification-popout.tsx';
import { TopBarTimer } from '../../modules/timer/components/top-bar-timer.tsx';
import { APP_TEXTS } from '../texts.ts';
import { AccountMenu } from './account-menu.tsx';

type ShellTopBarProps = { user: CurrentUser; customer: CustomerRef | null };

/** The top bar of the signed-in app (spec §2): admin timer, notifications, account menu. */
export function ShellTopBar({ user, customer }: ShellTopBarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-4 px-4 sm:px-6">
        <Link to="/v3" aria-label={APP_TEXTS.shell.home} className="rounded-md">
          <Logo />
        </Link>
        {customer ? (
          <span className="ml-2 hidden items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-700 md:inline-flex">
            <span className="text-slate-500">{APP_TEXTS.shell.customer}:</span>
            <span className="font-medium">{customer.name}</span>
          </span>
        ) : null}
        <div className="ml-auto flex items-center gap-3">
          {user.type === 'admin' ? <TopBarTimer key={user.id} userId={user.id} customer={customer} /> : null}
          <ActionsCounter />
          <NotificationPopout />
          <AccountMenu name={user.name} />
        </div>
      </div>
    </header>
  );
}
