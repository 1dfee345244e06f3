import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isJobFinished, type JobState } from '@energiek/contracts/jobs';
import type { SignalDetail, SignalList } from '@energiek/contracts/signals';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createUser } from '@energiek/db/factories/users';
import { signalEvents, signals } from '@energiek/db/schema/index';
import { instantsOfLocalTime, startOfLocalDay } from '@energiek/domain/local-time';
import { addDays } from '@energiek/domain/calendar';
import { writeIntervalReadings } from '../ems/interval-writer.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { runSignalRules } from './signals.service.ts';

// The rule run against crafted interval data: raises, never twice, closes when the cause is gone and
// reopens with its history when it returns; the API per role, another customer's ids 404.

let app: TestApp;
let ids: { a: number; b: number; conn: number };
let tokens: { admin: string; staffA: string; staffB: string; reader: string; restricted: string };

const NOW = new Date('2026-11-28T11:00:00Z');

/** Quarters of a local day, value 5 kWh (20 kW), leaving out `skip` quarters at the end. */
function quarters(day: string, skip = 0, peakValue?: number) {
  const start = startOfLocalDay(day).getTime();
  const end = startOfLocalDay(addDays(day, 1)).getTime();
  const out = [];
  for (let t = start; t < end - skip * 900_000; t += 900_000) out.push({ start: new Date(t), value: 5 });
  if (peakValue !== undefined && out[40]) out[40] = { ...out[40], value: peakValue };
  return out;
}

async function write(day: string, skip = 0, peakValue?: number) {
  await writeIntervalReadings(app.ctx.db, {
    customerId: ids.a,
    connectionId: ids.conn,
    channel: 1,
    minutes: 15,
    readings: quarters(day, skip, peakValue),
  });
}

const run = (now = NOW) => runSignalRules(app.ctx, { customerIds: [ids.a], now });
const rowsOf = (rule: string) =>
  app.ctx.db
    .select()
    .from(signals)
    .where(and(eq(signals.customerId, ids.a), eq(signals.rule, rule)));

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const a = await createCustomer(db, { name: 'Bakkerij Signaal', modules: ['ems'] });
  const b = await createCustomer(db, { name: 'Ander Bedrijf', modules: ['ems'] });
  const conn = await createConnection(db, { customerId: a.id, product: 1, contractedCapacity: 100 });
  ids = { a: a.id, b: b.id, conn: conn.id };
  const admin = await createUser(db, { type: 'admin' });
  const staffA = await createUser(db, { type: 'customer', customerId: a.id });
  const staffB = await createUser(db, { type: 'customer', customerId: b.id });
  // An admin whose role reads the signals but may not change the rule settings.
  const readRole = await createRole(db, {
    name: 'Signalen lezen',
    scope: scopeAllowing({ 'signals-notifications': ['read'] }),
  });
  const reader = await createUser(db, { type: 'admin', roleId: readRole.id });
  // An admin without the customer switch and without assigned customers: acts for no customer.
  const fullRole = await createRole(db, { name: 'Signalen beheren', scope: scopeAllowing({}, true) });
  const restricted = await createUser(db, { type: 'admin', canSwitch: false, roleId: fullRole.id });
  tokens = {
    admin: await loginToken(app, admin.emailAddress),
    staffA: await loginToken(app, staffA.emailAddress),
    staffB: await loginToken(app, staffB.emailAddress),
    reader: await loginToken(app, reader.emailAddress),
    restricted: await loginToken(app, restricted.emailAddress),
  };
  for (let day = '2026-11-18'; day <= '2026-11-27'; day = addDays(day, 1)) {
    await write(day, day === '2026-11-25' ? 6 : 0, day === '2026-11-20' ? 30 : undefined);
  }
}, 240_000);
afterAll(() => app?.close());

