import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const write = { can: 'organisation-connections:write' } as const;

/** A customer's electricity and gas connections (spec §2 customers/{customerId}/connections …). */
export const connectionsArea: Area = {
  name: 'connections',
  customerRoutes: [
    {
      path: 'connections',
      permission: { can: 'organisation-connections:read' },
      lazy: lazyPage(
        () => import('./pages/connections-page.tsx'),
        (m) => m.ConnectionsPage,
      ),
      menu: { tab: 'klant', label: 'Aansluitingen', icon: 'plug' },
    },
    {
      path: 'connections/create',
      permission: write,
      lazy: lazyPage(
        () => import('./pages/connection-create-page.tsx'),
        (m) => m.ConnectionCreatePage,
      ),
    },
    {
      path: 'connections/:connectionId/edit',
      permission: write,
      lazy: lazyPage(
        () => import('./pages/connection-edit-page.tsx'),
        (m) => m.ConnectionEditPage,
      ),
    },
  ],
};
