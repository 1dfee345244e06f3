import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const write = { can: 'organisation-connections:write' } as const;

/** A customer's electricity and gas connections (spec §2 customers/{customerId}/connections …). */
export const connectionsArea: Area = {
  name: 'connections',
  customerRoutes: [
    page(
      'connections',
      { can: 'organisation-connections:read' },
      lazyPage(() => import('./pages/connections-page.tsx'), 'ConnectionsPage'),
      { tab: 'klant', label: 'Aansluitingen', icon: 'plug' },
    ),
    page(
      'connections/create',
      write,
      lazyPage(() => import('./pages/connection-create-page.tsx'), 'ConnectionCreatePage'),
    ),
    page(
      'connections/:connectionId/edit',
      write,
      lazyPage(() => import('./pages/connection-edit-page.tsx'), 'ConnectionEditPage'),
    ),
  ],
};
