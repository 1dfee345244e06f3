import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  EXPORTS_READ,
  exportCatalogueSchema,
  exportCreateSchema,
  exportItemSchema,
  exportListQuerySchema,
} from '@energiek/contracts/exports';
import { idParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { downloadHeaders } from '../../core/export.ts';
import { registerServiceRoute } from '../../plugins/service-route.ts';
import {
  createExport,
  deleteExport,
  downloadExport,
  getExport,
  getExportCatalogue,
  listExports,
} from './exports.service.ts';

// Exports (spec route /v3/exports: is:admin, export:read) as the resource `exports`: the catalogue, the
// requested files (who/when/size, progress), a request (202: a background job makes the file), the
// download (7 days) and delete.

const tags = ['exports'];
const base = '/api/v3/exports';
const config = { permission: EXPORTS_READ };

export function registerExportRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    `${base}/catalogue`,
    {
      config,
      schema: {
        tags,
        summary: 'List the exports that can be requested.',
        operationId: 'getExportCatalogue',
        response: { 200: exportCatalogueSchema },
      },
    },
    (request) => getExportCatalogue(ctx, actorOf(request)),
  );

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'List requested exports.',
        operationId: 'listExports',
        description: "Your own exports; someone with access to every customer sees everyone's.",
        querystring: exportListQuerySchema,
        response: { 200: listEnvelope(exportItemSchema) },
      },
    },
    (request) => listExports(ctx, actorOf(request), request.query),
  );

  r.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Get one export with its progress.',
        operationId: 'getExport',
        params: idParams,
        response: { 200: dataEnvelope(exportItemSchema) },
      },
    },
    async (request) => ({ data: await getExport(ctx, actorOf(request), request.params) }),
  );

  r.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Request an export (made by a background job).',
        operationId: 'createExport',
        description: 'Energy data needs customerId, connectionId, from and to.',
        body: exportCreateSchema,
        response: { 202: dataEnvelope(exportItemSchema) },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await createExport(ctx, actorOf(request), { body: request.body }) }),
  );

  r.get(
    `${base}/:id/download`,
    {
      config,
      schema: {
        tags,
        summary: 'Download the file of a finished export.',
        operationId: 'downloadExport',
        description: 'Available for 7 days after the request; 404 before it is ready or after.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await downloadExport(ctx, actorOf(request), request.params);
      return reply
        .headers({ ...downloadHeaders(file.format, file.filename), 'content-length': String(file.size) })
        .send(file.body);
    },
  );

  registerServiceRoute(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    config,
    tags,
    summary: 'Delete an export and its file.',
    operationId: 'deleteExport',
    params: idParams,
    status: 204,
    service: deleteExport,
  });
}
