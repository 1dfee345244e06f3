import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RealtimeEvent } from '@energiek/contracts/realtime';
import { createContact } from '@energiek/db/factories/contacts';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { actions, documents, inboxMessages } from '@energiek/db/schema/index';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { deliver, inboxConfig, startRelay, SUPPORT_ADDRESS } from './inbox.test-support.ts';

// The inbox end to end over real SMTP on loopback: delivery, linking, threading, sanitising, the counter
// (GET and realtime), answers through the outgoing relay with threading headers, actions, library.

let app: TestApp;
let dataDir: string;
let relay: Awaited<ReturnType<typeof startRelay>>;
beforeEach(async () => {
  await app?.close();
  dataDir = await mkdtemp(path.join(tmpdir(), 'energiek-inbox-'));
  relay = await startRelay();
  app = await createTestApp({ dataDir, ...inboxConfig() });
}, 180_000);
afterEach(async () => {
  await app?.close();
  await relay.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterAll(() => app?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, {
    name: 'Bakkerij Jansen B.V.',
    emailAddress: 'info@bakkerij-jansen.nl',
  });
  const hotel = await createCustomer(db, {
    name: 'Hotel Zeezicht B.V.',
    website: 'https://www.hotelzeezicht.nl',
  });
  await createContact(db, {
    customerId: bakker.id,
    emailAddress: 'Piet@Bakkerij-Jansen.nl',
    firstName: 'Piet',
  });
  const admin = await createUser(db, {
    emailAddress: 'support@energiek.nl',
    firstName: 'Sanne',
    lastName: 'de Vries',
    type: 'admin',
    canSwitch: true,
    modules: ['inbox'],
  });
  const token = await loginToken(app, 'support@energiek.nl');
  return { bakker, hotel, admin, token };
}

const get = (token: string, url: string) => api(app, { method: 'GET', url, token });
const post = (token: string, url: string, payload: object) =>
  api(app, { method: 'POST', url, token, payload });

describe('inbox over SMTP', () => {
  it('stores a delivered mail linked by contact, with sanitised HTML and its attachment, and counts it', async () => {
    const f = await fixture();
    const events: RealtimeEvent[] = [];
    app.ctx.bus.subscribe((target, event) => {
      if ('userIds' in target && target.userIds.includes(f.admin.id)) events.push(event);
    });
    await deliver({
      from: 'Piet Jansen <piet@bakkerij-jansen.nl>',
      subject: 'Vraag over de jaarafrekening',
      text: 'Klopt het voorschot van maart?',
      html: '<p>Klopt het <b>voorschot</b>?</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      messageId: '<vraag-1@bakkerij-jansen.nl>',
      attachments: [{ filename: 'factuur-maart.pdf', content: PDF, contentType: 'application/pdf' }],
    });

    const list = await get(f.token, '/api/v3/inbox');
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      data: { id: number; customer: { id: number } | null; isRead: boolean }[];
      meta: { total: number; current_page: number };
    }>();
    expect(body.meta).toMatchObject({ total: 1, current_page: 1 });
    expect(body.data[0]).toMatchObject({ customer: { id: f.bakker.id }, isRead: false, attachmentCount: 1 });
    const detail = (await get(f.token, `/api/v3/inbox/${body.data[0]!.id}`)).json<{
      data: Record<string, unknown>;
    }>().data;
    expect(detail).toMatchObject({
      fromAddress: 'piet@bakkerij-jansen.nl',
      fromName: 'Piet Jansen',
      subject: 'Vraag over de jaarafrekening',
      messageId: '<vraag-1@bakkerij-jansen.nl>',
      toAddresses: ['support@energiek.test'],
    });
    expect(detail.html).toContain('<b>voorschot</b>');
    expect(String(detail.html)).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(detail.attachments).toMatchObject([
      { fileName: 'factuur-maart.pdf', size: PDF.length, documentId: null },
    ]);

    const counter = await get(f.token, '/api/v3/counter');
    expect(counter.json()).toMatchObject({ data: { messages: 1 } });
    expect(events).toContainEqual({ type: 'counter.changed', counter: { messages: 1 } });

    // Read: the counter goes down (GET and pushed).
    const read = await post(f.token, `/api/v3/inbox/${body.data[0]!.id}`, { isRead: true });
    expect(read.statusCode).toBe(200);
    expect((await get(f.token, '/api/v3/counter')).json()).toMatchObject({ data: { messages: 0 } });
    expect(events.at(-1)).toEqual({ type: 'counter.changed', counter: { messages: 0 } });
  });

  it('links by the customer domain, threads replies, leaves free-mail senders unlinked, stores a redelivery once', async () => {
    const f = await fixture();
    await deliver({
      from: 'receptie@hotelzeezicht.nl',
      subject: 'Storing meter',
      text: 'De meter doet het niet.',
      messageId: '<a1@hotelzeezicht.nl>',
    });
    await deliver({
      from: 'receptie@hotelzeezicht.nl',
      subject: 'Storing meter',
      text: 'De meter doet het niet.',
      messageId: '<a1@hotelzeezicht.nl>',
    });
    await deliver({
      from: 'iemand@gmail.com',
      subject: 'RE: Storing meter',
      text: 'Nog een vraag',
      inReplyTo: '<a1@hotelzeezicht.nl>',
      references: ['<a1@hotelzeezicht.nl>'],
    });
    await deliver({ from: 'onbekend@gmail.com', subject: 'Offerte', text: 'Graag een offerte' });

    const rows = await app.ctx.db.select().from(inboxMessages).orderBy(inboxMessages.id);
    expect(rows).toHaveLength(3);
    const [first, reply, stranger] = rows;
    expect(first).toMatchObject({ customerId: f.hotel.id, threadId: first!.id });
    // A reply in the conversation joins its thread and its customer, even from an unknown address.
    expect(reply).toMatchObject({
      threadId: first!.id,
      customerId: f.hotel.id,
      inReplyTo: '<a1@hotelzeezicht.nl>',
    });
    expect(stranger).toMatchObject({ customerId: null, threadId: stranger!.id });
    const detail = (await get(f.token, `/api/v3/inbox/${reply!.id}`)).json<{
      data: { thread: { id: number }[] };
    }>();
    expect(detail.data.thread.map((m) => m.id)).toEqual([first!.id, reply!.id]);
    // Filters: search, unread, customer.
    const found = (await get(f.token, '/api/v3/inbox?q=offerte')).json<{ data: { id: number }[] }>();
    expect(found.data.map((m) => m.id)).toEqual([stranger!.id]);
    // One row per conversation: its newest message, with the number received (issue 31).
    const ofHotel = (await get(f.token, `/api/v3/inbox?customerId=${f.hotel.id}&sort=receivedAt`)).json<{
      data: { id: number; messageCount: number }[];
      meta: { total: number };
    }>();
    expect(ofHotel.data.map((m) => [m.id, m.messageCount])).toEqual([[reply!.id, 2]]);
    expect(ofHotel.meta.total).toBe(1);
  });

  it('refuses mail for other domains at RCPT TO, and mail above the size limit', async () => {
    await fixture();
    await expect(
      deliver({ to: 'iemand@elders.nl', from: 'a@b.nl', subject: 'x', text: 'x' }),
    ).rejects.toThrow(/550/);
    // Larger than INBOX_MAX_MB (2 MB here): 552, nothing stored.
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    await expect(
      deliver({
        from: 'a@b.nl',
        subject: 'groot',
        text: 'x',
        attachments: [{ filename: 'groot.bin', content: big }],
      }),
    ).rejects.toThrow(/552/);
    expect(await app.ctx.db.select().from(inboxMessages)).toHaveLength(0);
  });

  it('answers through SMTP with In-Reply-To and References, shown in the thread', async () => {
    const f = await fixture();
    await deliver({
      from: 'piet@bakkerij-jansen.nl',
      subject: 'Vraag',
      text: 'Hoe zit het?',
      messageId: '<v2@bakkerij-jansen.nl>',
      references: ['<v1@bakkerij-jansen.nl>'],
    });
    const [message] = await app.ctx.db.select().from(inboxMessages);
    const answer = await post(f.token, `/api/v3/inbox/${message!.id}/reply`, { text: 'Zo zit het.' });
    expect(answer.statusCode).toBe(201);
    const sent = answer.json<{
      data: { messageId: string; direction: string; subject: string; threadId: number };
    }>().data;
    expect(sent).toMatchObject({ direction: 'out', subject: 'Re: Vraag', threadId: message!.id });

    expect(relay.received).toHaveLength(1);
    const mail = relay.received[0]!;
    expect(mail.to).toMatchObject({ value: [{ address: 'piet@bakkerij-jansen.nl' }] });
    expect(mail.subject).toBe('Re: Vraag');
    // The customer's answer comes back to the support inbox, not to the no-reply sender (issue 31).
    expect(mail.replyTo).toMatchObject({ value: [{ address: SUPPORT_ADDRESS }] });
    expect(mail.messageId).toBe(sent.messageId);
    expect(mail.inReplyTo).toBe('<v2@bakkerij-jansen.nl>');
    expect(mail.references).toEqual(['<v1@bakkerij-jansen.nl>', '<v2@bakkerij-jansen.nl>']);
    expect(mail.text).toContain('Zo zit het.');
    expect(mail.text).toContain('> Hoe zit het?');

    const detail = (await get(f.token, `/api/v3/inbox/${message!.id}`)).json<{
      data: {
        isRead: boolean;
        assignee: { id: number } | null;
        thread: { direction: string; sentBy: { name: string } | null }[];
      };
    }>().data;
    expect(detail.isRead).toBe(true);
    expect(detail.assignee?.id).toBe(f.admin.id);
    expect(detail.thread.map((m) => m.direction)).toEqual(['in', 'out']);
    expect(detail.thread[1]!.sentBy?.name).toBe('Sanne de Vries');
    // The customer answers the answer: it lands in the same conversation.
    await deliver({
      from: 'piet@bakkerij-jansen.nl',
      subject: 'Re: Vraag',
      text: 'Dank!',
      inReplyTo: sent.messageId,
      references: [sent.messageId],
    });
    const rows = await app.ctx.db.select().from(inboxMessages).where(eq(inboxMessages.threadId, message!.id));
    expect(rows).toHaveLength(3);
  });

  it('assigns and archives a whole conversation; a reply takes its assignee and reopens it', async () => {
    const f = await fixture();
    const colleague = await createUser(app.ctx.db, {
      emailAddress: 'collega@energiek.nl',
      firstName: 'Kees',
      lastName: 'Bos',
      type: 'admin',
      canSwitch: true,
      modules: ['inbox'],
    });
    await deliver({
      from: 'piet@bakkerij-jansen.nl',
      subject: 'Meterstand',
      text: 'Eerste bericht',
      messageId: '<m1@bakkerij-jansen.nl>',
    });
    await deliver({
      from: 'piet@bakkerij-jansen.nl',
      subject: 'Re: Meterstand',
      text: 'Tweede bericht',
      messageId: '<m2@bakkerij-jansen.nl>',
      inReplyTo: '<m1@bakkerij-jansen.nl>',
      references: ['<m1@bakkerij-jansen.nl>'],
    });
    const [first, second] = await app.ctx.db.select().from(inboxMessages).orderBy(inboxMessages.id);
    expect(second!.threadId).toBe(first!.id);
    // Two unread messages, one conversation: the counter counts conversations, like the list.
    expect((await get(f.token, '/api/v3/counter')).json()).toMatchObject({ data: { messages: 1 } });

    // Assigning on the older message assigns the conversation; both messages carry the assignee.
    const assigned = await api(app, {
      method: 'PATCH',
      url: `/api/v3/inbox/${first!.id}`,
      token: f.token,
      payload: { assigneeId: colleague.id },
    });
    expect(assigned.statusCode).toBe(200);
    const assignees = async () =>
      (await app.ctx.db.select().from(inboxMessages).where(eq(inboxMessages.threadId, first!.id))).map(
        (r) => [r.direction, r.assigneeId, r.archivedAt !== null],
      );
    expect(await assignees()).toEqual([
      ['in', colleague.id, false],
      ['in', colleague.id, false],
    ]);

    // An answer by someone else keeps the conversation's assignee.
    const answer = await post(f.token, `/api/v3/inbox/${second!.id}/reply`, { text: 'Ontvangen.' });
    expect(answer.statusCode).toBe(201);
    const sent = answer.json<{ data: { messageId: string } }>().data;

    // Archiving the newest message archives the conversation: nothing of it is left open.
    await api(app, {
      method: 'PATCH',
      url: `/api/v3/inbox/${second!.id}`,
      token: f.token,
      payload: { archived: true },
    });
    const open = (await get(f.token, '/api/v3/inbox?status=open')).json<{ data: unknown[] }>();
    expect(open.data).toHaveLength(0);

    // The customer answers our answer (whose own row has no assignee): it takes the conversation's
    // assignee and reopens the conversation.
    await deliver({
      from: 'piet@bakkerij-jansen.nl',
      subject: 'Re: Meterstand',
      text: 'Nog een vraag',
      inReplyTo: sent.messageId,
      references: ['<m1@bakkerij-jansen.nl>', '<m2@bakkerij-jansen.nl>', sent.messageId],
    });
    const after = await assignees();
    expect(after.filter(([direction]) => direction === 'in')).toEqual([
      ['in', colleague.id, false],
      ['in', colleague.id, false],
      ['in', colleague.id, false],
    ]);
    const reopened = (await get(f.token, '/api/v3/inbox?status=open')).json<{
      data: { threadId: number; messageCount: number; replyCount: number; assignee: { id: number } | null }[];
    }>();
    expect(reopened.data).toHaveLength(1);
    expect(reopened.data[0]).toMatchObject({
      threadId: first!.id,
      messageCount: 3,
      replyCount: 1,
      assignee: { id: colleague.id },
    });
  });

  it('turns a message into an action and an attachment into a library document', async () => {
    const f = await fixture();
    await deliver({
      from: 'piet@bakkerij-jansen.nl',
      subject: 'Nieuwe aansluiting',
      text: 'Graag per 1 mei.',
      attachments: [{ filename: 'aanvraag.pdf', content: PDF }],
    });
    await deliver({ from: 'onbekend@gmail.com', subject: 'Los', text: 'x' });
    const [message, loose] = await app.ctx.db.select().from(inboxMessages).orderBy(inboxMessages.id);

    const made = await post(f.token, `/api/v3/inbox/${message!.id}/action`, { deadline: '2026-05-01' });
    expect(made.statusCode).toBe(201);
    const actionId = made.json<{ data: { actionId: number } }>().data.actionId;
    const [action] = await app.ctx.db.select().from(actions).where(eq(actions.id, actionId));
    expect(action).toMatchObject({
      customerId: f.bakker.id,
      subject: 'Nieuwe aansluiting',
      deadline: '2026-05-01',
      // The action carries the whole e-mail: internal, never shown to customer staff (issue 31).
      visibleToCustomer: false,
    });
    expect(action!.description).toContain('Graag per 1 mei.');
    expect((await post(f.token, `/api/v3/inbox/${message!.id}/action`, {})).statusCode).toBe(422);
    const noCustomer = await post(f.token, `/api/v3/inbox/${loose!.id}/action`, {});
    expect(noCustomer.statusCode).toBe(422);
    expect(noCustomer.json()).toMatchObject({
      errors: { customerId: ['Koppel het bericht eerst aan een klant.'] },
    });

    const detail = (await get(f.token, `/api/v3/inbox/${message!.id}`)).json<{
      data: { attachments: { id: number }[] };
    }>();
    const attachmentId = detail.data.attachments[0]!.id;
    const download = await get(f.token, `/api/v3/inbox/${message!.id}/attachments/${attachmentId}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('aanvraag.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const added = await post(f.token, `/api/v3/inbox/${message!.id}/attachments/${attachmentId}/library`, {
      folder: 'Contracten',
    });
    expect(added.statusCode).toBe(201);
    const [document] = await app.ctx.db.select().from(documents);
    expect(document).toMatchObject({
      customerId: f.bakker.id,
      folder: 'Contracten',
      fileName: 'aanvraag.pdf',
      size: PDF.length,
    });
    expect(added.json()).toMatchObject({ data: { documentId: document!.id } });
    expect(
      (await post(f.token, `/api/v3/inbox/${message!.id}/attachments/${attachmentId}/library`, {}))
        .statusCode,
    ).toBe(422);
    // Archive and link by hand.
    const archived = await post(f.token, `/api/v3/inbox/${loose!.id}`, {
      archived: true,
      customerId: f.hotel.id,
      assigneeId: f.admin.id,
    });
    expect(archived.json()).toMatchObject({
      data: { archived: true, customer: { id: f.hotel.id }, assignee: { id: f.admin.id } },
    });
    const open = (await get(f.token, '/api/v3/inbox')).json<{ data: { id: number }[] }>();
    expect(open.data.map((m) => m.id)).toEqual([message!.id]);
    const inArchive = (await get(f.token, '/api/v3/inbox?status=archived&mine=1')).json<{
      data: { id: number }[];
    }>();
    expect(inArchive.data.map((m) => m.id)).toEqual([loose!.id]);
  });
});
