import fastifyMultipart from '@fastify/multipart';
import { MASTER_DATA_WRITE } from '@energiek/contracts/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEGREE_DAY_MESSAGES,
  MAX_KNMI_FILE_BYTES,
  degreeDayImportResultSchema,
  degreeDayListSchema,
  degreeDayQuerySchema,
  degreeDayStationSchema,
} from '@energiek/contracts/degree-days';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { actorOf } from '../../core/actor.ts';
import { HttpError, validationError } from '../../lib/http-errors.ts';
import { registerServiceRoute } from '../../plugins/service-route.ts';
import { z } from 'zod';
import { importDegreeDays, listDegreeDays, listDegreeDayStations } from './degree-days.service.ts';

// GET degree-days (staff with organisation-report-ems:read, or admins) and POST degree-days/import
// (admins: a KNMI daily-data file, multipart `file`; per-row errors in the answer).

const tags = ['degree-days'];

const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: DEGREE_DAY_MESSAGES.tooLarge,
  FST_FILES_LIMIT: DEGREE_DAY_MESSAGES.oneFile,
};

async function readKnmiFile(request: FastifyRequest): Promise<{ fileName: string; text: string }> {
  if (!request.isMultipart()) throw validationError({ file: [DEGREE_DAY_MESSAGES.fileRequired] });
  let file: { fileName: string; text: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw validationError({ file: [DEGREE_DAY_MESSAGES.oneFile] });
      }
      // A binary file (a workbook, a zip) is refused by its first 64 kB, before the rest is held or parsed
      // as text: going through megabytes of it line by line only held up the server's other requests
      // (issue 33's hostile workbook); the rest of the upload passes unread.
      const chunks: Buffer[] = [];
      let head = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (head < 64 * 1024 && chunk.subarray(0, 64 * 1024 - head).includes(0)) {
          part.file.resume();
          throw validationError({ file: [DEGREE_DAY_MESSAGES.notText] });
        }
        head += chunk.length;
        chunks.push(chunk);
      }
      if (part.file.truncated)
        throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
      file = { fileName: part.filename, text: Buffer.concat(chunks).toString('utf8') };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = MULTIPART_ERRORS[(error as { code?: string }).code ?? ''];
    throw validationError({ file: [message ?? DEGREE_DAY_MESSAGES.fileRequired] });
  }
  if (!file) throw validationError({ file: [DEGREE_DAY_MESSAGES.fileRequired] });
  return file;
}

export function registerDegreeDayRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_KNMI_FILE_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 8 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    registerServiceRoute(scope, {
      method: 'GET',
      url: '/api/v3/degree-days',
      config: { permission: ['organisation-report-ems:read', 'is:admin'] },
      tags,
      summary: 'List degree days of a weather station per day, month or year, with totals.',
      operationId: 'listDegreeDays',
      description:
        'Degree days = max(0, 18 − daily mean temperature); weighted with 0.8 (Apr–Sep), 1.0 (Mar, Oct), 1.1 (Nov–Feb). `to` is exclusive.',
      query: degreeDayQuerySchema,
      response: degreeDayListSchema,
      handler: (ctx, actor, { query }) => listDegreeDays(ctx, actor, query),
    });

    r.get(
      '/api/v3/degree-days/stations',
      {
        config: { permission: ['organisation-report-ems:read', 'is:admin'] },
        schema: {
          tags,
          summary: 'List the weather stations with degree days: name, days and first and last day.',
          operationId: 'listDegreeDayStations',
          response: { 200: dataEnvelope(z.array(degreeDayStationSchema)) },
        },
      },
      async () => ({ data: await listDegreeDayStations(app.ctx) }),
    );

    r.post(
      '/api/v3/degree-days/import',
      {
        // Master data: the station's days count for every customer (issue 33).
        config: { permission: MASTER_DATA_WRITE },
        schema: {
          tags,
          summary: 'Import a KNMI daily-data file into the degree days.',
          operationId: 'importDegreeDays',
          description:
            'multipart/form-data with `file`: KNMI daily data (header `# STN,YYYYMMDD,…,TG,…`, TG in 0.1 °C). Valid days replace earlier figures of that station and day; bad rows are reported and skipped.',
          consumes: ['multipart/form-data'],
          response: { 200: dataEnvelope(degreeDayImportResultSchema) },
        },
      },
      async (request) => ({
        data: await importDegreeDays(app.ctx, actorOf(request), await readKnmiFile(request)),
      }),
    );
  });
}
