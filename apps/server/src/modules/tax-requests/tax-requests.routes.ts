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
  taxRequestSchema,
} from '@energiek/contracts/tax-requests';
import { actorOf } from '../../core/actor.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { registerServiceRoute } from '../../plugins/service-route.ts';
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

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/tax-requests',
    config: { permission: TAX_REQUESTS_READ },
    tags,
    summary: 'List the tax refund requests of every customer the user acts for.',
    operationId: 'listTaxRequests',
    query: taxRequestListQuerySchema,
    response: taxRequestListResponseSchema,
    service: listTaxRequests,
  });

  registerResourceRoutes(app, {
    url: '/api/v3/customers/:customerId/tax-requests',
    tags,
    read,
    write,
    collectionParams: customerParams,
    itemParams: customerIdParams,
    item: taxRequestSchema,
    list: {
      operationId: 'listCustomerTaxRequests',
      summary: 'List the tax refund requests of a customer.',
      query: taxRequestListQuerySchema,
      response: taxRequestListResponseSchema,
      service: listTaxRequests,
    },
    create: {
      operationId: 'createTaxRequest',
      summary: 'Create a tax refund request; the engine computes its amount and deadline.',
      body: taxRequestBodySchema,
      service: createTaxRequest,
    },
    get: {
      operationId: 'getTaxRequest',
      summary: 'Get a tax refund request.',
      service: getTaxRequest,
    },
    update: {
      operationId: 'updateTaxRequest',
      summary: 'Update a tax refund request (a concept: everything; later: status, note and links).',
      body: taxRequestBodySchema,
      service: updateTaxRequest,
    },
    remove: {
      operationId: 'deleteTaxRequest',
      summary: 'Delete a tax refund request in concept.',
      service: deleteTaxRequest,
    },
  });

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
