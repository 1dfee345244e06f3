import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  connectionCreateSchema,
  connectionGetQuerySchema,
  connectionItemSchema,
  connectionListQuerySchema,
  connectionUpdateSchema,
} from '@energiek/contracts/connections';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { operationIdFor } from '../../plugins/route-registry.ts';
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

const tags = ['connections'];
const read = { permission: 'organisation-connections:read', customerScoped: true } as const;
const write = { permission: 'organisation-connections:write', customerScoped: true } as const;
const item = dataEnvelope(connectionItemSchema);

export function registerConnectionRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v3/customers/:customerId/connections';

  r.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: "Search the customer's connections.",
        operationId: 'listConnections',
        description:
          'The connection search of spec §7 (pickers, the connections list): q on EAN and address, page size 10 by default.',
        params: customerParams,
        querystring: connectionListQuerySchema,
        response: { 200: listEnvelope(connectionItemSchema) },
      },
    },
    async (request) =>
      listConnections(app.ctx, actorOf(request), {
        customerId: request.params.customerId,
        query: request.query,
      }),
  );

  r.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a connection.',
        operationId: 'createConnection',
        params: customerParams,
        body: connectionCreateSchema,
        response: { 201: item },
      },
    },
    async (request, reply) => {
      const data = await createConnection(app.ctx, actorOf(request), {
        customerId: request.params.customerId,
        body: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Get one connection.',
        operationId: 'getConnection',
        description: 'One connection with its address; with= adds market parties and the trafo.',
        params: customerIdParams,
        querystring: connectionGetQuerySchema,
        response: { 200: item },
      },
    },
    async (request) => ({
      data: await getConnection(app.ctx, actorOf(request), { ...request.params, with: request.query.with }),
    }),
  );

  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: `${base}/:id`,
      config: write,
      schema: {
        tags,
        summary: 'Update a connection.',
        operationId: operationIdFor('updateConnection', method),
        params: customerIdParams,
        body: connectionUpdateSchema,
        response: { 200: item },
      },
      handler: async (request) => {
        const params = request.params as z.infer<typeof customerIdParams>;
        const body = request.body as z.output<typeof connectionUpdateSchema>;
        return { data: await updateConnection(app.ctx, actorOf(request), { ...params, body }) };
      },
    });
  }

  r.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a connection.',
        operationId: 'deleteConnection',
        params: customerIdParams,
      },
    },
    async (request, reply) => {
      await deleteConnection(app.ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );
}
