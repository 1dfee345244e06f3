import type { FastifyInstance } from 'fastify';
import {
  connectionCreateSchema,
  connectionGetQuerySchema,
  connectionItemSchema,
  connectionListQuerySchema,
  connectionUpdateSchema,
} from '@energiek/contracts/connections';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import {
  createConnection,
  deleteConnection,
  getConnection,
  listConnections,
  updateConnection,
} from './connections.service.ts';

// Connections of a customer (spec §2 customers/{customerId}/connections, §7 the connection search;
// permission organisation-connections). Tenancy: the customer-scoped check answers 404 for another
// customer, and every query is limited to the customer of the URL.

export function registerConnectionRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, {
    url: '/api/v3/customers/:customerId/connections',
    tags: ['connections'],
    read: { permission: 'organisation-connections:read', customerScoped: true },
    write: { permission: 'organisation-connections:write', customerScoped: true },
    collectionParams: customerParams,
    itemParams: customerIdParams,
    item: connectionItemSchema,
    list: {
      operationId: 'listConnections',
      summary: "Search the customer's connections.",
      description:
        'The connection search of spec §7 (pickers, the connections list): q on EAN and address, page size 10 by default.',
      query: connectionListQuerySchema,
      response: listEnvelope(connectionItemSchema),
      service: listConnections,
    },
    create: {
      operationId: 'createConnection',
      summary: 'Create a connection.',
      body: connectionCreateSchema,
      service: createConnection,
    },
    get: {
      operationId: 'getConnection',
      summary: 'Get one connection.',
      description: 'One connection with its address; with= adds market parties and the trafo.',
      query: connectionGetQuerySchema,
      handler: (ctx, actor, { params, query }) => getConnection(ctx, actor, { ...params, with: query.with }),
    },
    update: {
      operationId: 'updateConnection',
      summary: 'Update a connection.',
      body: connectionUpdateSchema,
      service: updateConnection,
    },
    remove: {
      operationId: 'deleteConnection',
      summary: 'Delete a connection.',
      service: deleteConnection,
    },
  });
}
