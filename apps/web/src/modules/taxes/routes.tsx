import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** The energy-tax calculator (/v3/taxes); the per-customer overview will be its second tab. */
export const taxesArea: Area = {
  name: 'taxes',
  shellRoutes: [
    {
      path: 'taxes',
      permission: { can: 'financial-taxes-heffing:read' },
      lazy: lazyPage(
        () => import('./pages/taxes-page.tsx'),
        (m) => m.TaxesPage,
      ),
      menu: { tab: 'beheer', label: 'Belastingen', icon: 'layers' },
    },
  ],
};
