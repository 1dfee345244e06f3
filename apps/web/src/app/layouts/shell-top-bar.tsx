import { Link } from 'react-router';
import type { CurrentUser, CustomerRef } from '@energiek/contracts/auth';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { APP_TEXTS } from '../texts.ts';

type ShellTopBarProps = { user: CurrentUser; customer: CustomerRef | null };

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The top bar of the signed-in app. Counters, timer and the account menu join it later (spec §2). */
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
          <div className="flex items-center gap-3" data-testid="current-user">
            <span
              className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
              aria-hidden="true"
            >
              {initials(user.name)}
            </span>
            <span className="hidden text-sm sm:block">
              <span className="sr-only">{APP_TEXTS.shell.userMenu} </span>
              <span className="font-medium text-slate-900">{user.name}</span>
            </span>
          </div>
          <ButtonLink to="/logout" variant="border">
            {APP_TEXTS.shell.logout}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
