import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** The signed-in user's own details and settings: open to every signed-in user. */
export const accountArea: Area = {
  name: 'account',
  shellRoutes: [
    {
      path: 'account',
      lazy: lazyPage(() => import('./pages/account-page.tsx'), 'AccountPage'),
    },
    {
      path: 'account/settings',
      lazy: lazyPage(() => import('./pages/account-settings-page.tsx'), 'AccountSettingsPage'),
    },
  ],
};
