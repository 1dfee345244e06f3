import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** A customer's services, which set its modules (spec §2 customers/{customerId}/services, is:admin). */
export const servicesArea: Area = {
  name: 'services',
  // The service definitions (spec: control (is:admin) with services).
  shellRoutes: [
    {
      path: 'control/services',
      permission: { can: 'is:admin' },
      lazy: lazyPage(
        () => import('./pages/service-definitions-page.tsx'),
        (m) => m.ServiceDefinitionsPage,
      ),
      menu: { tab: 'beheer', label: 'Instellingen diensten', icon: 'briefcase' },
    },
  ],
  customerRoutes: [
    {
      path: 'services',
      permission: { can: 'is:admin' },
      lazy: lazyPage(
        () => import('./pages/services-page.tsx'),
        (m) => m.ServicesPage,
      ),
      menu: { tab: 'klant', label: 'Diensten', icon: 'briefcase' },
    },
  ],
};
