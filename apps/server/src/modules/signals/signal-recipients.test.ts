import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SignalSettings } from '@energiek/contracts/signals';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { mailOutbox, signalRuleSettings } from '@energiek/db/schema/index';
import { notificationDigestJob } from '../notifications/digest.job.ts';
import { testJobRun } from '../../testing/job-run.ts';
import { listSignalNotifications, gappyWeek } from '../../testing/signals-fixture.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { runSignalRules } from './signals.service.ts';

// "Who is told" per rule (issue 30, Notifications): a customer's setting for missing-data names its own
// staff and one chosen admin instead of the account manager. Its signal reaches exactly those; the other
// customer (default: account manager and assigned admins) tells none of its staff, and staff never see
// another customer's notifications. Saving bad recipients: Dutch 422 per field, nothing stored.

let app: TestApp;
let ids: { a: number; b: number; chosen: number; staffA: number; staffAMail: string; chosenMail: string };
let tokens: { admin: string; manager: string; chosen: string; staffA: string; staffB: string };
const NOW = new Date('2026-11-28T11:00:00Z');

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const admin = await createUser(db, { type: 'admin' });
  const manager = await createUser(db, { type: 'admin' });
  const chosen = await createUser(db, {
    type: 'admin',
    canSwitch: true,
    settings: { emailNotifications: true, notificationDigest: 'daily' },
  });
  const a = await createCustomer(db, {
    name: 'Kwekerij Ontvanger',
    modules: ['ems'],
    accountManagerId: manager.id,
  });
  const b = await createCustomer(db, {
    name: 'Ander Bedrijf',
    modules: ['ems'],
    accountManagerId: manager.id,
  });
  // Staff of A asked for direct e-mail; the chosen admin for the daily digest.
  const staffA = await createUser(db, {
    type: 'customer',
    customerId: a.id,
    firstName: 'Fenna',
    settings: { emailNotifications: true, notificationDigest: 'direct' },
  });
  const staffB = await createUser(db, { type: 'customer', customerId: b.id });
  await gappyWeek(db, a.id);
  await gappyWeek(db, b.id);
  ids = {
    a: a.id,
    b: b.id,
    chosen: chosen.id,
    staffA: staffA.id,
    staffAMail: staffA.emailAddress,
    chosenMail: chosen.emailAddress,
  };
  tokens = {
    admin: await loginToken(app, admin.emailAddress),
    manager: await loginToken(app, manager.emailAddress),
    chosen: await loginToken(app, chosen.emailAddress),
    staffA: await loginToken(app, staffA.emailAddress),
    staffB: await loginToken(app, staffB.emailAddress),
  };
}, 120_000);
afterAll(() => app?.close());

const list = (token: string) => listSignalNotifications(app, token);
const save = (customerId: number, rules: unknown) =>
  api(app, {
    method: 'POST',
    url: `/api/v3/customers/${customerId}/signal-settings`,
    token: tokens.admin,
    payload: { rules },
  });
const storedRows = () =>
  app.ctx.db.select().from(signalRuleSettings).where(eq(signalRuleSettings.customerId, ids.a));

