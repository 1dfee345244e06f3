import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** The customer workspace /v3/customers/:customerId; every area's customerRoutes hang below it. */
export const customerWorkspaceLayout = lazyPage(
  () => import('./pages/customer-layout.tsx'),
  'CustomerLayout',
);

export const customersArea: Area = {
  name: 'customers',
  shellRoutes: [
    {
      path: 'customers',
      lazy: lazyPage(() => import('./pages/customers-page.tsx'), 'CustomersPage'),
      // The list shows whom the user may act for; the menu offers it to the back office only.
      menu: { tab: 'beheer', label: 'Klanten', icon: 'building', permission: { can: 'is:admin' } },
    },
    page(
      'customers/create',
      { can: 'customers:write' },
      lazyPage(() => import('./pages/customer-create-page.tsx'), 'CustomerCreatePage'),
    ),
  ],
  customerRoutes: [
    {
      index: true,
      lazy: lazyPage(() => import('./pages/customer-dashboard-page.tsx'), 'CustomerDashboardPage'),
      menu: { tab: 'klant', label: 'Overzicht', icon: 'home', permission: { can: 'organisation:read' } },
    },
    page(
      'edit',
      { can: 'organisation:write' },
      lazyPage(() => import('./pages/customer-edit-page.tsx'), 'CustomerEditPage'),
    ),
  ],
};
