import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** A customer's documents (spec §2 customers/{customerId}/library, organisation-documents). */
export const libraryArea: Area = {
  name: 'library',
  customerRoutes: [
    page(
      'library',
      { can: 'organisation-documents:read' },
      lazyPage(() => import('./pages/library-page.tsx'), 'LibraryPage'),
      { tab: 'klant', label: 'Bibliotheek', icon: 'folder' },
    ),
  ],
};
