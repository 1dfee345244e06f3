import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** Degree days (KNMI) for normalising gas: EMS report readers and admins; admins import. */
export const degreeDaysArea: Area = {
  name: 'degree-days',
  shellRoutes: [
    page(
      'degree-days',
      { canAny: ['organisation-report-ems:read', 'is:admin'] },
      lazyPage(() => import('./pages/degree-days-page.tsx'), 'DegreeDaysPage'),
      { tab: 'beheer', label: 'Graaddagen', icon: 'flame' },
    ),
  ],
};
