import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerIdParams } from '@energiek/contracts/primitives';
import {
  connectionTaxSettingsBodySchema,
  connectionTaxSettingsResponseSchema,
  taxComplexQuerySchema,
  taxComplexResponseSchema,
  taxOverviewExportQuerySchema,
  taxOverviewQuerySchema,
  taxOverviewResponseSchema,
} from '@energiek/contracts/tax-overview';
import { actorOf } from '../../core/actor.ts';
import { downloadHeaders } from '../../core/export.ts';
import { registerServiceRoute } from '../../plugins/service-route.ts';
import { findComplexes } from './complexes.service.ts';
import { exportTaxOverview } from './overview.export.ts';
import { taxOverview } from './overview.service.ts';
import { saveConnectionTaxSettings } from './tax-settings.service.ts';

// The taxes overview and the money finder on /v3/taxes (financial-taxes-heffing:read; a customer user sees
// only the customers they act for), and a connection's tax settings (admins).

const tags = ['taxes'];
const read = { permission: 'financial-taxes-heffing:read' } as const;

export function registerTaxOverviewRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/taxes/overview',
    config: read,
    tags,
    summary: 'List the energy tax per connection in one year.',
    operationId: 'listTaxOverview',
    description:
      'Volumes from the EMS year rollups where present, else the expected annual volume of the connection tax settings (invoices are not a source yet). Business use assumed; the reduction for electricity connections with a verblijfsfunctie.',
    query: taxOverviewQuerySchema,
    response: taxOverviewResponseSchema,
    service: taxOverview,
  });

  r.get(
    '/api/v3/taxes/overview/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'Download the energy-tax overview as CSV or xlsx.',
        operationId: 'exportTaxOverview',
        description: 'Every row of the filter (no paging) with a total row.',
        querystring: taxOverviewExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportTaxOverview(ctx, actorOf(request), { query: request.query });
      return reply.headers(downloadHeaders(file.format, file.filename)).send(file.body);
    },
  );

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/taxes/complexes',
    config: read,
    tags,
    summary: 'List complexes with the refund a complexbepaling would give.',
    operationId: 'listTaxComplexes',
    description:
      'Connections of one customer and product on one postcode + house number, or with the same complex name, computed separately and combined for each of the last five calendar years; listed by gain.',
    query: taxComplexQuerySchema,
    response: taxComplexResponseSchema,
    service: findComplexes,
  });

  registerServiceRoute(app, {
    method: 'PUT',
    url: '/api/v3/customers/:customerId/connections/:id/tax-settings',
    config: { permission: { allOf: ['financial-taxes-heffing:read', 'is:admin'] }, customerScoped: true },
    tags,
    summary: "Save a connection's tax settings.",
    operationId: 'saveConnectionTaxSettings',
    params: customerIdParams,
    body: connectionTaxSettingsBodySchema,
    response: connectionTaxSettingsResponseSchema,
    data: true,
    service: saveConnectionTaxSettings,
  });
}
