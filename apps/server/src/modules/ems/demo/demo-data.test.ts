import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { completeEan } from '@energiek/contracts/ean';
import { ROLLUP_GRAINS } from '@energiek/contracts/ems';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import {
  PRODUCT_ELECTRICITY,
  PRODUCT_GAS,
  degreeDays,
  intervalReadings,
  intervalRollups,
  registerReadings,
} from '@energiek/db/schema/index';
import { testJobRun } from '../../../testing/job-run.ts';
import { newAppBeforeEach } from '../../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../../testing/test-app.ts';
import { monthRanges, runDemoData } from './demo-data.job.ts';
import type { JobStatus } from '@energiek/contracts/jobs';
import type { ServiceContext } from '../../../core/context.ts';
import type { Jobs } from '../../../core/jobs/runner.ts';
import { readDemoDataSetting, writeDemoDataSetting } from './demo-data.repository.ts';
import { ensureDemoDataJob } from './demo-data.service.ts';
import { planDemoData, profileOfCustomer } from './demo-plan.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

/** The demo bakery (EMS on) with its large electricity and its gas connection at one address. */
async function demoBakery(db: TestApp['ctx']['db'], eans: { large: string; gas: string } | null = null) {
  const bakery = await createCustomer(db, { name: 'Bakkerij Demo B.V.', modules: ['ems'] });
  const address = { postcode: '3511 AA', houseNumber: '7' };
  const large = await createConnection(db, {
    customerId: bakery.id,
    product: PRODUCT_ELECTRICITY,
    contractedCapacity: 120,
    hasProd: true,
    showInEms: true,
    ...(eans && { ean: eans.large }),
    ...address,
  });
  const gas = await createConnection(db, {
    customerId: bakery.id,
    product: PRODUCT_GAS,
    contractedCapacity: 65,
    showInEms: true,
    ...(eans && { ean: eans.gas }),
    ...address,
  });
  return { bakery, large, gas };
}

async function fixture() {
  const db = app.ctx.db;
  const { bakery, large, gas } = await demoBakery(db);
  const other = await createCustomer(db, { name: 'Zonder EMS B.V.', modules: [] });
  const small = await createConnection(db, {
    customerId: bakery.id,
    product: PRODUCT_ELECTRICITY,
    showInEms: true,
  });
  const hidden = await createConnection(db, {
    customerId: bakery.id,
    product: PRODUCT_ELECTRICITY,
    contractedCapacity: 90,
    showInEms: false,
  });
  const foreign = await createConnection(db, {
    customerId: other.id,
    product: PRODUCT_ELECTRICITY,
    contractedCapacity: 90,
    showInEms: true,
  });
  return { db, bakery, large, gas, small, hidden, foreign };
}

const readingsOf = async (db: TestApp['ctx']['db'], connectionId: number) =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(intervalReadings)
        .where(eq(intervalReadings.connectionId, connectionId))
    )[0]?.n,
  );

describe('demo data plan', () => {
  it('names the business from the customer and cuts months newest first', () => {
    expect(profileOfCustomer('De Vries Bakkerij B.V.')).toBe('bakery');
    expect(profileOfCustomer('Kwekerij Westland Glas B.V.')).toBe('greenhouse');
    expect(profileOfCustomer('Koel- en Vrieshuis Noord B.V.')).toBe('coldStore');
    expect(profileOfCustomer('Zorggroep Het Baken')).toBe('office');
    expect(monthRanges('2025-11-01', '2026-01-15')).toEqual([
      ['2026-01-01', '2026-01-15'],
      ['2025-12-01', '2026-01-01'],
      ['2025-11-01', '2025-12-01'],
    ]);
  });

  it('spreads the large connections round robin over the customers', () => {
    const candidate = (id: number, customerId: number) => ({
      id,
      customerId,
      customerName: `Klant ${customerId}`,
      ean: `87160000000000${id}`,
      product: PRODUCT_ELECTRICITY,
      hasProd: false,
      contractedCapacity: 100,
      postcode: null,
      houseNumber: String(id),
    });
    const plan = planDemoData([candidate(1, 1), candidate(2, 1), candidate(3, 1), candidate(4, 2)], 3);
    expect(plan.intervals.map((c) => c.connectionId)).toEqual([1, 4, 2]);
  });
});

