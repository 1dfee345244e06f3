import { describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { dataAuthorisations } from '@energiek/db/schema/index';
import { instantsOfLocalTime, startOfLocalDay } from '@energiek/domain/local-time';
import type { Actor } from '../../../core/actor.ts';
import { oneAppForFile } from '../../../testing/app-lifecycle.ts';
import { api, loginToken, staffToken, type TestApp } from '../../../testing/test-app.ts';
import { writeIntervalReadings } from '../interval-writer.ts';
import { getEmsOverview, getEmsSummary } from './ems-overview.service.ts';

let app: TestApp;
let f: Awaited<ReturnType<typeof fixture>>;
oneAppForFile((opened) => (app = opened), { then: async () => (f = await fixture()) });

// "Today" is 31-03-2026 12:00 local: the last 30 days [01-03, 31-03) hold the 92-quarter day 29-03.
const NOW = new Date('2026-03-31T10:00:00Z');

/** Every quarter of the local days [from, to), value per quarter. */
function quarters(from: string, to: string, value: string) {
  const out = [];
  for (let t = startOfLocalDay(from).getTime(); t < startOfLocalDay(to).getTime(); t += 900_000) {
    out.push({ start: new Date(t), value });
  }
  return out;
}
const at = (day: string, minute: number) => instantsOfLocalTime(day, minute)[0] ?? new Date(NaN);

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Overzicht B.V.', modules: ['ems'] });
  const hotel = await createCustomer(db, { name: 'Hotel Overzicht B.V.', modules: ['ems'] });
  const plain = await createCustomer(db, { name: 'Zonder EMS B.V.', modules: [] });
  const power = await createConnection(db, {
    customerId: bakker.id,
    capacity: '3x250A',
    contractedCapacity: 50,
    profileCategory: null,
  });
  const gas = await createConnection(db, { customerId: bakker.id, product: 2 });
  await createConnection(db, { customerId: bakker.id, showInEms: false });
  await createConnection(db, { customerId: hotel.id });
  const base = {
    customerId: bakker.id,
    connectionId: power.id,
    channel: EMS_CHANNELS.consumption.code,
    minutes: 15,
  } as const;
  // March: 2876 quarters (30 × 96 − 4) less 10 missing on 10-03, 0.25 kWh each
  const march = quarters('2026-03-01', '2026-03-31', '0.2500');
  const missing = march.slice(9 * 96 + 20, 9 * 96 + 30);
  await writeIntervalReadings(db, { ...base, readings: march.filter((r) => !missing.includes(r)) });
  // 15-01: 96 × 0.5 = 48 (a whole month: month rollup)
  await writeIntervalReadings(db, { ...base, readings: quarters('2026-01-15', '2026-01-16', '0.5000') });
  // today, not in "to date": 1, 1, 20 (80 kW), 1 from 08:00
  await writeIntervalReadings(db, {
    ...base,
    readings: ['1', '20', '1'].map((value, i) => ({ start: at('2026-03-31', 480 + 15 * i), value })),
  });
  // last year: 10-02-2025 48 kWh (to date); 31-03-2025 96 kWh (after "the same day": whole year only)
  await writeIntervalReadings(db, { ...base, readings: quarters('2025-02-10', '2025-02-11', '0.5000') });
  await writeIntervalReadings(db, { ...base, readings: quarters('2025-03-31', '2025-04-01', '1.0000') });
  await db.insert(dataAuthorisations).values({
    customerId: bakker.id,
    connectionId: power.id,
    kind: 'p4',
    partyName: 'Energiek',
    validFrom: '2025-04-16',
    validTo: '2026-04-15',
  });

  await createUser(db, { emailAddress: 'admin@overzicht.test', type: 'admin', canSwitch: true });
  const reading = await createRole(db, {
    name: 'EMS lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-report-ems': ['read'] }),
  });
  const noEms = await createRole(db, { name: 'Geen EMS', scope: scopeAllowing({ organisation: ['read'] }) });
  const staff = await createCustomerUser(db, bakker.id, 'ems@bakkerij.test', reading.id);
  const actor = {
    user: staff,
    profile: { type: 'customer', scope: { full: false }, modules: ['ems'] },
    sessionId: 0,
    impersonatorId: null,
    selectedCustomerId: bakker.id,
    actFor: new Set([bakker.id]),
    ip: null,
    userAgent: null,
  } as unknown as Actor;
  return {
    bakker,
    hotel,
    withoutEms: plain,
    power,
    gas,
    actor,
    admin: await loginToken(app, 'admin@overzicht.test'),
    staff: await loginToken(app, 'ems@bakkerij.test'),
    noEms: await staffToken(app, bakker.id, 'geen@bakkerij.test', noEms.id),
    plain: await staffToken(app, plain.id, 'ems@plain.test', reading.id),
  };
}

