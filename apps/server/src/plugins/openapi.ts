import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// OpenAPI document generated from the zod contracts; browsable at /api/v3/docs.

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Energiek API',
        description:
          'Back office and customer portal of Energiek. Authenticate with `Authorization: Bearer <token>` from ' +
          'POST /api/v3/auth/login. State-changing requests must send `x-requested-with`.',
        version: '3.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/v3/docs', staticCSP: true });
}
