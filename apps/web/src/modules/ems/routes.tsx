import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

// Energy monitoring (issue 16, spec §2 customers/{customerId}/ems…; permission organisation-report-ems
// and the module mod:ems). Each EMS screen adds its route here.

const emsRead = { allOf: ['organisation-report-ems:read', 'mod:ems'] } as const;

export const emsArea: Area = {
  name: 'ems',
  customerRoutes: [
    {
      path: 'ems/usage',
      permission: emsRead,
      lazy: lazyPage(
        () => import('./pages/ems-usage-page.tsx'),
        (m) => m.EmsUsagePage,
      ),
      menu: { tab: 'klant', label: 'Energieverbruik', icon: 'bolt', module: 'ems' },
    },
    {
      path: 'ems/input',
      permission: emsRead,
      lazy: lazyPage(
        () => import('./pages/ems-input-page.tsx'),
        (m) => m.EmsInputPage,
      ),
      menu: { tab: 'klant', label: 'Energiedata invoeren', icon: 'bolt', module: 'ems' },
    },
  ],
};
