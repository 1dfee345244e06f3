import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InboxAttachment, InboxListItem, InboxMessage } from '@energiek/contracts/inbox';
import type { Executor as Database } from '@energiek/db/client';
import {
  customers,
  inboxAttachments,
  inboxMessages,
  users,
  type InboxMessageRow,
  type NewInboxMessageRow,
} from '@energiek/db/schema/index';
import type { ActFor } from '../../core/tenancy.ts';
import { anyContains } from '../../lib/like.ts';

// Drizzle only. Visibility (tenancy): who acts for every customer sees every message, unlinked ones too;
// who acts for some customers sees only the messages linked to those.

export type InboxScope = { actFor: ActFor };

export function visibleCondition(scope: InboxScope): SQL | undefined {
  if (scope.actFor === 'all') return undefined;
  const ids = [...scope.actFor];
  return ids.length === 0 ? sql`false` : inArray(inboxMessages.customerId, ids);
}

export type ListFilter = {
  q?: string | undefined;
  status: 'open' | 'archived' | 'all';
  unread?: boolean | undefined;
  assigneeId?: number | undefined;
  customerId?: number | undefined;
};

export function listConditions(scope: InboxScope, filter: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(inboxMessages.direction, 'in'), visibleCondition(scope)];
  if (filter.status === 'open') conditions.push(isNull(inboxMessages.archivedAt));
  if (filter.status === 'archived') conditions.push(isNotNull(inboxMessages.archivedAt));
  if (filter.unread) conditions.push(eq(inboxMessages.isRead, false));
  if (filter.assigneeId !== undefined) conditions.push(eq(inboxMessages.assigneeId, filter.assigneeId));
  if (filter.customerId !== undefined) conditions.push(eq(inboxMessages.customerId, filter.customerId));
  if (filter.q) {
    const { fromAddress, fromName, subject, text } = inboxMessages;
    conditions.push(anyContains(filter.q, [fromAddress, fromName, subject, text]));
  }
  return and(...conditions);
}

const assignee = alias(users, 'assignee');
const sender = alias(users, 'sender');

const SORT_COLUMNS = {
  receivedAt: inboxMessages.receivedAt,
  subject: inboxMessages.subject,
  fromAddress: inboxMessages.fromAddress,
} as const;

function baseColumns() {
  return {
    row: inboxMessages,
    customerName: customers.name,
    assigneeFirst: assignee.firstName,
    assigneeLast: assignee.lastName,
    senderFirst: sender.firstName,
    senderLast: sender.lastName,
  };
}

type BaseRow = {
  row: InboxMessageRow;
  customerName: string | null;
  assigneeFirst: string | null;
  assigneeLast: string | null;
  senderFirst: string | null;
  senderLast: string | null;
};

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function common(r: BaseRow) {
  const { row } = r;
  return {
    id: row.id,
    threadId: row.threadId ?? row.id,
    direction: row.direction,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    subject: row.subject,
    receivedAt: row.receivedAt.toISOString(),
    isRead: row.isRead,
    archived: row.archivedAt !== null,
    customer: row.customerId === null ? null : { id: row.customerId, name: r.customerName ?? '' },
    assignee:
      row.assigneeId === null
        ? null
        : { id: row.assigneeId, name: fullName(r.assigneeFirst, r.assigneeLast) },
    actionId: row.actionId,
  };
}

/** The conversation a message belongs to: its thread's first message, or itself. */
export const threadKey = sql<number>`coalesce(${inboxMessages.threadId}, ${inboxMessages.id})`;

/**
 * One row per conversation (issue 31): of the messages that match, the newest of each thread. The filter
 * applies to messages; assignment and archive are kept the same on a whole thread, so a thread matches as
 * a whole on those.
 */
