import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { actorOf, type Actor } from '../core/actor.ts';
import type { ServiceContext } from '../core/context.ts';
import { sendFile, type SendFileOptions } from '../lib/storage/send-file.ts';
import type { StoredObject } from '../lib/storage/storage.ts';

// One route that calls one service function (issue 25, beside the route kit's five routes of a resource):
// the permission, the documentation, the schemas and the success status, written once as a spec. The
// route calls either its `handler` with `{ params, query, body }`, or its `service`, an area's service
// function taking the usual input (as the route kit's): the URL's params, with the query as `query` and
// the body as `body` where the route has them. The answer is the service's own (a list or another envelope), in a
// `data` envelope with `data: true`; `status` 201 answers 201, 204 answers nothing.

type Schema = z.ZodType;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What the schema parses to, `undefined` without one. */
type Parsed<S> = S extends Schema ? z.output<S> : undefined;
type Empty = Record<never, never>;
/** The params' fields, nothing without them. */
type Fields<S> = S extends Schema ? z.output<S> : Empty;
type QueryField<Q> = Q extends Schema ? { query: z.output<Q> } : Empty;
type BodyField<B> = B extends Schema ? { body: z.output<B> } : Empty;
export type Handler<Input, Output> = (ctx: ServiceContext, actor: Actor, input: Input) => Promise<Output>;

/** A route's call: its `handler`, or a `service` function that takes the usual input. */
export type Call<Input, ServiceInput, Output> =
  | { handler: Handler<Input, Output>; service?: never }
  | { service: Handler<ServiceInput, Output>; handler?: never };

/** The call as a handler: `service` gets `serviceInput(input)`. */
export function handlerOf<Input, ServiceInput, Output>(
  call: Call<Input, ServiceInput, Output>,
  serviceInput: (input: Input) => ServiceInput,
): Handler<Input, Output> {
  const { handler, service } = call;
  if (handler) return handler;
  if (!service) throw new Error('A route needs a handler or a service');
  return (ctx, actor, input) => service(ctx, actor, serviceInput(input));
}

export type ServiceRoute<
  Params extends Schema | undefined,
  Query extends Schema | undefined,
  Body extends Schema | undefined,
> = {
  method: Method;
  url: string;
  config: FastifyContextConfig;
  tags: string[];
  summary: string;
  operationId: string;
  description?: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The success answer's schema; none for a 204. */
  response?: Schema;
  /** 200 unless named. */
  status?: 201 | 202 | 204;
  /** The service's answer goes in a `data` envelope. */
  data?: true;
  /** The route's own body limit (bytes), where the app's is too small. */
  bodyLimit?: number;
} & Call<
  { params: Parsed<Params>; query: Parsed<Query>; body: Parsed<Body> },
  Fields<Params> & QueryField<Query> & BodyField<Body>,
  unknown
>;

/** Registers the route that `spec` describes. */
export function registerServiceRoute<
  Params extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Body extends Schema | undefined = undefined,
>(app: FastifyInstance, spec: ServiceRoute<Params, Query, Body>): void {
  const { method, url, config, tags, summary, operationId, description, params, query, body, response } =
    spec;
  const status = spec.status ?? 200;
  type Input = { params: Parsed<Params>; query: Parsed<Query>; body: Parsed<Body> };
  type ServiceInput = Fields<Params> & QueryField<Query> & BodyField<Body>;
  const handler = handlerOf(
    spec,
    (input: Input) =>
      ({
        ...(input.params as object),
        ...(query ? { query: input.query } : {}),
        ...(body ? { body: input.body } : {}),
      }) as ServiceInput,
  );
  // Registered without the zod type provider (as the route kit): the app's zod compilers validate params,
  // query and body before the handler runs, so the casts only name their output.
  app.route({
    method,
    url,
    config,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    schema: {
      tags,
      summary,
      operationId,
      ...(description ? { description } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(response ? { response: { [status]: response } } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler(app.ctx, actorOf(request), {
        params: request.params as Parsed<Params>,
        query: request.query as Parsed<Query>,
        body: request.body as Parsed<Body>,
      });
      if (status === 204) return reply.status(204).send();
      return reply.status(status).send(spec.data ? { data: answer } : answer);
    },
  });
}

/** A stored file as a service hands it out: its row (name and type) and its bytes. */
export type Download = { item: { fileName: string; contentType: string }; object: StoredObject };

export type FileRoute<Params extends Schema> = Pick<
  ServiceRoute<Params, undefined, undefined>,
  'url' | 'config' | 'tags' | 'summary' | 'operationId' | 'description'
> & {
  params: Params;
  /** The service function that checks access and hands out the file, given the URL's params. */
  service: Handler<z.output<Params>, Download>;
  /** How it is sent: as an attachment under its name unless told. */
  send?: SendFileOptions;
  /** Sent as this type whatever the row names (e.g. bytes to save, whatever a mail's sender said). */
  contentType?: string;
};

/** Registers a GET route that answers with the stored file `spec.service` hands out (lib/storage/send-file.ts). */
export function registerFileRoute<Params extends Schema>(
  app: FastifyInstance,
  spec: FileRoute<Params>,
): void {
  const { url, config, tags, summary, operationId, description, params, service, contentType } = spec;
  app.route({
    method: 'GET',
    url,
    config,
    schema: { tags, summary, operationId, ...(description ? { description } : {}), params },
    handler: async (request, reply) => {
      // Validated by the app's zod compilers before the handler runs (as registerServiceRoute's).
      const { item, object } = await service(app.ctx, actorOf(request), request.params as z.output<Params>);
      return sendFile(reply, { ...item, ...object, ...(contentType ? { contentType } : {}) }, spec.send);
    },
  });
}
