import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const write = { can: 'organisation-entities:write' } as const;

/** A customer's legal entities (spec §2 customers/{customerId}/entities …). */
export const entitiesArea: Area = {
  name: 'entities',
  customerRoutes: [
    {
      path: 'entities',
      permission: { can: 'organisation-entities:read' },
      lazy: lazyPage(
        () => import('./pages/entities-page.tsx'),
        (m) => m.EntitiesPage,
      ),
      menu: { tab: 'klant', label: 'Entiteiten', icon: 'layers' },
    },
    {
      path: 'entities/create',
      permission: write,
      lazy: lazyPage(
        () => import('./pages/entity-create-page.tsx'),
        (m) => m.EntityCreatePage,
      ),
    },
    {
      path: 'entities/:entityId/edit',
      permission: write,
      lazy: lazyPage(
        () => import('./pages/entity-edit-page.tsx'),
        (m) => m.EntityEditPage,
      ),
    },
  ],
};
