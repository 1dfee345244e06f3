import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, validationErrorBodySchema } from '@energiek/contracts/envelopes';

// OpenAPI document generated from the zod contracts; browsable at /api/v3/docs (JSON: /api/v3/docs/json).
// Every /api route declares summary and operationId (openapi.test.ts checks it and runs Redocly's
// recommended lint); the error answers every route can give are added here, so routes declare only
// what is particular to them. All of this changes the document only, never how a route answers.

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  response?: Record<string, unknown>;
  security?: unknown[];
};

const error = (description: string) => errorBodySchema.describe(description);
const invalid = validationErrorBodySchema.describe('Invalid input: a message and Dutch messages per field.');

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
  if (schema.params || schema.querystring || schema.body || writes) answers[422] = invalid;
  if (isPublic && writes) answers[429] = error('Too many attempts; try again later.');
  return answers;
}

/** A route that declares no 2xx (deletes answer 204, downloads and the WebSocket something else). */
function documentedSuccess(route: { method: string | string[] }): Record<string, z.ZodType> {
  if ([route.method].flat().includes('DELETE')) return { 204: z.null().describe('Done; no content.') };
  return { 200: z.unknown().describe('See the description of the operation.') };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const origin = new URL(app.ctx.config.appUrl).origin;
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Energiek API',
        description:
          'Back office and customer portal of Energiek. Authenticate with `Authorization: Bearer <token>` from ' +
          'POST /api/v3/auth/login. State-changing requests must send `x-requested-with`.',
        version: '3.0.0',
        license: { name: 'Proprietary', url: origin },
      },
      servers: [{ url: origin, description: 'This installation (APP_URL).' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const schema = { ...(input.schema as RouteSchema) };
      const permission = (input.route as { config?: { permission?: unknown } }).config?.permission;
      // The single-page app's routes (no permission: not part of the API) stay out of the document.
      if (!permission) return { schema: { ...schema, hide: true }, url: input.url };
      const declared = Object.keys(schema.response ?? {});
      schema.response = {
        ...documentedErrors(input.route, schema),
        ...(declared.some((status) => status.startsWith('2')) ? {} : documentedSuccess(input.route)),
        ...schema.response,
      };
      if (permission === 'public') schema.security ??= [];
      return jsonSchemaTransform({ ...input, schema });
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/v3/docs', staticCSP: true });
}
