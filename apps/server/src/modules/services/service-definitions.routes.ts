import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  SERVICE_DEFINITIONS_READ,
  SERVICE_DEFINITIONS_WRITE,
  serviceDefinitionBodySchema,
  serviceDefinitionParams,
  serviceDefinitionSchema,
} from '@energiek/contracts/services';
import { actorOf } from '../../core/actor.ts';
import { pageMeta } from '../../core/paging.ts';
import { listServiceDefinitions, updateServiceDefinition } from './service-definitions.service.ts';

// The service definitions behind /v3/control/services (spec: control (is:admin) with services;
// module-services-definitions:read). Changing price and description needs the write flag too.

const tags = ['services'];

export function registerServiceDefinitionRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/service-definitions',
    {
      config: { permission: SERVICE_DEFINITIONS_READ },
      schema: {
        tags,
        summary: 'The service definitions: name, modules granted, price per year and description.',
        operationId: 'listServiceDefinitions',
        response: { 200: listEnvelope(serviceDefinitionSchema) },
      },
    },
    async () => {
      // The whole catalogue is one page (it has fewer entries than any page size).
      const data = await listServiceDefinitions(app.ctx);
      return { data, meta: pageMeta(1, Math.max(1, data.length), data.length) };
    },
  );

  r.post(
    '/api/v3/service-definitions/:service',
    {
      config: { permission: SERVICE_DEFINITIONS_WRITE },
      schema: {
        tags,
        summary: "Set a service definition's price per year and description.",
        operationId: 'updateServiceDefinition',
        params: serviceDefinitionParams,
        body: serviceDefinitionBodySchema,
        response: { 200: dataEnvelope(serviceDefinitionSchema) },
      },
    },
    async (request) => ({
      data: await updateServiceDefinition(app.ctx, actorOf(request), {
        service: request.params.service,
        ...request.body,
      }),
    }),
  );
}
