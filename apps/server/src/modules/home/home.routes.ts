import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { portalSummaryResponseSchema } from '@energiek/contracts/portal';
import { customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { getPortalSummary } from './home.service.ts';

// The portal home (issue 31): any signed-in user acting for the customer; each part of the answer is
// checked against the profile in the service (null where the profile may not read it).

export function registerHomeRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v3/customers/:customerId/portal-summary',
    {
      config: { permission: 'authenticated', customerScoped: true },
      schema: {
        tags: ['home'],
        summary: "The portal home's figures: energy and cost against last year and budget, signals, audit.",
        operationId: 'getPortalSummary',
        params: customerParams,
        response: { 200: portalSummaryResponseSchema },
      },
    },
    async (request) => ({
      data: await getPortalSummary(app.ctx, actorOf(request), { customerId: request.params.customerId }),
    }),
  );
}
