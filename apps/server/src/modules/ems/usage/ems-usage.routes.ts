import { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  feedResultSchema,
  usageExportQuerySchema,
  readingsFeedSchema,
  usageQuerySchema,
  usageResponseSchema,
} from '@energiek/contracts/ems-usage';
import { customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../../core/actor.ts';
import { downloadHeaders } from '../../../core/export.ts';
import { BufferPool, parallelGzip } from '../../../core/parallel-gzip.ts';
import { COMPRESSION_THRESHOLD } from '../../../plugins/compression.ts';
import { registerServiceRoute } from '../../../plugins/service-route.ts';
import { exportUsage } from './ems-usage.export.ts';
import { getUsageJson, writeFeedReadings } from './ems-usage.service.ts';
import { copiedChunks, STEP_CHUNK_BYTES } from './step-json.ts';

// Energy usage (issue 16, spec §2 customers/{customerId}/ems/usage) and the machine feed of interval
// readings. Reading needs organisation-report-ems and the ems module; a feed writes to a connection, so
// it needs organisation-connections:write and the module.

const tags = ['ems'];

// A year of quarters is 5.8 MB of JSON. The app's default (brotli 4, gzip 6) takes 55–65 ms of CPU on it
// here; brotli 1 and gzip 1 take 10–15 ms for 650 KiB instead of 520–600 KiB (bench ems-usage).
const FAST_COMPRESSION = {
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD,
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 1,
    },
  },
  zlibOptions: { level: 1 },
} satisfies FastifyCompressOptions;
// Quarters and hours (a year of quarters: 18 chunks) go out as gzip written here, several chunks
// compressed at once on libuv's threads while the next are written (core/parallel-gzip.ts): gzip before
// brotli for these answers, the same size at level 1. A client without gzip gets the chunks as they are
// (and brotli from the plugin if it takes that).
const stepEncodings = new Negotiator({ supportedValues: ['gzip', 'br'] });
/** Chunk buffers for a few answers at once (650 KB each). */
const stepChunks = new BufferPool(STEP_CHUNK_BYTES, 8);

const read = {
  permission: { allOf: ['organisation-report-ems:read', 'mod:ems'] },
  customerScoped: true,
} as const;
const write = {
  permission: { allOf: ['organisation-connections:write', 'mod:ems'] },
  customerScoped: true,
} as const;

export function registerEmsUsageRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v3/customers/:customerId/ems';

  r.get(
    `${base}/usage`,
    {
      config: read,
      compress: FAST_COMPRESSION,
      // A year of quarters is 35,040 buckets (5.8 MB): the service writes the JSON text itself (no point
      // objects, no zod serialisation; ems-usage.json.ts). The schema stays the documented answer
      // (OpenAPI) and the tests check the text against it.
      schema: {
        tags,
        summary: 'Usage of one connection or the sum of a selection per time bucket.',
        operationId: 'getEmsUsage',
        description:
          'Buckets in Europe/Amsterdam local time over the local days [from, to); `start` is the ' +
          "bucket's first instant in UTC (ISO 8601 with Z). Read from the coarsest rollup that answers; " +
          'quarter resolution from the raw readings. Gas and electricity cannot be mixed.',
        params: customerParams,
        querystring: usageQuerySchema,
        response: { 200: usageResponseSchema },
      },
    },
    async (request, reply) => {
      const json = await getUsageJson(app.ctx, actorOf(request), {
        customerId: request.params.customerId,
        query: request.query,
      });
      // A string with a JSON content type goes out as it is, chunks as a stream (sent while the next are
      // written); the typed reply only knows the object.
      const text: FastifyReply = reply.type('application/json; charset=utf-8');
      if (typeof json === 'string') return text.send(json);
      text.header('vary', 'accept-encoding');
      const encoding = stepEncodings.negotiate(request.headers['accept-encoding']?.toLowerCase() ?? '');
      if (encoding !== 'gzip') return text.send(Readable.from(copiedChunks(json), { objectMode: false }));
      return text
        .header('content-encoding', 'gzip')
        .send(Readable.from(parallelGzip(json, stepChunks), { objectMode: false }));
    },
  );

  r.get(
    `${base}/usage/export`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Download the usage table as CSV or xlsx.',
        operationId: 'exportEmsUsage',
        description: 'The buckets of GET ems/usage (same query, no maxPoints) with a total row.',
        params: customerParams,
        querystring: usageExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportUsage(app.ctx, actorOf(request), {
        customerId: request.params.customerId,
        query: request.query,
      });
      return reply.headers(downloadHeaders(file.format, file.filename)).send(file.body);
    },
  );

  registerServiceRoute(app, {
    method: 'POST',
    url: `${base}/readings`,
    config: write,
    bodyLimit: 8 * 1024 * 1024,
    tags,
    summary: 'Write interval readings of one connection from a machine feed.',
    operationId: 'writeEmsReadings',
    description:
      'All readings or none: every bad reading is reported as readings.{index}.start or .value. ' +
      'Writing the same batch twice changes nothing; overlapping data is replaced interval by interval.',
    params: customerParams,
    body: readingsFeedSchema,
    response: feedResultSchema,
    data: true,
    service: writeFeedReadings,
  });
}
