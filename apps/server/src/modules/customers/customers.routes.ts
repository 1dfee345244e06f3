import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  customerSummarySchema,
  selectCustomerResponseSchema,
} from '@energiek/contracts/customers';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unauthenticated } from '../../lib/http-errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { customerSummary, searchCustomers } from './customers.repository.ts';
import { selectCustomer } from './customers.service.ts';

// The customer switcher (spec §7 customers/search, auth/select-customer/{id}) and the customer header.

const tags = ['customers'];

function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}

export function registerCustomerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: selectCustomerResponseSchema },
      },
    },
    async (request) => ({
      data: await selectCustomer(app, request, signedIn(request.auth), request.params.id),
    }),
  );

  r.get(
    '/api/v3/customers/:customerId',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        description: 'The customer header: name, number, counts of connections, modules.',
        params: z.object({ customerId: z.coerce.number().int().positive() }),
        response: { 200: z.object({ data: customerSummarySchema }) },
      },
    },
    async (request) => {
      const data = await customerSummary(app.ctx.db, request.params.customerId);
      if (!data) throw notFound();
      return { data };
    },
  );
}
