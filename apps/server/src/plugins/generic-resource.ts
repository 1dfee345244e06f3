import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema, listEnvelope, dataEnvelope } from '@energiek/contracts/envelopes';
import type { Database } from '@energiek/db/client';
import { operationIdFor, type RoutePermission } from './route-registry.ts';
import { writeAudit } from '../lib/audit.ts';
import { notFound, validationError } from '../lib/http-errors.ts';
import { dbErrorCode, isStillReferenced } from '../lib/db-errors.ts';
import { pageMeta } from '../core/paging.ts';
import { id, text } from '@energiek/contracts/primitives';

// The spec's generic calls (§7) for one table: list (q, with, page, limit ≤ 999, sort, filters), get one
// (with), create, update (POST/PUT/PATCH) and delete, optionally under customers/{customerId}/.

type Row = Record<string, unknown>;

export type ResourceDefinition = {
  /** URL segment, e.g. 'suppliers' → /api/v3/suppliers. */
  name: string;
  table: PgTable;
  /** Read permission for GET; write permission for the rest (no write = read-only). */
  permissions: { read: RoutePermission; write?: RoutePermission };
  /** Rows carry customer_id; the routes live under /api/v3/customers/:customerId/{name}. */
  customerScoped?: boolean;
  /** Response shape of one item (unknown keys are stripped). */
  item: z.ZodObject;
  /** Request body of create; update uses `update` or create.partial(). */
  create?: z.ZodObject;
  update?: z.ZodObject;
  /** Columns matched by q (case-insensitive contains). */
  searchColumns?: string[];
  /** Columns that may be sorted on; `-` prefix for descending. */
  sortable?: string[];
  defaultSort?: string;
  /** Equality filters read from the query string, validated by their schema. */
  filters?: Record<string, z.ZodType>;
  /** Relations that ?with= may include: each loader adds fields to the items (declare them, optional, in item). */
  relations?: Record<string, (db: Database, items: Row[]) => Promise<void>>;
  /** Row → response item (dates to ISO strings, derived fields …). */
  toItem?: (row: Row) => Row;
  /** The field a unique violation is reported on. */
  uniqueField?: string;
  tags?: string[];
  /** Nouns of the operationIds (listContacts, getContact …); derived from `name` when absent. */
  nouns?: { one: string; many: string };
};

const IN_USE = 'Dit item is nog in gebruik en kan niet worden verwijderd.';
const TAKEN = 'Deze waarde is al in gebruik.';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function defaultToItem(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out;
}

/** 'grid-operators' → { one: 'GridOperator', many: 'GridOperators' }. */
export function resourceNouns(name: string): { one: string; many: string } {
  const many = name.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase());
  const one = many.endsWith('ies') ? `${many.slice(0, -3)}y` : many.replace(/s$/, '');
  return { one, many };
}

/** The OpenAPI summary and operationId of each generic call (route registry, docs/api.md). */
function operations(def: ResourceDefinition) {
  const { one, many } = def.nouns ?? resourceNouns(def.name);
  const words = (noun: string) => noun.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return {
    list: { summary: `List ${words(many)}.`, operationId: `list${many}` },
    get: { summary: `Get one ${words(one)}.`, operationId: `get${one}` },
    create: { summary: `Create a ${words(one)}.`, operationId: `create${one}` },
    update: (method: 'POST' | 'PUT' | 'PATCH') => ({
      summary: `Update a ${words(one)}.`,
      operationId: operationIdFor(`update${one}`, method),
    }),
    delete: { summary: `Delete a ${words(one)}.`, operationId: `delete${one}` },
  };
}

