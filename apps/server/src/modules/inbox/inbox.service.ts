import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { allows, can } from '@energiek/contracts/access';
import type { ListMeta } from '@energiek/contracts/envelopes';
import {
  INBOX_ACCESS,
  INBOX_MESSAGES,
  type InboxAttachment,
  type InboxDetail,
  type InboxListItem,
  type InboxMessage,
  type inboxActionSchema,
  type inboxLibrarySchema,
  type inboxListQuerySchema,
  type inboxReplySchema,
  type inboxUpdateSchema,
} from '@energiek/contracts/inbox';
import { customers, inboxMessages, type NewInboxMessageRow } from '@energiek/db/schema/index';
import { actsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { auditSubject, writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound, validationError } from '../../lib/http-errors.ts';
import type { StoredObject } from '../../lib/storage/storage.ts';
import { createAction } from '../actions/actions.service.ts';
import { createDocument } from '../library/library.service.ts';
import { inboxChanged } from './inbox.events.ts';
import { domainOf } from './inbox.linking.ts';
import * as repo from './inbox.repository.ts';
import { inboxUsers } from './inbox.users.ts';

// The support inbox (issue 11): list, read, assign, link, archive, answer (threaded), make an action,
// attachments to the customer library. Everyone who works the inbox shares read/unread per message.

type Target = { id: number };
const scopeOf = (actor: Actor): repo.InboxScope => ({ actFor: actor.actFor });

export async function listInbox(
  ctx: ServiceContext,
  actor: Actor,
  query: z.output<typeof inboxListQuerySchema>,
): Promise<{ data: InboxListItem[]; meta: ListMeta }> {
  const where = repo.listConditions(scopeOf(actor), {
    q: query.q,
    status: query.status,
    unread: query.unread,
    assigneeId: query.mine ? actor.user.id : undefined,
    customerId: query.customerId,
  });
  const { items, total } = await repo.listMessages(ctx.db, where, query);
  return { data: items, meta: pageMeta(query.page, query.limit, total) };
}

async function requireRow(ctx: ServiceContext, actor: Actor, id: number) {
  const row = await repo.findVisibleRow(ctx.db, scopeOf(actor), id);
  if (!row) throw notFound();
  return row;
}

async function messageOf(ctx: ServiceContext, id: number): Promise<InboxMessage> {
  const [message] = await repo.loadMessages(ctx.db, eq(inboxMessages.id, id));
  if (!message) throw notFound();
  return message;
}

export async function getInboxMessage(
  ctx: ServiceContext,
  actor: Actor,
  input: Target,
): Promise<InboxDetail> {
  const row = await requireRow(ctx, actor, input.id);
  const thread = await repo.loadMessages(ctx.db, eq(inboxMessages.threadId, row.threadId ?? row.id));
  const message = thread.find((m) => m.id === row.id) ?? (await messageOf(ctx, row.id));
  // Other customers' messages in the same conversation (a thread re-linked by hand) stay hidden.
  const visible = thread.filter((m) =>
    m.customer === null ? actor.actFor === 'all' : actsFor(actor, m.customer.id),
  );
  return { ...message, thread: visible };
}

export async function listInboxAssignees(ctx: ServiceContext): Promise<{ id: number; name: string }[]> {
  return (await inboxUsers(ctx)).map(({ id, name }) => ({ id, name }));
}

export async function updateInboxMessage(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { body: z.output<typeof inboxUpdateSchema> },
): Promise<InboxMessage> {
  const row = await requireRow(ctx, actor, input.id);
  const { body } = input;
  const changes: Partial<NewInboxMessageRow> = {};
  if (body.isRead !== undefined) changes.isRead = body.isRead;
  if (body.archived !== undefined) changes.archivedAt = body.archived ? (row.archivedAt ?? new Date()) : null;
  if (body.assigneeId !== undefined) {
    if (body.assigneeId !== null && !(await inboxUsers(ctx)).some((u) => u.id === body.assigneeId)) {
      throw validationError({ assigneeId: [INBOX_MESSAGES.assignee] });
    }
    changes.assigneeId = body.assigneeId;
  }
  if (body.customerId !== undefined) {
    if (body.customerId !== null) {
      const [exists] = await ctx.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, body.customerId));
      if (!exists || !actsFor(actor, body.customerId)) {
        throw validationError({ customerId: [INBOX_MESSAGES.customer] });
      }
    } else if (actor.actFor !== 'all') {
      // Unlinking would hide the message from whoever acts for some customers only.
      throw validationError({ customerId: [INBOX_MESSAGES.customer] });
    }
    changes.customerId = body.customerId;
  }
  if (Object.keys(changes).length > 0) {
    // Read state, assignment and archive belong to the whole conversation (issue 31); the customer link
    // stays per message (a message linked by hand).
    const { customerId: link, ...threadChanges } = changes;
    if (Object.keys(threadChanges).length > 0) {
      await repo.updateThread(ctx.db, scopeOf(actor), row.threadId ?? row.id, threadChanges);
    }
    if (link !== undefined) await repo.updateMessage(ctx.db, row.id, { customerId: link });
    await writeAudit(ctx.db, actor, {
      event: 'inbox.updated',
      ...auditSubject('inbox_message', row.id, changes.customerId ?? row.customerId),
      details: { ...body },
    });
    if ('isRead' in changes || 'archivedAt' in changes || 'customerId' in changes) await inboxChanged(ctx);
  }
  return messageOf(ctx, row.id);
}

