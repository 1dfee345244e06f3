import type { FastifyInstance } from 'fastify';
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
import { exportUsage } from './ems-usage.export.ts';
import { getUsage, writeFeedReadings } from './ems-usage.service.ts';

// Energy usage (issue 16, spec §2 customers/{customerId}/ems/usage) and the machine feed of interval
// readings. Reading needs organisation-report-ems and the ems module; a feed writes to a connection, so
// it needs organisation-connections:write and the module.

const tags = ['ems'];
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
      // A year of quarters is 35,040 buckets: the service builds them from typed values, and checking
      // each against the zod schema again would cost more than the query. The schema stays the
      // documented answer (OpenAPI) and the tests check it.
      serializerCompiler: () => (data) => JSON.stringify(data),
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
    async (request) =>
      getUsage(app.ctx, actorOf(request), { customerId: request.params.customerId, query: request.query }),
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

  r.post(
    `${base}/readings`,
    {
      config: write,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Write interval readings of one connection from a machine feed.',
        operationId: 'writeEmsReadings',
        description:
          'All readings or none: every bad reading is reported as readings.{index}.start or .value. ' +
          'Writing the same batch twice changes nothing; overlapping data is replaced interval by interval.',
        params: customerParams,
        body: readingsFeedSchema,
        response: { 200: feedResultSchema },
      },
    },
    async (request) => ({
      data: await writeFeedReadings(app.ctx, actorOf(request), {
        customerId: request.params.customerId,
        body: request.body,
      }),
    }),
  );
}
