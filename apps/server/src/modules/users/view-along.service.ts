import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_MESSAGES, type SuperLoginResponse } from '@energiek/contracts/users';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, validationError } from '../../lib/http-errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { createSession, revokeSession } from '../auth/sessions.repository.ts';
import { userItem, visibleUser } from './users.service.ts';

// View-along ("meekijken"): an admin works as another user in a separate session that records the admin
// as impersonator. The profile is the target's, so the target's limits apply; audit entries carry both.

export async function startViewAlong(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  targetId: number,
): Promise<SuperLoginResponse> {
  if (auth.session.impersonatorId !== null) throw forbidden(USER_MESSAGES.viewAlongRefused);
  const target = await visibleUser(app, auth, targetId);
  if (target.id === auth.user.id) throw validationError({ id: [USER_MESSAGES.notSelf] });
  if (!target.isActive) throw validationError({ id: [USER_MESSAGES.inactive] });
  // Viewing along with another admin must not widen what a restricted admin can do.
  if (target.type === 'admin' && !auth.profile.scope.full) throw forbidden(USER_MESSAGES.adminTargetRefused);

  const selectedCustomerId =
    target.type === 'customer' ? target.customerId : (auth.selectedCustomer?.id ?? null);
  const { token, session } = await createSession(app.ctx.db, {
    userId: target.id,
    selectedCustomerId,
    impersonatorId: auth.user.id,
    remember: false,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  await writeAudit(app.ctx.db, request, {
    event: 'users.super_login',
    subjectType: 'user',
    subjectId: target.id,
    details: { sessionId: session.id, targetEmail: target.emailAddress },
  });
  return { token, data: { user: await userItem(app, target) } };
}

/** Ends a view-along session (revokes it); a normal session is left alone. */
export async function stopViewAlong(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
): Promise<void> {
  if (auth.session.impersonatorId === null) return;
  await revokeSession(app.ctx.db, auth.session.id);
  await writeAudit(app.ctx.db, request, {
    event: 'users.super_logout',
    subjectType: 'user',
    subjectId: auth.user.id,
  });
}