describe('EMS overview', () => {
  it('gives per EMS connection the last interval, DST-aware completeness, usage to date, peaks and authorisation', async () => {
    const overview = await getEmsOverview(app.ctx, f.actor, { customerId: f.bakker.id, now: NOW });
    expect(overview.meta).toEqual({
      today: '2026-03-31',
      completeness: { from: '2026-03-01', to: '2026-03-31' },
      thisYear: { from: '2026-01-01', to: '2026-03-31' },
      lastYear: { from: '2025-01-01', to: '2025-03-31' },
      co2Source: expect.stringMatching(/^Bron: elektriciteit 0,300 kg CO₂\/kWh vanaf 2021 \(CE Delft/),
    });
    expect(overview.data.map((row) => row.connectionId).sort()).toEqual([f.power.id, f.gas.id].sort());
    const power = overview.data.find((row) => row.connectionId === f.power.id);
    expect(power).toMatchObject({
      unit: 'kWh',
      capacityUnit: 'kW',
      contractedCapacity: 50,
      intervalMinutes: 15,
      // the third quarter from 08:00 local (CEST) = 06:30 UTC
      lastInterval: '2026-03-31T06:30:00.000Z',
      completeness: { count: 2866, expected: 2876, ratio: 0.9965 },
      // 2866 × 0.25 + 48 = 764.5; 764.5 / 48 − 1 = 14.927083…
      usage: { thisYear: 764.5, lastYear: 48, change: 14.9271 },
      production: null,
      // 764.5 × 0.300 = 229.35 → 229 kg; 48 × 0.300 = 14.4 → 14 kg
      co2: { thisYear: 229, lastYear: 14 },
      peak: { month: 80, year: 80, exceeded: true, basis: 'interval' },
      authorisation: { status: 'expiring', validTo: '2026-04-15', party: 'Energiek' },
    });
    const gas = overview.data.find((row) => row.connectionId === f.gas.id);
    expect(gas).toMatchObject({
      unit: 'm³',
      capacityUnit: 'm³/h',
      lastInterval: null,
      intervalMinutes: null,
      completeness: { count: 0, expected: 0, ratio: null },
      usage: { thisYear: 0, lastYear: 0, change: null },
      peak: { month: null, year: null, exceeded: false, basis: null },
      authorisation: { status: 'none', validTo: null, party: null },
    });
  });

  it('takes the peak of a connection with daily readings only as its busiest day mean power (issue 32)', async () => {
    // Meter readings become whole days (1440 minutes): 1–10 March 25 kWh a day, 11–20 March 15 kWh a day.
    // No quarter is known: the busiest day's 25 kWh ÷ 24 h = 1,0417 kW, marked as a day mean; above the
    // contracted 1 kW, so the real peak was above it too.
    const db = app.ctx.db;
    const small = await createConnection(db, { customerId: f.hotel.id, contractedCapacity: 1 });
    const days = Array.from({ length: 20 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
    await writeIntervalReadings(db, {
      customerId: f.hotel.id,
      connectionId: small.id,
      channel: EMS_CHANNELS.consumption.code,
      minutes: 1440,
      readings: days.map((day, i) => ({ start: startOfLocalDay(day), value: i < 10 ? '25' : '15' })),
    });
    const actor = { ...f.actor, selectedCustomerId: f.hotel.id, actFor: new Set([f.hotel.id]) } as Actor;
    const overview = await getEmsOverview(app.ctx, actor, { customerId: f.hotel.id, now: NOW });
    const row = overview.data.find((r) => r.connectionId === small.id);
    expect(row).toMatchObject({
      intervalMinutes: 1440,
      usage: { thisYear: 400 },
      peak: { month: 1.0417, year: 1.0417, exceeded: true, basis: 'day-average' },
    });
  });

  it('sums the energy tile per commodity: this year, last year to date and whole, completeness', async () => {
    const summary = await getEmsSummary(app.ctx, f.actor, { customerId: f.bakker.id, now: NOW });
    expect(summary).toEqual({
      today: '2026-03-31',
      electricity: {
        connections: 1,
        unit: 'kWh',
        thisYear: 764.5,
        lastYear: 48,
        lastYearTotal: 144,
        completeness: 0.9965,
        // 764.5 × 0.300 = 229.35 → 229 kg; 144 × 0.300 = 43.2 → 43 kg
        co2: { thisYear: 229, lastYearTotal: 43 },
      },
      gas: {
        connections: 1,
        unit: 'm³',
        thisYear: 0,
        lastYear: 0,
        lastYearTotal: 0,
        completeness: null,
        co2: { thisYear: 0, lastYearTotal: 0 },
      },
      co2: { thisYear: 229, lastYearTotal: 43, source: expect.stringContaining('CE Delft') },
    });
  });

  it('gives CO2 per connection, year and customer from usage × the factor of the year, rounded once (issue 32)', async () => {
    // CE Delft electricity 0.300 kg/kWh (from 2021); natural gas 1.79772 kg/m³ (from 2004).
    const db = app.ctx.db;
    const customer = await createCustomer(db, { name: 'Kas CO2 B.V.', modules: ['ems'] });
    const power = await createConnection(db, { customerId: customer.id, hasProd: true });
    const gas = await createConnection(db, { customerId: customer.id, product: 2 });
    const write = (
      connectionId: number,
      channel: 1 | 2 | 3 | 4,
      minutes: 15 | 60 | 1440,
      readings: { start: Date; value: string }[],
    ) => writeIntervalReadings(db, { customerId: customer.id, connectionId, channel, minutes, readings });
    const hours = (day: string, value: string) =>
      Array.from({ length: 24 }, (_, h) => ({ start: at(day, 60 * h), value }));
    const { consumption, production } = EMS_CHANNELS;
    // electricity: 15-01-2026 48 kWh; 10-02-2025 48 kWh (to date); 31-03-2025 96 kWh (whole year only)
    await write(power.id, consumption.code, 15, quarters('2026-01-15', '2026-01-16', '0.5000'));
    await write(power.id, consumption.code, 15, quarters('2025-02-10', '2025-02-11', '0.5000'));
    await write(power.id, consumption.code, 15, quarters('2025-03-31', '2025-04-01', '1.0000'));
    // feed-in 24 kWh: not subtracted from the emissions
    await write(power.id, production.code, 15, quarters('2026-01-15', '2026-01-16', '0.2500'));
    // gas: 15-01-2026 24 × 10 = 240 m³; 01-06-2025 24 × 5 = 120 m³ (whole year only)
    await write(gas.id, EMS_CHANNELS.gas.code, 60, hours('2026-01-15', '10'));
    await write(gas.id, EMS_CHANNELS.gas.code, 60, hours('2025-06-01', '5'));
    const actor = { ...f.actor, selectedCustomerId: customer.id, actFor: new Set([customer.id]) } as Actor;

    const overview = await getEmsOverview(app.ctx, actor, { customerId: customer.id, now: NOW });
    const row = (id: number) => overview.data.find((r) => r.connectionId === id);
    // 48 × 0.300 = 14.4 → 14 kg, both years
    expect(row(power.id)).toMatchObject({ production: 24, co2: { thisYear: 14, lastYear: 14 } });
    // 240 × 1.79772 = 431.4528 → 431 kg; nothing last year to date → 0 kg
    expect(row(gas.id)).toMatchObject({
      usage: { thisYear: 240, lastYear: 0 },
      co2: { thisYear: 431, lastYear: 0 },
    });
    expect(overview.meta.co2Source).toBe(
      'Bron: elektriciteit 0,300 kg CO₂/kWh vanaf 2021 (CE Delft (voor CO2emissiefactoren.nl), ' +
        '“Ketenemissies elektriciteit. Actualisatie elektriciteitsmix 2021”); aardgas 1,79772 kg CO₂/m³ vanaf ' +
        '2004 (TNO (voor SenterNovem en VROM), “Vaststellingsmethodieken voor CO2-emissiefactoren van aardgas ' +
        'in Nederland, rapport 2006-A-R0079/B” (gelezen in een kopie van derden) en CBS, “Duurzame energie in ' +
        'Nederland 2006 (verklaring der tekens: 1 m³ a.e. = 31,65 MJ)” (gelezen in een kopie van derden)).',
    );

    const summary = await getEmsSummary(app.ctx, actor, { customerId: customer.id, now: NOW });
    // electricity 144 × 0.300 = 43.2 → 43; gas 120 × 1.79772 = 215.7264 → 216
    expect(summary.electricity.co2).toEqual({ thisYear: 14, lastYearTotal: 43 });
    expect(summary.gas.co2).toEqual({ thisYear: 431, lastYearTotal: 216 });
    // rounded once: 14.4 + 431.4528 = 445.8528 → 446 (not 14 + 431 = 445); 43.2 + 215.7264 = 258.9264 → 259
    expect(summary.co2).toMatchObject({ thisYear: 446, lastYearTotal: 259 });

    // through the route (response schema) for the customer's own staff; another customer's id is 404
    const staffActor = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${customer.id}/ems/summary`,
      token: f.admin,
    });
    expect(staffActor.statusCode).toBe(200);
    expect(staffActor.json().data.co2).toMatchObject({ thisYear: expect.any(Number), lastYearTotal: 259 });
    const other = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${customer.id}/ems/overview`,
      token: f.staff,
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers the routes by permission, module and tenancy', async () => {
    const overview = `/api/v3/customers/${f.bakker.id}/ems/overview`;
    const summary = `/api/v3/customers/${f.bakker.id}/ems/summary`;
    for (const url of [overview, summary]) {
      expect((await api(app, { method: 'GET', url })).statusCode).toBe(401);
      // without organisation-report-ems
      expect((await api(app, { method: 'GET', url, token: f.noEms })).statusCode).toBe(403);
      // staff of a customer without mod:ems
      const plainUrl = url.replace(String(f.bakker.id), String(f.hotel.id));
      expect((await api(app, { method: 'GET', url: plainUrl, token: f.plain })).statusCode).toBe(403);
      // customer staff with mod:ems: their own customer only
      expect((await api(app, { method: 'GET', url, token: f.staff })).statusCode).toBe(200);
      expect((await api(app, { method: 'GET', url: plainUrl, token: f.staff })).statusCode).toBe(404);
    }
    // an admin has mod:ems through the customer in the path, selected or not (issue 33)
    const plainOverview = overview.replace(String(f.bakker.id), String(f.withoutEms.id));
    expect((await api(app, { method: 'GET', url: plainOverview, token: f.admin })).statusCode).toBe(403);
    await api(app, { method: 'POST', url: `/api/v3/auth/select-customer/${f.bakker.id}`, token: f.admin });
    expect((await api(app, { method: 'GET', url: plainOverview, token: f.admin })).statusCode).toBe(403);
    const mine = await api(app, { method: 'GET', url: overview, token: f.admin });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toHaveLength(2);
  });
});
