import type { FastifyInstance } from 'fastify';
import { USERS_READ, USERS_WRITE } from '@energiek/contracts/access';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { idParams } from '@energiek/contracts/primitives';
import {
  roleBodySchema,
  roleDetailSchema,
  roleItemSchema,
  roleListQuerySchema,
  roleUpdateSchema,
} from '@energiek/contracts/roles';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { createRole, getRole, listRoles, updateRole } from './roles.service.ts';

// Roles ("profielen"): reading needs is:admin and roles:read, changing is:admin and roles:write; what a
// role may grant is the grant rule in the service.

export function registerRoleRoutes(app: FastifyInstance): void {
  registerResourceRoutes(app, {
    url: '/api/v3/roles',
    tags: ['roles'],
    read: { permission: USERS_READ },
    write: { permission: USERS_WRITE },
    itemParams: idParams,
    item: roleDetailSchema,
    list: {
      operationId: 'listRoles',
      summary: 'List roles.',
      query: roleListQuerySchema,
      response: listEnvelope(roleItemSchema),
      handler: (ctx, actor, { query }) => listRoles(ctx, actor, query),
    },
    create: {
      operationId: 'createRole',
      summary: 'Create a role.',
      body: roleBodySchema,
      handler: (ctx, actor, { body }) => createRole(ctx, actor, body),
    },
    get: {
      operationId: 'getRole',
      summary: 'Get a role with its users.',
      handler: (ctx, actor, { params }) => getRole(ctx, actor, params.id),
    },
    update: {
      // Roles are changed by POST only.
      operationId: () => 'updateRole',
      methods: ['POST'],
      summary: 'Update a role.',
      body: roleUpdateSchema,
      service: updateRole,
    },
  });
}
