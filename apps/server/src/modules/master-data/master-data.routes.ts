import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MASTER_DATA_READ, MASTER_DATA_WRITE } from '@energiek/contracts/access';
import { dataEnvelope, listEnvelope, listQuerySchema } from '@energiek/contracts/envelopes';
import {
  gridOperatorConnectionSchema,
  gridOperatorDetailSchema,
  lowTariffBodySchema,
  lowTariffSettingSchema,
} from '@energiek/contracts/master-data';
import { idParams } from '@energiek/contracts/primitives';
import { PRODUCT_ELECTRICITY, PRODUCT_GAS } from '@energiek/db/schema/index';
import { actorOf } from '../../core/actor.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { tableResource } from '../../plugins/table-resource.ts';
import { operationIdFor } from '../../plugins/route-registry.ts';
import { RESOURCES, type Kind, type Row } from './master-data.resources.ts';
import {
  checkMasterDataBody,
  checkMasterDataDelete,
  completeMasterDataItems,
  getGridOperatorDetail,
  listGridOperatorConnections,
} from './master-data.service.ts';
import { getLowTariff, updateLowTariff } from './low-tariff.service.ts';

// Master data of the back office: suppliers, grid operators, metering companies and trafos, each one
// table resource (list with q/sort/page/limit ≤ 999, get, create, update, delete; 422 when connections
// still use the row). Reading is open to every signed-in user (customer staff pick parties when they edit
// connections); writing needs is:admin and master-data:write (the role editor's "Stamgegevens"). Each resource lives in its own encapsulated scope whose hooks call
// the rules of master-data.service.ts. What a grid operator serves spans customers, so its detail and
// connections need is:admin and master-data:read.

function registerMasterResource(app: FastifyInstance, kind: Kind): void {
  const { ctx } = app;

  // Runs after the body passed its schema (and after authentication and the permission check).
  app.addHook('preHandler', async (request) => {
    const id = (request.params as { id?: number }).id;
    if (request.method === 'DELETE' && id !== undefined) return checkMasterDataDelete(ctx, { kind, id });
    if (!['POST', 'PUT', 'PATCH'].includes(request.method)) return;
    await checkMasterDataBody(ctx, { kind, id, body: (request.body ?? {}) as Row });
  });

  // Completes the table resource's items before they are serialised (unknown keys are stripped then).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 300 || !payload || typeof payload !== 'object' || !('data' in payload)) {
      return payload;
    }
    const data = (payload as { data: unknown }).data;
    const items = (Array.isArray(data) ? data : [data]).filter(
      (item): item is Row => typeof item === 'object' && item !== null,
    );
    const actor = request.auth ? actorOf(request) : null;
    await completeMasterDataItems(ctx, actor, { kind, items });
    return payload;
  });

  registerResourceRoutes(app, tableResource(RESOURCES[kind].definition));
}

const connectionsQuery = listQuerySchema.pick({ q: true, page: true, limit: true }).extend({
  product: z.coerce
    .number()
    .pipe(z.union([z.literal(PRODUCT_ELECTRICITY), z.literal(PRODUCT_GAS)]))
    .optional()
    .describe('1 electricity, 2 gas.'),
});

function registerGridOperatorDetail(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['master-data'];

  r.get(
    '/api/v3/grid-operators/:id/detail',
    {
      config: { permission: MASTER_DATA_READ },
      schema: {
        tags,
        summary: 'Get a grid operator with the customers it serves.',
        operationId: 'getGridOperatorDetail',
        params: idParams,
        response: { 200: dataEnvelope(gridOperatorDetailSchema) },
      },
    },
    async (request) => ({ data: await getGridOperatorDetail(ctx, actorOf(request), request.params) }),
  );

  r.get(
    '/api/v3/grid-operators/:id/connections',
    {
      config: { permission: MASTER_DATA_READ },
      schema: {
        tags,
        summary: 'List the connections a grid operator serves.',
        operationId: 'listGridOperatorConnections',
        params: idParams,
        querystring: connectionsQuery,
        response: { 200: listEnvelope(gridOperatorConnectionSchema) },
      },
    },
    (request) =>
      listGridOperatorConnections(ctx, actorOf(request), { id: request.params.id, ...request.query }),
  );
}

/** The low-tariff window of a grid operator: read by everyone signed in, set by admins (see low-tariff.service.ts). */
function registerGridOperatorLowTariff(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['master-data'];

  r.get(
    '/api/v3/grid-operators/:id/low-tariff',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "Get a grid operator's low-tariff window and the state of the last recalculation.",
        operationId: 'getGridOperatorLowTariff',
        params: idParams,
        response: { 200: dataEnvelope(lowTariffSettingSchema) },
      },
    },
    async (request) => ({ data: await getLowTariff(ctx, actorOf(request), request.params) }),
  );

  for (const method of ['POST', 'PUT'] as const) {
    r.route({
      method,
      url: '/api/v3/grid-operators/:id/low-tariff',
      config: { permission: MASTER_DATA_WRITE },
      schema: {
        tags,
        summary:
          "Set a grid operator's low-tariff window; existing low sums are recalculated in the background.",
        operationId: operationIdFor('updateGridOperatorLowTariff', method),
        params: idParams,
        body: lowTariffBodySchema,
        response: { 200: dataEnvelope(lowTariffSettingSchema) },
      },
      handler: async (request) => ({
        data: await updateLowTariff(ctx, actorOf(request), { id: request.params.id, body: request.body }),
      }),
    });
  }
}

export function registerMasterDataRoutes(app: FastifyInstance): void {
  for (const kind of Object.keys(RESOURCES) as Kind[]) {
    // One encapsulated scope per resource, so its hooks apply to its own routes only.
    void app.register(async (scope) => registerMasterResource(scope, kind));
  }
  registerGridOperatorDetail(app);
  registerGridOperatorLowTariff(app);
}
