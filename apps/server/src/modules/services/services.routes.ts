import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { customerParams } from '@energiek/contracts/primitives';
import { customerServicesBodySchema, customerServicesSchema } from '@energiek/contracts/services';
import { actorOf } from '../../core/actor.ts';
import { getCustomerServices, updateCustomerServices } from './services.service.ts';

// The services of a customer (spec route customers/{customerId}/services, is:admin). Saving the list
// recomputes the customer's modules (docs/api.md "Library and services").

const tags = ['services'];
const url = '/api/v3/customers/:customerId/services';
const config = { permission: 'is:admin', customerScoped: true } as const;

export function registerServiceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    url,
    {
      config,
      schema: {
        tags,
        summary: "Get the customer's services.",
        operationId: 'getCustomerServices',
        description: "The customer's services and its modules.",
        params: customerParams,
        response: { 200: dataEnvelope(customerServicesSchema) },
      },
    },
    async (request) => ({ data: await getCustomerServices(app.ctx, actorOf(request), request.params) }),
  );

  r.post(
    url,
    {
      config,
      schema: {
        tags,
        summary: "Replace the customer's services.",
        operationId: 'updateCustomerServices',
        description:
          "Replaces the customer's services; the modules become those of the services active today.",
        params: customerParams,
        body: customerServicesBodySchema,
        response: { 200: dataEnvelope(customerServicesSchema) },
      },
    },
    async (request) => ({
      data: await updateCustomerServices(app.ctx, actorOf(request), {
        customerId: request.params.customerId,
        services: request.body.services,
      }),
    }),
  );
}