describe('demo data job', () => {
  it('writes a month in steps with rising progress, DST-aware, and a re-run changes nothing', async () => {
    const f = await fixture();
    const run = testJobRun({ from: '2025-09-01', to: '2025-11-01' });
    const result = await runDemoData(app.ctx, run);
    // Two months × (the large electricity connection + its gas) = 4 steps.
    expect(result).toMatchObject({ connections: 2, registerConnections: 1, steps: 4, skipped: 0 });
    const fractions = run.reports.map(([fraction]) => fraction);
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]).toBeGreaterThan(fractions[i - 1] ?? 0);
    expect(run.reports[1]?.[1]).toBe('Demo-meetdata 2025-10: 1 van 4 stappen');

    // September 30 × 96 quarters; October 30 × 96 + 100 (26 October, the autumn DST day); consumption
    // and production. Gas: hours, 30 × 24 + 30 × 24 + 25.
    const quarters = 30 * 96 + (30 * 96 + 100);
    expect(await readingsOf(f.db, f.large.id)).toBe(2 * quarters);
    expect(await readingsOf(f.db, f.gas.id)).toBe(30 * 24 + 30 * 24 + 25);
    expect(await readingsOf(f.db, f.hidden.id)).toBe(0);
    expect(await readingsOf(f.db, f.foreign.id)).toBe(0);

    // The month rollup agrees with the readings to the last decimal.
    const [raw] = await f.db
      .select({ sum: sql<string>`sum(${intervalReadings.value})::text` })
      .from(intervalReadings)
      .where(
        and(
          eq(intervalReadings.connectionId, f.large.id),
          eq(intervalReadings.channel, 1),
          sql`${intervalReadings.start} >= '2025-09-30T22:00:00Z' and ${intervalReadings.start} < '2025-10-31T23:00:00Z'`,
        ),
      );
    const [month] = await f.db
      .select({ sum: intervalRollups.sum, count: intervalRollups.count, expected: intervalRollups.expected })
      .from(intervalRollups)
      .where(
        and(
          eq(intervalRollups.connectionId, f.large.id),
          eq(intervalRollups.channel, 1),
          eq(intervalRollups.grain, ROLLUP_GRAINS.month),
          eq(intervalRollups.start, new Date('2025-09-30T22:00:00Z')),
        ),
      );
    expect(month).toEqual({ sum: raw?.sum, count: 2980, expected: 2980 });

    // Demo degree days for every day, and a meter reading at the end of each month for the small one.
    const days = await f.db.select().from(degreeDays);
    expect(days).toHaveLength(61);
    expect(new Set(days.map((d) => d.source))).toEqual(new Set(['demo']));
    const readings = await f.db
      .select()
      .from(registerReadings)
      .where(eq(registerReadings.connectionId, f.small.id));
    expect(readings.map((r) => [r.readOn, r.source])).toEqual([
      ['2025-09-30', 'demo'],
      ['2025-10-31', 'demo'],
    ]);

    const again = testJobRun({ from: '2025-09-01', to: '2025-11-01' });
    expect(await runDemoData(app.ctx, again)).toMatchObject({ steps: 4, skipped: 4, readings: 0 });
    expect(await readingsOf(f.db, f.large.id)).toBe(2 * quarters);
    expect(await f.db.select().from(degreeDays)).toHaveLength(61);
    expect(await f.db.select().from(registerReadings)).toHaveLength(2);
  });

  it('finishes an interrupted month: a step whose month is incomplete is written again, idempotently', async () => {
    const f = await fixture();
    await runDemoData(app.ctx, testJobRun({ from: '2025-10-01', to: '2025-11-01' }));
    const before = await readingsOf(f.db, f.large.id);
    await f.db
      .delete(intervalReadings)
      .where(
        and(
          eq(intervalReadings.connectionId, f.large.id),
          sql`${intervalReadings.start} >= '2025-10-20T00:00:00Z'`,
        ),
      );
    // Part of October gone with its rollups (as after a reset of that connection): the month is incomplete.
    await f.db.delete(intervalRollups).where(eq(intervalRollups.connectionId, f.large.id));
    const result = await runDemoData(app.ctx, testJobRun({ from: '2025-10-01', to: '2025-11-01' }));
    expect(result).toMatchObject({ steps: 2, skipped: 1 });
    expect(await readingsOf(f.db, f.large.id)).toBe(before);
  });
});

describe('GET ems/demo-data', () => {
  it('answers off, then the job state; 401 without a session, 403 without the EMS report', async () => {
    const f = await fixture();
    await createUser(f.db, { emailAddress: 'admin@energiek.test', type: 'admin' });
    const reader = await createRole(f.db, {
      name: 'EMS',
      scope: scopeAllowing({ organisation: ['read'], 'organisation-report-ems': ['read'] }),
    });
    const none = await createRole(f.db, { name: 'Geen', scope: scopeAllowing({ organisation: ['read'] }) });
    await createUser(f.db, {
      emailAddress: 'ems@bakkerij.test',
      type: 'customer',
      customerId: f.bakery.id,
      roleId: reader.id,
    });
    await createUser(f.db, {
      emailAddress: 'geen@bakkerij.test',
      type: 'customer',
      customerId: f.bakery.id,
      roleId: none.id,
    });
    const get = (token?: string) => api(app, { method: 'GET', url: '/api/v3/ems/demo-data', token });

    expect((await get()).statusCode).toBe(401);
    expect((await get(await loginToken(app, 'geen@bakkerij.test'))).statusCode).toBe(403);
    const token = await loginToken(app, 'ems@bakkerij.test');
    expect((await get(token)).json()).toEqual({
      data: { jobId: null, status: 'off', progress: 0, message: null },
    });

    const jobId = '6f1f7b2c-7a53-4c0e-9d1e-3b8e2f0a9c11';
    await writeDemoDataSetting(f.db, {
      jobId,
      enqueuedAt: new Date().toISOString(),
      completedAt: new Date().toISOString(),
    });
    expect((await get(await loginToken(app, 'admin@energiek.test'))).json()).toEqual({
      data: { jobId, status: 'done', progress: 1, message: null },
    });
  });
});

