import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN_OPTIONS_READ, USERS_READ, USERS_WRITE } from '@energiek/contracts/access';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { idParams } from '@energiek/contracts/primitives';
import {
  adminOptionSchema,
  superLoginResponseSchema,
  userCreateSchema,
  userItemSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '@energiek/contracts/users';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { registerServiceRoute } from '../../plugins/service-route.ts';
import {
  adminOptions,
  createUser,
  deactivateUser,
  getUser,
  listUsers,
  resetTwoStep,
  updateUser,
} from './users.service.ts';
import { startViewAlong, stopViewAlong } from './view-along.service.ts';

// Back-office users (issue 3 §7) and view-along (§5). Reading needs is:admin and roles:read, changing
// is:admin and roles:write; what may be given to whom is the grant rule in the service. super-logout is
// called by the view-along session itself (its profile is the target's).

const tags = ['users'];
const item = dataEnvelope(userItemSchema);

export function registerUserRoutes(app: FastifyInstance): void {
  const read = { permission: USERS_READ };
  const write = { permission: USERS_WRITE };

  // The users as a resource; admin options, view-along, deactivate and two-step reset stay beside it, in
  // route order.
  const resource = { url: '/api/v3/users', tags, read, write, itemParams: idParams, item: userItemSchema };

  registerResourceRoutes(app, {
    ...resource,
    list: {
      operationId: 'listUsers',
      summary: 'List users.',
      query: userListQuerySchema,
      response: listEnvelope(userItemSchema),
      handler: (ctx, actor, { query }) => listUsers(ctx, actor, query),
    },
    create: {
      operationId: 'createUser',
      summary: 'Create a user and mail an invitation.',
      description: 'Creates a user and mails a Dutch invitation with a set-password link (7 days).',
      body: userCreateSchema,
      handler: (ctx, actor, { body }) => createUser(ctx, actor, body),
    },
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/users/admin-options',
    config: { permission: ADMIN_OPTIONS_READ },
    tags,
    summary: 'List the active admins as picker options.',
    operationId: 'listAdminOptions',
    description:
      'The active back-office users (id and name) for assignee, account-manager and hours pickers. Any admin may read it, also one whose role cannot read users.',
    response: z.object({ data: z.array(adminOptionSchema) }),
    handler: (ctx) => adminOptions(ctx),
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/users/super-logout',
    config: { permission: 'authenticated' },
    tags,
    summary: 'End the view-along session.',
    operationId: 'stopViewAlong',
    description: 'Ends the view-along session (revokes it).',
    status: 204,
    handler: (ctx, actor) => stopViewAlong(ctx, actor),
  });

  registerResourceRoutes(app, {
    ...resource,
    get: {
      operationId: 'getUser',
      summary: 'Get a user.',
      handler: (ctx, actor, { params }) => getUser(ctx, actor, params.id),
    },
    update: {
      // Users are changed by POST only.
      operationId: () => 'updateUser',
      methods: ['POST'],
      summary: 'Update a user.',
      body: userUpdateSchema,
      service: updateUser,
    },
  });

  // Two actions on a user; both answer the user as it is then.
  for (const action of [
    {
      path: 'deactivate',
      summary: 'Deactivate a user.',
      operationId: 'deactivateUser',
      description: 'Deactivates and revokes every session, and the view-along sessions the user started.',
      service: deactivateUser,
    },
    {
      path: 'reset-two-step',
      summary: "Reset a user's two-step verification.",
      operationId: 'resetUserTwoStep',
      description: 'Removes the two-step enrolment; the user enrols again.',
      service: resetTwoStep,
    },
  ]) {
    registerServiceRoute(app, {
      method: 'POST',
      url: `/api/v3/users/:id/${action.path}`,
      config: write,
      tags,
      summary: action.summary,
      operationId: action.operationId,
      description: action.description,
      params: idParams,
      response: item,
      data: true,
      handler: (ctx, actor, { params }) => action.service(ctx, actor, params.id),
    });
  }

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/users/:id/super-login',
    config: { permission: 'is:admin' },
    tags,
    summary: 'Start view-along as a user.',
    operationId: 'startViewAlong',
    description: 'Starts view-along: a new session as this user with the admin as impersonator.',
    params: idParams,
    response: superLoginResponseSchema,
    handler: (ctx, actor, { params }) => startViewAlong(ctx, actor, params.id),
  });
}
