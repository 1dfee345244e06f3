import type { FastifyInstance } from 'fastify';
import { listEnvelope } from '@energiek/contracts/envelopes';
import {
  entityCreateSchema,
  entityItemSchema,
  entityListQuerySchema,
  entityUpdateSchema,
} from '@energiek/contracts/entities';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { createEntity, deleteEntity, getEntity, listEntities, updateEntity } from './entities.service.ts';

// Legal entities of a customer (spec §2 customers/{customerId}/entities, permission organisation-entities).
// Tenancy: the customer-scoped check of the authentication plugin answers 404 for another customer, and
// every query is limited to the customer of the URL, so another customer's entity id answers 404 too.

export function registerEntityRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, {
    url: '/api/v3/customers/:customerId/entities',
    tags: ['entities'],
    read: { permission: 'organisation-entities:read', customerScoped: true },
    write: { permission: 'organisation-entities:write', customerScoped: true },
    collectionParams: customerParams,
    itemParams: customerIdParams,
    item: entityItemSchema,
    list: {
      operationId: 'listEntities',
      summary: "List the customer's legal entities.",
      description: 'The legal entities of the customer with their connection counts.',
      query: entityListQuerySchema,
      response: listEnvelope(entityItemSchema),
      service: listEntities,
    },
    create: {
      operationId: 'createEntity',
      summary: 'Create a legal entity.',
      body: entityCreateSchema,
      service: createEntity,
    },
    get: {
      operationId: 'getEntity',
      summary: 'Get one legal entity.',
      service: getEntity,
    },
    update: {
      operationId: 'updateEntity',
      summary: 'Update a legal entity.',
      body: entityUpdateSchema,
      service: updateEntity,
    },
    remove: {
      operationId: 'deleteEntity',
      summary: 'Delete a legal entity.',
      description: '204; 422 while connections hang off the entity.',
      service: deleteEntity,
    },
  });
}
