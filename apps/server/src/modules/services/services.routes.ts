import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { customerServicesBodySchema, customerServicesSchema } from '@energiek/contracts/services';
import { getCustomerServices, saveCustomerServices } from './services.service.ts';
import { customerParams } from '@energiek/contracts/primitives';

// The services of a customer (spec route customers/{customerId}/services, is:admin). Saving the list
// recomputes the customer's modules (docs/api.md "Library and services").

const tags = ['services'];
const url = '/api/v3/customers/:customerId/services';
const config = { permission: 'is:admin', customerScoped: true } as const;

export function registerServiceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    url,
    {
      config,
      schema: {
        tags,
        description: "The customer's services and its modules.",
        params: customerParams,
        response: { 200: dataEnvelope(customerServicesSchema) },
      },
    },
    async (request) => ({ data: await getCustomerServices(db, request.params.customerId) }),
  );

  r.post(
    url,
    {
      config,
      schema: {
        tags,
        description:
          "Replaces the customer's services; the modules become those of the services active today.",
        params: customerParams,
        body: customerServicesBodySchema,
        response: { 200: dataEnvelope(customerServicesSchema) },
      },
    },
    async (request) => ({
      data: await saveCustomerServices(db, request, request.params.customerId, request.body.services),
    }),
  );
}
