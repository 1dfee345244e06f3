import { randomUUID } from 'node:crypto';
import type { AddressObject, ParsedMail } from 'mailparser';
import { sanitiseFileName } from '@energiek/contracts/library';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { randomStorageKey } from '../../lib/storage/storage.ts';
import { inboxChanged } from './inbox.events.ts';
import { sanitiseMailHtml } from './inbox.html.ts';
import { customerForSender } from './inbox.linking.ts';
import * as repo from './inbox.repository.ts';

// A parsed incoming mail becomes an inbox message: threaded by In-Reply-To / References, linked to a
// customer by its sender (or the conversation's customer), attachments into the object storage. The same
// Message-ID delivered twice is stored once (an MTA may retry after a lost answer).

const MAX_ATTACHMENTS = 50;
/** NUL bytes never reach a text column (PostgreSQL refuses them). */
const clean = (value: string) => value.replaceAll('\u0000', '');

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list
    .flatMap((a) => a.value)
    .flatMap((a) => (a.address ? [clean(a.address.toLowerCase())] : []))
    .slice(0, 100);
}

function referencesOf(mail: ParsedMail): string[] {
  const raw = mail.references;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : raw.split(/\s+/);
  return list
    .map((r) => clean(r.trim()))
    .filter(Boolean)
    .slice(-50);
}

export async function receiveMail(ctx: ServiceContext, mail: ParsedMail): Promise<number | null> {
  const messageId = clean(mail.messageId?.trim() || `<${randomUUID()}@inbox.energiek.local>`);
  const existing = await repo.threadOfMessageIds(ctx.db, [messageId]);
  if (existing?.direction === 'in') return null;

  const from = mail.from?.value[0];
  const fromAddress = clean((from?.address ?? '').toLowerCase());
  const inReplyTo = mail.inReplyTo ? clean(mail.inReplyTo.trim()) : null;
  const references = referencesOf(mail);
  const thread = await repo.threadOfMessageIds(ctx.db, [
    ...(inReplyTo ? [inReplyTo] : []),
    ...[...references].reverse(),
  ]);
  const customerId = (await customerForSender(ctx.db, fromAddress)) ?? thread?.customerId ?? null;
  // A reply joins its conversation (issue 31): it takes the conversation's assignee (the message it
  // answers may be our own answer, which has none) and reopens an archived conversation.
  const threadId = thread ? (thread.threadId ?? thread.id) : null;
  const assigneeId = threadId === null ? null : await repo.threadAssignee(ctx.db, threadId);
  if (threadId !== null) await repo.reopenThread(ctx.db, threadId);

  const row = await repo.insertMessage(ctx.db, {
    direction: 'in',
    threadId,
    customerId,
    assigneeId,
    messageId,
    inReplyTo,
    references,
    fromAddress,
    fromName: clean(from?.name ?? '').slice(0, 200),
    toAddresses: addresses(mail.to),
    ccAddresses: addresses(mail.cc),
    subject: clean(mail.subject ?? '').slice(0, 500),
    text: clean(mail.text ?? ''),
    html: typeof mail.html === 'string' ? sanitiseMailHtml(clean(mail.html)) : null,
    receivedAt: new Date(),
  });

  for (const attachment of mail.attachments.slice(0, MAX_ATTACHMENTS)) {
    if (attachment.related) continue; // inline parts of the HTML (logos, signatures)
    const storageKey = randomStorageKey();
    const contentType = attachment.contentType || 'application/octet-stream';
    await ctx.storage.put(storageKey, attachment.content, contentType);
    await repo.insertAttachment(ctx.db, {
      messageId: row.id,
      fileName: sanitiseFileName(attachment.filename ?? '') || 'bijlage',
      contentType: clean(contentType).slice(0, 200),
      size: attachment.content.length,
      storageKey,
    });
  }

  await writeAudit(ctx.db, null, {
    event: 'inbox.received',
    customerId,
    subjectType: 'inbox_message',
    subjectId: row.id,
    details: { from: fromAddress, attachments: mail.attachments.length },
  });
  await inboxChanged(ctx);
  return row.id;
}
