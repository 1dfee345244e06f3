import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import { assignCustomer } from '../../core/tenancy.ts';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { inboxMessages } from '@energiek/db/schema/index';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// Who may work the inbox (wl:inbox + support-email-inbox:read), tenancy (an admin for some customers sees
// only their messages; another customer's message answers 404 and nothing changes) and bad input (422).
// Without INBOX_SMTP_PORT no receiver starts: the messages are inserted directly.

let app: TestApp;
let dataDir: string;
beforeEach(async () => {
  await app?.close();
  dataDir = await mkdtemp(path.join(tmpdir(), 'energiek-inbox-access-'));
  app = await createTestApp({ dataDir });
}, 180_000);
afterEach(() => rm(dataDir, { recursive: true, force: true }));
afterAll(() => app?.close());

async function fixture() {
  const db = app.ctx.db;
  const mine = await createCustomer(db, { name: 'Eigen klant B.V.' });
  const other = await createCustomer(db, { name: 'Andere klant B.V.' });
  const insert = (customerId: number | null, messageId: string) =>
    db
      .insert(inboxMessages)
      .values({
        direction: 'in',
        customerId,
        messageId,
        fromAddress: 'a@b.nl',
        subject: messageId,
        text: 'x',
      })
      .returning()
      .then((rows) => rows[0]!);
  const own = await insert(mine.id, '<own@b.nl>');
  const foreign = await insert(other.id, '<foreign@b.nl>');
  const loose = await insert(null, '<loose@b.nl>');
  await createUser(db, {
    emailAddress: 'alles@energiek.nl',
    type: 'admin',
    canSwitch: true,
    modules: ['inbox'],
  });
  const limited = await createUser(db, {
    emailAddress: 'beperkt@energiek.nl',
    type: 'admin',
    canSwitch: false,
    modules: ['inbox'],
  });
  await assignCustomer(db, limited.id, mine.id);
  await createUser(db, { emailAddress: 'zonder-module@energiek.nl', type: 'admin', canSwitch: true });
  const role = await createRole(db, { scope: scopeAllowing({ organisation: ['read', 'write'] }) });
  await createUser(db, {
    emailAddress: 'zonder-recht@energiek.nl',
    type: 'admin',
    canSwitch: true,
    modules: ['inbox'],
    roleId: role.id,
  });
  return { mine, other, own, foreign, loose, limitedId: limited.id };
}

const get = (url: string, token?: string) => api(app, { method: 'GET', url, token });
const post = (url: string, payload: object, token?: string) =>
  api(app, { method: 'POST', url, token, payload });

describe('inbox access', () => {
  it('answers 401 without a session and 403 without the inbox feature or the permission', async () => {
    const f = await fixture();
    expect((await get('/api/v3/inbox')).statusCode).toBe(401);
    expect((await post(`/api/v3/inbox/${f.own.id}/reply`, { text: 'x' })).statusCode).toBe(401);
    for (const who of ['zonder-module@energiek.nl', 'zonder-recht@energiek.nl']) {
      const token = await loginToken(app, who);
      expect((await get('/api/v3/inbox', token)).statusCode).toBe(403);
      expect((await get(`/api/v3/inbox/${f.own.id}`, token)).statusCode).toBe(403);
      expect((await post(`/api/v3/inbox/${f.own.id}`, { isRead: true }, token)).statusCode).toBe(403);
      // The counter stays available and says 0.
      expect((await get('/api/v3/counter', token)).json()).toMatchObject({ data: { messages: 0 } });
    }
  });

  it("shows an admin for some customers only their messages; another customer's answers 404 and stays unchanged", async () => {
    const f = await fixture();
    const token = await loginToken(app, 'beperkt@energiek.nl');
    const list = (await get('/api/v3/inbox', token)).json<{ data: { id: number }[] }>();
    expect(list.data.map((m) => m.id)).toEqual([f.own.id]);
    expect((await get('/api/v3/counter', token)).json()).toMatchObject({ data: { messages: 1 } });
    for (const id of [f.foreign.id, f.loose.id]) {
      expect((await get(`/api/v3/inbox/${id}`, token)).statusCode).toBe(404);
      expect((await post(`/api/v3/inbox/${id}`, { isRead: true, archived: true }, token)).statusCode).toBe(
        404,
      );
      expect((await post(`/api/v3/inbox/${id}/reply`, { text: 'Gekaapt' }, token)).statusCode).toBe(404);
      expect((await post(`/api/v3/inbox/${id}/action`, {}, token)).statusCode).toBe(404);
      expect((await get(`/api/v3/inbox/${id}/attachments/1/download`, token)).statusCode).toBe(404);
    }
    // Linking an own message to a customer they do not act for is refused.
    const relink = await post(`/api/v3/inbox/${f.own.id}`, { customerId: f.other.id }, token);
    expect(relink.statusCode).toBe(422);
    const rows = await app.ctx.db.select().from(inboxMessages).orderBy(inboxMessages.id);
    expect(rows.map((r) => [r.isRead, r.archivedAt, r.customerId])).toEqual([
      [false, null, f.mine.id],
      [false, null, f.other.id],
      [false, null, null],
    ]);
    // The admin for every customer sees all three.
    const all = await loginToken(app, 'alles@energiek.nl');
    expect((await get('/api/v3/inbox', all)).json()).toMatchObject({ meta: { total: 3 } });
  });

  it('refuses bad input with Dutch field errors', async () => {
    const f = await fixture();
    const token = await loginToken(app, 'alles@energiek.nl');
    const empty = await post(`/api/v3/inbox/${f.own.id}/reply`, { text: '   ' }, token);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { text: ['Vul een antwoord in.'] } });
    const assignee = await post(`/api/v3/inbox/${f.own.id}`, { assigneeId: 999_999 }, token);
    expect(assignee.statusCode).toBe(422);
    expect(assignee.json()).toMatchObject({
      errors: { assigneeId: ['Kies een medewerker die de inbox mag lezen.'] },
    });
    const wrongType = await post(`/api/v3/inbox/${f.own.id}`, { assigneeId: 'x' }, token);
    expect(wrongType.statusCode).toBe(422);
    const status = await get('/api/v3/inbox?status=weg', token);
    expect(status.statusCode).toBe(422);
    expect(status.json()).toMatchObject({ errors: { status: ['Kies open, gearchiveerd of alles.'] } });
    const deadline = await post(`/api/v3/inbox/${f.own.id}/action`, { deadline: '2026-02-30' }, token);
    expect(deadline.json()).toMatchObject({ errors: { deadline: ['Vul een geldige datum in.'] } });
    // Assigning to someone who works the inbox works; to someone without it does not.
    const ok = await post(`/api/v3/inbox/${f.own.id}`, { assigneeId: f.limitedId }, token);
    expect(ok.json()).toMatchObject({ data: { assignee: { id: f.limitedId } } });
  });
});
