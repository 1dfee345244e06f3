import { COLLECTIVE_READ, COLLECTIVE_WRITE } from '@energiek/contracts/access-rules';
import { lazyPage } from '../../../lib/area.ts';
import type { Area } from '../../../lib/area.ts';

const page = () => import('./pages/collective-page.tsx');
const collectiveForm = () => import('./pages/collective-form-page.tsx');
const clickForm = () => import('./pages/click-form-page.tsx');

/**
 * The public communication page /collectief, and the back office of collective purchasing (spec §2
 * collective/{tab}, collective/collectives/create and /{collectiveId}/edit, collective/clicks/create and
 * /{clickId}/edit; collective:read for admins, saving needs collective:write).
 */
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
  shellRoutes: [
    {
      path: 'collective/collectives',
      permission: COLLECTIVE_READ,
      lazy: lazyPage(page, (m) => m.CollectivePage),
      menu: { tab: 'beheer', label: 'Collectief inkopen', icon: 'users' },
    },
    { path: 'collective/:tab', permission: COLLECTIVE_READ, lazy: lazyPage(page, (m) => m.CollectivePage) },
    {
      path: 'collective/collectives/create',
      permission: COLLECTIVE_WRITE,
      lazy: lazyPage(collectiveForm, (m) => m.CollectiveCreatePage),
    },
    {
      path: 'collective/collectives/:collectiveId/edit',
      permission: COLLECTIVE_READ,
      lazy: lazyPage(collectiveForm, (m) => m.CollectiveEditPage),
    },
    {
      path: 'collective/clicks/create',
      permission: COLLECTIVE_WRITE,
      lazy: lazyPage(clickForm, (m) => m.ClickCreatePage),
    },
    {
      path: 'collective/clicks/:clickId/edit',
      permission: COLLECTIVE_READ,
      lazy: lazyPage(clickForm, (m) => m.ClickEditPage),
    },
  ],
};
