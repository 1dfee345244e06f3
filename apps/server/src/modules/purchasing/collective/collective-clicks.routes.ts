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
import { operationIdFor } from '../../../plugins/route-registry.ts';
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

// collective/clicks (generic calls), collective/position and the allocation of a collective's clicks to
// its participants (JSON and the xlsx/csv export).

const tags = ['collective'];
const read = { permission: COLLECTIVE_READ };
const write = { permission: COLLECTIVE_WRITE };

export function registerClickRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const base = '/api/v3/collective/clicks';

  r.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'List clicks of collectives.',
        operationId: 'listCollectiveClicks',
        querystring: clickListQuerySchema,
        response: { 200: listEnvelope(clickItemSchema) },
      },
    },
    (request) => listClicks(ctx, actorOf(request), request.query),
  );
  r.get(
    `${base}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Get one click.',
        operationId: 'getCollectiveClick',
        params: idParams,
        response: { 200: dataEnvelope(clickItemSchema) },
      },
    },
    async (request) => ({ data: await getClick(ctx, actorOf(request), request.params) }),
  );
  r.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary: 'Register a click of a collective.',
        operationId: 'createCollectiveClick',
        description: 'Refused (422, naming the months) when any month would be clicked over 100 %.',
        body: clickBodySchema,
        response: { 201: dataEnvelope(clickItemSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createClick(ctx, actorOf(request), { body: request.body }) }),
  );
  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: `${base}/:id`,
      config: write,
      schema: {
        tags,
        summary: 'Update a click.',
        operationId: operationIdFor('updateCollectiveClick', method),
        params: idParams,
        body: clickBodySchema,
        response: { 200: dataEnvelope(clickItemSchema) },
      },
      handler: async (request) => ({
        data: await updateClick(ctx, actorOf(request), { id: request.params.id, body: request.body }),
      }),
    });
  }
  r.delete(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, summary: 'Delete a click.', operationId: 'deleteCollectiveClick', params: idParams },
    },
    async (request, reply) => {
      await deleteClick(ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );

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
