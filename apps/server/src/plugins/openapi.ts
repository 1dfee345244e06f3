import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, validationErrorBodySchema } from '@energiek/contracts/envelopes';

// OpenAPI document generated from the zod contracts; browsable at /api/v3/docs (JSON: /api/v3/docs/json).
// Every /api route declares summary and operationId (openapi.test.ts checks it and runs Redocly's
// recommended lint); the error answers every route can give are added here, so routes declare only
// what is particular to them.

/** The shared bodies become components (#/components/schemas/ErrorBody …) instead of inline copies. */
const registry = z.registry<{ id?: string | undefined; [key: string]: unknown }>();
registry.add(errorBodySchema, { id: 'ErrorBody' });
registry.add(validationErrorBodySchema, { id: 'ValidationErrorBody' });

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  response?: Record<string, unknown>;
  security?: unknown[];
};

const error = (description: string) => errorBodySchema.describe(description);

/**
 * The error answers of the envelopes (docs/api.md "Errors") a route can give, by what it declares:
 * 401/403 unless public (403 also: CSRF, two-step enrolment), 404 with a path parameter, 422 when it
 * reads input, 429 on public writes (sign-in and password mails are rate limited).
 */
export function documentedErrors(
  route: { url: string; method: string | string[]; config?: { permission?: unknown } },
  schema: RouteSchema,
): Record<string, z.ZodType> {
  const isPublic = route.config?.permission === 'public';
  const methods = [route.method].flat().map(String);
  const writes = methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m));
  const answers: Record<string, z.ZodType> = {};
  if (!isPublic) answers[401] = error('Not signed in, or the session ended.');
  if (!isPublic || writes) answers[403] = error('Not allowed (permission, CSRF or two-step enrolment).');
  if (route.url.includes('/:')) answers[404] = error('Not found, or not yours to see.');
  if (schema.params || schema.querystring || schema.body || writes) answers[422] = validationErrorBodySchema;
  if (isPublic && writes) answers[429] = error('Too many attempts; try again later.');
  return answers;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: registry });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Energiek API',
        description:
          'Back office and customer portal of Energiek. Authenticate with `Authorization: Bearer <token>` from ' +
          'POST /api/v3/auth/login. State-changing requests must send `x-requested-with`.',
        version: '3.0.0',
        license: { name: 'Proprietary', url: new URL('/', app.ctx.config.appUrl).href },
      },
      servers: [
        { url: new URL('/', app.ctx.config.appUrl).href, description: 'This installation (APP_URL).' },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const schema = { ...(input.schema as RouteSchema) };
      const route = input.route as unknown as { config?: { permission?: unknown } };
      if (input.url.startsWith('/api/')) {
        schema.response = { ...documentedErrors(input.route, schema), ...schema.response };
        if (route.config?.permission === 'public') schema.security ??= [];
      }
      return zodTransform({ ...input, schema });
    },
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: registry }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/v3/docs', staticCSP: true });
}
