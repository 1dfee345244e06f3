import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normaliseScope } from '@energiek/contracts/areas';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  ROLE_MESSAGES,
  roleBodySchema,
  roleDetailSchema,
  roleItemSchema,
  roleListQuerySchema,
  roleUpdateSchema,
} from '@energiek/contracts/roles';
import { eq } from 'drizzle-orm';
import { roles } from '@energiek/db/schema/index';
import { writeAudit } from '../../lib/audit.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import {
  findRole,
  listRoles,
  roleNameTaken,
  roleUsers,
  toRoleItems,
  type RoleRow,
} from './roles.repository.ts';
import { pageMeta } from '../../core/paging.ts';
import { idParams } from '@energiek/contracts/primitives';

// Roles ("profielen"): reading needs roles:read, changing is:admin. Every saved scope carries an explicit
// entry for every area of AREAS (normaliseScope), so no role relies on the "no entry allows" fallback.

const tags = ['roles'];

export function registerRoleRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  const detail = async (row: RoleRow) => {
    const [item] = await toRoleItems(db, [row]);
    if (!item) throw notFound();
    return { ...item, users: await roleUsers(db, row.id) };
  };
  const checkFull = (auth: AuthContext | null, full: unknown) => {
    if (full === true && !auth?.profile.scope.full) {
      throw validationError({ scope: [ROLE_MESSAGES.fullNotYours] });
    }
  };
  const checkName = async (name: string, exceptId?: number) => {
    if (await roleNameTaken(db, name, exceptId)) throw validationError({ name: [ROLE_MESSAGES.nameTaken] });
  };

  r.get(
    '/api/v3/roles',
    {
      config: { permission: 'roles:read' },
      schema: { tags, querystring: roleListQuerySchema, response: { 200: listEnvelope(roleItemSchema) } },
    },
    async (request) => {
      const { q, page, limit } = request.query;
      const { rows, total } = await listRoles(db, q, page, limit);
      return {
        data: await toRoleItems(db, rows),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  r.post(
    '/api/v3/roles',
    {
      config: { permission: 'is:admin' },
      schema: { tags, body: roleBodySchema, response: { 201: dataEnvelope(roleDetailSchema) } },
    },
    async (request, reply) => {
      await checkName(request.body.name);
      checkFull(request.auth, request.body.scope.full);
      const [row] = await db
        .insert(roles)
        .values({
          name: request.body.name,
          description: request.body.description ?? null,
          scope: normaliseScope(request.body.scope),
        })
        .returning();
      if (!row) throw new Error('role insert returned nothing');
      await writeAudit(db, request, { event: 'roles.created', subjectType: 'role', subjectId: row.id });
      return reply.status(201).send({ data: await detail(row) });
    },
  );

  r.get(
    '/api/v3/roles/:id',
    {
      config: { permission: 'roles:read' },
      schema: { tags, params: idParams, response: { 200: dataEnvelope(roleDetailSchema) } },
    },
    async (request) => {
      const row = await findRole(db, request.params.id);
      if (!row) throw notFound();
      return { data: await detail(row) };
    },
  );

  r.post(
    '/api/v3/roles/:id',
    {
      config: { permission: 'is:admin' },
      schema: {
        tags,
        params: idParams,
        body: roleUpdateSchema,
        response: { 200: dataEnvelope(roleDetailSchema) },
      },
    },
    async (request) => {
      const current = await findRole(db, request.params.id);
      if (!current) throw notFound();
      const body = request.body;
      if (body.name !== undefined) await checkName(body.name, current.id);
      if (body.scope) checkFull(request.auth, body.scope.full);
      const [row] = await db
        .update(roles)
        .set({
          name: body.name ?? current.name,
          description: body.description === undefined ? current.description : body.description,
          scope: normaliseScope(body.scope ?? current.scope),
          updatedAt: new Date(),
        })
        .where(eq(roles.id, current.id))
        .returning();
      if (!row) throw notFound();
      await writeAudit(db, request, {
        event: 'roles.updated',
        subjectType: 'role',
        subjectId: row.id,
        details: { fields: Object.keys(body) },
      });
      return { data: await detail(row) };
    },
  );
}
