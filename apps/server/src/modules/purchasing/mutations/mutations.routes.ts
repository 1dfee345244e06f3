import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  mutationStatusBodySchema,
} from '@energiek/contracts/mutations';
import { actorOf } from '../../../core/actor.ts';
import { operationIdFor } from '../../../plugins/route-registry.ts';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'List the mutations of a customer.',
        operationId: 'listMutations',
        params: customerParams,
        querystring: mutationListQuerySchema,
        response: { 200: mutationListResponseSchema },
      },
    },
    (request) => listMutations(ctx, actorOf(request), { ...request.params, query: request.query }),
  );

  r.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a mutation (status concept).',
        operationId: 'createMutation',
        params: customerParams,
        body: mutationBodySchema,
        response: { 201: mutationResponseSchema },
      },
    },
    async (request, reply) => {
      const input = { customerId: request.params.customerId, body: request.body };
      return reply.status(201).send({ data: await createMutation(ctx, actorOf(request), input) });
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Get a mutation with its connections, documents and status history.',
        operationId: 'getMutation',
        params: customerIdParams,
        response: { 200: mutationResponseSchema },
      },
    },
    async (request) => ({ data: await getMutation(ctx, actorOf(request), request.params) }),
  );

  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: `${base}/:id`,
      config: write,
      schema: {
        tags,
        summary: 'Update a mutation in concept or ingediend.',
        operationId: operationIdFor('updateMutation', method),
        params: customerIdParams,
        body: mutationBodySchema,
        response: { 200: mutationResponseSchema },
      },
      handler: async (request) => ({
        data: await updateMutation(ctx, actorOf(request), { ...request.params, body: request.body }),
      }),
    });
  }

  r.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a mutation in concept.',
        operationId: 'deleteMutation',
        params: customerIdParams,
      },
    },
    async (request, reply) => {
      await deleteMutation(ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );

  r.post(
    `${base}/:id/status`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Move a mutation to its next status; "uitgevoerd" applies it to the connections.',
        description:
          'Executing writes the new values to the connections and their dated history (connection_history) from the desired date.',
        operationId: 'changeMutationStatus',
        params: customerIdParams,
        body: mutationStatusBodySchema,
        response: { 200: mutationResponseSchema },
      },
    },
    async (request) => ({
      data: await changeMutationStatus(ctx, actorOf(request), { ...request.params, body: request.body }),
    }),
  );

  r.get(
    '/api/v3/customers/:customerId/connections/:connectionId/history',
    {
      config: { permission: 'organisation-connections:read', customerScoped: true },
      schema: {
        tags,
        summary: 'List the dated values of a connection (capacity, supplier, grid operator, …).',
        operationId: 'getConnectionHistory',
        params: connectionHistoryParams,
        querystring: connectionHistoryQuerySchema,
        response: { 200: connectionHistoryResponseSchema },
      },
    },
    async (request) => ({
      data: await getConnectionHistory(ctx, actorOf(request), { ...request.params, ...request.query }),
    }),
  );
}
