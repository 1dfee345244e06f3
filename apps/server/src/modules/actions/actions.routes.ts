import type { FastifyInstance } from 'fastify';
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
import { pageMeta } from '../../core/paging.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { registerServiceRoute } from '../../plugins/service-route.ts';
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
  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/actions',
    config: { permission: 'actions:read' },
    tags,
    summary: 'List the actions across customers.',
    operationId: 'listActions',
    description: 'Actions (not notes) of the customers the user may act for.',
    query: actionOverviewQuerySchema,
    response: actionListSchema,
    handler: async (ctx, actor, { query }) => {
      const { items, total } = await listActionOverview(ctx, actor, query);
      return { data: items, meta: pageMeta(query.page, query.limit, total) };
    },
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/actions/suggest',
    config: { permission: 'organisation:write' },
    tags,
    summary: 'Suggest action subjects.',
    operationId: 'suggestActionSubjects',
    description: 'Up to 10 subjects while typing: earlier subjects and standard templates.',
    body: actionSuggestBodySchema,
    response: dataEnvelope(z.array(actionSuggestionSchema)),
    data: true,
    handler: (ctx, actor, { body }) => suggestActionSubjects(ctx, actor, body),
  });

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

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/action-assignees',
    config: { permission: 'organisation:read', customerScoped: true },
    tags,
    summary: "List the possible assignees of a customer's actions.",
    operationId: 'listActionAssignees',
    description: 'The admins an action of this customer may be assigned to.',
    params: customerParams,
    response: dataEnvelope(z.array(actionAssigneeSchema)),
    data: true,
    service: listActionAssignees,
  });

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

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/actions/:id/comments',
    config: { permission: 'organisation:read', customerScoped: true },
    tags,
    summary: 'List the comments on an action or note.',
    operationId: 'listActionComments',
    params: customerIdParams,
    response: dataEnvelope(z.array(actionCommentSchema)),
    data: true,
    service: listActionComments,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/customers/:customerId/actions/:id/comments',
    config: { permission: 'organisation:read', customerScoped: true },
    tags,
    summary: 'Comment on an action or note.',
    operationId: 'createActionComment',
    description: 'Everyone who may see the action may comment on it (customer staff too).',
    params: customerIdParams,
    body: actionCommentBodySchema,
    response: dataEnvelope(actionCommentSchema),
    status: 201,
    data: true,
    handler: (ctx, actor, { params, body }) =>
      createActionComment(ctx, actor, { ...params, content: body.content }),
  });

  registerServiceRoute(app, {
    method: 'PATCH',
    url: '/api/v3/action-comments/:id',
    config: { permission: 'organisation:read' },
    tags,
    summary: 'Edit a comment of your own.',
    operationId: 'updateActionComment',
    description: 'Edits a comment of your own (403 otherwise).',
    params: idParams,
    body: actionCommentBodySchema,
    response: dataEnvelope(actionCommentSchema),
    data: true,
    handler: (ctx, actor, { params, body }) =>
      updateActionComment(ctx, actor, { id: params.id, content: body.content }),
  });

  registerServiceRoute(app, {
    method: 'DELETE',
    url: '/api/v3/action-comments/:id',
    config: { permission: 'organisation:read' },
    tags,
    summary: 'Delete a comment of your own.',
    operationId: 'deleteActionComment',
    description: 'Deletes a comment of your own (403 otherwise).',
    params: idParams,
    status: 204,
    service: deleteActionComment,
  });
}
