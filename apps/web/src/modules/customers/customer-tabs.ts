import { useMemo } from 'react';
import type { CustomerDashboard } from '@energiek/contracts/customers';
import { useMenuItems } from '../../lib/area.ts';
import type { MenuItem } from '../../lib/area.ts';
import type { PermissionRule } from '../../lib/permission-guard.tsx';

// The tabs of the customer workspace (/v3/customers/{customerId}/…), in order. A tab the user may not
// open is not shown. They are the mega-menu's Klant items (provided by the app), so a new customer area
// adds its tab by giving its route a Klant menu entry.

export type CustomerTab = {
  id: string;
  label: string;
  /** Relative to /v3/customers/{customerId}; '' is the index (Overzicht). */
  path: string;
  permission: PermissionRule;
  /** The dashboard count shown as the tab's badge. */
  count?: keyof Pick<
    CustomerDashboard['counts'],
    'connections' | 'entities' | 'contacts' | 'documents' | 'openActions'
  >;
};

/** The dashboard count each tab shows as its badge, by the tab's path. */
const TAB_COUNTS: Partial<Record<string, CustomerTab['count']>> = {
  actions: 'openActions',
  connections: 'connections',
  entities: 'entities',
  contacts: 'contacts',
  library: 'documents',
};

/** The Klant menu items as workspace tabs. */
export function customerTabs(items: readonly MenuItem[]): CustomerTab[] {
  return items
    .filter((item) => item.tab === 'klant')
    .map((item) => {
      const count = TAB_COUNTS[item.path];
      return {
        id: item.path === '' ? 'overview' : item.path,
        label: item.label,
        path: item.path,
        permission: item.permission,
        ...(count ? { count } : {}),
      };
    });
}

export function useCustomerTabs(): CustomerTab[] {
  const items = useMenuItems();
  return useMemo(() => customerTabs(items), [items]);
}

/**
 * The tab a path inside the workspace belongs to: the first segment after the customer id. A page that
 * belongs to no tab (the customer's edit page) gives '', so no tab is highlighted.
 */
export function activeTabId(pathname: string, customerId: number, tabs: readonly CustomerTab[]): string {
  const rest = (pathname.split(`/v3/customers/${customerId}`)[1] ?? '').replace(/^\/+/, '');
  if (rest === '') return 'overview';
  // The longest tab path the page lies under: ems/comparisons is its own tab, ems/… below ems.
  const under = tabs.filter(
    (tab) => tab.path !== '' && (rest === tab.path || rest.startsWith(`${tab.path}/`)),
  );
  return under.sort((a, b) => b.path.length - a.path.length)[0]?.id ?? '';
}
