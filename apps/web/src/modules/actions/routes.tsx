import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const read = { can: 'organisation:read' } as const;
const write = { can: 'organisation:write' } as const;
const actionPages = () => import('./pages/action-pages.tsx');

/** Actions and notes of a customer, and the overview across customers (/v3/actions). */
export const actionsArea: Area = {
  name: 'actions',
  shellRoutes: [
    page(
      'actions',
      { can: 'actions:read' },
      lazyPage(() => import('./pages/actions-overview-page.tsx'), 'ActionsOverviewPage'),
      { tab: 'beheer', label: 'Acties', icon: 'check' },
    ),
  ],
  customerRoutes: [
    page(
      'actions',
      read,
      lazyPage(() => import('./pages/customer-actions-page.tsx'), 'CustomerActionsPage'),
      { tab: 'klant', label: 'Acties', icon: 'check' },
    ),
    page('actions/create', write, lazyPage(actionPages, 'ActionCreatePage')),
    page('actions/:actionId/edit', read, lazyPage(actionPages, 'ActionEditPage')),
    page('notes/create', write, lazyPage(actionPages, 'NoteCreatePage')),
    page('notes/:actionId/edit', read, lazyPage(actionPages, 'NoteEditPage')),
  ],
};
