import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerCreateSchema,
  customerDashboardSchema,
  customerDetailQuerySchema,
  customerListItemSchema,
  customerListQuerySchema,
  customerResponseSchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  customerUpdateSchema,
  selectCustomerResponseSchema,
} from '@energiek/contracts/customers';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unauthenticated, validationError } from '../../lib/http-errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { recentActivity } from './customer-activity.ts';
import {
  customerCounts,
  customerSummary,
  findCustomer,
  listCustomers,
  searchCustomers,
} from './customers.repository.ts';
import {
  createCustomer,
  getCustomerWithDetails,
  selectCustomer,
  updateCustomer,
} from './customers.service.ts';
import { registerContactRoutes } from './contacts.routes.ts';
import { pageMeta } from '../../core/paging.ts';
import { customerParams, id } from '@energiek/contracts/primitives';

// The customer switcher (spec §7 customers/search, auth/select-customer/{id}), the customers list, create,
// edit, the customer header and dashboard, and (contacts.routes.ts) the customer's contacts.

const tags = ['customers'];

function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}

export function registerCustomerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerContactRoutes(app);

  r.get(
    '/api/v3/customers/search',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        description: 'Customers the user may act for, by name or (numeric=1) number; at most 20.',
        querystring: customerSearchQuerySchema,
        response: { 200: customerSearchResponseSchema },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const numeric = request.query.numeric === '1' || request.query.numeric === 'true';
      const data = await searchCustomers(app.ctx.db, { q: request.query.q, numeric, actFor: auth.actFor });
      await writeAudit(app.ctx.db, request, {
        event: 'customers.search',
        details: { q: request.query.q.slice(0, 100), numeric, results: data.length },
      });
      return { data };
    },
  );

  r.post(
    '/api/v3/auth/select-customer/:id',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['auth'],
        description: "Selects the session's customer; 404 when the user may not act for it.",
        params: z.object({ id: id() }),
        response: { 200: selectCustomerResponseSchema },
      },
    },
    async (request) => ({
      data: await selectCustomer(app, request, signedIn(request.auth), request.params.id),
    }),
  );

  r.get(
    '/api/v3/customers',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        description:
          'Customers the user may act for: q (name, number, city, KvK), status, subType, sort, page, limit.',
        querystring: customerListQuerySchema,
        response: { 200: listEnvelope(customerListItemSchema) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const query = request.query;
      const { rows, total } = await listCustomers(app.ctx.db, query, auth.actFor);
      return {
        data: rows,
        meta: pageMeta(query.page, query.limit, total),
      };
    },
  );

  r.post(
    '/api/v3/customers',
    {
      config: { permission: 'customers:write' },
      schema: {
        tags,
        description: 'Creates a customer; the number is the next free one unless given.',
        body: customerCreateSchema,
        response: { 201: customerResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createCustomer(app, request, signedIn(request.auth), request.body);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    '/api/v3/customers/:customerId',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        description:
          'The customer header: name, number, counts of connections, modules; ?with=details adds every field.',
        params: customerParams,
        querystring: customerDetailQuerySchema,
        response: { 200: customerResponseSchema },
      },
    },
    async (request) => {
      const id = request.params.customerId;
      const withs = (request.query.with ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = withs.find((name) => name !== 'details');
      if (unknown) throw validationError({ with: [`Onbekende relatie: ${unknown}.`] });
      if (withs.includes('details')) return { data: await getCustomerWithDetails(app.ctx.db, id) };
      const data = await customerSummary(app.ctx.db, id);
      if (!data) throw notFound();
      return { data };
    },
  );

  r.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: '/api/v3/customers/:customerId',
    config: { permission: 'organisation:write', customerScoped: true },
    schema: {
      tags,
      description:
        'Edits a customer; only admins may change modules, account manager, status, type and number.',
      params: customerParams,
      body: customerUpdateSchema,
      response: { 200: customerResponseSchema },
    },
    handler: async (request) => ({
      data: await updateCustomer(
        app,
        request,
        signedIn(request.auth),
        request.params.customerId,
        request.body,
      ),
    }),
  });

  r.get(
    '/api/v3/customers/:customerId/dashboard',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        description: "Key figures and (admins only) the recent changes to this customer's data.",
        params: customerParams,
        response: { 200: z.object({ data: customerDashboardSchema }) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const id = request.params.customerId;
      if (!(await findCustomer(app.ctx.db, id))) throw notFound();
      const [counts, activity] = await Promise.all([
        customerCounts(app.ctx.db, id),
        auth.user.type === 'admin' ? recentActivity(app.ctx.db, id) : Promise.resolve(null),
      ]);
      return { data: { counts, activity } };
    },
  );
}
