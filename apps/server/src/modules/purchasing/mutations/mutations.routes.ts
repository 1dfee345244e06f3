import type { FastifyInstance } from 'fastify';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import {
  MUTATIONS_READ,
  MUTATIONS_WRITE,
  connectionHistoryParams,
  connectionHistoryQuerySchema,
  connectionHistoryResponseSchema,
  mutationBodySchema,
  mutationListQuerySchema,
  mutationListResponseSchema,
  mutationResponseSchema,
  mutationSchema,
  mutationStatusBodySchema,
} from '@energiek/contracts/mutations';
import { registerResourceRoutes } from '../../../plugins/resource-routes.ts';
import { registerServiceRoute } from '../../../plugins/service-route.ts';
import {
  changeMutationStatus,
  createMutation,
  deleteMutation,
  getConnectionHistory,
  getMutation,
  listMutations,
  updateMutation,
} from './mutations.service.ts';

// Mutations (module mutations; rules in mutations.service.ts) and the dated history of a connection.

const tags = ['mutations'];
const read = { permission: MUTATIONS_READ, customerScoped: true } as const;
const write = { permission: MUTATIONS_WRITE, customerScoped: true } as const;
const base = '/api/v3/customers/:customerId/mutations';

export function registerMutationRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, {
    url: base,
    tags,
    read,
    write,
    collectionParams: customerParams,
    itemParams: customerIdParams,
    item: mutationSchema,
    list: {
      operationId: 'listMutations',
      summary: 'List the mutations of a customer.',
      query: mutationListQuerySchema,
      response: mutationListResponseSchema,
      service: listMutations,
    },
    create: {
      operationId: 'createMutation',
      summary: 'Create a mutation (status concept).',
      body: mutationBodySchema,
      service: createMutation,
    },
    get: {
      operationId: 'getMutation',
      summary: 'Get a mutation with its connections, documents and status history.',
      service: getMutation,
    },
    update: {
      operationId: 'updateMutation',
      summary: 'Update a mutation in concept or ingediend.',
      body: mutationBodySchema,
      service: updateMutation,
    },
    remove: {
      operationId: 'deleteMutation',
      summary: 'Delete a mutation in concept.',
      service: deleteMutation,
    },
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: `${base}/:id/status`,
    config: write,
    tags,
    summary: 'Move a mutation to its next status; "uitgevoerd" applies it to the connections.',
    description:
      'Executing writes the new values to the connections and their dated history (connection_history) from the desired date.',
    operationId: 'changeMutationStatus',
    params: customerIdParams,
    body: mutationStatusBodySchema,
    response: mutationResponseSchema,
    data: true,
    service: changeMutationStatus,
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/connections/:connectionId/history',
    config: { permission: 'organisation-connections:read', customerScoped: true },
    tags,
    summary: 'List the dated values of a connection (capacity, supplier, grid operator, …).',
    operationId: 'getConnectionHistory',
    params: connectionHistoryParams,
    query: connectionHistoryQuerySchema,
    response: connectionHistoryResponseSchema,
    data: true,
    handler: (ctx, actor, { params, query }) => getConnectionHistory(ctx, actor, { ...params, ...query }),
  });
}
