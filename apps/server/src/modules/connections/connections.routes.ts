import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectionCreateSchema,
  connectionItemSchema,
  connectionListQuerySchema,
  connectionUpdateSchema,
} from '@energiek/contracts/connections';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { listConnections, toConnectionItem } from './connections.repository.ts';
import {
  changeConnection,
  createConnection,
  getConnection,
  parseWith,
  removeConnection,
} from './connections.service.ts';
import { pageMeta } from '../../core/paging.ts';
import { customerIdParams, customerParams, text } from '@energiek/contracts/primitives';

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
        description:
          'The connection search of spec §7 (pickers, the connections list): q on EAN and address, page size 10 by default.',
        params: customerParams,
        querystring: connectionListQuerySchema,
        response: { 200: listEnvelope(connectionItemSchema) },
      },
    },
    async (request) => {
      const { page, limit, sort, with: withParam, ...filters } = request.query;
      const include = parseWith(withParam);
      const { rows, total } = await listConnections(app.ctx.db, request.params.customerId, filters, {
        sort,
        page,
        limit,
      });
      return {
        data: rows.map((row) => toConnectionItem(row, include)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  r.post(
    base,
    {
      config: write,
      schema: { tags, params: customerParams, body: connectionCreateSchema, response: { 201: item } },
    },
    async (request, reply) => {
      const data = await createConnection(app, request, request.params.customerId, request.body);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: read,
      schema: {
        tags,
        description: 'One connection with its address; with= adds market parties and the trafo.',
        params: customerIdParams,
        querystring: z.object({ with: text().max(200).optional() }),
        response: { 200: item },
      },
    },
    async (request) => ({
      data: await getConnection(app, request.params.customerId, request.params.id, request.query.with),
    }),
  );

  r.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${base}/:id`,
    config: write,
    schema: { tags, params: customerIdParams, body: connectionUpdateSchema, response: { 200: item } },
    handler: async (request) => {
      const { customerId, id } = request.params as z.infer<typeof customerIdParams>;
      const body = request.body as z.output<typeof connectionUpdateSchema>;
      return { data: await changeConnection(app, request, customerId, id, body) };
    },
  });

  r.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: customerIdParams } },
    async (request, reply) => {
      await removeConnection(app, request, request.params.customerId, request.params.id);
      return reply.status(204).send();
    },
  );
}
