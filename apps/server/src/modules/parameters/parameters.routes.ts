import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  PARAMETERS_READ,
  PARAMETERS_WRITE,
  PARAMETER_MESSAGES,
  copyYearBodySchema,
  copyYearResultSchema,
  importResultSchema,
  parameterBodySchema,
  parameterItemSchema,
  parameterListQuerySchema,
} from '@energiek/contracts/parameters';
import { idParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { downloadHeaders } from '../../core/export.ts';
import { HttpError, validationError } from '../../lib/http-errors.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import {
  copyParameterYear,
  createParameter,
  deleteParameter,
  getParameter,
  listParameters,
  updateParameter,
} from './parameters.service.ts';
import { exportParameters, importParameters } from './parameters.xlsx.ts';

// Parameters (spec route /v3/parameters, back-office-parameters:read; writes back-office-parameters:write;
// both for admins only): the generic calls plus copy-year and the xlsx export/import.

const tags = ['parameters'];
const base = '/api/v3/parameters';
const read = { permission: PARAMETERS_READ };
const write = { permission: PARAMETERS_WRITE };
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** The one uploaded file (field `file`), in memory. */
async function readWorkbook(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw validationError({ file: [PARAMETER_MESSAGES.importFile] });
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw validationError({ file: [PARAMETER_MESSAGES.importFile] });
  }
  if (!bytes || bytes.length === 0) throw validationError({ file: [PARAMETER_MESSAGES.importFile] });
  return bytes;
}

export function registerParameterRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 8 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const { ctx } = app;

    // The parameters as a resource; the export, import and copy-year stay beside it, in route order.
    const resource = { url: base, tags, read, write, itemParams: idParams, item: parameterItemSchema };

    registerResourceRoutes(scope, {
      ...resource,
      list: {
        operationId: 'listParameters',
        summary: 'List parameters.',
        description: 'Filter on kind, year (a VAT period counts for every year it overlaps), product and q.',
        query: parameterListQuerySchema,
        response: listEnvelope(parameterItemSchema),
        handler: (ctx, actor, { query }) => listParameters(ctx, actor, query),
      },
    });

    r.get(
      `${base}/export.xlsx`,
      {
        config: read,
        schema: {
          tags,
          summary: 'Export parameters as an Excel workbook.',
          operationId: 'exportParameters',
          description:
            'One sheet per kind (the import reads the same layout); kind and year filter as the list.',
          querystring: parameterListQuerySchema.pick({ kind: true, year: true }),
        },
      },
      async (request, reply) => {
        const file = await exportParameters(ctx, actorOf(request), request.query);
        return reply.headers(downloadHeaders('xlsx', file.filename)).send(file.body);
      },
    );

    r.post(
      `${base}/import`,
      {
        config: write,
        schema: {
          tags,
          summary: 'Import parameters from an Excel workbook.',
          operationId: 'importParameters',
          description:
            'multipart/form-data with one xlsx `file` in the export layout. Rows are matched on what identifies them (e.g. product and year) and updated, else created. All or nothing: any bad row answers 422 with errors per "sheet, rij n".',
          consumes: ['multipart/form-data'],
          response: { 200: dataEnvelope(importResultSchema) },
        },
      },
      async (request) => ({
        data: await importParameters(ctx, actorOf(request), { bytes: await readWorkbook(request) }),
      }),
    );

    r.post(
      `${base}/copy-year`,
      {
        config: write,
        schema: {
          tags,
          summary: 'Copy the yearly parameters of a year to the next.',
          operationId: 'copyParameterYear',
          description:
            'Energy tax, ODE (up to 2022), tax reduction and grid tariffs (or one kind): copies are unverified; rows the next year has are skipped.',
          body: copyYearBodySchema,
          response: { 200: dataEnvelope(copyYearResultSchema) },
        },
      },
      async (request) => ({ data: await copyParameterYear(ctx, actorOf(request), { body: request.body }) }),
    );

    registerResourceRoutes(scope, {
      ...resource,
      get: {
        operationId: 'getParameter',
        summary: 'Get one parameter.',
        service: getParameter,
      },
      create: {
        operationId: 'createParameter',
        summary: 'Create a parameter.',
        body: parameterBodySchema,
        service: createParameter,
      },
      update: {
        operationId: 'updateParameter',
        summary: 'Update a parameter.',
        description: 'The whole body of its kind (the kind cannot change).',
        body: parameterBodySchema,
        service: updateParameter,
      },
      remove: {
        operationId: 'deleteParameter',
        summary: 'Delete a parameter.',
        service: deleteParameter,
      },
    });
  });
}
