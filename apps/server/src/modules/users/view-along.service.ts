import { isFullAdmin } from '@energiek/contracts/access';
import { USER_MESSAGES, type SuperLoginResponse } from '@energiek/contracts/users';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { auditAs } from '../../lib/audit.ts';
import { forbidden, validationError } from '../../lib/http-errors.ts';
import { createSession, revokeSession } from '../auth/auth.service.ts';
import { userItem, visibleUser } from './users.service.ts';

// View-along ("meekijken"): an admin works as another user in a separate session that records the admin
// as impersonator. The profile is the target's, so the target's limits apply; audit entries carry both.
// The session ends with the admin's logout or deactivation (sessions.repository, findActiveSession).

export async function startViewAlong(
  ctx: ServiceContext,
  actor: Actor,
  targetId: number,
): Promise<SuperLoginResponse> {
  if (actor.impersonatorId !== null) throw forbidden(USER_MESSAGES.viewAlongRefused);
  const target = await visibleUser(ctx, actor, targetId);
  if (target.id === actor.user.id) throw validationError({ id: [USER_MESSAGES.notSelf] });
  if (!target.isActive) throw validationError({ id: [USER_MESSAGES.inactive] });
  // Viewing along with another admin must not widen what a restricted admin can do.
  if (target.type === 'admin' && !isFullAdmin(actor.profile)) {
    throw forbidden(USER_MESSAGES.adminTargetRefused);
  }

  const selectedCustomerId = target.type === 'customer' ? target.customerId : actor.selectedCustomerId;
  const { token, session } = await createSession(ctx.db, {
    userId: target.id,
    selectedCustomerId,
    impersonatorId: actor.user.id,
    remember: false,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
  await auditAs(ctx.db, actor, {
    event: 'users.super_login',
    subjectType: 'user',
    subjectId: target.id,
    details: { sessionId: session.id, targetEmail: target.emailAddress },
  });
  return { token, data: { user: await userItem(ctx, target) } };
}

/** Ends a view-along session (revokes it); a normal session is left alone. */
export async function stopViewAlong(ctx: ServiceContext, actor: Actor): Promise<void> {
  if (actor.impersonatorId === null) return;
  await revokeSession(ctx.db, actor.sessionId);
  await auditAs(ctx.db, actor, {
    event: 'users.super_logout',
    subjectType: 'user',
    subjectId: actor.user.id,
  });
}
