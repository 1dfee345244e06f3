import type { CustomerDashboard } from '@energiek/contracts/customers';
import { MENU_ITEMS } from '../../app/menu-items.ts';
import type { PermissionRule } from '../../lib/permission-guard.tsx';

// The tabs of the customer workspace (/v3/customers/{customerId}/…), in order. A tab the user may not
// open is not shown. They are the mega-menu's Klant items, so a new customer area is added in one place.

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

/** The mega-menu's Klant items (app/menu-items.ts): one list of the customer areas for both. */
export const CUSTOMER_TABS: readonly CustomerTab[] = MENU_ITEMS.filter((item) => item.tab === 'klant').map(
  (item) => {
    const count = TAB_COUNTS[item.path];
    return {
      id: item.path === '' ? 'overview' : item.path,
      label: item.label,
      path: item.path,
      permission: item.permission,
      ...(count ? { count } : {}),
    };
  },
);

/**
 * The tab a path inside the workspace belongs to: the first segment after the customer id. A page that
 * belongs to no tab (the customer's edit page) gives '', so no tab is highlighted.
 */
export function activeTabId(pathname: string, customerId: number): string {
  const rest = pathname.split(`/v3/customers/${customerId}`)[1] ?? '';
  const segment = rest.replace(/^\/+/, '').split('/')[0] ?? '';
  if (segment === '') return 'overview';
  return CUSTOMER_TABS.find((tab) => tab.path === segment)?.id ?? '';
}
