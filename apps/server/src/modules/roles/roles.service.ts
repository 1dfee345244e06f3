import { roleGrantRefusal } from '@energiek/contracts/access';
import { normaliseScope } from '@energiek/contracts/areas';
import type { Scope } from '@energiek/contracts/auth';
import type { ListMeta } from '@energiek/contracts/envelopes';
import {
  ROLE_MESSAGES,
  type RoleBody,
  type RoleDetail,
  type RoleItem,
  type RoleUpdate,
} from '@energiek/contracts/roles';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { auditAs } from '../../lib/audit.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { enforce, ensureFullAdminRemains, grantorOf, lockGrants } from '../users/users.service.ts';
import {
  findRole,
  insertRole,
  listRoles as queryRoles,
  roleNameTaken,
  roleUsers,
  toRoleItems,
  updateRoleRow,
  type RoleRow,
} from './roles.repository.ts';

// Roles ("profielen"). Every saved scope carries an explicit entry for every area of AREAS (normaliseScope),
// so no role relies on the "no entry allows" fallback. Writes follow the grant rule (contracts access.ts):
// nobody creates or edits a role that grants more than they hold, nor changes their own role's scope, and
// one active full admin always remains.

async function detail(ctx: ServiceContext, row: RoleRow): Promise<RoleDetail> {
  const [item] = await toRoleItems(ctx.db, [row]);
  if (!item) throw notFound();
  return { ...item, users: await roleUsers(ctx.db, row.id) };
}

async function checkName(ctx: ServiceContext, name: string, exceptId?: number): Promise<void> {
  if (await roleNameTaken(ctx.db, name, exceptId)) {
    throw validationError({ name: [ROLE_MESSAGES.nameTaken] });
  }
}

export async function listRoles(
  ctx: ServiceContext,
  _actor: Actor,
  query: { q?: string | undefined; page: number; limit: number },
): Promise<{ data: RoleItem[]; meta: ListMeta }> {
  const { rows, total } = await queryRoles(ctx.db, query.q, query.page, query.limit);
  return { data: await toRoleItems(ctx.db, rows), meta: pageMeta(query.page, query.limit, total) };
}

export async function getRole(ctx: ServiceContext, _actor: Actor, id: number): Promise<RoleDetail> {
  const row = await findRole(ctx.db, id);
  if (!row) throw notFound();
  return detail(ctx, row);
}

export async function createRole(ctx: ServiceContext, actor: Actor, body: RoleBody): Promise<RoleDetail> {
  const scope = normaliseScope(body.scope);
  enforce(roleGrantRefusal(grantorOf(actor), null, scope));
  await checkName(ctx, body.name);
  const row = await insertRole(ctx.db, { name: body.name, description: body.description ?? null, scope });
  await auditAs(ctx.db, actor, { event: 'roles.created', subjectType: 'role', subjectId: row.id });
  return detail(ctx, row);
}

export async function updateRole(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; body: RoleUpdate },
): Promise<RoleDetail> {
  const { id, body } = input;
  const current = await findRole(ctx.db, id);
  if (!current) throw notFound();
  const currentScope = current.scope as Scope;
  const scope = normaliseScope(body.scope ?? currentScope);
  enforce(roleGrantRefusal(grantorOf(actor), { id: current.id, scope: currentScope }, scope));
  if (body.name !== undefined) await checkName(ctx, body.name, current.id);
  const row = await ctx.db.transaction(async (tx) => {
    await lockGrants(tx);
    const updated = await updateRoleRow(tx, current.id, {
      name: body.name ?? current.name,
      description: body.description === undefined ? current.description : body.description,
      scope,
    });
    if (currentScope.full && !scope.full) await ensureFullAdminRemains(tx, 'scope');
    return updated;
  });
  if (!row) throw notFound();
  await auditAs(ctx.db, actor, {
    event: 'roles.updated',
    subjectType: 'role',
    subjectId: row.id,
    details: { fields: Object.keys(body) },
  });
  return detail(ctx, row);
}
