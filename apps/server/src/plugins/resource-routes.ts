import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { actorOf } from '../core/actor.ts';
import { operationIdFor } from './route-registry.ts';
import { handlerOf, type Call } from './service-route.ts';

// The route kit (issue 25 "one way to write a CRUD resource"): the five routes of a resource under a
// collection URL — list, create, get, update (POST, PUT and PATCH, as the spec's generic calls allow) and
// delete — each with its permission, its documentation and its schemas, calling the area's service. A
// resource with routes of its own registers those beside the kit's. Answers: list as the service returns
// it (`data` + `meta`), create 201 `{data}`, get and update `{data}`, delete 204. A collection without URL
// parameters leaves out `collectionParams`; an update on fewer methods names them (`methods`) and, where its
// operationIds do not follow `operationIdFor`, gives them as a function of the method. An item is
// `${url}/:id` unless `itemParam` names its parameter otherwise. The routes are registered in the order the
// spec names them (the route table and the OpenAPI document keep that order), so a resource whose own
// routes sit between the kit's splits the kit's routes over more calls in the order it wants.
// Each route calls either its `handler` (the kit's input: `params` with `query` or `body`) or its `service`,
// an area's service function taking the usual input: list `{ ...params, query }`, create and update
// `{ ...params, body }`, get and delete the item's `params`.

type Schema = z.ZodType;
type Doc = { operationId: string; summary: string; description?: string };
type UpdateMethod = 'POST' | 'PUT' | 'PATCH';
/** What the route's query schema parses to, `undefined` without one. */
type QueryOf<Q> = Q extends Schema ? z.output<Q> : undefined;

export type ResourceRoutes<
  CollectionParams extends Schema,
  ItemParams extends Schema,
  Item extends Schema,
  Create extends Schema,
  Update extends Schema,
  ListQuery extends Schema | undefined,
  GetQuery extends Schema | undefined,
> = {
  /** The collection's URL, e.g. `/api/v3/customers/:customerId/entities`; an item is `${url}/:id`. */
  url: string;
  /** The item's URL parameter (`${url}/:${itemParam}`), `id` unless named; `itemParams` parses it. */
  itemParam?: string;
  tags: string[];
  read: FastifyContextConfig;
  write: FastifyContextConfig;
  /** The collection URL's parameters; left out when it has none. */
  collectionParams?: CollectionParams;
  itemParams: ItemParams;
  /** One item: the body of create, get and update answers (in a `data` envelope). */
  item: Item;
  list?: Doc & {
    query?: ListQuery;
    /** The whole answer (a list envelope). */
    response: Schema;
  } & Call<
      { params: z.output<CollectionParams>; query: QueryOf<ListQuery> },
      z.output<CollectionParams> & { query: QueryOf<ListQuery> },
      unknown
    >;
  create?: Doc & { body: Create } & Call<
      { params: z.output<CollectionParams>; body: z.output<Create> },
      z.output<CollectionParams> & { body: z.output<Create> },
      unknown
    >;
  get?: Doc & { query?: GetQuery } & Call<
      { params: z.output<ItemParams>; query: QueryOf<GetQuery> },
      z.output<ItemParams>,
      unknown
    >;
  update?: Omit<Doc, 'operationId'> & {
    /** A name that `operationIdFor` suffixes per method, or the name of each method. */
    operationId: string | ((method: UpdateMethod) => string);
    /** POST, PUT and PATCH unless named. */
    methods?: readonly UpdateMethod[];
    body: Update;
  } & Call<
      { params: z.output<ItemParams>; body: z.output<Update> },
      z.output<ItemParams> & { body: z.output<Update> },
      unknown
    >;
  remove?: Doc & Call<{ params: z.output<ItemParams> }, z.output<ItemParams>, void>;
};

/** Registers the routes of a resource that `spec` describes. */
export function registerResourceRoutes<
  CollectionParams extends Schema,
  ItemParams extends Schema,
  Item extends Schema,
  Create extends Schema = Schema,
  Update extends Schema = Schema,
  ListQuery extends Schema | undefined = undefined,
  GetQuery extends Schema | undefined = undefined,
