import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { SignalDetail, SignalList } from '@energiek/contracts/signals';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { mailOutbox, signalNotifications } from '@energiek/db/schema/index';
import { notificationDigestJob } from '../notifications/digest.job.ts';
import { testJobRun } from '../../testing/job-run.ts';
import { listSignalNotifications, gappyWeek } from '../../testing/signals-fixture.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { runSignalRules } from './signals.service.ts';

// The bell's signal notifications: a new signal is stored for the customer's account manager (not for
// other admins), once however often the rules run; read/unread per user and kept (a reload shows the
// same); another user's notification is 404; the counter's bell flag follows; the daily digest lists it.
// The signal lists share that read state per user (isRead, ?unread=1 "Ongelezen"); opening a signal reads it.

let app: TestApp;
let ids: { customer: number; manager: number; staff: number; other: number };
let tokens: { manager: string; other: string; staff: string; outsider: string };
const NOW = new Date('2026-11-28T11:00:00Z');

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const manager = await createUser(db, {
    type: 'admin',
    firstName: 'Mees',
    settings: { emailNotifications: true, notificationDigest: 'daily' },
  });
  const other = await createUser(db, { type: 'admin' });
  const customer = await createCustomer(db, {
    name: 'Koelhuis Melding B.V.',
    modules: ['ems'],
    accountManagerId: manager.id,
  });
  const staff = await createUser(db, { type: 'customer', customerId: customer.id });
  const otherCustomer = await createCustomer(db, { name: 'Ander Bedrijf B.V.', modules: ['ems'] });
  const outsider = await createUser(db, { type: 'customer', customerId: otherCustomer.id });
  ids = { customer: customer.id, manager: manager.id, staff: staff.id, other: otherCustomer.id };
  // A week of quarters with four missing at the end of 25-11: a missing-data signal.
  await gappyWeek(db, customer.id);
  tokens = {
    manager: await loginToken(app, manager.emailAddress),
    other: await loginToken(app, other.emailAddress),
    staff: await loginToken(app, staff.emailAddress),
    outsider: await loginToken(app, outsider.emailAddress),
  };
}, 120_000);
afterAll(() => app?.close());

const list = (token: string) => listSignalNotifications(app, token);
const bell = async (token: string) =>
  (await api(app, { method: 'GET', url: '/api/v3/counter', token })).json<{
    data: { notifications: boolean };
  }>().data.notifications;
const run = () => runSignalRules(app.ctx, { customerIds: [ids.customer], now: NOW });

