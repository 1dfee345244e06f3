import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGREEMENT_CLICKS_WRITE,
  agreementClickBodySchema,
  agreementClickBookSchema,
  agreementClickItemSchema,
  agreementClickListQuerySchema,
} from '@energiek/contracts/collective';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import {
  PURCHASE_READ,
  purchaseOverviewResponseSchema,
  purchaseQuerySchema,
  ratePeriodsQuerySchema,
  ratePeriodsResponseSchema,
  ratesQuerySchema,
  ratesResponseSchema,
} from '@energiek/contracts/purchase';
import { actorOf } from '../../../core/actor.ts';
import { registerServiceRoute } from '../../../plugins/service-route.ts';
import {
  createAgreementClick,
  deleteAgreementClick,
  getAgreementClickBook,
} from './purchase-clicks.service.ts';
import { getPurchaseOverview, getRatePeriods, getRates } from './purchase.service.ts';

// Purchase and rates (spec §2 customers/{customerId}/purchase and /rates, mod:purchase + price report).

const tags = ['purchase'];
const config = { permission: PURCHASE_READ, customerScoped: true } as const;

export function registerPurchaseRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/v3/customers/:customerId/rates',
    {
      config,
      schema: {
        tags,
        summary: 'Get the rate lines in force on a day for one or every connection of a customer.',
        operationId: 'getCustomerRates',
        params: customerParams,
        querystring: ratesQuerySchema,
        response: { 200: ratesResponseSchema },
      },
    },
    (request) => getRates(ctx, actorOf(request), { ...request.params, query: request.query }),
  );

  r.get(
    '/api/v3/customers/:customerId/rates/periods',
    {
      config,
      schema: {
        tags,
        summary: 'List the effective rate lines per connection and period.',
        operationId: 'listCustomerRatePeriods',
        params: customerParams,
        querystring: ratePeriodsQuerySchema,
        response: { 200: ratePeriodsResponseSchema },
      },
    },
    (request) => getRatePeriods(ctx, actorOf(request), { ...request.params, query: request.query }),
  );

  r.get(
    '/api/v3/customers/:customerId/purchase',
    {
      config,
      schema: {
        tags,
        summary: "Get a customer's agreements per connection, click positions and what is bought.",
        operationId: 'getCustomerPurchase',
        params: customerParams,
        querystring: purchaseQuerySchema,
        response: { 200: purchaseOverviewResponseSchema },
      },
    },
    (request) => getPurchaseOverview(ctx, actorOf(request), { ...request.params, query: request.query }),
  );

  const clicksBase = '/api/v3/customers/:customerId/purchase/clicks';
  const clicksWrite = { permission: AGREEMENT_CLICKS_WRITE, customerScoped: true } as const;
  r.get(
    clicksBase,
    {
      config,
      schema: {
        tags,
        summary: 'Get the click book of a click agreement: its clicks and position per delivery year.',
        operationId: 'getAgreementClickBook',
        params: customerParams,
        querystring: agreementClickListQuerySchema,
        response: { 200: dataEnvelope(agreementClickBookSchema) },
      },
    },
    async (request) => ({
      data: await getAgreementClickBook(ctx, actorOf(request), {
        customerId: request.params.customerId,
        agreementId: request.query.agreementId,
      }),
    }),
  );
  registerServiceRoute(app, {
    method: 'POST',
    url: clicksBase,
    config: clicksWrite,
    tags,
    summary: 'Register a click of an individual click agreement.',
    operationId: 'createAgreementClick',
    description:
      "Refused (422) for an agreement without click price or in a collective, a period outside its delivery years, or any month clicked over 100 % of its connections' expected volume.",
    params: customerParams,
    body: agreementClickBodySchema,
    response: dataEnvelope(agreementClickItemSchema),
    status: 201,
    data: true,
    service: createAgreementClick,
  });
  registerServiceRoute(app, {
    method: 'DELETE',
    url: `${clicksBase}/:id`,
    config: clicksWrite,
    tags,
    summary: 'Delete a click of a click agreement.',
    operationId: 'deleteAgreementClick',
    params: customerIdParams,
    status: 204,
    service: deleteAgreementClick,
  });
}
