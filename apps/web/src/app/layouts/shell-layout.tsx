import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { MenuItemsContext } from '../../lib/area.ts';
import { useCurrentUser, useProfile, useSelectedCustomer } from '../../lib/auth.ts';
import { jobsRealtime } from '../../lib/jobs-realtime.ts';
import { useRealtime } from '../../lib/use-realtime.ts';
import { enrolPath } from '../../modules/auth/schemas.ts';
import { ErrorDialog } from '../../modules/errors/components/error-dialog.tsx';
import { notificationsRealtime } from '../../modules/notifications/realtime.ts';
import { IdleDialog } from '../../modules/session/components/idle-dialog.tsx';
import { MENU_ITEMS } from '../menu-items.ts';
import { APP_TEXTS } from '../texts.ts';
import { LeaveGuard } from './leave-guard.tsx';
import { ShellDrawer } from './shell-drawer.tsx';
import { ShellShortcuts } from './shell-shortcuts.tsx';
import { ShellTopBar } from './shell-top-bar.tsx';
import { useDrawerCollapsed } from './use-drawer-collapsed.ts';
import { useIsDesktop } from './use-is-desktop.ts';

// Rarely shown, so not part of the first load: the terms (once per user) and the view-along frame.
/** What each module does with the realtime channel's events (lib/realtime knows no module). */
const REALTIME_HANDLERS = [notificationsRealtime, jobsRealtime];

const TermsDialog = lazy(async () => ({
  default: (await import('../../modules/auth/components/terms-dialog.tsx')).TermsDialog,
}));
const ViewAlongFrame = lazy(async () => ({
  default: (await import('../../modules/view-along/components/view-along-frame.tsx')).ViewAlongFrame,
}));

/** The signed-in shell under /v3. Every /v3 path renders inside it. */
export function ShellLayout() {
  const user = useCurrentUser();
  const profile = useProfile().data?.profile;
  const customer = useSelectedCustomer();
  const navigate = useNavigate();
  const location = useLocation();
  // The mega-menu belongs to the page it opened on: any navigation (a choice, Back) closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const setMenuOpen = useCallback(
    (open: boolean) => setMenuOpenAt(open ? location.key : null),
    [location.key],
  );
  const [drawerCollapsed, toggleDrawer] = useDrawerCollapsed();
  // Below 1024 px the drawer is an overlay; like the mega-menu it closes on any navigation.
  const isDesktop = useIsDesktop();
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const closeDrawer = useCallback(() => setDrawerOpenAt(null), []);
  const drawerOverlay = isDesktop ? undefined : { open: drawerOpenAt === location.key, onClose: closeDrawer };
  const mustEnrol = user.data?.set2fa === true;
  useRealtime(user.isSuccess && !mustEnrol, REALTIME_HANDLERS);

  useEffect(() => {
    // The session allows nothing but auth calls until two-step verification is set up.
    if (mustEnrol) navigate(enrolPath(location.pathname + location.search), { replace: true });
  }, [mustEnrol, navigate, location.pathname, location.search]);

  if (user.isPending || mustEnrol) return <PageSpinner />;
  if (user.isError) {
    // 401: the API client is already on its way to /login.
    if (isApiError(user.error) && user.error.status === 401) return <PageSpinner />;
    return (
      <div className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-4">
        <Alert tone="error" title={APP_TEXTS.shell.loadFailed} />
        <Button variant="border" onClick={() => void user.refetch()}>
          {APP_TEXTS.shell.retry}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex min-h-screen flex-col">
      {user.data.isSuper ? (
        <Suspense fallback={null}>
          <ViewAlongFrame name={user.data.name} />
        </Suspense>
      ) : null}
      <ShellTopBar
        user={user.data}
        profile={profile}
        customer={customer}
        menuOpen={menuOpen}
        onMenuOpenChange={setMenuOpen}
        onOpenDrawer={() => setDrawerOpenAt(location.key)}
      />
      <div className="flex flex-1">
        <ShellDrawer
          collapsed={drawerCollapsed}
          onToggle={toggleDrawer}
          user={user.data}
          overlay={drawerOverlay}
        />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {/* The menu for every screen (the home names only modules it opens); the drawer already carries it. */}
          <MenuItemsContext value={MENU_ITEMS}>
            <Outlet />
          </MenuItemsContext>
        </main>
      </div>
      <ShellShortcuts
        user={user.data}
        profile={profile}
        drawerCollapsed={drawerCollapsed}
        onExpandDrawer={toggleDrawer}
        onOpenMenu={() => setMenuOpen(true)}
      />
      <LeaveGuard />
      {user.data.accepted ? null : (
        <Suspense fallback={null}>
          <TermsDialog open />
        </Suspense>
      )}
      <ErrorDialog />
      <IdleDialog />
    </div>
  );
}
