import type { FastifyInstance } from 'fastify';
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
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { createDeal, deleteDeal, getDeal, listDeals, updateDeal } from './sales.service.ts';

// Sales deals (spec route /v3/sales: is:admin; index sales:read; create and {dealId}/edit
// organisation:write), as the generic resource `sales`: list (with the pipeline totals in meta), read,
// create, update (POST/PUT/PATCH; the board's drag sends only { stage }), delete.

const tags = ['sales'];
const base = '/api/v3/sales';
const read = { permission: SALES_READ };
const write = { permission: SALES_WRITE };

export function registerSalesRoutes(app: FastifyInstance): void {
  // Two calls only to keep the route order (get before create).
  const resource = { url: base, tags, read, write, itemParams: idParams, item: dealItemSchema };
  registerResourceRoutes(app, {
    ...resource,
    list: {
      operationId: 'listDeals',
      summary: 'List sales deals with the weighted pipeline.',
      description:
        'Filters: q, stage, ownerId, source, open (1 open stages, 0 won and lost), closeFrom, closeTo. meta.pipeline: totals over all matching deals.',
      query: dealListQuerySchema,
      response: dealListSchema,
      handler: (ctx, actor, { query }) => listDeals(ctx, actor, query),
    },
    get: {
      operationId: 'getDeal',
      summary: 'Get one sales deal.',
      handler: (ctx, actor, { params }) => getDeal(ctx, actor, { dealId: params.id }),
    },
  });
  registerResourceRoutes(app, {
    ...resource,
    create: {
      operationId: 'createDeal',
      summary: 'Create a sales deal.',
      description: "Probability defaults to the stage's; the owner to the signed-in admin.",
      body: dealCreateSchema,
      service: createDeal,
    },
    update: {
      operationId: 'updateDeal',
      summary: 'Update a sales deal (also: move it to another stage).',
      description:
        'Only the fields sent change. Moving to gewonnen creates the customer (for a prospect) and an action to set up the contract; verloren needs lostReason.',
      body: dealUpdateSchema,
      handler: (ctx, actor, { params, body }) => updateDeal(ctx, actor, { dealId: params.id, body }),
    },
    remove: {
      operationId: 'deleteDeal',
      summary: 'Delete a sales deal.',
      handler: (ctx, actor, { params }) => deleteDeal(ctx, actor, { dealId: params.id }),
    },
  });
}
