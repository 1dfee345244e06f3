import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerParams } from '@energiek/contracts/primitives';
import {
  PURCHASE_READ,
  purchaseOverviewResponseSchema,
  purchaseQuerySchema,
  ratePeriodsQuerySchema,
  ratePeriodsResponseSchema,
  ratesQuerySchema,
  ratesResponseSchema,
} from '@energiek/contracts/purchase';
import { actorOf } from '../../core/actor.ts';
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
}
