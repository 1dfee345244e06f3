import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { counterResponseSchema } from '@energiek/contracts/actions';
import { actorOf } from '../../core/actor.ts';
import { getCounter } from './counter.service.ts';

// GET counter (spec §7, §3 Counter response): the top-bar numbers of the signed-in user.

export function registerCounterRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v3/counter',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['counter'],
        summary: 'Get the top-bar counters.',
        operationId: 'getCounter',
        description: 'Open actions assigned to me; whether I have unread action notifications.',
        response: { 200: counterResponseSchema },
      },
    },
    async (request) => ({ data: await getCounter(app.ctx, actorOf(request)) }),
  );
}
