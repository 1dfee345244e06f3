import type { FastifyRequest } from 'fastify';
import type { Database } from '@energiek/db/client';
import { auditLog } from '@energiek/db/schema/index';

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

export async function writeAudit(db: Database, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const auth = request.auth;
  await db.insert(auditLog).values({
    event: entry.event,
    success: entry.success ?? true,
    userId: entry.userId ?? auth?.user.id ?? null,
    impersonatorId: auth?.session.impersonatorId ?? null,
    customerId: entry.customerId ?? auth?.selectedCustomer?.id ?? null,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    details: entry.details ?? {},
  });
}
