import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  connectionAuthorisationIdParams,
  connectionAuthorisationParams,
  dataAuthorisationBodySchema,
  dataAuthorisationItemSchema,
  dataAuthorisationListSchema,
} from '@energiek/contracts/data-authorisations';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { actorOf } from '../../core/actor.ts';
import { operationIdFor } from '../../plugins/route-registry.ts';
import {
  createAuthorisation,
  deleteAuthorisation,
  getAuthorisation,
  listAuthorisations,
  updateAuthorisation,
} from './data-authorisations.service.ts';

// Data-access authorisations of a connection (issue 16): organisation-connections read/write, like the
// connection they belong to.

const tags = ['data-authorisations'];
const read = { permission: 'organisation-connections:read', customerScoped: true } as const;
const write = { permission: 'organisation-connections:write', customerScoped: true } as const;
const item = dataEnvelope(dataAuthorisationItemSchema);

export function registerDataAuthorisationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v3/customers/:customerId/connections/:connectionId/authorisations';

  r.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: "List a connection's data-access authorisations.",
        operationId: 'listDataAuthorisations',
        description: "With the connection's status today (renewals that take over without a gap count).",
        params: connectionAuthorisationParams,
        response: { 200: dataAuthorisationListSchema },
      },
    },
    async (request) => listAuthorisations(app.ctx, actorOf(request), request.params),
  );

  r.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary: 'Register a data-access authorisation.',
        operationId: 'createDataAuthorisation',
        params: connectionAuthorisationParams,
        body: dataAuthorisationBodySchema,
        response: { 201: item },
      },
    },
    async (request, reply) => {
      const data = await createAuthorisation(app.ctx, actorOf(request), {
        ...request.params,
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
        summary: 'Get one data-access authorisation.',
        operationId: 'getDataAuthorisation',
        params: connectionAuthorisationIdParams,
        response: { 200: item },
      },
    },
    async (request) => ({ data: await getAuthorisation(app.ctx, actorOf(request), request.params) }),
  );

  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: `${base}/:id`,
      config: write,
      schema: {
        tags,
        summary: 'Update a data-access authorisation.',
        operationId: operationIdFor('updateDataAuthorisation', method),
        params: connectionAuthorisationIdParams,
        body: dataAuthorisationBodySchema,
        response: { 200: item },
      },
      handler: async (request) => {
        const params = request.params as z.infer<typeof connectionAuthorisationIdParams>;
        const body = request.body as z.output<typeof dataAuthorisationBodySchema>;
        return { data: await updateAuthorisation(app.ctx, actorOf(request), { ...params, body }) };
      },
    });
  }

  r.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a data-access authorisation.',
        operationId: 'deleteDataAuthorisation',
        params: connectionAuthorisationIdParams,
      },
    },
    async (request, reply) => {
      await deleteAuthorisation(app.ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );
}
