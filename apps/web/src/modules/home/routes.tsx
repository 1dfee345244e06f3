import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** /v3: the start page of the shell. */
export const homeArea: Area = {
  name: 'home',
  shellRoutes: [
    {
      index: true,
      lazy: lazyPage(() => import('./pages/home-page.tsx'), 'HomePage'),
    },
  ],
};
