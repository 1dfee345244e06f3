import type { FastifyRequest } from 'fastify';
import type { Profile } from '@energiek/contracts/auth';
import type { customers, roles, sessions, users } from '@energiek/db/schema/index';
import { notFound, unauthenticated } from '../lib/http-errors.ts';
import { actsFor } from './tenancy.ts';

// Who is acting: the signed-in user with their profile, the session's selected customer, the admin behind
// a view-along session, and the customers they may act for (tenancy). Built once per request from the
// session; jobs and tests build one directly.

/** A valid session as every request sees it: no password hash, no two-step secrets (auth's query). */
export type ActiveSessionRow = {
  session: Pick<
    typeof sessions.$inferSelect,
    'id' | 'userId' | 'selectedCustomerId' | 'impersonatorId' | 'lastActivityAt' | 'expiresAt'
  >;
  user: Pick<
    typeof users.$inferSelect,
    | 'id'
    | 'emailAddress'
    | 'firstName'
    | 'lastName'
    | 'type'
    | 'roleId'
    | 'customerId'
    | 'isActive'
    | 'canSwitch'
    | 'modules'
    | 'settings'
    | 'acceptedTermsAt'
    | 'twoStepEnabledAt'
  >;
  roleScope: (typeof roles.$inferSelect)['scope'] | null;
  roleName: (typeof roles.$inferSelect)['name'] | null;
  customer: Pick<typeof customers.$inferSelect, 'id' | 'name' | 'modules'> | null;
};

/** The resolved session of a request (plugins/authenticate.ts builds it). */
export type AuthContext = {
  token: string;
  via: 'bearer' | 'cookie';
  session: ActiveSessionRow['session'];
  user: ActiveSessionRow['user'];
  selectedCustomer: { id: number; name: string; modules: string[] } | null;
  profile: Profile;
  /** The name of the user's role (null without a role): what the home calls them. */
  roleName: string | null;
  /** An admin who must still enrol two-step verification: only enrolment routes are open. */
  pendingTwoStep: boolean;
  /** The customers this user may act for: every customer, or this set (tenancy, docs/permissions.md). */
  actFor: 'all' | ReadonlySet<number>;
};

export type Actor = {
  user: AuthContext['user'];
  profile: Profile;
  sessionId: AuthContext['session']['id'];
  /** The admin who started this view-along session, else null. */
  impersonatorId: number | null;
  selectedCustomerId: number | null;
  /** Every customer, or this set (docs/permissions.md "Tenancy"). */
  actFor: AuthContext['actFor'];
  /** The caller's address (audit, rate limits); null outside a request. */
  ip: string | null;
  /** The caller's user agent (audit); null outside a request. */
  userAgent: string | null;
};

export function actorFromAuth(
  auth: AuthContext,
  ip: string | null = null,
  userAgent: string | null = null,
): Actor {
  return {
    user: auth.user,
    profile: auth.profile,
    sessionId: auth.session.id,
    impersonatorId: auth.session.impersonatorId,
    selectedCustomerId: auth.selectedCustomer?.id ?? null,
    actFor: auth.actFor,
    ip,
    userAgent,
  };
}

/** The actor of a request on a route that needs a signed-in user (401 otherwise). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.auth) throw unauthenticated();
  return actorFromAuth(request.auth, request.ip, request.headers['user-agent']?.slice(0, 500) ?? null);
}

export { actsFor };

/**
 * Services re-check row access (STYLE.md, immich `requireAccess`): a customer the actor may not act for
 * answers 404, as an unknown one does, so nothing leaks.
 */
export function requireActsFor(actor: Pick<Actor, 'actFor'>, customerId: number): void {
  if (!actsFor(actor, customerId)) throw notFound();
}
