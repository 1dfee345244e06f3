import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taxCalculateSchema, taxCalculationResponseSchema } from '@energiek/contracts/taxes';
import { actorOf } from '../../core/actor.ts';
import { registerTaxOverviewRoutes } from './overview.routes.ts';
import { calculateTaxes } from './taxes.service.ts';

// The energy-tax calculator (rules in packages/domain/energy-tax.ts, rates from the parameters area).

export function registerTaxRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/api/v3/taxes/calculate',
    {
      config: { permission: 'financial-taxes-heffing:read' },
      schema: {
        tags: ['taxes'],
        summary: 'Calculate the energy tax of a volume over a period.',
        description:
          'Marginal brackets per calendar year from 1 January (priorVolume moves the start), the volume split over years in proportion to days, ODE as its own lines (≤ 2022), the reduction pro rata by days, VAT at the rate of each day. Amounts in euros; the totals are rounded to cents once, the lines are not.',
        operationId: 'calculateTaxes',
        body: taxCalculateSchema,
        response: { 200: taxCalculationResponseSchema },
      },
    },
    async (request) => ({ data: await calculateTaxes(ctx, actorOf(request), { body: request.body }) }),
  );
  registerTaxOverviewRoutes(app);
}
