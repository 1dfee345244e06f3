import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import {
  actionComments,
  actionNotifications,
  actions,
  adminCustomerAssignments,
  auditLog,
  customers,
  mailOutbox,
  users,
} from '@energiek/db/schema/index';
import { whileAuditRefused } from '../../testing/refuse-audit.ts';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { jsonCaller, loginToken, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const call = jsonCaller(() => app, '/api/v3/');

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
  const anna = await createUser(db, {
    emailAddress: 'anna@energiek.nl',
    type: 'admin',
    canSwitch: true,
    firstName: 'Anna',
    lastName: 'Jansen',
  });
  const pieter = await createUser(db, {
    emailAddress: 'pieter@energiek.nl',
    type: 'admin',
    canSwitch: false,
    firstName: 'Pieter',
    lastName: 'de Boer',
  });
  await db.insert(adminCustomerAssignments).values({ userId: pieter.id, customerId: bakker.id });
  const reading = await createRole(db, { name: 'Lezen', scope: scopeAllowing({ organisation: ['read'] }) });
  const staff = await createUser(db, {
    emailAddress: 'staf@bakkerij.nl',
    type: 'customer',
    customerId: bakker.id,
    roleId: reading.id,
    firstName: 'Sanne',
    lastName: 'Bakker',
  });
  const hotelStaff = await createUser(db, {
    emailAddress: 'staf@hotel.nl',
    type: 'customer',
    customerId: hotel.id,
    firstName: 'Henk',
    lastName: 'Hotel',
  });
  const bakkerConnection = await createConnection(db, { customerId: bakker.id });
  const hotelConnection = await createConnection(db, { customerId: hotel.id });
  return { bakker, hotel, anna, pieter, staff, hotelStaff, bakkerConnection, hotelConnection };
}

const tokens = async () => ({
  anna: await loginToken(app, 'anna@energiek.nl'),
  pieter: await loginToken(app, 'pieter@energiek.nl'),
  staff: await loginToken(app, 'staf@bakkerij.nl'),
  hotelStaff: await loginToken(app, 'staf@hotel.nl'),
});

const notificationsOf = (userId: number) =>
  app.ctx.db.select().from(actionNotifications).where(eq(actionNotifications.userId, userId));

