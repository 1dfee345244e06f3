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
  customerUpdateSchema,
  customerWithDetailsSchema,
} from '@energiek/contracts/customers';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { customerParams, idParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { unauthenticated } from '../../lib/http-errors.ts';
import { resolveAuth } from '../../plugins/authenticate.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
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

  // The customers as a resource: the list and create answer for the user's customers, get and update for
  // the customer in the URL (customer-scoped permissions). The switcher and the dashboard stay beside it.
  const resource = {
    url: '/api/v3/customers',
    itemParam: 'customerId',
    tags,
    itemParams: customerParams,
    item: customerWithDetailsSchema,
  };

  registerResourceRoutes(app, {
    ...resource,
    read: { permission: 'authenticated' },
    write: { permission: 'customers:write' },
    list: {
      operationId: 'listCustomers',
      summary: 'List the customers I may act for.',
      description:
        'Customers the user may act for: q (name, number, city, KvK), status, subType, sort, page, limit.',
      query: customerListQuerySchema,
      response: listEnvelope(customerListItemSchema),
      handler: (ctx, actor, { query }) => listCustomers(ctx, actor, query),
    },
    create: {
      operationId: 'createCustomer',
      summary: 'Create a customer.',
      description: 'Creates a customer; the number is the next free one unless given.',
      body: customerCreateSchema,
      handler: (ctx, actor, { body }) => createCustomer(ctx, actor, body),
    },
  });

  registerResourceRoutes(app, {
    ...resource,
    read: { permission: 'organisation:read', customerScoped: true },
    write: { permission: 'organisation:write', customerScoped: true },
    get: {
      operationId: 'getCustomer',
      summary: 'Get the customer header.',
      description:
        'The customer header: name, number, counts of connections, modules; ?with=details adds every field.',
      query: customerDetailQuerySchema,
      handler: (ctx, actor, { params, query }) =>
        getCustomer(ctx, actor, { customerId: params.customerId, with: query.with }),
    },
    update: {
      operationId: 'updateCustomer',
      summary: 'Update a customer.',
      description:
        'Edits a customer; only admins may change modules, account manager, status, type and number.',
      body: customerUpdateSchema,
      service: updateCustomer,
    },
  });

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
