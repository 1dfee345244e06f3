import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoDataResponseSchema } from '@energiek/contracts/ems-demo';
import { actorOf } from '../../../core/actor.ts';
import { getDemoDataState } from './demo-data.service.ts';

// GET ems/demo-data: the progress of the demo meter data, for the notice on the EMS screens.

export function registerEmsDemoRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v3/ems/demo-data',
    {
      config: { permission: ['organisation-report-ems:read', 'is:admin'] },
      schema: {
        tags: ['ems'],
        summary: 'Show how far the generation of the demo meter data is.',
        operationId: 'getEmsDemoData',
        description: "Demo databases only; elsewhere status is 'off'.",
        response: { 200: demoDataResponseSchema },
      },
    },
    async (request) => ({ data: await getDemoDataState(app.ctx, actorOf(request)) }),
  );
}
