import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** A customer's documents (spec §2 customers/{customerId}/library, organisation-documents). */
export const libraryArea: Area = {
  name: 'library',
  customerRoutes: [
    {
      path: 'library',
      permission: { can: 'organisation-documents:read' },
      lazy: lazyPage(
        () => import('./pages/library-page.tsx'),
        (m) => m.LibraryPage,
      ),
      menu: { tab: 'klant', label: 'Bibliotheek', icon: 'folder' },
    },
  ],
};
