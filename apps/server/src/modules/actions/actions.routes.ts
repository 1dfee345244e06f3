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

  r.get(
    '/api/v3/customers/:customerId/actions',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        summary: 'List the actions and notes of a customer.',
        operationId: 'listCustomerActions',
        description: 'Customer staff get actions and the notes marked "zichtbaar voor klant" only.',
        params: customerParams,
        querystring: customerActionListQuerySchema,
        response: { 200: actionListSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const input = { ...q, customerId: request.params.customerId };
      const { items, total } = await listCustomerActions(ctx, actorOf(request), input);
      return { data: items, meta: pageMeta(q.page, q.limit, total) };
    },
  );

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

  r.post(
    '/api/v3/customers/:customerId/actions',
    {
      config: { permission: 'organisation:write', customerScoped: true },
      schema: {
        tags,
        summary: 'Create an action or note.',
        operationId: 'createAction',
        params: customerParams,
        body: actionCreateSchema,
        response: { 201: dataEnvelope(actionSchema) },
      },
    },
    async (request, reply) => {
      const input = { customerId: request.params.customerId, body: request.body };
      const item = await createAction(ctx, actorOf(request), input);
      return reply.status(201).send({ data: item });
    },
  );

  r.get(
    '/api/v3/customers/:customerId/actions/:id',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        summary: 'Get an action or note.',
        operationId: 'getAction',
        params: customerIdParams,
        response: { 200: dataEnvelope(actionSchema) },
      },
    },
    async (request) => ({ data: await getAction(ctx, actorOf(request), request.params) }),
  );

  for (const method of ['POST', 'PATCH'] as const) {
    r.route({
      method,
      url: '/api/v3/customers/:customerId/actions/:id',
      config: { permission: 'organisation:write', customerScoped: true },
      schema: {
        tags,
        summary: 'Update an action or note.',
        operationId: method === 'POST' ? 'updateAction' : 'patchAction',
        params: customerIdParams,
        body: actionUpdateSchema,
        response: { 200: dataEnvelope(actionSchema) },
      },
      handler: async (request) => ({
        data: await updateAction(ctx, actorOf(request), { ...request.params, body: request.body }),
      }),
    });
  }

  r.delete(
    '/api/v3/customers/:customerId/actions/:id',
    {
      config: { permission: 'organisation:write', customerScoped: true },
      schema: {
        tags,
        summary: 'Delete an action or note.',
        operationId: 'deleteAction',
        params: customerIdParams,
      },
    },
    async (request, reply) => {
      await deleteAction(ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );

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
