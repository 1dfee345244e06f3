import {
  GRANT_MESSAGES,
  effectiveScope,
  type GrantRefusal,
  type GrantSubject,
  type Grantor,
} from '@energiek/contracts/access';
import type { Scope } from '@energiek/contracts/auth';
import type { Executor as Database } from '@energiek/db/client';
import type { Actor } from '../../core/actor.ts';
import { assignedCustomerIds } from '../../core/tenancy.ts';
import { forbidden, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { activeFullAdminCount, roleScope, type UserRow } from './users.repository.ts';

// The server side of the grant rule (packages/contracts/src/access.ts): who gives (the actor) and what a
// user holds, read from the database; refusals become 403/422; the one-full-admin-remains check.

export function grantorOf(actor: Actor): Grantor {
  return {
    userId: actor.user.id,
    type: actor.user.type,
    scope: actor.profile.scope,
    roleId: actor.user.roleId,
    canSwitch: actor.user.canSwitch,
    modules: actor.user.modules,
    viewAlong: actor.impersonatorId !== null,
    actFor: actor.actFor,
  };
}

/** The stored user as the grant rule sees it. */
export async function subjectOf(db: Database, row: UserRow): Promise<GrantSubject> {
  const scope = row.roleId === null ? null : ((await roleScope(db, row.roleId)) ?? null);
  return {
    id: row.id,
    type: row.type,
    roleId: row.roleId,
    scope: effectiveScope(row.type, scope),
    canSwitch: row.canSwitch,
    modules: row.modules,
    customerIds: row.type === 'admin' ? await assignedCustomerIds(db, row.id) : [],
    isActive: row.isActive,
    emailAddress: row.emailAddress,
  };
}

/** The effective scope a user with this type and role would have (undefined: the role does not exist). */
export async function scopeFor(
  db: Database,
  type: GrantSubject['type'],
  roleId: number | null,
): Promise<Scope | undefined> {
  if (roleId === null) return effectiveScope(type, null);
  const scope = await roleScope(db, roleId);
  return scope === undefined ? undefined : effectiveScope(type, scope);
}

/** 403 for a forbidden grant; field errors are merged with the caller's own validation errors. */
export function enforce(refusal: GrantRefusal, errors: FieldErrors = {}): void {
  if (refusal && 'forbidden' in refusal) throw forbidden(refusal.forbidden);
  const merged = { ...errors, ...(refusal?.fields ?? {}) };
  if (Object.keys(merged).length > 0) throw validationError(merged);
}

/** Inside the transaction of a change: refuse (and so roll back) when no active full admin remains. */
export async function ensureFullAdminRemains(db: Database, field: string): Promise<void> {
  if ((await activeFullAdminCount(db)) === 0) {
    throw validationError({ [field]: [GRANT_MESSAGES.lastFullAdmin] });
  }
}
