import type { FastifyInstance } from 'fastify';
import { listEnvelope } from '@energiek/contracts/envelopes';
import {
  SERVICE_DEFINITIONS_READ,
  SERVICE_DEFINITIONS_WRITE,
  serviceDefinitionBodySchema,
  serviceDefinitionParams,
  serviceDefinitionSchema,
} from '@energiek/contracts/services';
import { pageMeta } from '../../core/paging.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { listServiceDefinitions, updateServiceDefinition } from './service-definitions.service.ts';

// The service definitions behind /v3/control/services (spec: control (is:admin) with services;
// module-services-definitions:read). Changing price and description needs the write flag too.

export function registerServiceDefinitionRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, {
    url: '/api/v3/service-definitions',
    itemParam: 'service',
    tags: ['services'],
    read: { permission: SERVICE_DEFINITIONS_READ },
    write: { permission: SERVICE_DEFINITIONS_WRITE },
    itemParams: serviceDefinitionParams,
    item: serviceDefinitionSchema,
    list: {
      operationId: 'listServiceDefinitions',
      summary: 'The service definitions: name, modules granted, price per year and description.',
      response: listEnvelope(serviceDefinitionSchema),
      handler: async (ctx) => {
        // The whole catalogue is one page (it has fewer entries than any page size).
        const data = await listServiceDefinitions(ctx);
        return { data, meta: pageMeta(1, Math.max(1, data.length), data.length) };
      },
    },
    update: {
      // Set by POST only.
      operationId: () => 'updateServiceDefinition',
      methods: ['POST'],
      summary: "Set a service definition's price per year and description.",
      body: serviceDefinitionBodySchema,
      handler: (ctx, actor, { params, body }) =>
        updateServiceDefinition(ctx, actor, { service: params.service, ...body }),
    },
  });
}
