import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emsOverviewSchema, emsSummarySchema } from '@energiek/contracts/ems-overview';
import { customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../../core/actor.ts';
import { getEmsOverview, getEmsSummary } from './ems-overview.service.ts';

// EMS overview and the energy tile (issue 16): organisation-report-ems:read and the customer's mod:ems.

const tags = ['ems'];
const config = {
  permission: { allOf: ['organisation-report-ems:read', 'mod:ems'] },
  customerScoped: true,
} as const;

export function registerEmsOverviewRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/customers/:customerId/ems/overview',
    {
      config,
      schema: {
        tags,
        summary: 'Per EMS connection: last interval, completeness, usage, peak and authorisation.',
        operationId: 'getEmsOverview',
        description:
          'Completeness over the last 30 local days (92/96/100 quarters a day), usage this year to date vs the same period last year, peak kW this month and year vs the contracted capacity.',
        params: customerParams,
        response: { 200: emsOverviewSchema },
      },
    },
    async (request) => getEmsOverview(app.ctx, actorOf(request), { customerId: request.params.customerId }),
  );

  r.get(
    '/api/v3/customers/:customerId/ems/summary',
    {
      config,
      schema: {
        tags,
        summary: "The customer's energy totals: this year, last year to date, completeness.",
        operationId: 'getEmsSummary',
        params: customerParams,
        response: { 200: emsSummarySchema },
      },
    },
    async (request) => ({
      data: await getEmsSummary(app.ctx, actorOf(request), { customerId: request.params.customerId }),
    }),
  );
}
