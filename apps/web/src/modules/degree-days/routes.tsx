import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** Degree days (KNMI) for normalising gas: EMS report readers and admins; admins import. */
export const degreeDaysArea: Area = {
  name: 'degree-days',
  shellRoutes: [
    {
      path: 'degree-days',
      permission: { canAny: ['organisation-report-ems:read', 'is:admin'] },
      lazy: lazyPage(
        () => import('./pages/degree-days-page.tsx'),
        (m) => m.DegreeDaysPage,
      ),
      menu: { tab: 'beheer', label: 'Graaddagen', icon: 'flame' },
    },
  ],
};
