import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  selectCustomerResponseSchema,
} from '@energiek/contracts/customer-switch';
import {
  customerCreateSchema,
  customerDashboardSchema,
  customerDetailQuerySchema,
  customerListItemSchema,
  customerListQuerySchema,
  customerResponseSchema,
  customerUpdateSchema,
} from '@energiek/contracts/customers';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { customerParams, idParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { unauthenticated } from '../../lib/http-errors.ts';
import { resolveAuth } from '../../plugins/authenticate.ts';
import { operationIdFor } from '../../plugins/route-registry.ts';
import { registerContactRoutes } from './contacts.routes.ts';
import { searchCustomers, selectCustomer } from './customer-switch.service.ts';
import {
  createCustomer,
  getCustomer,
  getCustomerDashboard,
  listCustomers,
  updateCustomer,
} from './customers.service.ts';

// The customer switcher (spec §7 customers/search, auth/select-customer/{id}), the customers list, create,
// edit, the customer header and dashboard, and (contacts.routes.ts) the customer's contacts.

const tags = ['customers'];

export function registerCustomerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerContactRoutes(app);

  r.get(
    '/api/v3/customers/search',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Search the customers I may act for.',
        operationId: 'searchCustomers',
        description: 'Customers the user may act for, by name or (numeric=1) number; at most 20.',
        querystring: customerSearchQuerySchema,
        response: { 200: customerSearchResponseSchema },
      },
    },
    async (request) => {
      const numeric = request.query.numeric === '1' || request.query.numeric === 'true';
      return { data: await searchCustomers(app.ctx, actorOf(request), { q: request.query.q, numeric }) };
    },
  );

  r.post(
    '/api/v3/auth/select-customer/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "Select the session's customer.",
        operationId: 'selectCustomer',
        description: "Selects the session's customer; 404 when the user may not act for it.",
        params: idParams,
        response: { 200: selectCustomerResponseSchema },
      },
    },
    async (request) => {
      const selected = await selectCustomer(app.ctx, actorOf(request), { customerId: request.params.id });
      // The profile follows the selected customer's modules: read the session again.
      const fresh = await resolveAuth(app, request, { fresh: true });
      if (!fresh) throw unauthenticated();
      request.auth = fresh;
      return { data: { profile: fresh.profile, selectedCustomer: selected } };
    },
  );

  r.get(
    '/api/v3/customers',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'List the customers I may act for.',
        operationId: 'listCustomers',
        description:
          'Customers the user may act for: q (name, number, city, KvK), status, subType, sort, page, limit.',
        querystring: customerListQuerySchema,
        response: { 200: listEnvelope(customerListItemSchema) },
      },
    },
    async (request) => listCustomers(app.ctx, actorOf(request), request.query),
  );

  r.post(
    '/api/v3/customers',
    {
      config: { permission: 'customers:write' },
      schema: {
        tags,
        summary: 'Create a customer.',
        operationId: 'createCustomer',
        description: 'Creates a customer; the number is the next free one unless given.',
        body: customerCreateSchema,
        response: { 201: customerResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createCustomer(app.ctx, actorOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    '/api/v3/customers/:customerId',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        summary: 'Get the customer header.',
        operationId: 'getCustomer',
        description:
          'The customer header: name, number, counts of connections, modules; ?with=details adds every field.',
        params: customerParams,
        querystring: customerDetailQuerySchema,
        response: { 200: customerResponseSchema },
      },
    },
    async (request) => ({
      data: await getCustomer(app.ctx, actorOf(request), {
        customerId: request.params.customerId,
        with: request.query.with,
      }),
    }),
  );

  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: '/api/v3/customers/:customerId',
      config: { permission: 'organisation:write', customerScoped: true },
      schema: {
        tags,
        summary: 'Update a customer.',
        operationId: operationIdFor('updateCustomer', method),
        description:
          'Edits a customer; only admins may change modules, account manager, status, type and number.',
        params: customerParams,
        body: customerUpdateSchema,
        response: { 200: customerResponseSchema },
      },
      handler: async (request) => ({
        data: await updateCustomer(app.ctx, actorOf(request), {
          customerId: request.params.customerId,
          body: request.body,
        }),
      }),
    });
  }

  r.get(
    '/api/v3/customers/:customerId/dashboard',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        summary: 'Get the customer dashboard.',
        operationId: 'getCustomerDashboard',
        description: "Key figures and (admins only) the recent changes to this customer's data.",
        params: customerParams,
        response: { 200: dataEnvelope(customerDashboardSchema) },
      },
    },
    async (request) => ({
      data: await getCustomerDashboard(app.ctx, actorOf(request), request.params),
    }),
  );
}
