import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const read = { can: 'organisation:read' } as const;
const write = { can: 'organisation:write' } as const;
const actionPages = () => import('./pages/action-pages.tsx');

/** Actions and notes of a customer, and the overview across customers (/v3/actions). */
export const actionsArea: Area = {
  name: 'actions',
  shellRoutes: [
    {
      path: 'actions',
      permission: { can: 'actions:read' },
      lazy: lazyPage(
        () => import('./pages/actions-overview-page.tsx'),
        (m) => m.ActionsOverviewPage,
      ),
      menu: { tab: 'beheer', label: 'Acties', icon: 'check' },
    },
  ],
  customerRoutes: [
    {
      path: 'actions',
      permission: read,
      lazy: lazyPage(
        () => import('./pages/customer-actions-page.tsx'),
        (m) => m.CustomerActionsPage,
      ),
      menu: { tab: 'klant', label: 'Acties', icon: 'check' },
    },
    { path: 'actions/create', permission: write, lazy: lazyPage(actionPages, (m) => m.ActionCreatePage) },
    {
      path: 'actions/:actionId/edit',
      permission: read,
      lazy: lazyPage(actionPages, (m) => m.ActionEditPage),
    },
    { path: 'notes/create', permission: write, lazy: lazyPage(actionPages, (m) => m.NoteCreatePage) },
    { path: 'notes/:actionId/edit', permission: read, lazy: lazyPage(actionPages, (m) => m.NoteEditPage) },
  ],
};