describe('the rule run', () => {
  it('raises a gap and a peak once, however often it runs', async () => {
    const first = await run();
    expect(first.perRule['missing-data']?.signals).toBe(1);
    expect(first.perRule['peak-over-capacity']?.signals).toBe(1);
    await run();
    const [gap, more] = await rowsOf('missing-data');
    expect(more).toBeUndefined();
    expect(gap).toMatchObject({
      status: 'open',
      periodFrom: '2026-11-25',
      periodTo: '2026-11-25',
      measured: 90,
      limitValue: 96,
    });
    const [peak, morePeaks] = await rowsOf('peak-over-capacity');
    expect(morePeaks).toBeUndefined();
    // 30 kWh in a quarter = 120 kW against 100 contracted.
    expect(peak).toMatchObject({
      measured: 120,
      limitValue: 100,
      severity: 3,
      causeKey: `connection:${ids.conn}:2026-11`,
    });
    expect(peak?.detail).toContain('12 maanden');
  });

  it('closes itself when the gap is filled and reopens with its history when data is missing again', async () => {
    await write('2026-11-25');
    const fixed = await run();
    expect(fixed.closed).toBe(1);
    const [closed] = await rowsOf('missing-data');
    expect(closed).toMatchObject({ status: 'gesloten', autoClosed: true });
    // Two days later nothing new has come in: the same cause (this connection's data) is back.
    const later = await run(new Date('2026-11-30T11:00:00Z'));
    expect(later.reopened).toBe(1);
    const [reopened, more] = await rowsOf('missing-data');
    expect(more).toBeUndefined();
    expect(reopened).toMatchObject({
      id: closed?.id,
      status: 'open',
      periodFrom: '2026-11-28',
      periodTo: '2026-11-29',
    });
    const history = await app.ctx.db
      .select()
      .from(signalEvents)
      .where(eq(signalEvents.signalId, closed?.id ?? 0));
    expect(history.map((e) => e.kind)).toEqual(['raised', 'closed', 'reopened']);
  });

  /**
   * A new connection of customer b with quarters of `days` (value 1), `short` quarters left out at the end
   * of `shortDay`; the missing-data rule run on the day after the last; its signals.
   */
  async function dstCase(days: string[], shortDay?: string, short = 1) {
    const connection = await createConnection(app.ctx.db, { customerId: ids.b, product: 1 });
    const readings = [];
    for (const day of days) {
      const start = startOfLocalDay(day).getTime();
      const end = startOfLocalDay(addDays(day, 1)).getTime() - (day === shortDay ? short * 900_000 : 0);
      for (let t = start; t < end; t += 900_000) readings.push({ start: new Date(t), value: 1 });
    }
    await writeIntervalReadings(app.ctx.db, {
      customerId: ids.b,
      connectionId: connection.id,
      channel: 1,
      minutes: 15,
      readings,
    });
    await runSignalRules(app.ctx, {
      customerIds: [ids.b],
      now: startOfLocalDay(addDays(days.at(-1)!, 1)),
      rules: ['missing-data'],
    });
    return app.ctx.db.select().from(signals).where(eq(signals.connectionId, connection.id));
  }

  it('counts a complete DST day (100 quarters in autumn, 92 in spring) as complete', async () => {
    expect(instantsOfLocalTime('2026-10-25', 150)).toHaveLength(2);
    expect(await dstCase(['2026-10-24', '2026-10-25', '2026-10-26'])).toEqual([]);
    expect(instantsOfLocalTime('2026-03-29', 150)).toHaveLength(0);
    expect(await dstCase(['2026-03-28', '2026-03-29', '2026-03-30'])).toEqual([]);
  });

  it('raises a DST day one quarter short: 99 of 100 in autumn, 91 of 92 in spring', async () => {
    const autumn = await dstCase(['2026-10-24', '2026-10-25', '2026-10-26'], '2026-10-25');
    expect(autumn).toMatchObject([
      {
        rule: 'missing-data',
        periodFrom: '2026-10-25',
        periodTo: '2026-10-25',
        measured: 99,
        limitValue: 100,
      },
    ]);
    const spring = await dstCase(['2026-03-28', '2026-03-29', '2026-03-30'], '2026-03-29');
    expect(spring).toMatchObject([
      {
        rule: 'missing-data',
        periodFrom: '2026-03-29',
        periodTo: '2026-03-29',
        measured: 91,
        limitValue: 92,
      },
    ]);
  });
});

