import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** A customer's services, which set its modules (spec §2 customers/{customerId}/services, is:admin). */
export const servicesArea: Area = {
  name: 'services',
  // The service definitions (spec: control (is:admin) with services).
  shellRoutes: [
    page(
      'control/services',
      { can: 'is:admin' },
      lazyPage(() => import('./pages/service-definitions-page.tsx'), 'ServiceDefinitionsPage'),
      { tab: 'beheer', label: 'Instellingen diensten', icon: 'briefcase' },
    ),
  ],
  customerRoutes: [
    page(
      'services',
      { can: 'is:admin' },
      lazyPage(() => import('./pages/services-page.tsx'), 'ServicesPage'),
      { tab: 'klant', label: 'Diensten', icon: 'briefcase' },
    ),
  ],
};