>(
  app: FastifyInstance,
  spec: ResourceRoutes<CollectionParams, ItemParams, Item, Create, Update, ListQuery, GetQuery>,
): void {
  const { url, tags, read, write } = spec;
  const itemUrl = `${url}/:${spec.itemParam ?? 'id'}`;
  const item = dataEnvelope(spec.item);
  const collectionParams = spec.collectionParams ? { params: spec.collectionParams } : {};
  const doc = ({ operationId, summary, description }: Doc) => ({
    tags,
    summary,
    operationId,
    ...(description ? { description } : {}),
  });
  // Registered without the zod type provider (its reply types cannot follow a generic item schema); the
  // zod validator and serializer compilers are the app's all the same, so params, query and body are
  // validated before a handler runs and the casts only name their output.
  type In<T extends Schema> = z.output<T>;

  const { list, create, get, update, remove } = spec;
  const routes: Record<RouteName, () => void> = {
    list: () => {
      if (!list) return;
      const handler = handlerOf(list, ({ params, query }) => Object.assign({}, params, { query }));
      app.route({
        method: 'GET',
        url,
        config: read,
        schema: {
          ...doc(list),
          ...collectionParams,
          ...(list.query ? { querystring: list.query } : {}),
          response: { 200: list.response },
        },
        handler: async (request) =>
          handler(app.ctx, actorOf(request), {
            params: request.params as In<CollectionParams>,
            query: request.query as QueryOf<ListQuery>,
          }),
      });
    },

    create: () => {
      if (!create) return;
      const handler = handlerOf(create, ({ params, body }) => Object.assign({}, params, { body }));
      app.route({
        method: 'POST',
        url,
        config: write,
        schema: { ...doc(create), ...collectionParams, body: create.body, response: { 201: item } },
        handler: async (request, reply) => {
          const data = await handler(app.ctx, actorOf(request), {
            params: request.params as In<CollectionParams>,
            body: request.body as In<Create>,
          });
          return reply.status(201).send({ data });
        },
      });
    },

    get: () => {
      if (!get) return;
      const handler = handlerOf(get, ({ params }) => params);
      app.route({
        method: 'GET',
        url: itemUrl,
        config: read,
        schema: {
          ...doc(get),
          params: spec.itemParams,
          ...(get.query ? { querystring: get.query } : {}),
          response: { 200: item },
        },
        handler: async (request) => ({
          data: await handler(app.ctx, actorOf(request), {
            params: request.params as In<ItemParams>,
            query: request.query as QueryOf<GetQuery>,
          }),
        }),
      });
    },

    update: () => {
      if (!update) return;
      const { operationId } = update;
      const handler = handlerOf(update, ({ params, body }) => Object.assign({}, params, { body }));
      for (const method of update.methods ?? (['POST', 'PUT', 'PATCH'] as const))
        app.route({
          method,
          url: itemUrl,
          config: write,
          schema: {
            ...doc({
              ...update,
              operationId:
                typeof operationId === 'string' ? operationIdFor(operationId, method) : operationId(method),
            }),
            params: spec.itemParams,
            body: update.body,
            response: { 200: item },
          },
          handler: async (request) => ({
            data: await handler(app.ctx, actorOf(request), {
              params: request.params as In<ItemParams>,
              body: request.body as In<Update>,
            }),
          }),
        });
    },

    remove: () => {
      if (!remove) return;
      const handler = handlerOf(remove, ({ params }) => params);
      app.route({
        method: 'DELETE',
        url: itemUrl,
        config: write,
        schema: { ...doc(remove), params: spec.itemParams },
        handler: async (request, reply) => {
          await handler(app.ctx, actorOf(request), { params: request.params as In<ItemParams> });
          return reply.status(204).send();
        },
      });
    },
  };
  // In the order the spec names them.
  for (const name of Object.keys(spec)) if (isRouteName(name)) routes[name]();
}

const ROUTE_NAMES = ['list', 'create', 'get', 'update', 'remove'] as const;
type RouteName = (typeof ROUTE_NAMES)[number];
function isRouteName(key: string): key is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(key);
}