describe('the API', () => {
  const list = (token: string, url: string) => api(app, { method: 'GET', url, token });

  it('lists per customer and for the back office; customer staff read their own only', async () => {
    const own = await list(tokens.admin, `/api/v3/customers/${ids.a}/signals?module=ems&status=open`);
    expect(own.statusCode).toBe(200);
    const body = own.json<SignalList>();
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(body.data[0]).toMatchObject({ customerId: ids.a, module: 'ems', status: 'open' });
    expect(body.meta.current_page).toBe(1);
    const all = await list(tokens.admin, '/api/v3/signals?status=open&sort=-impact');
    expect(all.statusCode).toBe(200);
    expect((await list(tokens.staffA, `/api/v3/customers/${ids.a}/signals`)).statusCode).toBe(200);
    expect((await list(tokens.staffB, `/api/v3/customers/${ids.a}/signals`)).statusCode).toBe(404);
    expect((await list(tokens.staffA, '/api/v3/signals')).statusCode).toBe(403);
    expect((await list(tokens.admin, `/api/v3/customers/${ids.a}/signals?status=dicht`)).statusCode).toBe(
      422,
    );
  });

  it('handles a signal: assign, comment, close with a reason (422 without one); staff may not', async () => {
    const [peak] = await rowsOf('peak-over-capacity');
    const url = `/api/v3/customers/${ids.a}/signals/${peak?.id}`;
    const noReason = await api(app, {
      method: 'POST',
      url,
      token: tokens.admin,
      payload: { status: 'gesloten' },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<{ errors: Record<string, string[]> }>().errors.closeReason).toEqual([
      'Vul een reden in om het signaal te sluiten.',
    ]);
    const staff = await api(app, { method: 'POST', url, token: tokens.staffA, payload: { comment: 'x' } });
    expect(staff.statusCode).toBe(403);
    const busy = await api(app, {
      method: 'POST',
      url,
      token: tokens.admin,
      payload: { status: 'in-behandeling', comment: 'Netbeheerder gebeld.' },
    });
    expect(busy.statusCode).toBe(200);
    const closed = await api(app, {
      method: 'POST',
      url,
      token: tokens.admin,
      payload: { status: 'gesloten', closeReason: 'Piek door eenmalige proef.' },
    });
    const detail = closed.json<{ data: SignalDetail }>().data;
    expect(detail).toMatchObject({ status: 'gesloten', closeReason: 'Piek door eenmalige proef.' });
    expect(detail.history.map((e) => e.kind)).toEqual(['raised', 'status', 'comment', 'closed']);
    const action = await api(app, { method: 'POST', url, token: tokens.admin, payload: { toAction: true } });
    expect(action.statusCode).toBe(200);
    expect(action.json<{ data: SignalDetail }>().data.history.at(-1)?.message).toMatch(
      /^Actie #\d+ aangemaakt\.$/,
    );
    // A user's close holds while the cause lasts.
    await run();
    expect((await rowsOf('peak-over-capacity'))[0]?.status).toBe('gesloten');
  });

  it("answers 404 for another customer's signal id and changes nothing", async () => {
    const [gap] = await rowsOf('missing-data');
    const url = `/api/v3/customers/${ids.b}/signals/${gap?.id}`;
    expect((await list(tokens.admin, url)).statusCode).toBe(404);
    const post = await api(app, {
      method: 'POST',
      url,
      token: tokens.admin,
      payload: { status: 'in-behandeling' },
    });
    expect(post.statusCode).toBe(404);
    expect((await rowsOf('missing-data'))[0]?.status).toBe(gap?.status);
  });

  it("keeps every customer-scoped signals route to the customer's own users: 404, nothing changed", async () => {
    const [gap] = await rowsOf('missing-data');
    const before = await app.ctx.db.select().from(signalEvents).where(eq(signalEvents.signalId, gap!.id));
    const own = `/api/v3/customers/${ids.a}/signals/${gap?.id}`;
    const viaOther = `/api/v3/customers/${ids.b}/signals/${gap?.id}`;
    // Customer staff read their own customer's signal, never another customer's.
    expect((await list(tokens.staffA, own)).statusCode).toBe(200);
    expect((await list(tokens.staffB, own)).statusCode).toBe(404);
    expect((await list(tokens.staffB, viaOther)).statusCode).toBe(404);
    const ownList = (await list(tokens.staffB, `/api/v3/customers/${ids.b}/signals`)).json<SignalList>();
    expect(ownList.data.every((item) => item.customerId === ids.b)).toBe(true);
    // Staff may not handle a signal at all (403 before the tenancy check), neither their own nor another's.
    for (const [token, url] of [
      [tokens.staffB, own],
      [tokens.staffB, viaOther],
    ] as const) {
      const post = await api(app, { method: 'POST', url, token, payload: { comment: 'Gezien.' } });
      expect(post.statusCode).toBe(403);
    }
    // An admin who may not act for customer a: 404 on every customer-scoped route, and a's signals stay
    // out of the back-office list.
    for (const url of [
      `/api/v3/customers/${ids.a}/signals`,
      own,
      `/api/v3/customers/${ids.a}/signal-settings`,
    ]) {
      expect((await list(tokens.restricted, url)).statusCode).toBe(404);
    }
    const post = await api(app, {
      method: 'POST',
      url: own,
      token: tokens.restricted,
      payload: { status: 'in-behandeling', comment: 'Niet van mij.' },
    });
    expect(post.statusCode).toBe(404);
    const settings = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${ids.a}/signal-settings`,
      token: tokens.restricted,
      payload: { rules: { 'missing-data': { enabled: false, threshold: 7 } } },
    });
    expect(settings.statusCode).toBe(404);
    const backOffice = (await list(tokens.restricted, '/api/v3/signals')).json<SignalList>();
    expect(backOffice.data.some((item) => item.customerId === ids.a)).toBe(false);
    // Nothing changed: same status, same history, no override.
    const [after] = await rowsOf('missing-data');
    expect(after?.status).toBe(gap?.status);
    expect(after?.assigneeId).toBe(gap?.assigneeId);
    const events = await app.ctx.db.select().from(signalEvents).where(eq(signalEvents.signalId, gap!.id));
    expect(events).toHaveLength(before.length);
    const now = await list(tokens.admin, `/api/v3/customers/${ids.a}/signal-settings`);
    const missing = now
      .json<{ data: { rules: { rule: string; overridden: boolean }[] } }>()
      .data.rules.find((r) => r.rule === 'missing-data');
    expect(missing?.overridden).toBe(false);
  });

  it('POST signals/run answers 202 with a job', async () => {
    await app.ctx.jobs.start();
    const response = await api(app, {
      method: 'POST',
      url: '/api/v3/signals/run',
      token: tokens.admin,
      payload: {},
    });
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json<{ data: { jobId: string } }>().data;
    // The run ends before the app closes (a job cut off would write to a closed pool).
    let state = '';
    for (let i = 0; i < 120 && !isJobFinished(state as JobState); i++) {
      state = (await app.ctx.jobs.find(jobId))?.status.state ?? '';
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(state).toBe('completed');
    await app.ctx.jobs.stop();
  });
});

describe('rule settings (/v3/control/signals/{tab})', () => {
  type Settings = { data: { customerId: number | null; rules: Record<string, unknown>[] } };
  const rule = (body: Settings, name: string) => body.data.rules.find((r) => r.rule === name);

  it('shows the defaults, saves a default and a customer override, and removes the override', async () => {
    const get = (url: string) => api(app, { method: 'GET', url, token: tokens.admin });
    const defaults = await get('/api/v3/signal-settings');
    expect(defaults.statusCode).toBe(200);
    expect(rule(defaults.json<Settings>(), 'missing-data')).toMatchObject({
      enabled: true,
      threshold: 7,
      unit: 'dagen',
      module: 'ems',
      overridden: false,
    });

    const saved = await api(app, {
      method: 'POST',
      url: '/api/v3/signal-settings',
      token: tokens.admin,
      payload: { rules: { 'notice-deadline': { enabled: true, threshold: 90 } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(rule(saved.json<Settings>(), 'notice-deadline')).toMatchObject({
      threshold: 90,
      overridden: false,
    });

    const url = `/api/v3/customers/${ids.a}/signal-settings`;
    const own = await api(app, {
      method: 'POST',
      url,
      token: tokens.admin,
      payload: { rules: { 'peak-over-capacity': { enabled: false, threshold: 110 } } },
    });
    expect(own.statusCode).toBe(200);
    expect(rule(own.json<Settings>(), 'peak-over-capacity')).toMatchObject({
      enabled: false,
      threshold: 110,
      defaultEnabled: true,
      defaultThreshold: 100,
      overridden: true,
    });
    // The customer inherits the new default where it has no override; the other customer sees no override.
    expect(rule(own.json<Settings>(), 'notice-deadline')).toMatchObject({ threshold: 90, overridden: false });
    const other = await get(`/api/v3/customers/${ids.b}/signal-settings`);
    expect(rule(other.json<Settings>(), 'peak-over-capacity')).toMatchObject({
      enabled: true,
      overridden: false,
    });

    // The rule run follows the override: the peak rule is off for customer a.
    const summary = await run();
    expect(summary.perRule['peak-over-capacity']?.signals).toBe(0);

    const removed = await api(app, {
      method: 'POST',
      url,
      token: tokens.admin,
      payload: { rules: { 'peak-over-capacity': null } },
    });
    expect(rule(removed.json<Settings>(), 'peak-over-capacity')).toMatchObject({
      enabled: true,
      threshold: 100,
      overridden: false,
    });
  });

  it('answers a Dutch 422 per field for a threshold out of range or an unknown rule', async () => {
    const bad = await api(app, {
      method: 'POST',
      url: '/api/v3/signal-settings',
      token: tokens.admin,
      payload: { rules: { 'missing-data': { enabled: true, threshold: 0 } } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors['rules.missing-data.threshold']).toEqual([
      'Vul een waarde in van 1 tot en met 60.',
    ]);
    const preview = await api(app, {
      method: 'POST',
      url: '/api/v3/signal-settings/preview',
      token: tokens.admin,
      payload: { rule: 'peak-over-capacity', threshold: 500 },
    });
    expect(preview.statusCode).toBe(422);
    expect(preview.json<{ errors: Record<string, string[]> }>().errors.threshold).toEqual([
      'Vul een waarde in van 50 tot en met 200.',
    ]);
  });

  it('previews how many signals a threshold raises, without saving', async () => {
    const preview = (threshold: number) =>
      api(app, {
        method: 'POST',
        url: '/api/v3/signal-settings/preview',
        token: tokens.admin,
        payload: { rule: 'peak-over-capacity', threshold, customerId: ids.a },
      });
    // The crafted peak is 120 kW on 100 kW contracted: raised at 100 %, not at 150 %.
    const low = await preview(100);
    expect(low.statusCode).toBe(200);
    expect(low.json<{ data: { signals: number; customers: number } }>().data).toMatchObject({
      signals: 1,
      customers: 1,
    });
    expect((await preview(150)).json<{ data: { signals: number } }>().data.signals).toBe(0);
    const after = await api(app, { method: 'GET', url: '/api/v3/signal-settings', token: tokens.admin });
    expect(rule(after.json<Settings>(), 'peak-over-capacity')).toMatchObject({ threshold: 100 });
  });

  it('lets an admin who only reads signals see the settings and preview, not change them (403)', async () => {
    const urls = ['/api/v3/signal-settings', `/api/v3/customers/${ids.a}/signal-settings`];
    for (const url of urls) {
      expect((await api(app, { method: 'GET', url, token: tokens.reader })).statusCode).toBe(200);
      const post = await api(app, {
        method: 'POST',
        url,
        token: tokens.reader,
        payload: { rules: { 'reactive-power': { enabled: false, threshold: 45 } } },
      });
      expect(post.statusCode).toBe(403);
    }
    const preview = await api(app, {
      method: 'POST',
      url: '/api/v3/signal-settings/preview',
      token: tokens.reader,
      payload: { rule: 'peak-over-capacity', threshold: 120 },
    });
    expect(preview.statusCode).toBe(200);
    for (const url of urls) {
      const now = await api(app, { method: 'GET', url, token: tokens.admin });
      expect(rule(now.json<Settings>(), 'reactive-power')).toMatchObject({
        enabled: true,
        overridden: false,
      });
      expect(rule(now.json<Settings>(), 'reactive-power')?.threshold).not.toBe(45);
    }
  });

  it('is for the back office: customer staff get 403, and nothing changes', async () => {
    const url = `/api/v3/customers/${ids.a}/signal-settings`;
    expect((await api(app, { method: 'GET', url, token: tokens.staffA })).statusCode).toBe(403);
    const post = await api(app, {
      method: 'POST',
      url,
      token: tokens.staffB,
      payload: { rules: { 'missing-data': { enabled: false, threshold: 7 } } },
    });
    expect(post.statusCode).toBe(403);
    const now = await api(app, { method: 'GET', url, token: tokens.admin });
    expect(rule(now.json<Settings>(), 'missing-data')).toMatchObject({ enabled: true, overridden: false });
  });
});
