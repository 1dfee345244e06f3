import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** The energy-tax calculator (/v3/taxes); the per-customer overview will be its second tab. */
export const taxesArea: Area = {
  name: 'taxes',
  shellRoutes: [
    page(
      'taxes',
      { can: 'financial-taxes-heffing:read' },
      lazyPage(() => import('./pages/taxes-page.tsx'), 'TaxesPage'),
      { tab: 'beheer', label: 'Belastingen', icon: 'layers' },
    ),
  ],
};
