import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionAssigneeSchema,
  actionCommentBodySchema,
  actionCommentSchema,
  actionCreateSchema,
  actionListSchema,
  actionOverviewQuerySchema,
  actionSchema,
  actionSuggestBodySchema,
  actionSuggestionSchema,
  actionUpdateSchema,
  customerActionListQuerySchema,
} from '@energiek/contracts/actions';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { customerIdParams, customerParams, idParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { pageMeta } from '../../core/paging.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import {
  createActionComment,
  deleteActionComment,
  listActionComments,
  updateActionComment,
} from './actions.comments.ts';
import {
  createAction,
  deleteAction,
  getAction,
  listActionAssignees,
  listActionOverview,
  listCustomerActions,
  suggestActionSubjects,
  updateAction,
} from './actions.service.ts';

// Actions and notes of a customer (spec §7 CRUD customers/{id}/actions), their comments
// (PATCH/DELETE action-comments/{id}), subject suggestions (POST actions/suggest) and the overview
// across customers (GET actions). Tenancy: customer-scoped routes answer 404 for a customer the user may
// not act for (authentication plugin); ids of another customer answer 404 as unknown ones.

const tags = ['actions'];

export function registerActionRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/v3/actions',
    {
      config: { permission: 'actions:read' },
      schema: {
        tags,
        summary: 'List the actions across customers.',
        operationId: 'listActions',
        description: 'Actions (not notes) of the customers the user may act for.',
        querystring: actionOverviewQuerySchema,
        response: { 200: actionListSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await listActionOverview(ctx, actorOf(request), q);
      return { data: items, meta: pageMeta(q.page, q.limit, total) };
    },
  );

  r.post(
    '/api/v3/actions/suggest',
    {
      config: { permission: 'organisation:write' },
      schema: {
        tags,
        summary: 'Suggest action subjects.',
        operationId: 'suggestActionSubjects',
        description: 'Up to 10 subjects while typing: earlier subjects and standard templates.',
        body: actionSuggestBodySchema,
        response: { 200: dataEnvelope(z.array(actionSuggestionSchema)) },
      },
    },
    async (request) => ({ data: await suggestActionSubjects(ctx, actorOf(request), request.body) }),
  );

  // A customer's actions as a resource; the assignees sit between its list and its create (route order).
  const resource = {
    url: '/api/v3/customers/:customerId/actions',
    tags,
    read: { permission: 'organisation:read', customerScoped: true },
    write: { permission: 'organisation:write', customerScoped: true },
    collectionParams: customerParams,
    itemParams: customerIdParams,
    item: actionSchema,
  } as const;
  registerResourceRoutes(app, {
    ...resource,
    list: {
      operationId: 'listCustomerActions',
      summary: 'List the actions and notes of a customer.',
      description: 'Customer staff get actions and the notes marked "zichtbaar voor klant" only.',
      query: customerActionListQuerySchema,
      response: actionListSchema,
      handler: async (ctx, actor, { params, query }) => {
        const { items, total } = await listCustomerActions(ctx, actor, {
          ...query,
          customerId: params.customerId,
        });
        return { data: items, meta: pageMeta(query.page, query.limit, total) };
      },
    },
  });

  r.get(
    '/api/v3/customers/:customerId/action-assignees',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        summary: "List the possible assignees of a customer's actions.",
        operationId: 'listActionAssignees',
        description: 'The admins an action of this customer may be assigned to.',
        params: customerParams,
        response: { 200: dataEnvelope(z.array(actionAssigneeSchema)) },
      },
    },
    async (request) => ({ data: await listActionAssignees(ctx, actorOf(request), request.params) }),
  );

  registerResourceRoutes(app, {
    ...resource,
    create: {
      operationId: 'createAction',
      summary: 'Create an action or note.',
      body: actionCreateSchema,
      service: createAction,
    },
    get: {
      operationId: 'getAction',
      summary: 'Get an action or note.',
      service: getAction,
    },
    update: {
      operationId: (method) => (method === 'POST' ? 'updateAction' : 'patchAction'),
      methods: ['POST', 'PATCH'],
      summary: 'Update an action or note.',
      body: actionUpdateSchema,
      service: updateAction,
    },
    remove: {
      operationId: 'deleteAction',
      summary: 'Delete an action or note.',
      service: deleteAction,
    },
  });

  r.get(
    '/api/v3/customers/:customerId/actions/:id/comments',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        summary: 'List the comments on an action or note.',
        operationId: 'listActionComments',
        params: customerIdParams,
        response: { 200: dataEnvelope(z.array(actionCommentSchema)) },
      },
    },
    async (request) => ({ data: await listActionComments(ctx, actorOf(request), request.params) }),
  );

  r.post(
    '/api/v3/customers/:customerId/actions/:id/comments',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        summary: 'Comment on an action or note.',
        operationId: 'createActionComment',
        description: 'Everyone who may see the action may comment on it (customer staff too).',
        params: customerIdParams,
        body: actionCommentBodySchema,
        response: { 201: dataEnvelope(actionCommentSchema) },
      },
    },
    async (request, reply) => {
      const input = { ...request.params, content: request.body.content };
      const comment = await createActionComment(ctx, actorOf(request), input);
      return reply.status(201).send({ data: comment });
    },
  );

  r.patch(
    '/api/v3/action-comments/:id',
    {
      config: { permission: 'organisation:read' },
      schema: {
        tags,
        summary: 'Edit a comment of your own.',
        operationId: 'updateActionComment',
        description: 'Edits a comment of your own (403 otherwise).',
        params: idParams,
        body: actionCommentBodySchema,
        response: { 200: dataEnvelope(actionCommentSchema) },
      },
    },
    async (request) => {
      const input = { id: request.params.id, content: request.body.content };
      return { data: await updateActionComment(ctx, actorOf(request), input) };
    },
  );

  r.delete(
    '/api/v3/action-comments/:id',
    {
      config: { permission: 'organisation:read' },
      schema: {
        tags,
        summary: 'Delete a comment of your own.',
        operationId: 'deleteActionComment',
        description: 'Deletes a comment of your own (403 otherwise).',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteActionComment(ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );
}
