import type { FastifyRequest } from 'fastify';
import type { Database } from '@energiek/db/client';
import { auditLog } from '@energiek/db/schema/index';
import type { Actor } from '../core/actor.ts';

// audit_log: who did what, when, from where, and whether it succeeded.

export type AuditEntry = {
  event: string;
  success?: boolean;
  userId?: number | null;
  customerId?: number | null;
  subjectType?: string;
  subjectId?: string | number;
  details?: Record<string, unknown>;
};

/** Who acted: the actor of a service, or (routes without a signed-in user, such as login) the request. */
export type AuditSource = Actor | FastifyRequest | null;

function sourceFields(source: AuditSource) {
  if (!source) return { userId: null, impersonatorId: null, customerId: null, ip: null, userAgent: null };
  if ('headers' in source) {
    const auth = source.auth;
    return {
      userId: auth?.user.id ?? null,
      impersonatorId: auth?.session.impersonatorId ?? null,
      customerId: auth?.selectedCustomer?.id ?? null,
      ip: source.ip,
      userAgent: source.headers['user-agent']?.slice(0, 500) ?? null,
    };
  }
  return {
    userId: source.user.id,
    impersonatorId: source.impersonatorId,
    customerId: source.selectedCustomerId,
    ip: source.ip,
    userAgent: source.userAgent,
  };
}

export async function writeAudit(db: Database, source: AuditSource, entry: AuditEntry): Promise<void> {
  const who = sourceFields(source);
  await db.insert(auditLog).values({
    event: entry.event,
    success: entry.success ?? true,
    userId: entry.userId ?? who.userId,
    impersonatorId: who.impersonatorId,
    customerId: entry.customerId ?? who.customerId,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
    ip: who.ip,
    userAgent: who.userAgent,
    details: entry.details ?? {},
  });
}
