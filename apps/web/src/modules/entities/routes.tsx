import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const write = { can: 'organisation-entities:write' } as const;

/** A customer's legal entities (spec §2 customers/{customerId}/entities …). */
export const entitiesArea: Area = {
  name: 'entities',
  customerRoutes: [
    page(
      'entities',
      { can: 'organisation-entities:read' },
      lazyPage(() => import('./pages/entities-page.tsx'), 'EntitiesPage'),
      { tab: 'klant', label: 'Entiteiten', icon: 'layers' },
    ),
    page(
      'entities/create',
      write,
      lazyPage(() => import('./pages/entity-create-page.tsx'), 'EntityCreatePage'),
    ),
    page(
      'entities/:entityId/edit',
      write,
      lazyPage(() => import('./pages/entity-edit-page.tsx'), 'EntityEditPage'),
    ),
  ],
};