const replySubject = (subject: string) => (/^(re|antw)\s*:/i.test(subject) ? subject : `Re: ${subject}`);

function quoted(message: { text: string; fromAddress: string; receivedAt: Date }, body: string): string {
  const when = message.receivedAt.toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam' });
  const quote = message.text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `${body}\n\nOp ${when} schreef ${message.fromAddress}:\n${quote}`;
}

export async function replyToInboxMessage(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { body: z.output<typeof inboxReplySchema> },
): Promise<InboxMessage> {
  const row = await requireRow(ctx, actor, input.id);
  if (!row.fromAddress.includes('@')) throw validationError({ text: [INBOX_MESSAGES.noSender] });
  const domain =
    ctx.config.inbox.domains[0] ?? (domainOf(ctx.config.mailFrom.replace(/>$/, '')) || 'energiek.local');
  const messageId = `<${randomUUID()}@${domain}>`;
  const references = [...row.references, row.messageId].slice(-50);
  const subject = replySubject(row.subject);
  const text = quoted(row, input.body.text);
  // The customer's answer must come back to the inbox they wrote to, not to MAIL_FROM's no-reply
  // (issue 31): Reply-To is the inbox address of the message (a domain the receiver accepts).
  const inboxAddress =
    row.toAddresses.find((address) => ctx.config.inbox.domains.includes(domainOf(address))) ??
    row.toAddresses[0];
  await ctx.mailer.send({
    to: row.fromAddress,
    subject,
    text,
    ...(inboxAddress ? { replyTo: inboxAddress } : {}),
    thread: { messageId, inReplyTo: row.messageId, references },
  });
  const answer = await repo.insertMessage(ctx.db, {
    direction: 'out',
    threadId: row.threadId ?? row.id,
    customerId: row.customerId,
    messageId,
    inReplyTo: row.messageId,
    references,
    fromAddress: ctx.config.mailFrom,
    fromName: `${actor.user.firstName} ${actor.user.lastName}`.trim(),
    toAddresses: [row.fromAddress],
    subject,
    text,
    isRead: true,
    sentById: actor.user.id,
  });
  // Who answers an unassigned conversation takes it; the conversation is read.
  const threadId = row.threadId ?? row.id;
  const changes: Partial<NewInboxMessageRow> = { isRead: true };
  if ((await repo.threadAssignee(ctx.db, threadId)) === null) changes.assigneeId = actor.user.id;
  await repo.updateThread(ctx.db, scopeOf(actor), threadId, changes);
  await writeAudit(ctx.db, actor, {
    event: 'inbox.replied',
    ...auditSubject('inbox_message', row.id, row.customerId),
    details: { answerId: answer.id, to: row.fromAddress },
  });
  // The whole conversation is read now (not only this message): the counter may change.
  await inboxChanged(ctx);
  return messageOf(ctx, answer.id);
}

