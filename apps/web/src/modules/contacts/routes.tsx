import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const write = { can: 'organisation-contacts:write' } as const;

/** A customer's contact persons (spec §2 customers/{customerId}/contacts …). */
export const contactsArea: Area = {
  name: 'contacts',
  customerRoutes: [
    {
      path: 'contacts',
      permission: { can: 'organisation-contacts:read' },
      lazy: lazyPage(
        () => import('./pages/contacts-page.tsx'),
        (m) => m.ContactsPage,
      ),
      menu: { tab: 'klant', label: 'Contactpersonen', icon: 'users' },
    },
    {
      path: 'contacts/create',
      permission: write,
      lazy: lazyPage(
        () => import('./pages/contact-create-page.tsx'),
        (m) => m.ContactCreatePage,
      ),
    },
    {
      path: 'contacts/:contactId/edit',
      permission: write,
      lazy: lazyPage(
        () => import('./pages/contact-edit-page.tsx'),
        (m) => m.ContactEditPage,
      ),
    },
  ],
};
