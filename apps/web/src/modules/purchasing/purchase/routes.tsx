import { lazyPage } from '../../../lib/area.ts';
import type { Area } from '../../../lib/area.ts';

// PURCHASE_READ of the contract, written out here: importing the contract would put its schemas into the
// shell's first load (router.test.ts checks these rules).
const PURCHASE_READ = { allOf: ['mod:purchase', 'organisation-report-prices:read'] } as const;

/** Purchase and rates (spec §2 customers/{customerId}/purchase and /rates, mod:purchase). */
export const purchaseArea: Area = {
  name: 'purchase',
  customerRoutes: [
    {
      path: 'purchase',
      permission: PURCHASE_READ,
      lazy: lazyPage(
        () => import('./pages/purchase-page.tsx'),
        (m) => m.PurchasePage,
      ),
      menu: { tab: 'klant', label: 'Inkoop', icon: 'bolt', module: 'purchase', group: 'contracten' },
    },
    {
      path: 'rates',
      permission: PURCHASE_READ,
      lazy: lazyPage(
        () => import('./pages/rates-page.tsx'),
        (m) => m.RatesPage,
      ),
      menu: { tab: 'klant', label: 'Tarieven', icon: 'bolt', module: 'purchase', group: 'contracten' },
    },
  ],
};