describe('actions CRUD', () => {
  it('creates, reads, lists, updates and deletes an action with Dutch status names', async () => {
    const { bakker, pieter, anna, bakkerConnection } = await fixture();
    const t = await tokens();
    const created = await call('POST', `customers/${bakker.id}/actions`, t.anna, {
      subject: '  Meterstanden opvragen  ',
      description: 'Bij de bakker langs',
      priority: 3,
      deadline: '2026-12-01',
      assigneeId: pieter.id,
      connectionId: bakkerConnection.id,
      // Shared with the customer: customer staff read it below (actions are internal otherwise).
      visibleToCustomer: true,
    });
    expect(created.statusCode).toBe(201);
    const action = created.json().data;
    expect(action).toMatchObject({
      customerId: bakker.id,
      customer: { id: bakker.id, name: 'Bakkerij Jansen B.V.' },
      type: 'action',
      subject: 'Meterstanden opvragen',
      status: 1,
      statusName: 'Open',
      priority: 3,
      priorityName: 'Hoog',
      deadline: '2026-12-01',
      assignee: { id: pieter.id, name: 'Pieter de Boer' },
      createdBy: { id: anna.id, name: 'Anna Jansen' },
      connection: { id: bakkerConnection.id, ean: bakkerConnection.ean },
      completedAt: null,
      commentCount: 0,
    });

    const shown = await call('GET', `customers/${bakker.id}/actions/${action.id}`, t.staff);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.subject).toBe('Meterstanden opvragen');

    const list = await call('GET', `customers/${bakker.id}/actions?type=action&status=1&q=meterst`, t.staff);
    expect(list.json().meta).toMatchObject({ total: 1, current_page: 1 });
    expect((await call('GET', `customers/${bakker.id}/actions?status=2`, t.anna)).json().meta.total).toBe(0);

    for (const [status, statusName] of [
      [2, 'In behandeling'],
      [3, 'Wacht op klant'],
      [4, 'Afgerond'],
    ] as const) {
      const updated = await call('PATCH', `customers/${bakker.id}/actions/${action.id}`, t.anna, { status });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data.statusName).toBe(statusName);
    }
    const done = (await call('GET', `customers/${bakker.id}/actions/${action.id}`, t.anna)).json().data;
    expect(done.completedAt).not.toBeNull();
    const reopened = await call('POST', `customers/${bakker.id}/actions/${action.id}`, t.anna, {
      status: 1,
      deadline: null,
      assigneeId: null,
    });
    expect(reopened.json().data).toMatchObject({
      status: 1,
      completedAt: null,
      deadline: null,
      assignee: null,
    });

    expect((await call('DELETE', `customers/${bakker.id}/actions/${action.id}`, t.anna)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `customers/${bakker.id}/actions/${action.id}`, t.anna)).statusCode).toBe(404);
    const events = (await app.ctx.db.select().from(auditLog)).map((row) => row.event);
    expect(events).toEqual(expect.arrayContaining(['actions.created', 'actions.updated', 'actions.deleted']));
  });

  it('keeps a note to subject and text, and edits it', async () => {
    const { bakker, pieter } = await fixture();
    const t = await tokens();
    const created = await call('POST', `customers/${bakker.id}/actions`, t.anna, {
      type: 'note',
      subject: 'Telefoongesprek',
      description: 'Klant belt terug over de offerte.',
      status: 3,
      assigneeId: pieter.id,
    });
    expect(created.statusCode).toBe(201);
    const note = created.json().data;
    expect(note).toMatchObject({ type: 'note', status: 1, assignee: null, deadline: null });
    const edited = await call('PATCH', `customers/${bakker.id}/actions/${note.id}`, t.anna, {
      subject: 'Telefoongesprek met eigenaar',
      description: 'Offerte akkoord.',
      status: 4,
    });
    expect(edited.json().data).toMatchObject({
      subject: 'Telefoongesprek met eigenaar',
      description: 'Offerte akkoord.',
      status: 1,
    });
    const notes = await call('GET', `customers/${bakker.id}/actions?type=note`, t.anna);
    expect(notes.json().data.map((n: { id: number }) => n.id)).toEqual([note.id]);
  });

  it('commits each write with its audit: a failing audit leaves actions and comments as they were', async () => {
    const { bakker, pieter } = await fixture();
    const t = await tokens();
    const db = app.ctx.db;
    const body = { subject: 'Meterstanden opvragen', assigneeId: pieter.id, visibleToCustomer: true };
    const create = () => call('POST', `customers/${bakker.id}/actions`, t.anna, body);
    expect((await whileAuditRefused(db, 'actions.created', create)).statusCode).toBe(500);
    expect(await db.select().from(actions)).toEqual([]);
    expect(await notificationsOf(pieter.id)).toEqual([]);
    const id = (await create()).json().data.id;
    const before = await db.select().from(actions);
    const update = () => call('PATCH', `customers/${bakker.id}/actions/${id}`, t.anna, { subject: 'Anders' });
    expect((await whileAuditRefused(db, 'actions.updated', update)).statusCode).toBe(500);
    const remove = () => call('DELETE', `customers/${bakker.id}/actions/${id}`, t.anna);
    expect((await whileAuditRefused(db, 'actions.deleted', remove)).statusCode).toBe(500);
    expect(await db.select().from(actions)).toEqual(before);

    const comment = () =>
      call('POST', `customers/${bakker.id}/actions/${id}/comments`, t.anna, { content: 'Eén' });
    expect((await whileAuditRefused(db, 'action_comments.created', comment)).statusCode).toBe(500);
    expect(await db.select().from(actionComments)).toEqual([]);
    const commentId = (await comment()).json().data.id;
    const comments = await db.select().from(actionComments);
    const edit = () => call('PATCH', `action-comments/${commentId}`, t.anna, { content: 'Twee' });
    expect((await whileAuditRefused(db, 'action_comments.updated', edit)).statusCode).toBe(500);
    const drop = () => call('DELETE', `action-comments/${commentId}`, t.anna);
    expect((await whileAuditRefused(db, 'action_comments.deleted', drop)).statusCode).toBe(500);
    expect(await db.select().from(actionComments)).toEqual(comments);

    expect((await edit()).statusCode).toBe(200);
    expect((await drop()).statusCode).toBe(204);
    expect((await update()).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(204);
    expect(await db.select().from(actions)).toEqual([]);
  });

  it('answers 422 with Dutch field errors and stores nothing', async () => {
    const { bakker, hotelConnection, hotelStaff, anna } = await fixture();
    const t = await tokens();
    const url = `customers/${bakker.id}/actions`;
    const empty = await call('POST', url, t.anna, { subject: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.subject).toEqual(['Vul een onderwerp in.']);
    const long = await call('POST', url, t.anna, { subject: 'x'.repeat(201) });
    expect(long.json().errors.subject).toEqual(['Het onderwerp mag maximaal 200 tekens bevatten.']);
    for (const deadline of ['2026-02-31', '01/12/2026', 'morgen']) {
      const bad = await call('POST', url, t.anna, { subject: 'Factuur controleren', deadline });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.deadline).toEqual(['Vul een geldige datum in.']);
    }
    const connection = await call('POST', url, t.anna, {
      subject: 'Factuur controleren',
      connectionId: hotelConnection.id,
    });
    expect(connection.json().errors.connectionId).toEqual(['Deze aansluiting hoort niet bij deze klant.']);
    // Customer staff cannot be assignees; nor can an admin who may not act for the customer.
    const restricted = await createUser(app.ctx.db, { type: 'admin', canSwitch: false });
    for (const assigneeId of [hotelStaff.id, restricted.id, 999_999]) {
      const bad = await call('POST', url, t.anna, { subject: 'Factuur controleren', assigneeId });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.assigneeId).toEqual([
        'Alleen een beheerder die voor deze klant werkt kan de actie toegewezen krijgen.',
      ]);
    }
    expect(await app.ctx.db.select().from(actions)).toHaveLength(0);
    const ok = await call('POST', url, t.anna, { subject: 'Factuur controleren', assigneeId: anna.id });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses by permission (403) and answers 404 for another customer and its ids, changing nothing', async () => {
    const { bakker, hotel } = await fixture();
    const t = await tokens();
    const bakkerAction = (
      await call('POST', `customers/${bakker.id}/actions`, t.anna, { subject: 'Contract verlengen' })
    ).json().data;
    const hotelAction = (
      await call('POST', `customers/${hotel.id}/actions`, t.anna, { subject: 'Factuur controleren' })
    ).json().data;

    // Read-only staff: may read and comment, not create, edit or delete.
    expect((await call('GET', `customers/${bakker.id}/actions`, t.staff)).statusCode).toBe(200);
    expect((await call('POST', `customers/${bakker.id}/actions`, t.staff, { subject: 'X' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PATCH', `customers/${bakker.id}/actions/${bakkerAction.id}`, t.staff, { subject: 'X' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `customers/${bakker.id}/actions/${bakkerAction.id}`, t.staff)).statusCode,
    ).toBe(403);
    expect((await call('GET', 'actions', t.staff)).statusCode).toBe(403);
    expect((await call('POST', 'actions/suggest', t.staff, { query: 'Me' })).statusCode).toBe(403);
    expect((await call('GET', `customers/${bakker.id}/actions`)).statusCode).toBe(401);

    // Pieter may act for the bakery only: the hotel answers 404 (its id under the bakery too).
    for (const [method, url] of [
      ['GET', `customers/${hotel.id}/actions`],
      ['GET', `customers/${hotel.id}/actions/${hotelAction.id}`],
      ['PATCH', `customers/${hotel.id}/actions/${hotelAction.id}`],
      ['DELETE', `customers/${hotel.id}/actions/${hotelAction.id}`],
      ['GET', `customers/${bakker.id}/actions/${hotelAction.id}`],
      ['PATCH', `customers/${bakker.id}/actions/${hotelAction.id}`],
      ['POST', `customers/${bakker.id}/actions/${hotelAction.id}`],
      ['DELETE', `customers/${bakker.id}/actions/${hotelAction.id}`],
      ['GET', `customers/${bakker.id}/actions/${hotelAction.id}/comments`],
      ['POST', `customers/${bakker.id}/actions/${hotelAction.id}/comments`],
    ] as const) {
      const response = await call(method, url, t.pieter, { subject: 'Gewijzigd', content: 'Hallo' });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Staff of the hotel: the bakery's action under their own customer is unknown too.
    expect(
      (await call('GET', `customers/${hotel.id}/actions/${bakkerAction.id}`, t.hotelStaff)).statusCode,
    ).toBe(404);
    const [row] = await app.ctx.db.select().from(actions).where(eq(actions.id, hotelAction.id));
    expect(row?.subject).toBe('Factuur controleren');
    expect(await app.ctx.db.select().from(actionComments)).toHaveLength(0);
  });
});

describe('comments', () => {
  it('threads comments; only the author edits or deletes (403 otherwise, 404 unknown or foreign)', async () => {
    const { bakker } = await fixture();
    const t = await tokens();
    const action = (
      await call('POST', `customers/${bakker.id}/actions`, t.anna, {
        subject: 'Offerte',
        visibleToCustomer: true,
      })
    ).json().data;
    const url = `customers/${bakker.id}/actions/${action.id}/comments`;
    const staffComment = await call('POST', url, t.staff, { content: '  Wij wachten op de meter.  ' });
    expect(staffComment.statusCode).toBe(201);
    expect(staffComment.json().data).toMatchObject({
      content: 'Wij wachten op de meter.',
      isOwn: true,
      user: { name: 'Sanne Bakker', initials: 'SB' },
      editedAt: null,
    });
    const annaComment = (await call('POST', url, t.anna, { content: 'Ik bel de netbeheerder.' })).json().data;
    const empty = await call('POST', url, t.anna, { content: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.content).toEqual(['Vul een reactie in.']);

    const thread = (await call('GET', url, t.anna)).json().data;
    expect(thread.map((c: { content: string; isOwn: boolean }) => [c.content, c.isOwn])).toEqual([
      ['Wij wachten op de meter.', false],
      ['Ik bel de netbeheerder.', true],
    ]);

    const id = staffComment.json().data.id;
    const notOwn = await call('PATCH', `action-comments/${id}`, t.anna, { content: 'Overschreven' });
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe('Je kunt alleen je eigen reacties wijzigen of verwijderen.');
    expect((await call('DELETE', `action-comments/${id}`, t.anna)).statusCode).toBe(403);
    expect((await call('PATCH', 'action-comments/999999', t.anna, { content: 'x' })).statusCode).toBe(404);
    expect(
      (await call('PATCH', `action-comments/${annaComment.id}`, t.anna, { content: '' })).statusCode,
    ).toBe(422);
    // Staff of another customer: the comment is unknown to them.
    expect((await call('PATCH', `action-comments/${id}`, t.hotelStaff, { content: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `action-comments/${id}`, t.hotelStaff)).statusCode).toBe(404);

    const edited = await call('PATCH', `action-comments/${id}`, t.staff, { content: 'De meter is er.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ content: 'De meter is er.', editedAt: expect.any(String) });
    expect((await call('DELETE', `action-comments/${annaComment.id}`, t.anna)).statusCode).toBe(204);
    const after = (await call('GET', url, t.anna)).json().data;
    expect(after.map((c: { content: string }) => c.content)).toEqual(['De meter is er.']);
    expect(
      (await call('GET', `customers/${bakker.id}/actions/${action.id}`, t.anna)).json().data.commentCount,
    ).toBe(1);
  });
});

describe('notifications', () => {
  it('notifies the right people with the right types, never the actor, and mails when settings ask', async () => {
    const { bakker, anna, pieter, staff } = await fixture();
    await app.ctx.db
      .update(users)
      .set({ settings: { emailNotifications: true, notificationDigest: 'direct' } })
      .where(eq(users.id, pieter.id));
    const t = await tokens();
    const action = (
      await call('POST', `customers/${bakker.id}/actions`, t.anna, {
        subject: 'Contract verlengen',
        deadline: '2026-12-31',
        assigneeId: pieter.id,
        visibleToCustomer: true,
      })
    ).json().data;

    let pieterRows = await notificationsOf(pieter.id);
    expect(pieterRows.map((n) => [n.type, n.actorId, n.actionId])).toEqual([[3, anna.id, action.id]]);
    expect(pieterRows[0]?.action).toEqual({
      subject: 'Contract verlengen',
      deadline: '2026-12-31',
      statusName: 'Open',
    });
    expect(await notificationsOf(anna.id)).toHaveLength(0);
    const mails = await app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'pieter@energiek.nl'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Actie aan jou toegewezen: Contract verlengen (Bakkerij Jansen B.V.)');
    expect(mails[0]?.text).toContain(`/v3/customers/${bakker.id}/actions/${action.id}/edit`);
    expect(mails[0]?.text).toContain('Deadline: 31/12/2026');

    // Pieter comments: the creator (Anna) gets type 1, Pieter (the actor) nothing.
    await call('POST', `customers/${bakker.id}/actions/${action.id}/comments`, t.pieter, {
      content: 'Bezig.',
    });
    expect((await notificationsOf(anna.id)).map((n) => n.type)).toEqual([1]);
    expect(await notificationsOf(pieter.id)).toHaveLength(1);

    // Staff comments: assignee and creator hear it (earlier commenter Pieter is the assignee: once).
    await call('POST', `customers/${bakker.id}/actions/${action.id}/comments`, t.staff, { content: 'Dank!' });
    expect((await notificationsOf(anna.id)).map((n) => n.type)).toEqual([1, 1]);
    pieterRows = await notificationsOf(pieter.id);
    expect(pieterRows.map((n) => n.type).sort()).toEqual([1, 3]);

    // Anna changes the status: assignee and earlier commenters (staff) get type 2; Anna does not.
    await call('PATCH', `customers/${bakker.id}/actions/${action.id}`, t.anna, { status: 2 });
    expect((await notificationsOf(staff.id)).map((n) => [n.type, n.action.statusName])).toEqual([
      [2, 'In behandeling'],
    ]);
    expect((await notificationsOf(pieter.id)).filter((n) => n.type === 2)).toHaveLength(1);
    expect((await notificationsOf(anna.id)).filter((n) => n.type === 2)).toHaveLength(0);

    // Reassigning to Anna herself notifies nobody of type 3 (she is the actor).
    await call('PATCH', `customers/${bakker.id}/actions/${action.id}`, t.anna, { assigneeId: anna.id });
    expect((await notificationsOf(anna.id)).filter((n) => n.type === 3)).toHaveLength(0);

    // The notification list links to the action.
    const list = (await call('GET', 'action-notifications', t.pieter)).json().data;
    expect(list[0].action).toMatchObject({ id: action.id, customerId: bakker.id });
  });

  it("sends no mail when the user's settings do not ask for it; a note notifies the account manager", async () => {
    const { bakker, anna, pieter } = await fixture();
    await app.ctx.db
      .update(customers)
      .set({ accountManagerId: pieter.id })
      .where(eq(customers.id, bakker.id));
    const t = await tokens();
    await call('POST', `customers/${bakker.id}/actions`, t.anna, {
      subject: 'Bellen',
      assigneeId: pieter.id,
    });
    const note = (
      await call('POST', `customers/${bakker.id}/actions`, t.anna, { type: 'note', subject: 'Notitie' })
    ).json().data;
    expect((await notificationsOf(pieter.id)).map((n) => [n.type, n.actionId]).at(-1)).toEqual([4, note.id]);
    expect(await app.ctx.db.select().from(mailOutbox)).toHaveLength(0);
    // The account manager writing a note notifies nobody.
    await call('POST', `customers/${bakker.id}/actions`, t.pieter, {
      type: 'note',
      subject: 'Eigen notitie',
    });
    expect(await notificationsOf(pieter.id)).toHaveLength(2);
    expect(await notificationsOf(anna.id)).toHaveLength(0);
  });
});

describe('GET counter', () => {
  it('counts my unfinished actions and tells whether I have unread notifications', async () => {
    const { bakker, pieter } = await fixture();
    const t = await tokens();
    expect((await call('GET', 'counter', t.pieter)).json()).toEqual({
      data: { actions: 0, notifications: false, messages: 0, audits: 0 },
    });
    const first = (
      await call('POST', `customers/${bakker.id}/actions`, t.anna, { subject: 'Een', assigneeId: pieter.id })
    ).json().data;
    await call('POST', `customers/${bakker.id}/actions`, t.anna, { subject: 'Twee', assigneeId: pieter.id });
    await call('POST', `customers/${bakker.id}/actions`, t.anna, { subject: 'Drie' });
    expect((await call('GET', 'counter', t.pieter)).json().data).toEqual({
      actions: 2,
      notifications: true,
      messages: 0,
      audits: 0,
    });
    await call('PATCH', `customers/${bakker.id}/actions/${first.id}`, t.anna, { status: 4 });
    expect((await call('GET', 'counter', t.pieter)).json().data.actions).toBe(1);
    expect((await call('GET', 'counter', t.anna)).json().data).toEqual({
      actions: 0,
      notifications: false,
      messages: 0,
      audits: 0,
    });
    expect((await call('GET', 'counter')).statusCode).toBe(401);
  });
});

describe('GET actions (overview)', () => {
  it('shows mine, all, overdue and filters, sorted and paged, only for customers I may act for', async () => {
    const { bakker, hotel, pieter, anna } = await fixture();
    const t = await tokens();
    const make = (customerId: number, body: Record<string, unknown>) =>
      call('POST', `customers/${customerId}/actions`, t.anna, body).then((r) => r.json().data);
    const late = await make(bakker.id, { subject: 'Te laat', deadline: '2020-01-01', assigneeId: pieter.id });
    const soon = await make(bakker.id, {
      subject: 'Binnenkort',
      deadline: '2099-01-01',
      assigneeId: pieter.id,
    });
    const hotelOne = await make(hotel.id, { subject: 'Hotel', deadline: '2020-01-01', assigneeId: anna.id });
    await make(bakker.id, { type: 'note', subject: 'Notitie telt niet mee' });
    const doneLate = await make(bakker.id, { subject: 'Klaar', deadline: '2020-01-01', status: 4 });

    const ids = (body: { data: { id: number }[] }) => body.data.map((a) => a.id);
    const mine = (await call('GET', 'actions', t.pieter)).json();
    expect(ids(mine)).toEqual([late.id, soon.id]);
    expect(mine.data[0]).toMatchObject({ isOverdue: true, customer: { name: 'Bakkerij Jansen B.V.' } });

    // Pieter may act for the bakery only: the hotel's action never shows.
    const all = (await call('GET', 'actions?scope=all&sort=deadline', t.pieter)).json();
    expect(ids(all)).toEqual([doneLate.id, late.id, soon.id]);
    expect(ids(all)).not.toContain(hotelOne.id);
    expect(all.meta.total).toBe(3);

    const overdue = (await call('GET', 'actions?scope=all&overdue=1', t.anna)).json();
    expect(ids(overdue).sort()).toEqual([late.id, hotelOne.id].sort());
    expect(ids((await call('GET', `actions?scope=all&customerId=${hotel.id}`, t.anna)).json())).toEqual([
      hotelOne.id,
    ]);
    expect(ids((await call('GET', 'actions?scope=all&status=4', t.anna)).json())).toEqual([doneLate.id]);
    expect(ids((await call('GET', `actions?scope=all&assigneeId=${anna.id}`, t.anna)).json())).toEqual([
      hotelOne.id,
    ]);
    const byCustomer = (await call('GET', 'actions?scope=all&sort=-customer', t.anna)).json();
    expect(byCustomer.data[0].customer.name).toBe('Hotel Zeezicht B.V.');
    const paged = (await call('GET', 'actions?scope=all&sort=deadline&limit=2&page=2', t.anna)).json();
    expect(paged.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
    expect((await call('GET', 'actions?sort=nope', t.anna)).statusCode).toBe(422);
  });
});

describe('POST actions/suggest', () => {
  it('suggests earlier subjects of my customers and the standard templates, at most ten', async () => {
    const { bakker, hotel } = await fixture();
    const t = await tokens();
    await call('POST', `customers/${bakker.id}/actions`, t.anna, {
      subject: 'Meterstanden bakkerij opvragen',
    });
    await call('POST', `customers/${hotel.id}/actions`, t.anna, { subject: 'Meterstanden hotel opvragen' });
    const response = await call('POST', 'actions/suggest', t.pieter, { query: 'meterst' });
    expect(response.statusCode, response.body).toBe(200);
    const pieter = response.json().data;
    expect(pieter).toEqual([
      { subject: 'Meterstanden bakkerij opvragen', source: 'history' },
      { subject: 'Meterstanden opvragen', source: 'template' },
    ]);
    const anna = (await call('POST', 'actions/suggest', t.anna, { query: 'meterst', customerId: hotel.id }))
      .json()
      .data.map((s: { subject: string }) => s.subject);
    expect(anna).toEqual([
      'Meterstanden hotel opvragen',
      'Meterstanden bakkerij opvragen',
      'Meterstanden opvragen',
    ]);
    const everything = (await call('POST', 'actions/suggest', t.anna, { query: '' })).json().data;
    expect(everything).toHaveLength(10);
    expect((await call('POST', 'actions/suggest', t.anna, {})).statusCode).toBe(422);
  });
});

describe('GET customers/{customerId}/action-assignees', () => {
  it('lists the active admins who may act for the customer', async () => {
    const { bakker, hotel, anna, pieter } = await fixture();
    await createUser(app.ctx.db, { type: 'admin', canSwitch: true, isActive: false, firstName: 'Oud' });
    const t = await tokens();
    const names = (url: string) =>
      call('GET', url, t.anna).then((r) => r.json().data.map((u: { id: number }) => u.id));
    expect(await names(`customers/${bakker.id}/action-assignees`)).toEqual([anna.id, pieter.id]);
    expect(await names(`customers/${hotel.id}/action-assignees`)).toEqual([anna.id]);
  });
});
