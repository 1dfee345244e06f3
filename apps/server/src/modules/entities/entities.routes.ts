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
import { listEntities, toEntityItem } from './entities.repository.ts';
import { changeEntity, createEntity, getEntity, removeEntity } from './entities.service.ts';
import { pageMeta } from '../../core/paging.ts';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';

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
        description: 'The legal entities of the customer with their connection counts.',
        params: customerParams,
        querystring: entityListQuerySchema,
        response: { 200: listEnvelope(entityItemSchema) },
      },
    },
    async (request) => {
      const { page, limit, q, sort } = request.query;
      const { rows, total } = await listEntities(app.ctx.db, request.params.customerId, {
        q,
        sort,
        page,
        limit,
      });
      return {
        data: rows.map(toEntityItem),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  r.post(
    base,
    {
      config: write,
      schema: { tags, params: customerParams, body: entityCreateSchema, response: { 201: item } },
    },
    async (request, reply) => {
      const data = await createEntity(app, request, request.params.customerId, request.body);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: customerIdParams, response: { 200: item } } },
    async (request) => ({ data: await getEntity(app, request.params.customerId, request.params.id) }),
  );

  r.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${base}/:id`,
    config: write,
    schema: { tags, params: customerIdParams, body: entityUpdateSchema, response: { 200: item } },
    handler: async (request) => {
      const { customerId, id } = request.params as z.infer<typeof customerIdParams>;
      const body = request.body as z.output<typeof entityUpdateSchema>;
      return { data: await changeEntity(app, request, customerId, id, body) };
    },
  });

  r.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        description: '204; 422 while connections hang off the entity.',
        params: customerIdParams,
      },
    },
    async (request, reply) => {
      await removeEntity(app, request, request.params.customerId, request.params.id);
      return reply.status(204).send();
    },
  );
}
