import type { FastifyInstance } from 'fastify';
import {
  contactCreateSchema,
  contactFullName,
  contactItemSchema,
  contactUpdateSchema,
} from '@energiek/contracts/contacts';
import { contacts } from '@energiek/db/schema/index';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { tableResource } from '../../plugins/table-resource.ts';

// Contact persons (spec §2 contacts page, §7 "contacts use this"): the generic resource under
// customers/{customerId}/contacts, read with organisation-contacts:read, changed with :write.

export function registerContactRoutes(app: FastifyInstance): void {
  registerResourceRoutes(
    app,
    tableResource({
      name: 'contacts',
      table: contacts,
      customerScoped: true,
      permissions: { read: 'organisation-contacts:read', write: 'organisation-contacts:write' },
      item: contactItemSchema,
      create: contactCreateSchema,
      update: contactUpdateSchema,
      searchColumns: ['firstName', 'lastName', 'function', 'emailAddress'],
      sortable: ['firstName', 'lastName', 'function', 'createdAt'],
      defaultSort: 'firstName',
      toItem: (row) => ({
        ...row,
        fullName: contactFullName(row as { firstName: string; lastName: string }),
        createdAt: (row.createdAt as Date).toISOString(),
        updatedAt: (row.updatedAt as Date).toISOString(),
      }),
      tags: ['contacts'],
    }),
  );
}
