import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { can } from '@energiek/contracts/access';
import { dataEnvelope, listEnvelope, listQuerySchema } from '@energiek/contracts/envelopes';
import {
  MARKET_PARTY_MESSAGES,
  gridOperatorBodySchema,
  gridOperatorConnectionSchema,
  gridOperatorDetailSchema,
  gridOperatorItemSchema,
  marketPartyBodySchema,
  marketPartyItemSchema,
  trafoBodySchema,
  trafoItemSchema,
} from '@energiek/contracts/master-data';
import type { Database } from '@energiek/db/client';
import {
  PRODUCT_ELECTRICITY,
  PRODUCT_GAS,
  connections,
  gridOperators,
  measuringCompanies,
  suppliers,
  trafos,
} from '@energiek/db/schema/index';
import { registerResource, type ResourceDefinition } from '../../lib/generic-resource.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import {
  connectionCounts,
  exists,
  gridOperatorConnections,
  isReferenced,
  gridOperatorCustomers,
  namesById,
  nameTaken,
} from './master-data.repository.ts';
import { pageMeta } from '../../core/paging.ts';
import { id, idParams } from '@energiek/contracts/primitives';

// Master data of the back office: suppliers, grid operators, metering companies and trafos, each one
// generic resource (list with q/sort/page/limit ≤ 999, get, create, update, delete; 422 when connections
// still use the row). Reading is open to every signed-in user (customer staff pick parties when they edit
// connections); writing is is:admin. Each resource lives in its own encapsulated scope whose hooks add
// what the generic helper does not know: the case-insensitive unique name, reference checks, and per
// item the connection count (admins) while internal notes and counts are stripped for everyone else.
// What a grid operator serves spans customers, so its detail and connections are is:admin.

type Row = Record<string, unknown>;
type Kind = 'suppliers' | 'grid-operators' | 'measuring-companies' | 'trafos';

type MasterResource = {
  definition: ResourceDefinition;
  columns: { id: AnyPgColumn; name: AnyPgColumn };
  /** The connections column that refers to this table. */
  usage: AnyPgColumn;
  /** Extra checks of a create/update body after its schema (e.g. referenced rows exist). */
  checkBody?: (db: Database, body: Row) => Promise<void>;
  /** Extra fields per item (e.g. the trafo's grid operator name). */
  addFields?: (db: Database, items: Row[]) => Promise<void>;
  /** Other rows than connections that keep this one from being deleted. */
  otherUsage?: { table: PgTable; column: AnyPgColumn };
};

const IN_USE = 'Dit item is nog in gebruik en kan niet worden verwijderd.';

/** Fields only back-office admins see: internal notes and usage across all customers. */
const ADMIN_ONLY_FIELDS = ['notes', 'connectionCount'] as const;

const PARTY_SEARCH = ['name', 'code', 'emailAddress'];
const PARTY_SORT = ['id', 'name', 'code', 'createdAt', 'updatedAt'];

function partyResource(
  name: 'suppliers' | 'measuring-companies',
  table: typeof suppliers | typeof measuringCompanies,
): MasterResource {
  return {
    definition: {
      name,
      table,
      permissions: { read: 'authenticated', write: 'is:admin' },
      item: marketPartyItemSchema,
      create: marketPartyBodySchema,
      searchColumns: PARTY_SEARCH,
      sortable: PARTY_SORT,
      defaultSort: 'name',
      tags: ['master-data'],
    },
    columns: { id: table.id, name: table.name },
    usage: name === 'suppliers' ? connections.supplierId : connections.measuringCompanyId,
  };
}

const RESOURCES: Record<Kind, MasterResource> = {
  suppliers: partyResource('suppliers', suppliers),
  'measuring-companies': partyResource('measuring-companies', measuringCompanies),
  'grid-operators': {
    definition: {
      name: 'grid-operators',
      table: gridOperators,
      permissions: { read: 'authenticated', write: 'is:admin' },
      item: gridOperatorItemSchema,
      create: gridOperatorBodySchema,
      searchColumns: PARTY_SEARCH,
      sortable: [...PARTY_SORT, 'commodities'],
      defaultSort: 'name',
      filters: { commodities: gridOperatorItemSchema.shape.commodities },
      tags: ['master-data'],
    },
    columns: { id: gridOperators.id, name: gridOperators.name },
    usage: connections.gridOperatorId,
    otherUsage: { table: trafos, column: trafos.gridOperatorId },
  },
  trafos: {
    definition: {
      name: 'trafos',
      table: trafos,
      permissions: { read: 'authenticated', write: 'is:admin' },
      item: trafoItemSchema,
      create: trafoBodySchema,
      searchColumns: ['name', 'location', 'voltageLevel'],
      sortable: ['id', 'name', 'location', 'capacityKva', 'voltageLevel', 'createdAt', 'updatedAt'],
      defaultSort: 'name',
      filters: { gridOperatorId: id() },
      tags: ['master-data'],
    },
    columns: { id: trafos.id, name: trafos.name },
    usage: connections.trafoId,
    checkBody: async (db, body) => {
      const id = body.gridOperatorId;
      if (typeof id === 'number' && !(await exists(db, gridOperators, gridOperators.id, id))) {
        throw validationError({ gridOperatorId: [MARKET_PARTY_MESSAGES.gridOperatorUnknown] });
      }
    },
    addFields: async (db, items) => {
      const ids = [
        ...new Set(items.map((item) => item.gridOperatorId).filter((id) => typeof id === 'number')),
      ];
      const names = await namesById(db, gridOperators, gridOperators, ids);
      for (const item of items) {
        const id = item.gridOperatorId;
        const name = typeof id === 'number' ? names.get(id) : undefined;
        item.gridOperator = typeof id === 'number' && name !== undefined ? { id, name } : null;
      }
    },
  },
};

