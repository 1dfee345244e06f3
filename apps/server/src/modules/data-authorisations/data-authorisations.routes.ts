import type { FastifyInstance } from 'fastify';
import {
  connectionAuthorisationIdParams,
  connectionAuthorisationParams,
  dataAuthorisationBodySchema,
  dataAuthorisationItemSchema,
  dataAuthorisationListSchema,
} from '@energiek/contracts/data-authorisations';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import {
  createAuthorisation,
  deleteAuthorisation,
  getAuthorisation,
  listAuthorisations,
  updateAuthorisation,
} from './data-authorisations.service.ts';

// Data-access authorisations of a connection (issue 16): organisation-connections read/write, like the
// connection they belong to.

export function registerDataAuthorisationRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, {
    url: '/api/v3/customers/:customerId/connections/:connectionId/authorisations',
    tags: ['data-authorisations'],
    read: { permission: 'organisation-connections:read', customerScoped: true },
    write: { permission: 'organisation-connections:write', customerScoped: true },
    collectionParams: connectionAuthorisationParams,
    itemParams: connectionAuthorisationIdParams,
    item: dataAuthorisationItemSchema,
    list: {
      operationId: 'listDataAuthorisations',
      summary: "List a connection's data-access authorisations.",
      description: "With the connection's status today (renewals that take over without a gap count).",
      response: dataAuthorisationListSchema,
      service: listAuthorisations,
    },
    create: {
      operationId: 'createDataAuthorisation',
      summary: 'Register a data-access authorisation.',
      body: dataAuthorisationBodySchema,
      service: createAuthorisation,
    },
    get: {
      operationId: 'getDataAuthorisation',
      summary: 'Get one data-access authorisation.',
      service: getAuthorisation,
    },
    update: {
      operationId: 'updateDataAuthorisation',
      summary: 'Update a data-access authorisation.',
      body: dataAuthorisationBodySchema,
      service: updateAuthorisation,
    },
    remove: {
      operationId: 'deleteDataAuthorisation',
      summary: 'Delete a data-access authorisation.',
      service: deleteAuthorisation,
    },
  });
}
