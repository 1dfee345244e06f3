import { COLLECTIVE_READ, COLLECTIVE_WRITE } from '@energiek/contracts/access-rules';
import { lazyPage, page } from '../../../lib/area.ts';
import type { Area } from '../../../lib/area.ts';

const collectivePage = () => import('./pages/collective-page.tsx');
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
      lazy: lazyPage(() => import('./pages/collectief-page.tsx'), 'CollectiefPage'),
    },
  ],
  shellRoutes: [
    page('collective/collectives', COLLECTIVE_READ, lazyPage(collectivePage, 'CollectivePage'), {
      tab: 'beheer',
      label: 'Collectief inkopen',
      icon: 'users',
    }),
    page('collective/:tab', COLLECTIVE_READ, lazyPage(collectivePage, 'CollectivePage')),
    page('collective/collectives/create', COLLECTIVE_WRITE, lazyPage(collectiveForm, 'CollectiveCreatePage')),
    page(
      'collective/collectives/:collectiveId/edit',
      COLLECTIVE_READ,
      lazyPage(collectiveForm, 'CollectiveEditPage'),
    ),
    page('collective/clicks/create', COLLECTIVE_WRITE, lazyPage(clickForm, 'ClickCreatePage')),
    page('collective/clicks/:clickId/edit', COLLECTIVE_READ, lazyPage(clickForm, 'ClickEditPage')),
  ],
};
