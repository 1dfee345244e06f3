import type { FastifyRequest } from 'fastify';
import type { Database as Handle, Executor as Database } from '@energiek/db/client';
import { auditLog } from '@energiek/db/schema/index';

// audit_log: who did what, when, from where, and whether it succeeded.

/** What an entry needs of the acting user (core/actor.ts's Actor has it all). */
export type AuditActor = {
  user: { id: number };
  impersonatorId: number | null;
  selectedCustomerId: number | null;
  ip: string | null;
  userAgent: string | null;
};

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
export type AuditSource = AuditActor | FastifyRequest | null;

function sourceFields(source: AuditSource): Who {
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

/** Who wrote an entry and from where, as the row stores it. */
type Who = {
  userId: number | null;
  impersonatorId: number | null;
  customerId: number | null;
  ip: string | null;
  userAgent: string | null;
};

/** The row of one entry; the entry's own user and customer win over those of who wrote it. */
async function insertEntry(db: Database, who: Who, entry: AuditEntry): Promise<void> {
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

export async function writeAudit(db: Database, source: AuditSource, entry: AuditEntry): Promise<void> {
  await insertEntry(db, sourceFields(source), entry);
}

/** An entry's subject: the row (its type and id) and the customer it belongs to. */
export function auditSubject(
  subjectType: string,
  subjectId: string | number,
  customerId: number | null | undefined,
): Pick<AuditEntry, 'subjectType' | 'subjectId' | 'customerId'> {
  return { subjectType, subjectId, customerId };
}

/** Where a request came from, for services that run without a signed-in actor (sign-in, reset). */
export type AuditClient = { ip: string | null; userAgent: string | null };

/** writeAudit for services taking (ctx, actor, input): the actor (or only the client) says who and from where. */
export async function auditAs(db: Database, who: AuditActor | AuditClient, entry: AuditEntry): Promise<void> {
  const actor = 'user' in who ? who : null;
  await insertEntry(
    db,
    {
      userId: actor?.user.id ?? null,
      impersonatorId: actor?.impersonatorId ?? null,
      customerId: actor?.selectedCustomerId ?? null,
      ip: who.ip,
      userAgent: who.userAgent?.slice(0, 500) ?? null,
    },
    entry,
  );
}

/** An open transaction: what `writeAudited` hands its write. */
export type Transaction = Parameters<Parameters<Handle['transaction']>[0]>[0];

/**
 * A write and its audit entry commit together, in one transaction: `write` gets the transaction and must
 * read and write only through it (PGlite has a single connection: a read through ctx.db inside would wait
 * for the transaction that waits for it). The entry may depend on what the write returned, or be null
 * when the write changed nothing worth an entry. Whatever throws, in the write or the audit, rolls both back.
 */
export function writeAudited<T>(
  db: Handle,
  source: AuditSource,
  write: (tx: Transaction) => Promise<T>,
  entry: AuditEntry | ((result: T) => AuditEntry | null),
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    const made = typeof entry === 'function' ? entry(result) : entry;
    if (made) await writeAudit(tx, source, made);
    return result;
  });
}
