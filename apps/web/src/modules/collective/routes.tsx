import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** The public communication page /collectief. */
export const collectiveArea: Area = {
  name: 'collective',
  publicRoutes: [
    {
      path: 'collectief',
      lazy: lazyPage(
        () => import('./pages/collectief-page.tsx'),
        (m) => m.CollectiefPage,
      ),
    },
  ],
};
