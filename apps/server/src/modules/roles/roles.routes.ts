import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { USERS_READ, USERS_WRITE } from '@energiek/contracts/access';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { idParams } from '@energiek/contracts/primitives';
import {
  roleBodySchema,
  roleDetailSchema,
  roleItemSchema,
  roleListQuerySchema,
  roleUpdateSchema,
} from '@energiek/contracts/roles';
import { actorOf } from '../../core/actor.ts';
import { createRole, getRole, listRoles, updateRole } from './roles.service.ts';

// Roles ("profielen"): reading needs is:admin and roles:read, changing is:admin and roles:write; what a
// role may grant is the grant rule in the service.

const tags = ['roles'];
const detail = dataEnvelope(roleDetailSchema);

export function registerRoleRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v3/roles',
    {
      config: { permission: USERS_READ },
      schema: {
        tags,
        summary: 'List roles.',
        operationId: 'listRoles',
        querystring: roleListQuerySchema,
        response: { 200: listEnvelope(roleItemSchema) },
      },
    },
    async (request) => listRoles(app.ctx, actorOf(request), request.query),
  );

  r.post(
    '/api/v3/roles',
    {
      config: { permission: USERS_WRITE },
      schema: {
        tags,
        summary: 'Create a role.',
        operationId: 'createRole',
        body: roleBodySchema,
        response: { 201: detail },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createRole(app.ctx, actorOf(request), request.body) }),
  );

  r.get(
    '/api/v3/roles/:id',
    {
      config: { permission: USERS_READ },
      schema: {
        tags,
        summary: 'Get a role with its users.',
        operationId: 'getRole',
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await getRole(app.ctx, actorOf(request), request.params.id) }),
  );

  r.post(
    '/api/v3/roles/:id',
    {
      config: { permission: USERS_WRITE },
      schema: {
        tags,
        summary: 'Update a role.',
        operationId: 'updateRole',
        params: idParams,
        body: roleUpdateSchema,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await updateRole(app.ctx, actorOf(request), { id: request.params.id, body: request.body }),
    }),
  );
}
