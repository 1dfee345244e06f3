import { lazyPage } from '../../../lib/area.ts';
import type { Area } from '../../../lib/area.ts';

const listPage = lazyPage(() => import('./pages/supply-agreements-page.tsx'), 'SupplyAgreementsPage');
const editPage = lazyPage(() => import('./pages/supply-agreement-edit-page.tsx'), 'SupplyAgreementEditPage');

// SUPPLY_AGREEMENTS_READ / _WRITE of the contract, written out here: importing the contract would put its
// schemas into the shell's first load (router.test.ts checks these rules).
const READ = { allOf: ['is:admin', 'back-office-contracts:read'] } as const;
const WRITE = { allOf: ['is:admin', 'back-office-contracts:write'] } as const;

/** Supply agreements (spec §2 supply-agreements, create, {agreementId}/edit) and the public signing page. */
export const supplyAgreementsArea: Area = {
  name: 'supply-agreements',
  publicRoutes: [
    {
      path: 'ondertekenen/:token',
      lazy: lazyPage(() => import('./pages/signing-page.tsx'), 'SigningPage'),
    },
  ],
  shellRoutes: [
    {
      path: 'supply-agreements',
      permission: READ,
      lazy: listPage,
      menu: { tab: 'beheer', label: 'Leveringsovereenkomsten', icon: 'briefcase' },
    },
    { path: 'supply-agreements/create', permission: WRITE, lazy: editPage },
    // Readers open an agreement from the list too: the page shows it disabled without the write permission.
    { path: 'supply-agreements/:agreementId/edit', permission: READ, lazy: editPage },
  ],
};
