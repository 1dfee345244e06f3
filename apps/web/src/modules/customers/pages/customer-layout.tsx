import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { isAllowed } from '../../../lib/permission-guard.tsx';
import { useSelectCustomer } from '../../../lib/select-customer.ts';
import { useCustomerDashboard, useCustomerSummary } from '../api/customers.ts';
import { CustomerHeader } from '../components/customer-header.tsx';
import { activeTabId, useCustomerTabs, workspaceRows } from '../customer-tabs.ts';
import { CUSTOMERS_TEXTS } from '../texts.ts';

const T = CUSTOMERS_TEXTS.workspace;

/**
 * /v3/customers/{customerId}: the customer workspace. It makes the customer the session's customer first
 * (its modules decide what the tabs may show), then shows the header and the tabs the user may open.
 * A customer the user may not act for looks the same as one that does not exist.
 */
export function CustomerLayout() {
  const customerId = Number(useParams().customerId);
  const valid = Number.isInteger(customerId) && customerId > 0;
  const profile = useProfile();
  const select = useSelectCustomer();
  const location = useLocation();
  const navigate = useNavigate();
  /** The customer this workspace was last in step with the session for, and the one it asked to select. */
  const syncedFor = useRef<number | null>(null);
  const requestedFor = useRef<number | null>(null);
  const customerTabs = useCustomerTabs();
  const selectedId = profile.data?.selectedCustomer?.id;
  const needsSelect = valid && profile.isSuccess && selectedId !== customerId;

  useEffect(() => {
    if (!valid || !profile.isSuccess || profile.isFetching) return;
    if (selectedId === customerId) {
      syncedFor.current = customerId;
      requestedFor.current = null;
      return;
    }
    // The workspace was in step with the session and the drawer switched customer: follow the switch.
    if (syncedFor.current === customerId) {
      if (selectedId !== undefined) navigate(`/v3/customers/${selectedId}`);
      return;
    }
    // Arrived here (link, address bar): make this the session's customer once.
    if (requestedFor.current === customerId) return;
    requestedFor.current = customerId;
    select.mutate(customerId);
  }, [valid, profile.isSuccess, profile.isFetching, selectedId, customerId, select, navigate]);

  const selectFailed = needsSelect && select.variables === customerId && select.isError;
  const selecting = needsSelect && !selectFailed;
  const summary = useCustomerSummary(customerId, valid && !selecting);
  const dashboard = useCustomerDashboard(customerId, valid && !selecting && summary.isSuccess);
  usePageTitle(summary.data?.name);

  if (!valid || selectFailed || summary.isError) return <CustomerNotFound />;
  if (selecting || profile.isPending || summary.isPending) return <PageSpinner />;

  const visibleTabs = customerTabs.filter((tab) => isAllowed(profile.data?.profile, tab.permission));
  const activeId = activeTabId(location.pathname, customerId, customerTabs);
  const rows = workspaceRows(visibleTabs, activeId, T.groups);
  const tabs = rows.top.map((tab) => ({
    id: tab.id,
    label: tab.label,
    ...(tab.count && dashboard.data ? { count: dashboard.data.counts[tab.count] } : {}),
  }));
  const goTo = (path: string) =>
    navigate(path ? `/v3/customers/${customerId}/${path}` : `/v3/customers/${customerId}`);
  const goToTop = (id: string) => {
    const tab = rows.top.find((item) => item.id === id);
    if (tab) goTo(tab.path);
  };
  const goToGrouped = (id: string) => {
    const tab = rows.group?.tabs.find((item) => item.id === id);
    if (tab) goTo(tab.path);
  };
  const activeVisible = tabs.some((tab) => tab.id === rows.topActiveId);
  const panel = rows.group ? (
    <Tabs
      tabs={rows.group.tabs.map((tab) => ({ id: tab.id, label: tab.label }))}
      activeId={activeId}
      onChange={goToGrouped}
      label={rows.group.label}
      variant="pills"
    >
      <Outlet />
    </Tabs>
  ) : (
    <Outlet />
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <CustomerHeader
        customer={summary.data}
        canEdit={
          isAllowed(profile.data?.profile, { can: 'organisation:write' }) &&
          !location.pathname.endsWith('/edit')
        }
      />
      {activeVisible ? (
        <Tabs tabs={tabs} activeId={rows.topActiveId} onChange={goToTop} label={T.tabs}>
          {panel}
        </Tabs>
      ) : (
        <>
          <Tabs tabs={tabs} activeId={rows.topActiveId} onChange={goToTop} label={T.tabs} />
          <div className="pt-4">
            <Outlet />
          </div>
        </>
      )}
    </div>
  );
}

function CustomerNotFound() {
  usePageTitle(T.notFoundTitle);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{T.notFoundTitle}</h1>
      <p className="mt-3 max-w-md text-slate-600">{T.notFoundText}</p>
      <ButtonLink to="/v3/customers" variant="border" className="mt-8">
        {T.back}
      </ButtonLink>
    </div>
  );
}
