import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const listPage = lazyPage(() => import('./pages/tax-requests-page.tsx'), 'TaxRequestsPage');
const detailPage = lazyPage(() => import('./pages/tax-request-detail-page.tsx'), 'TaxRequestDetailPage');
const editPage = lazyPage(() => import('./pages/tax-request-edit-page.tsx'), 'TaxRequestEditPage');

// TAX_REQUESTS_READ / TAX_REQUESTS_WRITE of the contract, written out here: importing the contract would put
// its schemas into the shell's first load (router.test.ts checks these rules).
const TAX_REQUESTS_READ = { allOf: ['mod:taxrequest', 'financial-taxes-heffing:read'] } as const;
const TAX_REQUESTS_WRITE = { allOf: ['mod:taxrequest', 'financial-taxes-heffing:read', 'is:admin'] } as const;

/** Tax refund requests (module taxrequest): the back-office list and the customer tab with its forms. */
export const taxRequestsArea: Area = {
  name: 'tax-requests',
  shellRoutes: [
    {
      path: 'tax-requests',
      permission: TAX_REQUESTS_READ,
      lazy: listPage,
      menu: { tab: 'beheer', label: 'Teruggaafverzoeken', icon: 'folder' },
    },
  ],
  customerRoutes: [
    {
      path: 'tax-requests',
      permission: TAX_REQUESTS_READ,
      lazy: listPage,
      menu: { tab: 'klant', label: 'Teruggaaf', icon: 'folder', group: 'regelingen' },
    },
    { path: 'tax-requests/create', permission: TAX_REQUESTS_WRITE, lazy: editPage },
    { path: 'tax-requests/:taxRequestId', permission: TAX_REQUESTS_READ, lazy: detailPage },
    { path: 'tax-requests/:taxRequestId/edit', permission: TAX_REQUESTS_WRITE, lazy: editPage },
  ],
};
