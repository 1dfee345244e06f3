import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  superLoginResponseSchema,
  userCreateSchema,
  userItemSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '@energiek/contracts/users';
import { unauthenticated } from '../../lib/http-errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { listUsers, toUserItems } from './users.repository.ts';
import {
  createUser,
  deactivateUser,
  resetTwoStep,
  updateUserAccount,
  userItem,
  visibleUser,
} from './users.service.ts';
import { startViewAlong, stopViewAlong } from './view-along.service.ts';
import { pageMeta } from '../../core/paging.ts';
import { idParams } from '@energiek/contracts/primitives';

// Back-office users (issue 3 §7) and view-along (§5). All is:admin except super-logout, which the
// view-along session itself calls (its profile is the target's).

const tags = ['users'];
const item = dataEnvelope(userItemSchema);

function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}

export function registerUserRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { permission: 'is:admin' } as const;

  r.get(
    '/api/v3/users',
    {
      config: admin,
      schema: { tags, querystring: userListQuerySchema, response: { 200: listEnvelope(userItemSchema) } },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const { page, limit, q, type, customerId, active, roleId } = request.query;
      const { rows, total } = await listUsers(
        app.ctx.db,
        { q, type, customerId, active, roleId, actFor: auth.actFor },
        page,
        limit,
      );
      return {
        data: await toUserItems(app.ctx.db, rows),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  r.post(
    '/api/v3/users',
    {
      config: admin,
      schema: {
        tags,
        description: 'Creates a user and mails a Dutch invitation with a set-password link (7 days).',
        body: userCreateSchema,
        response: { 201: item },
      },
    },
    async (request, reply) => {
      const data = await createUser(app, request, signedIn(request.auth), request.body);
      return reply.status(201).send({ data });
    },
  );

  r.post(
    '/api/v3/users/super-logout',
    {
      config: { permission: 'authenticated' },
      schema: { tags, description: 'Ends the view-along session (revokes it).' },
    },
    async (request, reply) => {
      await stopViewAlong(app, request, signedIn(request.auth));
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/v3/users/:id',
    { config: admin, schema: { tags, params: idParams, response: { 200: item } } },
    async (request) => ({
      data: await userItem(app, await visibleUser(app, signedIn(request.auth), request.params.id)),
    }),
  );

  r.post(
    '/api/v3/users/:id',
    { config: admin, schema: { tags, params: idParams, body: userUpdateSchema, response: { 200: item } } },
    async (request) => ({
      data: await updateUserAccount(app, request, signedIn(request.auth), request.params.id, request.body),
    }),
  );

  r.post(
    '/api/v3/users/:id/deactivate',
    {
      config: admin,
      schema: {
        tags,
        description: 'Deactivates and revokes every session.',
        params: idParams,
        response: { 200: item },
      },
    },
    async (request) => ({
      data: await deactivateUser(app, request, signedIn(request.auth), request.params.id),
    }),
  );

  r.post(
    '/api/v3/users/:id/reset-two-step',
    {
      config: admin,
      schema: {
        tags,
        description: 'Removes the two-step enrolment; the user enrols again.',
        params: idParams,
        response: { 200: item },
      },
    },
    async (request) => ({
      data: await resetTwoStep(app, request, signedIn(request.auth), request.params.id),
    }),
  );

  r.post(
    '/api/v3/users/:id/super-login',
    {
      config: admin,
      schema: {
        tags,
        description: 'Starts view-along: a new session as this user with the admin as impersonator.',
        params: idParams,
        response: { 200: superLoginResponseSchema },
      },
    },
    async (request) => startViewAlong(app, request, signedIn(request.auth), request.params.id),
  );
}