describe('signal notifications', () => {
  it("stores a new signal for the customer's account manager only, once however often the rules run", async () => {
    await run();
    await run();
    const mine = await list(tokens.manager);
    expect(mine.meta.unread).toBe(1);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      reason: 'raised',
      isRead: false,
      signal: { customerId: ids.customer, module: 'ems', rule: 'missing-data', status: 'open' },
      customer: { id: ids.customer, name: 'Koelhuis Melding B.V.' },
    });
    expect(await bell(tokens.manager)).toBe(true);
    expect((await list(tokens.other)).data).toEqual([]);
    expect(await bell(tokens.other)).toBe(false);
    expect((await list(tokens.staff)).data).toEqual([]);
  });

  it('marks read and unread for its own user only (another user: 404, nothing changed), kept on reload', async () => {
    const [item] = (await list(tokens.manager)).data;
    const url = (suffix: string) => `/api/v3/signal-notifications/${item?.id}/${suffix}`;
    const other = await api(app, { method: 'POST', url: url('mark-as-read'), token: tokens.other });
    expect(other.statusCode).toBe(404);
    expect((await list(tokens.manager)).meta.unread).toBe(1);

    const read = await api(app, { method: 'POST', url: url('mark-as-read'), token: tokens.manager });
    expect(read.statusCode).toBe(204);
    const after = await list(tokens.manager);
    expect(after.meta.unread).toBe(0);
    expect(after.data[0]?.isRead).toBe(true);
    expect(await bell(tokens.manager)).toBe(false);

    await api(app, { method: 'POST', url: url('mark-as-unread'), token: tokens.manager });
    expect((await list(tokens.manager)).meta.unread).toBe(1);
    expect((await api(app, { method: 'GET', url: '/api/v3/signal-notifications' })).statusCode).toBe(401);
  });

  it('goes into the daily digest mail of a user who chose it, with a link that opens the signal', async () => {
    const [row] = await app.ctx.db
      .select()
      .from(signalNotifications)
      .where(eq(signalNotifications.userId, ids.manager));
    const result = await notificationDigestJob.run(app.ctx, testJobRun({}));
    expect(result).toMatchObject({ mailed: 1 });
    const mails = await app.ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    const text = mails.at(-1)?.text ?? '';
    expect(text).toContain('Beste Mees,');
    expect(text).toContain('- Nieuw signaal: Meetdata onvolledig voor');
    expect(text).toContain('(Koelhuis Melding B.V.)');
    expect(text).toContain(`/v3/customers/${ids.customer}/signals/ems/open?signal=${row?.signalId}`);
  });

  it('shows read/unread per user in the signal lists, filters unread, and reads a signal when it is opened', async () => {
    const signals = async (token: string, query = '') => {
      const response = await api(app, {
        method: 'GET',
        url: `/api/v3/customers/${ids.customer}/signals?module=ems${query}`,
        token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SignalList>().data;
    };
    const backOffice = async (token: string, query = '') =>
      (await api(app, { method: 'GET', url: `/api/v3/signals?status=open${query}`, token }))
        .json<SignalList>()
        .data.filter((s) => s.customerId === ids.customer);
    // The manager's notification is unread (marked unread above): the signal is unread for them only.
    const [signal] = await signals(tokens.manager);
    expect(signal?.isRead).toBe(false);
    expect((await signals(tokens.manager, '&unread=1')).map((s) => s.id)).toEqual([signal?.id]);
    expect((await backOffice(tokens.manager, '&unread=true')).map((s) => s.id)).toEqual([signal?.id]);
    // Never notified: read for another admin and for the customer's staff; nothing unread for them.
    expect((await signals(tokens.other))[0]?.isRead).toBe(true);
    expect(await signals(tokens.other, '&unread=1')).toEqual([]);
    expect(await signals(tokens.staff, '&unread=1')).toEqual([]);
    expect((await signals(tokens.manager, '&unread=0')).map((s) => s.id)).toEqual([signal?.id]);
    // Bad input: a Dutch 422 on the field.
    const bad = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ids.customer}/signals?unread=misschien`,
      token: tokens.manager,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Kies ja of nee voor ongelezen.');
    // Another admin opening it does not read it for the manager.
    const url = `/api/v3/customers/${ids.customer}/signals/${signal?.id}`;
    await api(app, { method: 'GET', url, token: tokens.other });
    expect((await signals(tokens.manager))[0]?.isRead).toBe(false);
    // The manager opens it: read in the list, out of the unread filter, and in the bell too.
    const opened = await api(app, { method: 'GET', url, token: tokens.manager });
    expect(opened.json<{ data: SignalDetail }>().data.isRead).toBe(true);
    expect((await signals(tokens.manager))[0]?.isRead).toBe(true);
    expect(await signals(tokens.manager, '&unread=1')).toEqual([]);
    expect(await backOffice(tokens.manager, '&unread=1')).toEqual([]);
    expect((await list(tokens.manager)).meta.unread).toBe(0);
  });

  it("marks a signal unread from the lists, for that user only; the bell follows; another customer's id is 404", async () => {
    const signals = async (token: string, query = '') =>
      (
        await api(app, {
          method: 'GET',
          url: `/api/v3/customers/${ids.customer}/signals?module=ems${query}`,
          token,
        })
      ).json<SignalList>().data;
    const [signal] = await signals(tokens.manager);
    expect(signal?.isRead).toBe(true);
    const unread = (customerId: number, token: string) =>
      api(app, {
        method: 'POST',
        url: `/api/v3/customers/${customerId}/signals/${signal?.id}/mark-as-unread`,
        token,
      });
    const notificationsBefore = await app.ctx.db.select().from(signalNotifications);

    // Through another customer's URL: 404 and nothing changed (not even for the manager's own notification).
    expect((await unread(ids.other, tokens.manager)).statusCode).toBe(404);
    expect((await unread(ids.customer, tokens.outsider)).statusCode).toBe(404);
    expect(await app.ctx.db.select().from(signalNotifications)).toEqual(notificationsBefore);

    // The manager: their notification is unread again, in the list, the filter and the bell.
    expect((await unread(ids.customer, tokens.manager)).statusCode).toBe(204);
    expect((await signals(tokens.manager))[0]?.isRead).toBe(false);
    expect((await signals(tokens.manager, '&unread=1')).map((s) => s.id)).toEqual([signal?.id]);
    expect((await list(tokens.manager)).meta.unread).toBe(1);
    // Still one notification of it for the manager (no second one), and others' state untouched.
    const mine = await app.ctx.db
      .select()
      .from(signalNotifications)
      .where(eq(signalNotifications.userId, ids.manager));
    expect(mine.filter((n) => n.signalId === signal?.id)).toHaveLength(1);
    expect((await signals(tokens.other))[0]?.isRead).toBe(true);

    // Customer staff, never notified: gets one of their own, dated when the signal was raised; reading it
    // again clears it.
    expect((await unread(ids.customer, tokens.staff)).statusCode).toBe(204);
    expect((await signals(tokens.staff))[0]?.isRead).toBe(false);
    expect((await signals(tokens.manager, '&unread=1')).map((s) => s.id)).toEqual([signal?.id]);
    const [staffRow] = await app.ctx.db
      .select()
      .from(signalNotifications)
      .where(eq(signalNotifications.userId, ids.staff));
    expect(staffRow?.createdAt.toISOString()).toBe(signal?.createdAt);
    await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${ids.customer}/signals/${signal?.id}`,
      token: tokens.staff,
    });
    expect((await signals(tokens.staff))[0]?.isRead).toBe(true);
  });
});
