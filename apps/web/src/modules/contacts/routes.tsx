import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const write = { can: 'organisation-contacts:write' } as const;

/** A customer's contact persons (spec §2 customers/{customerId}/contacts …). */
export const contactsArea: Area = {
  name: 'contacts',
  customerRoutes: [
    page(
      'contacts',
      { can: 'organisation-contacts:read' },
      lazyPage(() => import('./pages/contacts-page.tsx'), 'ContactsPage'),
      { tab: 'klant', label: 'Contactpersonen', icon: 'users' },
    ),
    page(
      'contacts/create',
      write,
      lazyPage(() => import('./pages/contact-create-page.tsx'), 'ContactCreatePage'),
    ),
    page(
      'contacts/:contactId/edit',
      write,
      lazyPage(() => import('./pages/contact-edit-page.tsx'), 'ContactEditPage'),
    ),
  ],
};
