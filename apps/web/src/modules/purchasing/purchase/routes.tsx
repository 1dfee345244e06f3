import { lazyPage, page } from '../../../lib/area.ts';
import type { Area } from '../../../lib/area.ts';

// PURCHASE_READ of the contract, written out here: importing the contract would put its schemas into the
// shell's first load (router.test.ts checks these rules).
const PURCHASE_READ = { allOf: ['mod:purchase', 'organisation-report-prices:read'] } as const;

/** Purchase and rates (spec §2 customers/{customerId}/purchase and /rates, mod:purchase). */
export const purchaseArea: Area = {
  name: 'purchase',
  customerRoutes: [
    page(
      'purchase',
      PURCHASE_READ,
      lazyPage(() => import('./pages/purchase-page.tsx'), 'PurchasePage'),
      { tab: 'klant', label: 'Inkoop', icon: 'bolt', module: 'purchase', group: 'contracten' },
    ),
    page(
      'rates',
      PURCHASE_READ,
      lazyPage(() => import('./pages/rates-page.tsx'), 'RatesPage'),
      { tab: 'klant', label: 'Tarieven', icon: 'bolt', module: 'purchase', group: 'contracten' },
    ),
  ],
};
