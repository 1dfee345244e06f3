import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { idParams } from '@energiek/contracts/primitives';
import {
  SALES_READ,
  SALES_WRITE,
  dealCreateSchema,
  dealItemSchema,
  dealListQuerySchema,
  dealListSchema,
  dealUpdateSchema,
} from '@energiek/contracts/sales';
import { actorOf } from '../../core/actor.ts';
import { operationIdFor } from '../../plugins/route-registry.ts';
import { createDeal, deleteDeal, getDeal, listDeals, updateDeal } from './sales.service.ts';

// Sales deals (spec route /v3/sales: is:admin; index sales:read; create and {dealId}/edit
// organisation:write), as the generic resource `sales`: list (with the pipeline totals in meta), read,
// create, update (POST/PUT/PATCH; the board's drag sends only { stage }), delete.

const tags = ['sales'];
const base = '/api/v3/sales';
const read = { permission: SALES_READ };
const write = { permission: SALES_WRITE };

export function registerSalesRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'List sales deals with the weighted pipeline.',
        operationId: 'listDeals',
        description:
          'Filters: q, stage, ownerId, source, open (1 open stages, 0 won and lost), closeFrom, closeTo. meta.pipeline: totals over all matching deals.',
        querystring: dealListQuerySchema,
        response: { 200: dealListSchema },
      },
    },
    (request) => listDeals(ctx, actorOf(request), request.query),
  );

  r.get(
    `${base}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Get one sales deal.',
        operationId: 'getDeal',
        params: idParams,
        response: { 200: dataEnvelope(dealItemSchema) },
      },
    },
    async (request) => ({ data: await getDeal(ctx, actorOf(request), { dealId: request.params.id }) }),
  );

  r.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a sales deal.',
        operationId: 'createDeal',
        description: "Probability defaults to the stage's; the owner to the signed-in admin.",
        body: dealCreateSchema,
        response: { 201: dataEnvelope(dealItemSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createDeal(ctx, actorOf(request), { body: request.body }) }),
  );

  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: `${base}/:id`,
      config: write,
      schema: {
        tags,
        summary: 'Update a sales deal (also: move it to another stage).',
        operationId: operationIdFor('updateDeal', method),
        description:
          'Only the fields sent change. Moving to gewonnen creates the customer (for a prospect) and an action to set up the contract; verloren needs lostReason.',
        params: idParams,
        body: dealUpdateSchema,
        response: { 200: dataEnvelope(dealItemSchema) },
      },
      handler: async (request) => ({
        data: await updateDeal(ctx, actorOf(request), { dealId: request.params.id, body: request.body }),
      }),
    });
  }

  r.delete(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, summary: 'Delete a sales deal.', operationId: 'deleteDeal', params: idParams },
    },
    async (request, reply) => {
      await deleteDeal(ctx, actorOf(request), { dealId: request.params.id });
      return reply.status(204).send();
    },
  );
}
