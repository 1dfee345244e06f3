import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** /v3/forbidden and the shell's not-found page (the router puts the latter last). */
export const errorsArea: Area = {
  name: 'errors',
  shellRoutes: [
    {
      path: 'forbidden',
      lazy: lazyPage(() => import('./pages/forbidden-page.tsx'), 'ForbiddenPage'),
    },
    {
      path: '*',
      lazy: lazyPage(() => import('./pages/shell-not-found-page.tsx'), 'ShellNotFoundPage'),
    },
  ],
};
