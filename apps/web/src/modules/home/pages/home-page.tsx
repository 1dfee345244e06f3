import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useCurrentUser, useProfile, useSelectedCustomer } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { HOME_TEXTS } from '../texts.ts';
import { AccountSummary } from '../components/account-summary.tsx';

// The energy tile loads only for profiles that may see it: the shell's first load stays small.
const EnergyTile = lazy(async () => ({
  default: (await import('../../../components/energy-tile.tsx')).EnergyTile,
}));
// Today's work (admins) and the portal cards (customer staff) load on their own: their contracts stay out
// of the shell's first load.
const BackofficeToday = lazy(async () => ({
  default: (await import('../components/backoffice-today.tsx')).BackofficeToday,
}));
const PortalHome = lazy(async () => ({
  default: (await import('../components/portal-home.tsx')).PortalHome,
}));
const EMS = { allOf: ['organisation-report-ems:read', 'mod:ems'] } as const;

/** /v3: the start page of the signed-in app. */
export function HomePage() {
  usePageTitle(HOME_TEXTS.pageTitle);
  const user = useCurrentUser();
  const customer = useSelectedCustomer();
  const profile = useProfile().data?.profile;
  const showEnergy = usePermission(EMS);
  const isAdmin = user.data?.type === 'admin';
  const isStaff = user.data?.type === 'customer';
  const intro = isStaff
    ? HOME_TEXTS.portalIntro
    : customer
      ? HOME_TEXTS.intro
      : HOME_TEXTS.chooseCustomerAdmin;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <section className="relative overflow-hidden rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 px-5 py-8 sm:px-6 sm:py-10 text-white shadow-sm sm:px-10">
        <div
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/30 blur-3xl"
          aria-hidden="true"
        />
        <h1 className="relative text-3xl font-bold tracking-tight sm:text-4xl">
          {HOME_TEXTS.greeting(user.data?.firstName ?? '')}
        </h1>
        {customer ? (
          <p className="relative mt-3 text-lg text-brand-100">
            {isStaff ? HOME_TEXTS.workingForStaff : HOME_TEXTS.workingFor}{' '}
            <strong className="font-semibold text-white" data-testid="selected-customer">
              {customer.name}
            </strong>
          </p>
        ) : (
          <p className="relative mt-3 text-lg text-brand-100">
            {isAdmin ? HOME_TEXTS.noCustomerAdmin : HOME_TEXTS.noCustomer}
          </p>
        )}
        <p className="relative mt-6 max-w-2xl text-brand-50/90">
          {customer || isAdmin ? intro : HOME_TEXTS.chooseCustomer}
        </p>
      </section>

      {isAdmin ? (
        <Suspense fallback={null}>
          <BackofficeToday />
        </Suspense>
      ) : null}

      {/* Customer staff see their energy with cost and budget in the portal cards below. */}
      {customer && showEnergy && !isStaff ? (
        <div className="mt-6">
          <Suspense fallback={null}>
            <EnergyTile customerId={customer.id} />
          </Suspense>
        </div>
      ) : null}

      {isStaff && customer ? (
        <Suspense fallback={null}>
          <PortalHome customerId={customer.id} />
        </Suspense>
      ) : null}

      {user.data ? <AccountSummary user={user.data} profile={profile} /> : null}

      <p className="mt-8 text-sm">
        <Link to="/collectief" className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {HOME_TEXTS.collective} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </div>
  );
}