export async function listMessages(
  db: Database,
  where: SQL | undefined,
  query: { page: number; limit: number; sort: string },
): Promise<{ items: InboxListItem[]; total: number }> {
  const descending = query.sort.startsWith('-');
  const key = (descending ? query.sort.slice(1) : query.sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[key] ?? inboxMessages.receivedAt;
  const newest = db
    .selectDistinctOn([threadKey], { id: inboxMessages.id })
    .from(inboxMessages)
    .where(where)
    .orderBy(threadKey, desc(inboxMessages.receivedAt), desc(inboxMessages.id));
  const rows = await db
    .select({
      ...baseColumns(),
      attachmentCount: sql<number>`(select count(*)::int from ${inboxAttachments} where ${inboxAttachments.messageId} = ${inboxMessages.id})`,
      replyCount: sql<number>`(select count(*)::int from inbox_messages replies where replies.thread_id = coalesce(${inboxMessages.threadId}, ${inboxMessages.id}) and replies.direction = 'out')`,
      messageCount: sql<number>`(select count(*)::int from inbox_messages received where coalesce(received.thread_id, received.id) = coalesce(${inboxMessages.threadId}, ${inboxMessages.id}) and received.direction = 'in')`,
    })
    .from(inboxMessages)
    .leftJoin(customers, eq(customers.id, inboxMessages.customerId))
    .leftJoin(assignee, eq(assignee.id, inboxMessages.assigneeId))
    .leftJoin(sender, eq(sender.id, inboxMessages.sentById))
    .where(inArray(inboxMessages.id, newest))
    .orderBy(descending ? desc(column) : asc(column), desc(inboxMessages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [totalRow] = await db
    .select({ total: sql<number>`count(distinct ${threadKey})`.mapWith(Number) })
    .from(inboxMessages)
    .where(where);
  const items = rows.map((r) => ({
    ...common(r),
    preview: r.row.text.replace(/\s+/g, ' ').trim().slice(0, 160),
    attachmentCount: r.attachmentCount,
    replyCount: r.replyCount,
    messageCount: r.messageCount,
  }));
  return { items, total: totalRow?.total ?? 0 };
}

async function attachmentsOf(db: Database, messageIds: number[]): Promise<Map<number, InboxAttachment[]>> {
  const map = new Map<number, InboxAttachment[]>();
  if (messageIds.length === 0) return map;
  const rows = await db
    .select()
    .from(inboxAttachments)
    .where(inArray(inboxAttachments.messageId, messageIds))
    .orderBy(asc(inboxAttachments.id));
  for (const a of rows) {
    const list = map.get(a.messageId) ?? [];
    list.push({
      id: a.id,
      fileName: a.fileName,
      contentType: a.contentType,
      size: a.size,
      documentId: a.documentId,
    });
    map.set(a.messageId, list);
  }
  return map;
}

/** Messages as the API shows them (with attachments), in the given order. */
export async function loadMessages(db: Database, where: SQL): Promise<InboxMessage[]> {
  const rows = await db
    .select(baseColumns())
    .from(inboxMessages)
    .leftJoin(customers, eq(customers.id, inboxMessages.customerId))
    .leftJoin(assignee, eq(assignee.id, inboxMessages.assigneeId))
    .leftJoin(sender, eq(sender.id, inboxMessages.sentById))
    .where(where)
    .orderBy(asc(inboxMessages.receivedAt), asc(inboxMessages.id));
  const attachments = await attachmentsOf(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => ({
    ...common(r),
    toAddresses: r.row.toAddresses,
    ccAddresses: r.row.ccAddresses,
    messageId: r.row.messageId,
    inReplyTo: r.row.inReplyTo,
    references: r.row.references,
    text: r.row.text,
    html: r.row.html,
    sentBy:
      r.row.sentById === null ? null : { id: r.row.sentById, name: fullName(r.senderFirst, r.senderLast) },
    attachments: attachments.get(r.row.id) ?? [],
  }));
}

export async function findVisibleRow(
  db: Database,
  scope: InboxScope,
  id: number,
): Promise<InboxMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.id, id), visibleCondition(scope)));
  return row;
}

export async function insertMessage(db: Database, values: NewInboxMessageRow): Promise<InboxMessageRow> {
  const [row] = await db.insert(inboxMessages).values(values).returning();
  if (!row) throw new Error('inbox message not inserted');
  if (row.threadId === null) {
    await db.update(inboxMessages).set({ threadId: row.id }).where(eq(inboxMessages.id, row.id));
    row.threadId = row.id;
  }
  return row;
}

export async function updateMessage(db: Database, id: number, values: Partial<NewInboxMessageRow>) {
  await db.update(inboxMessages).set(values).where(eq(inboxMessages.id, id));
}

/**
 * Set fields on every received message of a conversation the scope sees (assignment, archive and read
 * state belong to the conversation, issue 31).
 */
export async function updateThread(
  db: Database,
  scope: InboxScope,
  threadId: number,
  values: Partial<NewInboxMessageRow>,
) {
  await db
    .update(inboxMessages)
    .set(values)
    .where(and(eq(threadKey, threadId), eq(inboxMessages.direction, 'in'), visibleCondition(scope)));
}

/** The conversation's assignee: of its received messages, the newest one's that has one. */
export async function threadAssignee(db: Database, threadId: number): Promise<number | null> {
  const [row] = await db
    .select({ assigneeId: inboxMessages.assigneeId })
    .from(inboxMessages)
    .where(
      and(eq(threadKey, threadId), eq(inboxMessages.direction, 'in'), isNotNull(inboxMessages.assigneeId)),
    )
    .orderBy(desc(inboxMessages.receivedAt), desc(inboxMessages.id))
    .limit(1);
  return row?.assigneeId ?? null;
}

/** A new message reopens an archived conversation. */
export async function reopenThread(db: Database, threadId: number) {
  await db
    .update(inboxMessages)
    .set({ archivedAt: null })
    .where(and(eq(threadKey, threadId), isNotNull(inboxMessages.archivedAt)));
}

/** The thread of the first known message among these Message-IDs (In-Reply-To first, then References). */
export async function threadOfMessageIds(
  db: Database,
  messageIds: string[],
): Promise<InboxMessageRow | undefined> {
  if (messageIds.length === 0) return undefined;
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(inArray(inboxMessages.messageId, messageIds))
    .orderBy(asc(inboxMessages.id));
  for (const wanted of messageIds) {
    const hit = rows.find((r) => r.messageId === wanted);
    if (hit) return hit;
  }
  return undefined;
}

export async function insertAttachment(db: Database, values: typeof inboxAttachments.$inferInsert) {
  const [row] = await db.insert(inboxAttachments).values(values).returning();
  if (!row) throw new Error('inbox attachment not inserted');
  return row;
}

export async function findAttachment(db: Database, messageId: number, attachmentId: number) {
  const [row] = await db
    .select()
    .from(inboxAttachments)
    .where(and(eq(inboxAttachments.id, attachmentId), eq(inboxAttachments.messageId, messageId)));
  return row;
}

export async function setAttachmentDocument(db: Database, attachmentId: number, documentId: number) {
  await db.update(inboxAttachments).set({ documentId }).where(eq(inboxAttachments.id, attachmentId));
}

/**
 * Conversations with an unread incoming message, not archived, that someone with this scope sees (the
 * list shows one row per conversation, so the counter counts them too).
 */
export async function countUnread(db: Database, scope: InboxScope): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(distinct ${threadKey})`.mapWith(Number) })
    .from(inboxMessages)
    .where(
      and(
        eq(inboxMessages.direction, 'in'),
        eq(inboxMessages.isRead, false),
        isNull(inboxMessages.archivedAt),
        visibleCondition(scope),
      ),
    );
  return row?.total ?? 0;
}