export function registerResource(app: FastifyInstance, def: ResourceDefinition): void {
  const ops = operations(def);
  /** A customer-scoped write is logged under the customer in the URL, not the session's selected one. */
  const auditCustomerId = (request: FastifyRequest): number | undefined =>
    def.customerScoped ? Number((request.params as { customerId: string }).customerId) : undefined;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const columns = getTableColumns(def.table) as Record<string, AnyPgColumn>;
  const idColumn = columns.id;
  if (!idColumn) throw new Error(`Resource ${def.name} needs an id column`);
  const customerColumn = def.customerScoped ? columns.customerId : undefined;
  if (def.customerScoped && !customerColumn)
    throw new Error(`Resource ${def.name} needs a customerId column`);
  for (const c of [
    ...(def.searchColumns ?? []),
    ...(def.sortable ?? []),
    ...Object.keys(def.filters ?? {}),
  ]) {
    if (!columns[c]) throw new Error(`Resource ${def.name}: unknown column ${c}`);
  }

  const base = def.customerScoped ? `/api/v3/customers/:customerId/${def.name}` : `/api/v3/${def.name}`;
  const toItem = def.toItem ?? defaultToItem;
  const tags = def.tags ?? [def.name];
  const params = def.customerScoped ? z.object({ customerId: id() }) : z.object({});
  const idParams = params.extend({ id: id() });
  const listQuery = listQuerySchema.extend(
    Object.fromEntries(Object.entries(def.filters ?? {}).map(([k, s]) => [k, s.optional()])),
  );
  const readConfig = { permission: def.permissions.read, customerScoped: def.customerScoped ?? false };
  const writeConfig = def.permissions.write
    ? { permission: def.permissions.write, customerScoped: def.customerScoped ?? false }
    : undefined;

  const scope = (request: FastifyRequest): SQL | undefined => {
    if (!customerColumn) return undefined;
    return eq(customerColumn, Number((request.params as { customerId: string }).customerId));
  };

  const withRelations = async (items: Row[], withParam: string | undefined): Promise<void> => {
    if (!withParam) return;
    for (const name of withParam
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const loader = def.relations?.[name];
      if (!loader) throw validationError({ with: [`Onbekende relatie: ${name}.`] });
      await loader(app.ctx.db, items);
    }
  };

  const findOne = async (request: FastifyRequest, id: number): Promise<Row> => {
    const [row] = await app.ctx.db
      .select()
      .from(def.table)
      .where(and(eq(idColumn, id), scope(request)))
      .limit(1);
    if (!row) throw notFound();
    return row as Row;
  };

  r.get(
    base,
    {
      config: readConfig,
      schema: {
        ...ops.list,
        tags,
        querystring: listQuery,
        params,
        response: { 200: listEnvelope(def.item) },
      },
    },
    async (request) => {
      const query = request.query as z.infer<typeof listQuerySchema> & Record<string, unknown>;
      const conditions: (SQL | undefined)[] = [scope(request)];
      if (query.q && def.searchColumns?.length) {
        const pattern = `%${escapeLike(query.q)}%`;
        conditions.push(or(...def.searchColumns.map((c) => ilike(sql`${columns[c]}::text`, pattern))));
      }
      for (const key of Object.keys(def.filters ?? {})) {
        const column = columns[key];
        if (column && query[key] !== undefined) conditions.push(eq(column, query[key]));
      }
      const where = and(...conditions);
      const sortKey = query.sort ?? def.defaultSort ?? 'id';
      const sortColumnName = sortKey.replace(/^-/, '');
      if (!(def.sortable ?? ['id']).includes(sortColumnName) || !columns[sortColumnName]) {
        throw validationError({ sort: [`Sorteren op ${sortColumnName} is niet mogelijk.`] });
      }
      const sortColumn = columns[sortColumnName];
      // Text sorts case-insensitively, as people expect ('Eneco' before 'ENGIE').
      const sortExpression = sortColumn.dataType === 'string' ? sql`lower(${sortColumn})` : sortColumn;
      const order = sortKey.startsWith('-') ? desc(sortExpression) : asc(sortExpression);
      const [rows, totals] = await Promise.all([
        app.ctx.db
          .select()
          .from(def.table)
          .where(where)
          .orderBy(order, asc(idColumn))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        app.ctx.db.select({ total: count() }).from(def.table).where(where),
      ]);
      const total = totals[0]?.total ?? 0;
      const items = (rows as Row[]).map(toItem);
      await withRelations(items, query.with);
      return {
        data: items,
        meta: pageMeta(query.page, query.limit, total),
      };
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: readConfig,
      schema: {
        ...ops.get,
        tags,
        params: idParams,
        querystring: z.object({ with: text().max(200).optional() }),
        response: { 200: dataEnvelope(def.item) },
      },
    },
    async (request) => {
      const item = toItem(await findOne(request, (request.params as { id: number }).id));
      await withRelations([item], (request.query as { with?: string }).with);
      return { data: item };
    },
  );

  if (!writeConfig || !def.create) return;
  const createSchema = def.create;
  const updateSchema = def.update ?? createSchema.partial();

  const uniqueViolation = (error: unknown): never => {
    if (dbErrorCode(error) === '23505') throw validationError({ [def.uniqueField ?? '_']: [TAKEN] });
    throw error;
  };

  r.post(
    base,
    {
      config: writeConfig,
      schema: { ...ops.create, tags, params, body: createSchema, response: { 201: dataEnvelope(def.item) } },
    },
    async (request, reply) => {
      const values: Row = { ...(request.body as Row) };
      if (customerColumn) values.customerId = Number((request.params as Record<string, unknown>).customerId);
      const [row] = await app.ctx.db.insert(def.table).values(values).returning().catch(uniqueViolation);
      const item = toItem(row as Row);
      await writeAudit(app.ctx.db, request, {
        event: `${def.name}.created`,
        customerId: auditCustomerId(request),
        subjectType: def.name,
        subjectId: String(item.id),
      });
      return reply.status(201).send({ data: item });
    },
  );

  const update = async (request: FastifyRequest) => {
    const id = (request.params as { id: number }).id;
    const values: Row = { ...(request.body as Row), ...(columns.updatedAt ? { updatedAt: new Date() } : {}) };
    delete values.id;
    delete values.customerId;
    const [row] = await app.ctx.db
      .update(def.table)
      .set(values)
      .where(and(eq(idColumn, id), scope(request)))
      .returning()
      .catch(uniqueViolation);
    if (!row) throw notFound();
    await writeAudit(app.ctx.db, request, {
      event: `${def.name}.updated`,
      customerId: auditCustomerId(request),
      subjectType: def.name,
      subjectId: String(id),
    });
    return { data: toItem(row as Row) };
  };
  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: `${base}/:id`,
      config: writeConfig,
      schema: {
        ...ops.update(method),
        tags,
        params: idParams,
        body: updateSchema,
        response: { 200: dataEnvelope(def.item) },
      },
      handler: update,
    });
  }

  r.delete(
    `${base}/:id`,
    { config: writeConfig, schema: { ...ops.delete, tags, params: idParams } },
    async (request, reply) => {
      const id = (request.params as { id: number }).id;
      const deleted = await app.ctx.db
        .delete(def.table)
        .where(and(eq(idColumn, id), scope(request)))
        .returning({ id: idColumn })
        .catch((error: unknown) => {
          if (isStillReferenced(error)) throw validationError({ id: [IN_USE] }, IN_USE);
          throw error;
        });
      if (deleted.length === 0) throw notFound();
      await writeAudit(app.ctx.db, request, {
        event: `${def.name}.deleted`,
        customerId: auditCustomerId(request),
        subjectType: def.name,
        subjectId: String(id),
      });
      return reply.status(204).send();
    },
  );
}