describe('who is told per rule', () => {
  it('refuses bad recipients with Dutch field errors and stores nothing', async () => {
    const noAdmins = await save(ids.a, {
      'missing-data': { enabled: true, threshold: 7, recipients: ['chosen-admins'] },
    });
    expect(noAdmins.statusCode).toBe(422);
    expect(noAdmins.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'rules.missing-data.adminIds': ['Kies ten minste één beheerder, of zet "Gekozen beheerders" uit.'],
    });
    // A customer's user is no admin.
    const notAdmin = await save(ids.a, {
      'missing-data': { enabled: true, threshold: 7, recipients: ['chosen-admins'], adminIds: [ids.staffA] },
    });
    expect(notAdmin.statusCode).toBe(422);
    expect(notAdmin.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'rules.missing-data.adminIds': ['Kies bestaande beheerders.'],
    });
    const unknown = await save(ids.a, {
      'missing-data': { enabled: true, threshold: 7, recipients: ['iedereen'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json<{ errors: Record<string, string[]> }>().errors)[0]).toMatch(
      /^rules\.missing-data\.recipients/,
    );
    expect(await storedRows()).toEqual([]);
  });

  it('saves the recipients of a customer override; a threshold-only save keeps them', async () => {
    const saved = await save(ids.a, {
      'missing-data': {
        enabled: true,
        threshold: 7,
        recipients: ['customer-staff', 'chosen-admins'],
        adminIds: [ids.chosen],
      },
    });
    expect(saved.statusCode).toBe(200);
    const rule = saved.json<{ data: SignalSettings }>().data.rules.find((r) => r.rule === 'missing-data');
    expect(rule).toMatchObject({ recipients: ['customer-staff', 'chosen-admins'], adminIds: [ids.chosen] });
    const again = await save(ids.a, { 'missing-data': { enabled: true, threshold: 7 } });
    const kept = again.json<{ data: SignalSettings }>().data.rules.find((r) => r.rule === 'missing-data');
    expect(kept).toMatchObject({ recipients: ['customer-staff', 'chosen-admins'], adminIds: [ids.chosen] });
    // Another rule, never saved: the default.
    const peak = again
      .json<{ data: SignalSettings }>()
      .data.rules.find((r) => r.rule === 'peak-over-capacity');
    expect(peak).toMatchObject({ recipients: ['account-manager', 'assigned-admins'], adminIds: [] });
  });

  it("tells the customer's staff and the chosen admin, not the account manager; other customers' staff nothing", async () => {
    await runSignalRules(app.ctx, { customerIds: [ids.a, ids.b], now: NOW });
    await runSignalRules(app.ctx, { customerIds: [ids.a, ids.b], now: NOW });
    const staffA = await list(tokens.staffA);
    expect(staffA.data.map((n) => [n.signal.customerId, n.signal.rule])).toEqual([[ids.a, 'missing-data']]);
    expect(staffA.meta.unread).toBe(1);
    expect((await list(tokens.chosen)).data.map((n) => n.signal.customerId)).toEqual([ids.a]);
    // The manager still hears of B (its default), not of A.
    expect((await list(tokens.manager)).data.map((n) => n.signal.customerId)).toEqual([ids.b]);
    expect((await list(tokens.staffB)).data).toEqual([]);

    // Tenancy: another customer's staff cannot mark A's notification.
    const url = `/api/v3/signal-notifications/${staffA.data[0]?.id}/mark-as-read`;
    expect((await api(app, { method: 'POST', url, token: tokens.staffB })).statusCode).toBe(404);
    expect((await list(tokens.staffA)).meta.unread).toBe(1);
    expect((await api(app, { method: 'POST', url, token: tokens.staffA })).statusCode).toBe(204);
    expect((await list(tokens.staffA)).meta.unread).toBe(0);
  });

  it('mails a recipient who chose direct e-mail once per signal, from the template; digest users get no direct mail', async () => {
    const mails = await app.ctx.db.select().from(mailOutbox);
    const toStaff = mails.filter((m) => m.toAddress === ids.staffAMail);
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]?.subject).toMatch(/^Nieuw signaal: Meetdata onvolledig/);
    expect(toStaff[0]?.text).toContain('Beste Fenna,');
    expect(toStaff[0]?.text).toContain('Nieuw signaal bij Kwekerij Ontvanger:');
    expect(toStaff[0]?.text).toContain(`/v3/customers/${ids.a}/signals/ems/open?signal=`);
    expect(mails.filter((m) => m.toAddress === ids.chosenMail)).toEqual([]);
    // A third run: still one.
    await runSignalRules(app.ctx, { customerIds: [ids.a], now: NOW });
    const again = await app.ctx.db.select().from(mailOutbox);
    expect(again.filter((m) => m.toAddress === ids.staffAMail)).toHaveLength(1);
  });

  it("puts the signal in the daily digest of the chosen admin who asked for it, not in the direct-mail staff's", async () => {
    const before = (await app.ctx.db.select().from(mailOutbox)).length;
    await notificationDigestJob.run(app.ctx, testJobRun({}));
    const fresh = (await app.ctx.db.select().from(mailOutbox)).slice(before);
    const digest = fresh.filter((m) => m.toAddress === ids.chosenMail);
    expect(digest).toHaveLength(1);
    expect(digest[0]?.text).toContain('- Nieuw signaal: Meetdata onvolledig voor');
    expect(digest[0]?.text).toContain('(Kwekerij Ontvanger)');
    expect(fresh.filter((m) => m.toAddress === ids.staffAMail)).toEqual([]);
  });
});
