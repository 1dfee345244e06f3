import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobParams, jobResponseSchema } from '@energiek/contracts/jobs';
import { actorOf } from '../actor.ts';
import { cancelJob, getJob } from './jobs.service.ts';

// GET jobs/{id} and POST jobs/{id}/cancel (docs/api.md "Jobs"): the user who enqueued a job, or a full
// admin; anyone else gets 404. Progress also arrives over the realtime channel as job.progress.

const tags = ['jobs'];

export function registerJobRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/jobs/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Shows the state, progress, result or error of a background job.',
        operationId: 'getJob',
        params: jobParams,
        response: { 200: jobResponseSchema },
      },
    },
    async (request) => ({ data: await getJob(app.ctx, actorOf(request), request.params) }),
  );

  r.post(
    '/api/v3/jobs/:id/cancel',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Cancels a waiting or running background job.',
        operationId: 'cancelJob',
        params: jobParams,
        response: { 200: jobResponseSchema },
      },
    },
    async (request) => ({ data: await cancelJob(app.ctx, actorOf(request), request.params) }),
  );
}