describe('starting the demo data job (server start)', () => {
  type State = 'created' | 'active' | 'completed' | 'failed';
  function fakeJobs(states: Record<string, State>) {
    const calls: string[] = [];
    const jobs = {
      async find(id: string) {
        const state = states[id];
        return state ? { status: { id, state } as JobStatus, requestedById: null } : null;
      },
      async cancel(id: string) {
        calls.push(`cancel ${id}`);
        return null;
      },
      async enqueue() {
        calls.push('enqueue');
        return 'new-job';
      },
    };
    return { jobs: jobs as unknown as Jobs, calls };
  }
  const context = (jobs: Jobs) => ({ ...app.ctx, jobs }) as ServiceContext;
  const enqueuedAt = '2026-11-01T00:00:00.000Z';

  it('enqueues on a fresh demo database and remembers the job', async () => {
    const { jobs, calls } = fakeJobs({});
    expect(await ensureDemoDataJob(context(jobs))).toBe('new-job');
    expect(calls).toEqual(['enqueue']);
    expect(await readDemoDataSetting(app.ctx.db)).toMatchObject({ jobId: 'new-job', completedAt: null });
  });

  it('after a restart cancels the dead process’s running job and continues with a new one', async () => {
    await writeDemoDataSetting(app.ctx.db, { jobId: 'old', enqueuedAt });
    const { jobs, calls } = fakeJobs({ old: 'active' });
    expect(await ensureDemoDataJob(context(jobs))).toBe('new-job');
    expect(calls).toEqual(['cancel old', 'enqueue']);
  });

  it('leaves a waiting job alone and marks a completed one done for good', async () => {
    await writeDemoDataSetting(app.ctx.db, { jobId: 'waiting', enqueuedAt });
    const waiting = fakeJobs({ waiting: 'created' });
    expect(await ensureDemoDataJob(context(waiting.jobs))).toBe('waiting');
    expect(waiting.calls).toEqual([]);

    await writeDemoDataSetting(app.ctx.db, { jobId: 'finished', enqueuedAt });
    const finished = fakeJobs({ finished: 'completed' });
    expect(await ensureDemoDataJob(context(finished.jobs))).toBeNull();
    expect((await readDemoDataSetting(app.ctx.db))?.completedAt).toEqual(expect.any(String));
    // Once done, nothing is asked of the queue any more (pg-boss forgets old jobs).
    const later = fakeJobs({});
    expect(await ensureDemoDataJob(context(later.jobs))).toBeNull();
    expect(later.calls).toEqual([]);
  });
});

describe('demo data is deterministic', () => {
  // The checksums of one connection-month (October 2025: the autumn DST day, a weekend, no holiday) as the
  // job wrote it before its writes were split into short transactions with the low parts computed in
  // TypeScript: the data must stay byte for byte the same.
  const READINGS = {
    electricity: 'dd8e0354094a7946f5b6fd68958757ff',
    gas: 'def3df3aefe05ba8c45315a597a49031',
  };
  const ROLLUPS = {
    electricity: 'b9b127f7745701f7cd9ac708c385717d',
    gas: '2e49b4c0faf59cbdea9d3d3513b47b3d',
  };

  async function checksums(db: TestApp['ctx']['db'], connectionId: number) {
    const result = (await db.execute(sql`select
      (select md5(string_agg(format('%s|%s|%s|%s|%s|%s|%s', channel, extract(epoch from start)::bigint, minutes, value, low_value, low_part,
          quality), ';' order by channel, start))
        from interval_readings where connection_id = ${connectionId}) as readings,
      (select md5(string_agg(format('%s|%s|%s|%s|%s|%s|%s|%s|%s|%s', channel, grain, extract(epoch from start)::bigint, minutes, sum, sum_low,
          max, count, expected, estimated), ';' order by channel, grain, start))
        from interval_rollups where connection_id = ${connectionId}) as rollups`)) as unknown as {
      rows: { readings: string; rollups: string }[];
    };
    return result.rows[0];
  }

  it('writes the same readings and rollups for a connection-month as before', async () => {
    const db = app.ctx.db;
    const { large, gas } = await demoBakery(db, {
      large: completeEan('87123456789012345'),
      gas: completeEan('87123456789012346'),
    });
    await runDemoData(app.ctx, testJobRun({ from: '2025-10-01', to: '2025-11-01' }));
    expect(await checksums(db, large.id)).toEqual({
      readings: READINGS.electricity,
      rollups: ROLLUPS.electricity,
    });
    expect(await checksums(db, gas.id)).toEqual({ readings: READINGS.gas, rollups: ROLLUPS.gas });
  });
});
