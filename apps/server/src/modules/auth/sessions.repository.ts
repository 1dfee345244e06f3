import { and, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_REMEMBER_SECONDS,
} from '@energiek/contracts/constants';
import type { Executor as Database } from '@energiek/db/client';
import { customers, roles, sessions, users } from '@energiek/db/schema/index';
import type { ActiveSessionRow } from '../../core/actor.ts';
import { preparedStatement } from '../../core/prepared.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

// Sessions: opaque tokens, only their SHA-256 stored; idle and absolute expiry.

export type NewSession = {
  userId: number;
  selectedCustomerId: number | null;
  impersonatorId?: number | null;
  remember: boolean;
  ip: string | null;
  userAgent: string | null;
};

export async function createSession(db: Database, input: NewSession, now = new Date()) {
  const token = randomToken();
  const lifetime = input.remember ? SESSION_REMEMBER_SECONDS : SESSION_ABSOLUTE_SECONDS;
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId: input.userId,
      selectedCustomerId: input.selectedCustomerId,
      impersonatorId: input.impersonatorId ?? null,
      remember: input.remember,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      createdAt: now,
      lastActivityAt: now,
      expiresAt: new Date(now.getTime() + lifetime * 1000),
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return { token, session };
}

const impersonators = alias(users, 'impersonators');

/** The user as every request sees it: no password hash, no two-step secrets (those load where needed). */
const sessionUserColumns = {
  id: users.id,
  emailAddress: users.emailAddress,
  firstName: users.firstName,
  lastName: users.lastName,
  type: users.type,
  roleId: users.roleId,
  customerId: users.customerId,
  isActive: users.isActive,
  canSwitch: users.canSwitch,
  modules: users.modules,
  settings: users.settings,
  acceptedTermsAt: users.acceptedTermsAt,
  twoStepEnabledAt: users.twoStepEnabledAt,
};

function activeSessionQuery(db: Database) {
  return db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        selectedCustomerId: sessions.selectedCustomerId,
        impersonatorId: sessions.impersonatorId,
        lastActivityAt: sessions.lastActivityAt,
        expiresAt: sessions.expiresAt,
      },
      user: sessionUserColumns,
      roleScope: roles.scope,
      roleName: roles.name,
      customer: { id: customers.id, name: customers.name, modules: customers.modules },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(customers, eq(customers.id, sessions.selectedCustomerId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        or(isNull(sessions.impersonatorId), eq(impersonators.isActive, true)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastActivityAt, sql.placeholder('idleCutoff')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('active_session');
}

/**
 * The session of a token with its user, role scope and selected customer, if still valid. A view-along
 * session is valid only while the admin who started it is active (deactivation ends it). A prepared
 * statement: every request that misses the session cache runs it (core/prepared.ts).
 */
export async function findActiveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ActiveSessionRow | undefined> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);
  const statement = preparedStatement(db, 'active_session', () => activeSessionQuery(db));
  // Placeholders reach the driver as they are (no column mapping): instants as ISO strings.
  const [row] = await statement.execute({
    tokenHash: sha256(token),
    now: now.toISOString(),
    idleCutoff: idleCutoff.toISOString(),
  });
  return row;
}
export type { ActiveSessionRow };

export async function touchSession(db: Database, sessionId: number, now = new Date()): Promise<void> {
  await db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Revokes every open session of a user and the view-along sessions they started (password reset). */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)), isNull(sessions.revokedAt)),
    );
}

/** Revokes the open view-along sessions an admin started (their logout). */
export async function revokeViewAlongSessionsOf(db: Database, adminId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.impersonatorId, adminId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a user except one (password change keeps the current session). */
export async function revokeOtherUserSessions(
  db: Database,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** The customer an admin had selected in their most recent session, to resume there. */
export async function lastSelectedCustomerId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: sessions.selectedCustomerId })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.selectedCustomerId)))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.id ?? null;
}
