import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '@energiek/contracts/permissions';
import {
  EMS_IMPORT_MESSAGES,
  IMPORT_OPTION_FIELDS,
  MAX_IMPORT_BYTES,
  emsImportSchema,
  importCreatedSchema,
  importPreviewSchema,
  meterExchangeCreateSchema,
  meterExchangeSchema,
  registerReadingCreateSchema,
  registerReadingListQuerySchema,
  registerReadingSchema,
} from '@energiek/contracts/ems-import';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../../core/actor.ts';
import { HttpError, validationError } from '../../../lib/http-errors.ts';
import { randomStorageKey } from '../../../lib/storage/storage.ts';
import { registerServiceRoute } from '../../../plugins/service-route.ts';
import { createImport, getImport, listImports, previewImport } from './ems-import.service.ts';
import {
  createMeterExchange,
  createRegisterReading,
  deleteRegisterReading,
  listRegisterReadings,
} from './register-readings.service.ts';

// EMS input (issue 16 "Import", spec route ems/input): interval imports and meter readings. Reads need
// organisation-report-ems:read and the ems module; writes (imports, readings) also
// organisation-connections:write — a consultant's task, not the portal's read-only customer staff.

const tags = ['ems'];
const base = '/api/v3/customers/:customerId/ems';
const READ: readonly Permission[] = ['organisation-report-ems:read', 'mod:ems'];
const read = { permission: { allOf: READ }, customerScoped: true } as const;
const write = {
  permission: { allOf: [...READ, 'organisation-connections:write'] as Permission[] },
  customerScoped: true,
} as const;

const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: EMS_IMPORT_MESSAGES.tooLarge,
  FST_FILES_LIMIT: EMS_IMPORT_MESSAGES.oneFile,
};

/**
 * Walks the multipart parts: the one `file` goes to `onFile` as a stream (which must consume it), the
 * option fields are collected. Parser errors become Dutch 422s on the file field.
 */
async function receive<T>(
  request: FastifyRequest,
  onFile: (fileName: string, file: Readable, fieldsSoFar: Record<string, string>) => Promise<T>,
): Promise<{ file: T; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw validationError({ file: [EMS_IMPORT_MESSAGES.fileRequired] });
  let file: { value: T } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw validationError({ file: [EMS_IMPORT_MESSAGES.oneFile] });
        }
        file = { value: await onFile(part.filename, part.file, { ...fields }) };
        if (part.file.truncated) throw validationError({ file: [EMS_IMPORT_MESSAGES.tooLarge] });
      } else if (
        (IMPORT_OPTION_FIELDS as string[]).includes(part.fieldname) &&
        typeof part.value === 'string'
      ) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = MULTIPART_ERRORS[(error as { code?: string }).code ?? ''];
    throw validationError({ file: [message ?? EMS_IMPORT_MESSAGES.fileRequired] });
  }
  if (!file) throw validationError({ file: [EMS_IMPORT_MESSAGES.fileRequired] });
  return { file: file.value, fields };
}

/** Reads what the preview needs, then lets the rest of the upload pass. */
async function drain(stream: Readable): Promise<void> {
  if (stream.readableEnded || stream.destroyed) return;
  await new Promise<void>((resolve) => {
    stream
      .on('end', resolve)
      .on('close', resolve)
      .on('error', () => resolve());
    // A 'readable' listener left behind keeps the stream paused whatever resume() says.
    stream.removeAllListeners('readable');
    stream.resume();
    // The readable listener's removal takes effect on the next tick: resume once more then.
    process.nextTick(() => stream.resume());
  });
}

