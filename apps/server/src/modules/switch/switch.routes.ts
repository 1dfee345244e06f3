import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/actor.ts';
import { text } from '@energiek/contracts/primitives';
import { followRouteToken, issueRouteToken, readRouteParams } from './switch.service.ts';

// Spec §7 GET route and §2 /switch/{customerId}?r={route}: moving to a screen of another customer.

export function registerSwitchRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/route',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['switch'],
        summary: 'Get a signed token for a screen of a customer.',
        operationId: 'getRouteToken',
        description:
          'A signed token (valid 5 minutes) for the /v3 screen `name` (e.g. customers/{customerId}/ems) with ' +
          '`params` (JSON object, or params[x] keys); an empty string when the user may not go there.',
        querystring: z.looseObject({
          name: text().max(200).default(''),
          params: text().max(2000).optional(),
        }),
        response: { 200: z.object({ data: z.string() }) },
      },
    },
    async (request) => {
      const input = { name: request.query.name, params: readRouteParams(request.query) };
      return { data: await issueRouteToken(app.ctx, actorOf(request), input) };
    },
  );

  r.get(
    '/switch/:customerId',
    {
      config: { permission: 'authenticated', changesSessions: true },
      schema: {
        hide: true,
        summary: 'Select a customer and go to the screen of a route token.',
        operationId: 'switchCustomer',
        params: z.object({ customerId: text().max(20) }),
        querystring: z.object({ r: text().max(2000).default('') }),
      },
    },
    async (request, reply) => {
      const input = { customerId: Number(request.params.customerId), token: request.query.r };
      return reply.redirect(await followRouteToken(app.ctx, actorOf(request), input), 302);
    },
  );
}
