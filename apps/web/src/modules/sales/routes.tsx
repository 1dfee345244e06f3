import type { PermissionRule } from '@energiek/contracts/access';
import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

// The rules of @energiek/contracts/sales (SALES_READ, SALES_WRITE), written out here: importing that
// contract would pull decimal.js and the customer fields into the shell's first load.
const SALES_READ = { allOf: ['is:admin', 'sales:read'] } as const satisfies PermissionRule;
const SALES_WRITE = { allOf: ['is:admin', 'organisation:write'] } as const satisfies PermissionRule;

/** Sales deals of the back office (spec §2 sales: is:admin; index sales:read; create and edit organisation:write). */
export const salesArea: Area = {
  name: 'sales',
  shellRoutes: [
    {
      path: 'sales',
      permission: SALES_READ,
      lazy: lazyPage(() => import('./pages/sales-page.tsx'), 'SalesPage'),
      // The label written out (as other areas do): importing texts.ts put every sales text in the shell.
      menu: { tab: 'beheer', label: 'Sales', icon: 'briefcase' },
    },
    page(
      'sales/create',
      SALES_WRITE,
      lazyPage(() => import('./pages/deal-create-page.tsx'), 'DealCreatePage'),
    ),
    page(
      'sales/:dealId/edit',
      SALES_WRITE,
      lazyPage(() => import('./pages/deal-edit-page.tsx'), 'DealEditPage'),
    ),
  ],
};
