import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  entityCreateSchema,
  entityItemSchema,
  entityListQuerySchema,
  entityUpdateSchema,
} from '@energiek/contracts/entities';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { operationIdFor } from '../../plugins/route-registry.ts';
import { createEntity, deleteEntity, getEntity, listEntities, updateEntity } from './entities.service.ts';

// Legal entities of a customer (spec §2 customers/{customerId}/entities, permission organisation-entities).
// Tenancy: the customer-scoped check of the authentication plugin answers 404 for another customer, and
// every query is limited to the customer of the URL, so another customer's entity id answers 404 too.

const tags = ['entities'];
const read = { permission: 'organisation-entities:read', customerScoped: true } as const;
const write = { permission: 'organisation-entities:write', customerScoped: true } as const;
const item = dataEnvelope(entityItemSchema);

export function registerEntityRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v3/customers/:customerId/entities';

  r.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: "List the customer's legal entities.",
        operationId: 'listEntities',
        description: 'The legal entities of the customer with their connection counts.',
        params: customerParams,
        querystring: entityListQuerySchema,
        response: { 200: listEnvelope(entityItemSchema) },
      },
    },
    async (request) =>
      listEntities(app.ctx, actorOf(request), {
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
        summary: 'Create a legal entity.',
        operationId: 'createEntity',
        params: customerParams,
        body: entityCreateSchema,
        response: { 201: item },
      },
    },
    async (request, reply) => {
      const data = await createEntity(app.ctx, actorOf(request), {
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
        summary: 'Get one legal entity.',
        operationId: 'getEntity',
        params: customerIdParams,
        response: { 200: item },
      },
    },
    async (request) => ({ data: await getEntity(app.ctx, actorOf(request), request.params) }),
  );

  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: `${base}/:id`,
      config: write,
      schema: {
        tags,
        summary: 'Update a legal entity.',
        operationId: operationIdFor('updateEntity', method),
        params: customerIdParams,
        body: entityUpdateSchema,
        response: { 200: item },
      },
      handler: async (request) => {
        const params = request.params as z.infer<typeof customerIdParams>;
        const body = request.body as z.output<typeof entityUpdateSchema>;
        return { data: await updateEntity(app.ctx, actorOf(request), { ...params, body }) };
      },
    });
  }

  r.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a legal entity.',
        operationId: 'deleteEntity',
        description: '204; 422 while connections hang off the entity.',
        params: customerIdParams,
      },
    },
    async (request, reply) => {
      await deleteEntity(app.ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );
}
