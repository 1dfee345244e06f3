import { EXPORTS_READ } from '@energiek/contracts/access-rules';
import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';
import { EXPORTS_TEXTS } from './texts.ts';

/** Exports of the back office (spec §2 exports, is:admin; export:read). */
export const exportsArea: Area = {
  name: 'exports',
  shellRoutes: [
    page(
      'exports',
      EXPORTS_READ,
      lazyPage(() => import('./pages/exports-page.tsx'), 'ExportsPage'),
      { tab: 'beheer', label: EXPORTS_TEXTS.menu, icon: 'folder' },
    ),
  ],
};
