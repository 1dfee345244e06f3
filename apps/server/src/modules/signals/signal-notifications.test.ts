import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { SignalNotificationList } from '@energiek/contracts/signals';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { mailOutbox, signalNotifications } from '@energiek/db/schema/index';
import { addDays } from '@energiek/domain/calendar';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { writeIntervalReadings } from '../ems/interval-writer.ts';
import { notificationDigestJob } from '../notifications/digest.job.ts';
import { testJobRun } from '../../testing/job-run.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { runSignalRules } from './signals.service.ts';

// The bell's signal notifications: a new signal is stored for the customer's account manager (not for
// other admins), once however often the rules run; read/unread per user and kept (a reload shows the
// same); another user's notification is 404; the counter's bell flag follows; the daily digest lists it.

let app: TestApp;
let ids: { customer: number; manager: number };
let tokens: { manager: string; other: string; staff: string };
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
  const conn = await createConnection(db, { customerId: customer.id, product: 1 });
  ids = { customer: customer.id, manager: manager.id };
  // A week of quarters with four missing at the end of 25-11: a missing-data signal.
  for (let day = '2026-11-21'; day <= '2026-11-27'; day = addDays(day, 1)) {
    const start = startOfLocalDay(day).getTime();
    const count = day === '2026-11-25' ? 92 : 96;
    await writeIntervalReadings(db, {
      customerId: customer.id,
      connectionId: conn.id,
      channel: 1,
      minutes: 15,
      readings: Array.from({ length: count }, (_, q) => ({ start: new Date(start + q * 900_000), value: 1 })),
    });
  }
  tokens = {
    manager: await loginToken(app, manager.emailAddress),
    other: await loginToken(app, other.emailAddress),
    staff: await loginToken(app, staff.emailAddress),
  };
}, 120_000);
afterAll(() => app?.close());

const list = async (token: string) => {
  const response = await api(app, { method: 'GET', url: '/api/v3/signal-notifications', token });
  expect(response.statusCode).toBe(200);
  return response.json<SignalNotificationList>();
};
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
});
