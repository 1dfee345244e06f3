import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** Energy data (spec §2 customers/{customerId}/ems…, organisation-report-ems with the module mod:ems). */
export const emsArea: Area = {
  name: 'ems',
  customerRoutes: [
    {
      path: 'ems/input',
      permission: { allOf: ['organisation-report-ems:read', 'mod:ems'] },
      lazy: lazyPage(
        () => import('./pages/ems-input-page.tsx'),
        (m) => m.EmsInputPage,
      ),
      menu: { tab: 'klant', label: 'Energiedata invoeren', icon: 'bolt', module: 'ems' },
    },
  ],
};
