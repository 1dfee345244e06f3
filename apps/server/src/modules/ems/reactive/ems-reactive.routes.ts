import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reactiveQuerySchema, reactiveResponseSchema } from '@energiek/contracts/ems-reactive';
import { customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../../core/actor.ts';
import { getReactivePower } from './ems-reactive.service.ts';

// Reactive energy per month (issue 32): organisation-report-ems:read and the customer's mod:ems, as usage.

export function registerEmsReactiveRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v3/customers/:customerId/ems/reactive',
    {
      config: { permission: { allOf: ['organisation-report-ems:read', 'mod:ems'] }, customerScoped: true },
      schema: {
        tags: ['ems'],
        summary: 'Reactive energy, cos φ and the billable kVArh per month of one electricity connection.',
        operationId: 'getEmsReactive',
        description:
          'Per local month of `year`: kWh taken and fed in, kVArh, cos φ, the free allowance (62 % of the ' +
          'kWh taken plus 20 % of the kWh fed in: cos φ 0.85) and the kVArh beyond it, settled per month.',
        params: customerParams,
        querystring: reactiveQuerySchema,
        response: { 200: reactiveResponseSchema },
      },
    },
    async (request) => ({
      data: await getReactivePower(app.ctx, actorOf(request), {
        customerId: request.params.customerId,
        query: request.query,
      }),
    }),
  );
}
