import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

// Energy monitoring (spec §2 customers/{customerId}/ems …, mod:ems): the report permission and the
// customer's module, for the route guard and the menu alike.
const ems = { allOf: ['organisation-report-ems:read', 'mod:ems'] } as const;

export const emsArea: Area = {
  name: 'ems',
  customerRoutes: [
    page(
      'ems',
      ems,
      lazyPage(() => import('./pages/ems-overview-page.tsx'), 'EmsOverviewPage'),
      { tab: 'klant', label: 'Energiemonitoring', icon: 'gauge', module: 'ems', group: 'energie' },
    ),
    page(
      'ems/usage',
      ems,
      lazyPage(() => import('./pages/ems-usage-page.tsx'), 'EmsUsagePage'),
      { tab: 'klant', label: 'Energieverbruik', icon: 'bolt', module: 'ems', group: 'energie' },
    ),
    {
      path: 'ems/input',
      permission: ems,
      lazy: lazyPage(() => import('./pages/ems-input-page.tsx'), 'EmsInputPage'),
      // Only who may import sees the tab (issue 31: not read-only customer staff); the screen stays readable.
      menu: {
        tab: 'klant',
        label: 'Energiedata invoeren',
        icon: 'bolt',
        module: 'ems',
        group: 'energie',
        permission: { allOf: ['organisation-report-ems:read', 'mod:ems', 'organisation-connections:write'] },
      },
    },
    page(
      'ems/comparisons',
      ems,
      lazyPage(() => import('./pages/ems-comparisons-page.tsx'), 'EmsComparisonsPage'),
      { tab: 'klant', label: 'Vergelijken', icon: 'layers', module: 'ems', group: 'energie' },
    ),
  ],
};