export async function makeActionOfInboxMessage(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { body: z.output<typeof inboxActionSchema> },
): Promise<InboxMessage> {
  if (!can(actor.profile, 'organisation:write')) throw forbidden();
  const row = await requireRow(ctx, actor, input.id);
  if (row.customerId === null) throw validationError({ customerId: [INBOX_MESSAGES.noCustomer] });
  if (row.actionId !== null) throw validationError({ actionId: [INBOX_MESSAGES.alreadyAction] });
  const description = `E-mail van ${row.fromName ? `${row.fromName} <${row.fromAddress}>` : row.fromAddress}:\n\n${row.text}`;
  const action = await createAction(ctx, actor, {
    customerId: row.customerId,
    body: {
      type: 'action',
      subject: (input.body.subject ?? row.subject.trim()).slice(0, 200) || 'E-mail',
      description: description.slice(0, 10_000),
      deadline: input.body.deadline ?? undefined,
      assigneeId: input.body.assigneeId === undefined ? (row.assigneeId ?? undefined) : input.body.assigneeId,
    },
  });
  await repo.updateMessage(ctx.db, row.id, { actionId: action.id });
  await writeAudit(ctx.db, actor, {
    event: 'inbox.action_created',
    ...auditSubject('inbox_message', row.id, row.customerId),
    details: { actionId: action.id },
  });
  return messageOf(ctx, row.id);
}

export async function attachmentToLibrary(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { attachmentId: number; body: z.output<typeof inboxLibrarySchema> },
): Promise<InboxAttachment> {
  if (!can(actor.profile, 'organisation-documents:write')) throw forbidden();
  const row = await requireRow(ctx, actor, input.id);
  const attachment = await repo.findAttachment(ctx.db, row.id, input.attachmentId);
  if (!attachment) throw notFound();
  if (row.customerId === null) throw validationError({ customerId: [INBOX_MESSAGES.noCustomer] });
  if (attachment.documentId !== null)
    throw validationError({ documentId: [INBOX_MESSAGES.alreadyInLibrary] });
  const object = await ctx.storage.get(attachment.storageKey);
  if (!object) throw notFound();
  const bytes = await readAll(object);
  const document = await createDocument(ctx, actor, {
    customerId: row.customerId,
    upload: { fileName: attachment.fileName, folder: input.body.folder, bytes },
  });
  await repo.setAttachmentDocument(ctx.db, attachment.id, document.id);
  return { ...toAttachment(attachment), documentId: document.id };
}

/**
 * An attachment's bytes with the conversation's customer, for another area that turns it into something of
 * that customer (the invoice import, issue 28): 404 outside the inbox's scope, 422 without a customer.
 */
export async function readInboxAttachment(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { attachmentId: number },
): Promise<{ messageId: number; customerId: number; fileName: string; contentType: string; bytes: Buffer }> {
  const row = await requireRow(ctx, actor, input.id);
  const attachment = await repo.findAttachment(ctx.db, row.id, input.attachmentId);
  if (!attachment) throw notFound();
  if (row.customerId === null) throw validationError({ customerId: [INBOX_MESSAGES.noCustomer] });
  const object = await ctx.storage.get(attachment.storageKey);
  if (!object) throw notFound();
  return {
    messageId: row.id,
    customerId: row.customerId,
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    bytes: await readAll(object),
  };
}

function toAttachment(a: {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  documentId: number | null;
}) {
  return {
    id: a.id,
    fileName: a.fileName,
    contentType: a.contentType,
    size: a.size,
    documentId: a.documentId,
  };
}

async function readAll(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export async function downloadInboxAttachment(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { attachmentId: number },
): Promise<{ item: InboxAttachment; object: StoredObject }> {
  const row = await requireRow(ctx, actor, input.id);
  const attachment = await repo.findAttachment(ctx.db, row.id, input.attachmentId);
  if (!attachment) throw notFound();
  const object = await ctx.storage.get(attachment.storageKey);
  if (!object) throw notFound();
  return { item: toAttachment(attachment), object };
}

/** GET counter `messages`: conversations with unread mail, not archived, this user sees (0 without the inbox). */
export async function unreadInboxCount(ctx: ServiceContext, actor: Actor): Promise<number> {
  if (!allows(actor.profile, INBOX_ACCESS)) return 0;
  return repo.countUnread(ctx.db, scopeOf(actor));
}
