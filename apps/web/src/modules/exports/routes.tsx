import { EXPORTS_READ } from '@energiek/contracts/access-rules';
import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';
import { EXPORTS_TEXTS } from './texts.ts';

/** Exports of the back office (spec §2 exports, is:admin; export:read). */
export const exportsArea: Area = {
  name: 'exports',
  shellRoutes: [
    {
      path: 'exports',
      permission: EXPORTS_READ,
      lazy: lazyPage(
        () => import('./pages/exports-page.tsx'),
        (m) => m.ExportsPage,
      ),
      menu: { tab: 'beheer', label: EXPORTS_TEXTS.menu, icon: 'folder' },
    },
  ],
};