export function registerEmsImportRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 30, fieldSize: 100, parts: 40 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      `${base}/imports/preview`,
      {
        config: write,
        schema: {
          tags,
          summary: 'Preview an interval file: detected mapping and first rows.',
          operationId: 'previewEmsImport',
          description:
            'multipart/form-data: file (CSV or XLSX) and the optional fields of createEmsImport. Nothing is stored; the web app sends the first part of a CSV only.',
          params: customerParams,
          consumes: ['multipart/form-data'],
          response: { 200: dataEnvelope(importPreviewSchema) },
        },
      },
      async (request) => {
        // Fields sent before the file (the web app sends them first) correct the detection; the file is
        // read as far as the preview needs and the rest of the upload passes through unread.
        const { file } = await receive(request, async (fileName, stream, fields) => {
          try {
            return await previewImport(app.ctx, actorOf(request), {
              customerId: request.params.customerId,
              fileName,
              file: stream,
              fields,
            });
          } finally {
            await drain(stream);
          }
        });
        return { data: file };
      },
    );

    r.post(
      `${base}/imports`,
      {
        config: write,
        schema: {
          tags,
          summary: 'Import an interval file as a background job.',
          operationId: 'createEmsImport',
          description:
            'multipart/form-data: file (CSV or XLSX, at most 60 MB), optional layout (long|wide), intervalLabel (start|end, default start; a wide file or a long one starting at 00:15 is detected as end), unit (kWh|kW|m3), delimiter, decimalMark, minutes and column numbers (0-based) to correct the detection. Answers 202; follow GET …/ems/imports/{id}.',
          params: customerParams,
          consumes: ['multipart/form-data'],
          response: { 202: dataEnvelope(importCreatedSchema) },
        },
      },
      async (request, reply) => {
        const storageKey = randomStorageKey();
        let stored = false;
        try {
          const { file: fileName, fields } = await receive(request, async (name, file) => {
            await app.ctx.storage.put(storageKey, file, 'application/octet-stream');
            stored = true;
            return name;
          });
          const created = await createImport(app.ctx, actorOf(request), {
            customerId: request.params.customerId,
            fileName,
            storageKey,
            fields,
          });
          return reply.status(202).send({ data: created });
        } catch (error) {
          if (stored) await app.ctx.storage.delete(storageKey).catch(() => undefined);
          throw error;
        }
      },
    );
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: `${base}/imports`,
    config: read,
    tags,
    summary: "List the customer's latest interval imports.",
    operationId: 'listEmsImports',
    description: 'The 50 latest imports, newest first (errors left out: see getEmsImport).',
    params: customerParams,
    response: dataEnvelope(z.array(emsImportSchema)),
    data: true,
    service: listImports,
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: `${base}/imports/:id`,
    config: read,
    tags,
    summary: 'Show an interval import: status, progress, counters and error report.',
    operationId: 'getEmsImport',
    params: customerIdParams,
    response: dataEnvelope(emsImportSchema),
    data: true,
    service: getImport,
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: `${base}/register-readings`,
    config: read,
    tags,
    summary: "List a connection's meter readings.",
    operationId: 'listRegisterReadings',
    params: customerParams,
    query: registerReadingListQuerySchema,
    response: dataEnvelope(z.array(registerReadingSchema)),
    data: true,
    handler: (ctx, actor, { params, query }) =>
      listRegisterReadings(ctx, actor, { customerId: params.customerId, connectionId: query.connectionId }),
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: `${base}/register-readings`,
    config: write,
    tags,
    summary: 'Enter a meter reading; the usage since the previous reading is rewritten.',
    operationId: 'createRegisterReading',
    params: customerParams,
    body: registerReadingCreateSchema,
    response: dataEnvelope(registerReadingSchema),
    status: 201,
    data: true,
    service: createRegisterReading,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: `${base}/meter-exchanges`,
    config: write,
    tags,
    summary: "Record a meter exchange: the old meter's last reading and the new meter's first.",
    operationId: 'createMeterExchange',
    description:
      "Two readings on the exchange day (kind 'removed' and 'installed'); each meter's readings are checked and counted on their own, so the usage across the exchange is counted once. 422 when the day already has a reading, or a reading does not fit its own meter's readings (field errors old.normal, new.low, …). Deleting either reading removes the exchange.",
    params: customerParams,
    body: meterExchangeCreateSchema,
    response: dataEnvelope(meterExchangeSchema),
    status: 201,
    data: true,
    service: createMeterExchange,
  });

  registerServiceRoute(app, {
    method: 'DELETE',
    url: `${base}/register-readings/:id`,
    config: write,
    tags,
    summary: 'Delete a meter reading; the usage around it is rewritten.',
    operationId: 'deleteRegisterReading',
    params: customerIdParams,
    status: 204,
    service: deleteRegisterReading,
  });
}
