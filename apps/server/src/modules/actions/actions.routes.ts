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
import { unauthenticated } from '../../lib/http-errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { listActions, listAssignees, listComments } from './actions.repository.ts';
import {
  addComment,
  createAction,
  deleteActionRecord,
  editComment,
  getAction,
  removeComment,
  requireAction,
  suggestSubjects,
  today,
  updateActionRecord,
} from './actions.service.ts';
import { pageMeta } from '../../core/paging.ts';
import { customerIdParams, customerParams, idParams } from '@energiek/contracts/primitives';

// Actions and notes of a customer (spec §7 CRUD customers/{id}/actions), their comments
// (PATCH/DELETE action-comments/{id}), subject suggestions (POST actions/suggest) and the overview
// across customers (GET actions). Tenancy: customer-scoped routes answer 404 for a customer the user may
// not act for (authentication plugin); ids of another customer answer 404 as unknown ones.

const tags = ['actions'];

function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}

export function registerActionRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v3/actions',
    {
      config: { permission: 'actions:read' },
      schema: {
        tags,
        description: 'Actions (not notes) of the customers the user may act for.',
        querystring: actionOverviewQuerySchema,
        response: { 200: actionListSchema },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const q = request.query;
      const { items, total } = await listActions(db, {
        customerIds: auth.actFor === 'all' ? 'all' : [...auth.actFor],
        customerId: q.customerId,
        type: 'action',
        status: q.status,
        open: q.open === '1',
        overdue: q.overdue === '1',
        assigneeId: q.scope === 'mine' ? auth.user.id : q.assigneeId,
        q: q.q,
        sort: q.sort ?? (q.scope === 'mine' || q.overdue === '1' ? 'deadline' : undefined),
        page: q.page,
        limit: q.limit,
        today: today(),
      });
      return { data: items, meta: pageMeta(q.page, q.limit, total) };
    },
  );

  r.post(
    '/api/v3/actions/suggest',
    {
      config: { permission: 'organisation:write' },
      schema: {
        tags,
        description: 'Up to 10 subjects while typing: earlier subjects and standard templates.',
        body: actionSuggestBodySchema,
        response: { 200: dataEnvelope(z.array(actionSuggestionSchema)) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      return { data: await suggestSubjects(app, auth, request.body.query, request.body.customerId) };
    },
  );

  r.get(
    '/api/v3/customers/:customerId/actions',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        params: customerParams,
        querystring: customerActionListQuerySchema,
        response: { 200: actionListSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await listActions(db, {
        customerIds: [request.params.customerId],
        type: q.type,
        status: q.status,
        assigneeId: q.assigneeId,
        q: q.q,
        sort: q.sort,
        page: q.page,
        limit: q.limit,
        today: today(),
      });
      return { data: items, meta: pageMeta(q.page, q.limit, total) };
    },
  );

  r.get(
    '/api/v3/customers/:customerId/action-assignees',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        description: 'The admins an action of this customer may be assigned to.',
        params: customerParams,
        response: { 200: dataEnvelope(z.array(actionAssigneeSchema)) },
      },
    },
    async (request) => ({ data: await listAssignees(db, request.params.customerId) }),
  );

  r.post(
    '/api/v3/customers/:customerId/actions',
    {
      config: { permission: 'organisation:write', customerScoped: true },
      schema: {
        tags,
        params: customerParams,
        body: actionCreateSchema,
        response: { 201: dataEnvelope(actionSchema) },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request.auth);
      const item = await createAction(app, request, auth, request.params.customerId, request.body);
      return reply.status(201).send({ data: item });
    },
  );

  r.get(
    '/api/v3/customers/:customerId/actions/:id',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: { tags, params: customerIdParams, response: { 200: dataEnvelope(actionSchema) } },
    },
    async (request) => ({ data: await getAction(app, request.params.customerId, request.params.id) }),
  );

  for (const method of ['POST', 'PATCH'] as const) {
    r.route({
      method,
      url: '/api/v3/customers/:customerId/actions/:id',
      config: { permission: 'organisation:write', customerScoped: true },
      schema: {
        tags,
        params: customerIdParams,
        body: actionUpdateSchema,
        response: { 200: dataEnvelope(actionSchema) },
      },
      handler: async (request) => {
        const auth = signedIn(request.auth);
        const { customerId, id } = request.params;
        return { data: await updateActionRecord(app, request, auth, customerId, id, request.body) };
      },
    });
  }

  r.delete(
    '/api/v3/customers/:customerId/actions/:id',
    {
      config: { permission: 'organisation:write', customerScoped: true },
      schema: { tags, params: customerIdParams },
    },
    async (request, reply) => {
      await deleteActionRecord(app, request, request.params.customerId, request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/v3/customers/:customerId/actions/:id/comments',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        params: customerIdParams,
        response: { 200: dataEnvelope(z.array(actionCommentSchema)) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const action = await requireAction(app, request.params.customerId, request.params.id);
      return { data: await listComments(db, action.id, auth.user.id) };
    },
  );

  r.post(
    '/api/v3/customers/:customerId/actions/:id/comments',
    {
      config: { permission: 'organisation:read', customerScoped: true },
      schema: {
        tags,
        description: 'Everyone who may see the action may comment on it (customer staff too).',
        params: customerIdParams,
        body: actionCommentBodySchema,
        response: { 201: dataEnvelope(actionCommentSchema) },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request.auth);
      const { customerId, id } = request.params;
      const comment = await addComment(app, request, auth, customerId, id, request.body.content);
      return reply.status(201).send({ data: comment });
    },
  );

  r.patch(
    '/api/v3/action-comments/:id',
    {
      config: { permission: 'organisation:read' },
      schema: {
        tags,
        description: 'Edits a comment of your own (403 otherwise).',
        params: idParams,
        body: actionCommentBodySchema,
        response: { 200: dataEnvelope(actionCommentSchema) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      return { data: await editComment(app, request, auth, request.params.id, request.body.content) };
    },
  );

  r.delete(
    '/api/v3/action-comments/:id',
    {
      config: { permission: 'organisation:read' },
      schema: { tags, description: 'Deletes a comment of your own (403 otherwise).', params: idParams },
    },
    async (request, reply) => {
      const auth = signedIn(request.auth);
      await removeComment(app, request, auth, request.params.id);
      return reply.status(204).send();
    },
  );
}
