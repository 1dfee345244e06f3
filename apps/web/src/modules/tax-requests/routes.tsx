import { TAX_REQUESTS_READ, TAX_REQUESTS_WRITE } from '@energiek/contracts/tax-requests';
import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';
import { TAX_REQUESTS_TEXTS } from './texts.ts';

const listPage = lazyPage(
  () => import('./pages/tax-requests-page.tsx'),
  (m) => m.TaxRequestsPage,
);
const editPage = lazyPage(
  () => import('./pages/tax-request-edit-page.tsx'),
  (m) => m.TaxRequestEditPage,
);

/** Tax refund requests (module taxrequest): the back-office list and the customer tab with its forms. */
export const taxRequestsArea: Area = {
  name: 'tax-requests',
  shellRoutes: [
    {
      path: 'tax-requests',
      permission: TAX_REQUESTS_READ,
      lazy: listPage,
      menu: { tab: 'beheer', label: TAX_REQUESTS_TEXTS.menu, icon: 'folder' },
    },
  ],
  customerRoutes: [
    {
      path: 'tax-requests',
      permission: TAX_REQUESTS_READ,
      lazy: listPage,
      menu: { tab: 'klant', label: TAX_REQUESTS_TEXTS.tab, icon: 'folder' },
    },
    { path: 'tax-requests/create', permission: TAX_REQUESTS_WRITE, lazy: editPage },
    { path: 'tax-requests/:taxRequestId/edit', permission: TAX_REQUESTS_WRITE, lazy: editPage },
  ],
};
