import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';
import { listQuerySchema, listEnvelope } from '@energiek/contracts/envelopes';
import type { Database } from '@energiek/db/client';
import type { RoutePermission } from './route-registry.ts';
import type { ResourceRoutes } from './resource-routes.ts';
import { auditSubject, writeAudit } from '../lib/audit.ts';
import { notFound, validationError } from '../lib/http-errors.ts';
import { dbErrorCode, isStillReferenced } from '../lib/db-errors.ts';
import { pageMeta } from '../core/paging.ts';
import { id, text } from '@energiek/contracts/primitives';
import { containing } from '../lib/like.ts';

// The spec's generic calls (§7) for one table: list (q, with, page, limit ≤ 999, sort, filters), get one
// (with), create, update (POST/PUT/PATCH) and delete, optionally under customers/{customerId}/. A plain
// table needs no service of its own: `tableResource` gives the route kit (resource-routes.ts) the handlers
// and schemas, `registerResourceRoutes(app, tableResource(definition))` registers them.

type Row = Record<string, unknown>;

export type TableResource = {
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
function operations(def: TableResource) {
  const { one, many } = def.nouns ?? resourceNouns(def.name);
  const words = (noun: string) => noun.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return {
    list: { summary: `List ${words(many)}.`, operationId: `list${many}` },
    get: { summary: `Get one ${words(one)}.`, operationId: `get${one}` },
    create: { summary: `Create a ${words(one)}.`, operationId: `create${one}` },
    update: { summary: `Update a ${words(one)}.`, operationId: `update${one}` },
    delete: { summary: `Delete a ${words(one)}.`, operationId: `delete${one}` },
  };
}

type Params = { customerId?: number; id?: number };
type Spec = ResourceRoutes<
  z.ZodObject,
  z.ZodObject,
  z.ZodObject,
  z.ZodObject,
  z.ZodObject,
  z.ZodObject,
  z.ZodObject
>;

/** The route kit's description of a table's resource: read-only without a write permission or create body. */
export function tableResource(def: TableResource): Spec {
  const ops = operations(def);
  /** A customer-scoped write is logged under the customer in the URL, not the session's selected one. */
  const auditCustomerId = (params: Params): number | undefined =>
    def.customerScoped ? Number(params.customerId) : undefined;
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
  const readConfig: FastifyContextConfig = {
    permission: def.permissions.read,
    customerScoped: def.customerScoped ?? false,
  };
  const writeConfig: FastifyContextConfig | undefined = def.permissions.write
    ? { permission: def.permissions.write, customerScoped: def.customerScoped ?? false }
    : undefined;

  const scope = (params: Params): SQL | undefined => {
    if (!customerColumn) return undefined;
    return eq(customerColumn, Number(params.customerId));
  };

  const withRelations = async (db: Database, items: Row[], withParam: string | undefined): Promise<void> => {
    if (!withParam) return;
    for (const name of withParam
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const loader = def.relations?.[name];
      if (!loader) throw validationError({ with: [`Onbekende relatie: ${name}.`] });
      await loader(db, items);
    }
  };

  const findOne = async (db: Database, params: Params, id: number): Promise<Row> => {
    const [row] = await db
      .select()
      .from(def.table)
      .where(and(eq(idColumn, id), scope(params)))
      .limit(1);
    if (!row) throw notFound();
    return row as Row;
  };

  const readOnly: Spec = {
    url: base,
    tags,
    read: readConfig,
    write: writeConfig ?? readConfig,
    collectionParams: params,
    itemParams: idParams,
    item: def.item,
    list: {
      ...ops.list,
      query: listQuery,
      response: listEnvelope(def.item),
      handler: async ({ db }, _actor, input) => {
        const query = input.query as z.infer<typeof listQuerySchema> & Record<string, unknown>;
        const conditions: (SQL | undefined)[] = [scope(input.params)];
        if (query.q && def.searchColumns?.length) {
          const pattern = containing(query.q);
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
          db
            .select()
            .from(def.table)
            .where(where)
            .orderBy(order, asc(idColumn))
            .limit(query.limit)
            .offset((query.page - 1) * query.limit),
          db.select({ total: count() }).from(def.table).where(where),
        ]);
        const total = totals[0]?.total ?? 0;
        const items = (rows as Row[]).map(toItem);
        await withRelations(db, items, query.with);
        return {
          data: items,
          meta: pageMeta(query.page, query.limit, total),
        };
      },
    },
    get: {
      ...ops.get,
      query: z.object({ with: text().max(200).optional() }),
      handler: async ({ db }, _actor, input) => {
        const item = toItem(await findOne(db, input.params, Number(input.params.id)));
        await withRelations(db, [item], (input.query as { with?: string }).with);
        return item;
      },
    },
  };
  if (!writeConfig || !def.create) return readOnly;
  const createSchema = def.create;
  const updateSchema = def.update ?? createSchema.partial();

  const uniqueViolation = (error: unknown): never => {
    if (dbErrorCode(error) === '23505') throw validationError({ [def.uniqueField ?? '_']: [TAKEN] });
    throw error;
  };

  return {
    ...readOnly,
    create: {
      ...ops.create,
      body: createSchema,
      handler: async ({ db }, actor, input) => {
        const values: Row = { ...input.body };
        if (customerColumn) values.customerId = Number(input.params.customerId);
        const [row] = await db.insert(def.table).values(values).returning().catch(uniqueViolation);
        const item = toItem(row as Row);
        await writeAudit(db, actor, {
          event: `${def.name}.created`,
          ...auditSubject(def.name, String(item.id), auditCustomerId(input.params)),
        });
        return item;
      },
    },
    update: {
      ...ops.update,
      body: updateSchema,
      handler: async ({ db }, actor, input) => {
        const id = Number(input.params.id);
        const values: Row = { ...input.body, ...(columns.updatedAt ? { updatedAt: new Date() } : {}) };
        delete values.id;
        delete values.customerId;
        const [row] = await db
          .update(def.table)
          .set(values)
          .where(and(eq(idColumn, id), scope(input.params)))
          .returning()
          .catch(uniqueViolation);
        if (!row) throw notFound();
        await writeAudit(db, actor, {
          event: `${def.name}.updated`,
          ...auditSubject(def.name, String(id), auditCustomerId(input.params)),
        });
        return toItem(row as Row);
      },
    },
    remove: {
      ...ops.delete,
      handler: async ({ db }, actor, input) => {
        const id = Number(input.params.id);
        const deleted = await db
          .delete(def.table)
          .where(and(eq(idColumn, id), scope(input.params)))
          .returning({ id: idColumn })
          .catch((error: unknown) => {
            if (isStillReferenced(error)) throw validationError({ id: [IN_USE] }, IN_USE);
            throw error;
          });
        if (deleted.length === 0) throw notFound();
        await writeAudit(db, actor, {
          event: `${def.name}.deleted`,
          ...auditSubject(def.name, String(id), auditCustomerId(input.params)),
        });
      },
    },
  };
}