const isAdmin = (request: FastifyRequest) => Boolean(request.auth && can(request.auth.profile, 'is:admin'));

function registerMasterResource(app: FastifyInstance, kind: Kind): void {
  const resource = RESOURCES[kind];
  const { db } = app.ctx;

  // Runs after the body passed its schema (and after authentication and the permission check).
  app.addHook('preHandler', async (request) => {
    const id = (request.params as { id?: number }).id;
    if (request.method === 'DELETE' && id !== undefined) {
      // The foreign keys restrict (SQLSTATE 23001, which the generic helper does not map): refuse first.
      const used =
        (await isReferenced(db, connections, resource.usage, id)) ||
        (resource.otherUsage !== undefined &&
          (await isReferenced(db, resource.otherUsage.table, resource.otherUsage.column, id)));
      if (used) throw validationError({ id: [IN_USE] }, IN_USE);
      return;
    }
    if (!['POST', 'PUT', 'PATCH'].includes(request.method)) return;
    const body = (request.body ?? {}) as Row;
    if (typeof body.name === 'string') {
      if (await nameTaken(db, resource.definition.table as PgTable, resource.columns, body.name, id)) {
        throw validationError({ name: [MARKET_PARTY_MESSAGES.nameTaken[kind]] });
      }
    }
    await resource.checkBody?.(db, body);
  });

  // Completes the generic helper's items before they are serialised (unknown keys are stripped then).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 300 || !payload || typeof payload !== 'object' || !('data' in payload)) {
      return payload;
    }
    const data = (payload as { data: unknown }).data;
    const items = (Array.isArray(data) ? data : [data]).filter(
      (item): item is Row => typeof item === 'object' && item !== null,
    );
    await resource.addFields?.(db, items);
    if (isAdmin(request)) {
      const counts = await connectionCounts(
        db,
        resource.usage,
        items.map((item) => Number(item.id)),
      );
      for (const item of items) item.connectionCount = counts.get(Number(item.id)) ?? 0;
    } else {
      for (const item of items) for (const field of ADMIN_ONLY_FIELDS) delete item[field];
    }
    return payload;
  });

  registerResource(app, resource.definition);
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
  const { db } = app.ctx;
  const tags = ['master-data'];

  const findGridOperator = async (id: number) => {
    const [row] = await db.select().from(gridOperators).where(eq(gridOperators.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  };

  r.get(
    '/api/v3/grid-operators/:id/detail',
    {
      config: { permission: 'is:admin' },
      schema: { tags, params: idParams, response: { 200: dataEnvelope(gridOperatorDetailSchema) } },
    },
    async (request) => {
      const row = await findGridOperator(request.params.id);
      const actFor = request.auth?.actFor ?? new Set<number>();
      const perCustomer = await gridOperatorCustomers(db, row.id, actFor);
      const electricCount = perCustomer.reduce((sum, c) => sum + c.electricCount, 0);
      const gasCount = perCustomer.reduce((sum, c) => sum + c.gasCount, 0);
      return {
        data: {
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          connectionCount: electricCount + gasCount,
          electricCount,
          gasCount,
          customers: perCustomer,
        },
      };
    },
  );

  r.get(
    '/api/v3/grid-operators/:id/connections',
    {
      config: { permission: 'is:admin' },
      schema: {
        tags,
        params: idParams,
        querystring: connectionsQuery,
        response: { 200: listEnvelope(gridOperatorConnectionSchema) },
      },
    },
    async (request) => {
      const row = await findGridOperator(request.params.id);
      const { q, page, limit, product } = request.query;
      const actFor = request.auth?.actFor ?? new Set<number>();
      const { rows, total } = await gridOperatorConnections(db, row.id, actFor, { q, page, limit, product });
      return {
        data: rows,
        meta: pageMeta(page, limit, total),
      };
    },
  );
}

export function registerMasterDataRoutes(app: FastifyInstance): void {
  for (const kind of Object.keys(RESOURCES) as Kind[]) {
    // One encapsulated scope per resource, so its hooks apply to its own routes only.
    void app.register(async (scope) => registerMasterResource(scope, kind));
  }
  registerGridOperatorDetail(app);
}
