import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COLLECTIVE_READ,
  COLLECTIVE_WRITE,
  allocationRowSchema,
  clickBodySchema,
  clickItemSchema,
  clickListQuerySchema,
  exportQuerySchema,
  positionQuerySchema,
  positionSchema,
} from '@energiek/contracts/collective';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { idParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../../core/actor.ts';
import { downloadHeaders } from '../../../core/export.ts';
import { registerResourceRoutes } from '../../../plugins/resource-routes.ts';
import {
  createClick,
  deleteClick,
  getAllocation,
  getClick,
  getPosition,
  listClicks,
  updateClick,
} from './collective-clicks.service.ts';
import { allocationCsv, allocationFilename, allocationXlsx } from './collective.export.ts';

// collective/clicks (the generic calls, through the route kit), collective/position and the allocation of
// a collective's clicks to its participants (JSON and the xlsx/csv export).

const tags = ['collective'];
const read = { permission: COLLECTIVE_READ };
const write = { permission: COLLECTIVE_WRITE };

export function registerClickRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const base = '/api/v3/collective/clicks';

  registerResourceRoutes(app, {
    url: base,
    tags,
    read,
    write,
    itemParams: idParams,
    item: clickItemSchema,
    list: {
      operationId: 'listCollectiveClicks',
      summary: 'List clicks of collectives.',
      query: clickListQuerySchema,
      response: listEnvelope(clickItemSchema),
      handler: (ctx, actor, { query }) => listClicks(ctx, actor, query),
    },
    get: {
      operationId: 'getCollectiveClick',
      summary: 'Get one click.',
      service: getClick,
    },
    create: {
      operationId: 'createCollectiveClick',
      summary: 'Register a click of a collective.',
      description: 'Refused (422, naming the months) when any month would be clicked over 100 %.',
      body: clickBodySchema,
      service: createClick,
    },
    update: {
      operationId: 'updateCollectiveClick',
      summary: 'Update a click.',
      body: clickBodySchema,
      service: updateClick,
    },
    remove: {
      operationId: 'deleteCollectiveClick',
      summary: 'Delete a click.',
      service: deleteClick,
    },
  });

  r.get(
    '/api/v3/collective/position',
    {
      config: read,
      schema: {
        tags,
        summary: 'Get the position of a collective per delivery period.',
        operationId: 'getCollectivePosition',
        description:
          'Per month, quarter or year of the delivery years: expected, clicked and open MWh, clicked %, the weighted click price, the open volume at the latest base forward price, and the price including markup.',
        querystring: positionQuerySchema,
        response: { 200: dataEnvelope(positionSchema) },
      },
    },
    async (request) => ({ data: await getPosition(ctx, actorOf(request), request.query) }),
  );

  r.get(
    '/api/v3/collective/collectives/:id/allocation',
    {
      config: read,
      schema: {
        tags,
        summary: "Get the allocation of a collective's clicks to its participants.",
        operationId: 'getCollectiveAllocation',
        description: 'Pro rata expected annual volume; the parts of a click add up exactly to its MWh.',
        params: idParams,
        response: { 200: dataEnvelope(z.array(allocationRowSchema)) },
      },
    },
    async (request) => ({ data: (await getAllocation(ctx, actorOf(request), request.params)).rows }),
  );

  r.get(
    '/api/v3/collective/collectives/:id/allocation/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'Export the allocation per participant (xlsx or csv).',
        operationId: 'exportCollectiveAllocation',
        params: idParams,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const allocation = await getAllocation(ctx, actorOf(request), request.params);
      const format = request.query.format;
      const body = format === 'csv' ? allocationCsv(allocation) : await allocationXlsx(allocation);
      return reply.headers(downloadHeaders(format, allocationFilename(request.params.id, format))).send(body);
    },
  );
}
