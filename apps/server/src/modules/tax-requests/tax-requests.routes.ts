import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import {
  TAX_REQUESTS_READ,
  TAX_REQUESTS_WRITE,
  taxRequestBodySchema,
  taxRequestListQuerySchema,
  taxRequestListResponseSchema,
  taxRequestResponseSchema,
} from '@energiek/contracts/tax-requests';
import { actorOf } from '../../core/actor.ts';
import { operationIdFor } from '../../plugins/route-registry.ts';
import {
  createTaxRequest,
  deleteTaxRequest,
  generateTaxRequestLetter,
  getTaxRequest,
  listTaxRequests,
  updateTaxRequest,
} from './tax-requests.service.ts';

// Energy-tax refund requests (module taxrequest; rules in tax-requests.service.ts). Reading needs the module
// and financial-taxes-heffing:read; preparing and filing is for admins.

const tags = ['tax-requests'];
const read = { permission: TAX_REQUESTS_READ, customerScoped: true } as const;
const write = { permission: TAX_REQUESTS_WRITE, customerScoped: true } as const;

export function registerTaxRequestRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/v3/tax-requests',
    {
      config: { permission: TAX_REQUESTS_READ },
      schema: {
        tags,
        summary: 'List the tax refund requests of every customer the user acts for.',
        operationId: 'listTaxRequests',
        querystring: taxRequestListQuerySchema,
        response: { 200: taxRequestListResponseSchema },
      },
    },
    (request) => listTaxRequests(ctx, actorOf(request), { query: request.query }),
  );

  r.get(
    '/api/v3/customers/:customerId/tax-requests',
    {
      config: read,
      schema: {
        tags,
        summary: 'List the tax refund requests of a customer.',
        operationId: 'listCustomerTaxRequests',
        params: customerParams,
        querystring: taxRequestListQuerySchema,
        response: { 200: taxRequestListResponseSchema },
      },
    },
    (request) => listTaxRequests(ctx, actorOf(request), { ...request.params, query: request.query }),
  );

  r.post(
    '/api/v3/customers/:customerId/tax-requests',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a tax refund request; the engine computes its amount and deadline.',
        operationId: 'createTaxRequest',
        params: customerParams,
        body: taxRequestBodySchema,
        response: { 201: taxRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const input = { customerId: request.params.customerId, body: request.body };
      return reply.status(201).send({ data: await createTaxRequest(ctx, actorOf(request), input) });
    },
  );

  r.get(
    '/api/v3/customers/:customerId/tax-requests/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Get a tax refund request.',
        operationId: 'getTaxRequest',
        params: customerIdParams,
        response: { 200: taxRequestResponseSchema },
      },
    },
    async (request) => ({ data: await getTaxRequest(ctx, actorOf(request), request.params) }),
  );

  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: '/api/v3/customers/:customerId/tax-requests/:id',
      config: write,
      schema: {
        tags,
        summary: 'Update a tax refund request (a concept: everything; later: status, note and links).',
        operationId: operationIdFor('updateTaxRequest', method),
        params: customerIdParams,
        body: taxRequestBodySchema,
        response: { 200: taxRequestResponseSchema },
      },
      handler: async (request) => ({
        data: await updateTaxRequest(ctx, actorOf(request), { ...request.params, body: request.body }),
      }),
    });
  }

  r.delete(
    '/api/v3/customers/:customerId/tax-requests/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a tax refund request in concept.',
        operationId: 'deleteTaxRequest',
        params: customerIdParams,
      },
    },
    async (request, reply) => {
      await deleteTaxRequest(ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/v3/customers/:customerId/tax-requests/:id/letter',
    {
      config: write,
      schema: {
        tags,
        summary: 'Generate the request letter (PDF) into the customer library and link it.',
        description:
          'The letter is stored in the library folder "Belastingen"; letterDocumentId points at it, and the library download route serves it.',
        operationId: 'generateTaxRequestLetter',
        params: customerIdParams,
        response: { 200: taxRequestResponseSchema },
      },
    },
    async (request) => ({ data: await generateTaxRequestLetter(ctx, actorOf(request), request.params) }),
  );
}
