import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Liveness and readiness: the process answers and the database answers.

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  uptimeSeconds: z.number(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
});

export function registerHealthRoutes(
  app: FastifyInstance,
  database: { kind: 'pglite' | 'postgres'; ping(): Promise<void> },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v3/health',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Check liveness and the database.',
        operationId: 'getHealth',
        description: '200 when the process and the database answer, else 503 with the same body.',
        security: [],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const ok = await database.ping().then(
        () => true,
        () => false,
      );
      const body = {
        status: ok ? ('ok' as const) : ('error' as const),
        uptimeSeconds: Math.round(process.uptime()),
        database: {
          kind: database.kind,
          ok,
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        },
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
}
