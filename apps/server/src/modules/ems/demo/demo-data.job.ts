import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { z } from 'zod';
import { EMS_CHANNELS, type EmsChannelCode } from '@energiek/contracts/ems';
import { isIsoDay } from '@energiek/contracts/primitives';
import { DEFAULT_STATION } from '@energiek/contracts/degree-days';
import {
  demoElectricityDay,
  demoGasDay,
  demoIntervalStarts,
  demoMeanTemperatureTenths,
  demoRegisterReadings,
} from '@energiek/domain/demo-profiles';
import { addLocalDays, intervalsBetween, localDayOf, startOfLocalDay } from '@energiek/domain/local-time';
import type { ServiceContext } from '../../../core/context.ts';
import { defineJob, type JobRun } from '../../../core/jobs/job-definition.ts';
import { degreeDayRow } from '../../degree-days/degree-days.service.ts';
import { meterDataWritten } from '../meter-data-events.ts';
import { finishBulkWrite, writeIntervalReadings, type IntervalValue } from '../interval-writer.ts';
import {
  analyzeAfterLoad,
  dayRollupCount,
  findDemoCandidates,
  insertDemoDegreeDays,
  insertDemoRegisterReadings,
  readDemoDataSetting,
  writeDemoDataSetting,
} from './demo-data.repository.ts';
import { lowPartRuleOf } from '../low-tariff.ts';
import { planDemoData, type DemoIntervalConnection } from './demo-plan.ts';

// DEMO DATA. Generates the demo interval data of the embedded demo database in the background: one
// connection-month per step, newest year and month first, written through the interval writer's bulk path
// four days at a time (readings with their hour and day rollups in one short transaction, so the requests'
// queries run between them on the embedded database's one session), with the low-tariff parts computed
// here from the connection's window instead of per row in SQL. The week, month and year rollups are
// rebuilt once per connection-year, when that year's months are written. A step whose month is already
// complete (by its day rollups) is skipped, and every year ends with that rebuild, so a re-run (after a
// restart or a retry) continues where the last one stopped, never duplicates anything and leaves no stale
// sums.

const day = z.string().refine(isIsoDay);

export const demoDataJobData = z.object({
  /** First local day (default: 1 January two years ago). */
  from: day.optional(),
  /** Day after the last (default: today, so up to and including yesterday). */
  to: day.optional(),
  /** Large connections with interval data (default 40). */
  maxConnections: z.number().int().min(1).max(500).optional(),
});
export type DemoDataJobData = z.infer<typeof demoDataJobData>;

type Step = { connection: DemoIntervalConnection; from: string; to: string };

/** The calendar years of [from, to) as [first day, day after the last] pairs, newest first. */
export function yearRanges(from: string, to: string): [string, string][] {
  const ranges: [string, string][] = [];
  for (let start = from; start < to;) {
    const next = `${Number(start.slice(0, 4)) + 1}-01-01`;
    ranges.push([start, next < to ? next : to]);
    start = next;
  }
  return ranges.reverse();
}

/** The months of [from, to) as [first day, day after the last] pairs, newest first. */
export function monthRanges(from: string, to: string): [string, string][] {
  const ranges: [string, string][] = [];
  for (let start = from; start < to;) {
    const [y, m] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    ranges.push([start, next < to ? next : to]);
    start = next;
  }
  return ranges.reverse();
}

function channelsOf(connection: DemoIntervalConnection): EmsChannelCode[] {
  if (connection.kind === 'gas') return [EMS_CHANNELS.gas.code];
  return connection.pvKwp > 0
    ? [EMS_CHANNELS.consumption.code, EMS_CHANNELS.production.code]
    : [EMS_CHANNELS.consumption.code];
}

/**
 * Local days per write: each is one short transaction, so requests run between them. A request waits for
 * at most the one transaction running when it came (the embedded database runs the jobs' statements after
 * the requests'), so its length is the requests' extra wait: four days rather than the seven before, at
 * ~15 % more of the job's CPU (docs/architecture.md "Eighth measurement").
 */
export const DEMO_DAYS_PER_WRITE = 4;

/** The demo values of one local day per channel, with the low-tariff part computed by `lowPart`. */
function demoDay(
  connection: DemoIntervalConnection,
  day: string,
  lowPart: (start: Date, minutes: number, value: string) => string,
): Map<EmsChannelCode, IntervalValue[]> {
  const minutes = connection.kind === 'gas' ? 60 : 15;
  const starts = demoIntervalStarts(day, minutes);
  const series = new Map<EmsChannelCode, number[]>();
  if (connection.kind === 'gas') {
    series.set(
      EMS_CHANNELS.gas.code,
      demoGasDay({ seed: connection.seed, profile: connection.profile, peakM3h: connection.peak }, day),
    );
  } else {
    const electricity = demoElectricityDay(
      {
        seed: connection.seed,
        profile: connection.profile,
        peakKw: connection.peak,
        pvKwp: connection.pvKwp,
      },
      day,
    );
    series.set(EMS_CHANNELS.consumption.code, electricity.consumption);
    if (electricity.production) series.set(EMS_CHANNELS.production.code, electricity.production);
  }
  const values = new Map<EmsChannelCode, IntervalValue[]>();
  for (const [channel, numbers] of series)
    values.set(
      channel,
      numbers.map((number, i) => {
        const start = starts[i] as Date;
        const value = String(number);
        return { start, value, lowPart: lowPart(start, minutes, value) };
      }),
    );
  return values;
}

/**
 * The demo values of the local days [from, to) per channel, in the order they are written. A day at a time
 * with a turn of the event loop after each (~1–2 ms of work), so a write in flight gets its next statement
 * sent at once: its transaction holds the embedded database's one session, and requests wait behind it.
 */
async function demoWeek(
  connection: DemoIntervalConnection,
  channels: readonly EmsChannelCode[],
  from: string,
  to: string,
  lowPart: (start: Date, minutes: number, value: string) => string,
): Promise<Map<EmsChannelCode, IntervalValue[]>> {
  const values = new Map<EmsChannelCode, IntervalValue[]>(channels.map((channel) => [channel, []]));
  for (let d = from; d < to; d = addLocalDays(d, 1)) {
    for (const [channel, readings] of demoDay(connection, d, lowPart)) values.get(channel)?.push(...readings);
    await yieldToEventLoop();
  }
  return values;
}

/** Writes one write's channels (one transaction each); answers the readings written. */
async function writeWeek(
  ctx: ServiceContext,
  connection: DemoIntervalConnection,
  values: Map<EmsChannelCode, IntervalValue[]>,
): Promise<number> {
  const minutes = connection.kind === 'gas' ? 60 : 15;
  let written = 0;
  for (const [channel, readings] of values) {
    const result = await writeIntervalReadings(
      ctx.db,
      {
        customerId: connection.customerId,
        connectionId: connection.connectionId,
        channel,
        minutes,
        readings,
      },
      { coarseRollups: false, keysChecked: true },
    );
    written += result?.written ?? 0;
    await yieldToEventLoop();
  }
  return written;
}

/**
 * Writes one connection-month unless it is complete already; answers the readings written. The month
 * goes in writes of DEMO_DAYS_PER_WRITE local days per channel (readings with their hour and day rollups,
 * one transaction each); the low-tariff parts are computed here, once per reading, by the connection's
 * window. The next write's values are generated while the database writes the last (on the embedded
 * database that is another thread, so the two overlap on two cores; issue 26: the job's 337 s were the
 * sum of both). The writes go in the same order, so the data is the same whatever the overlap or the
 * write size (rollups are per whole local day).
 */
async function runStep(ctx: ServiceContext, step: Step): Promise<number> {
  const { connection } = step;
  const minutes = connection.kind === 'gas' ? 60 : 15;
  const expected = intervalsBetween(step.from, step.to, minutes);
  const range = { from: startOfLocalDay(step.from), to: startOfLocalDay(step.to) };
  const channels = channelsOf(connection);
  let complete = true;
  for (const channel of channels) {
    if (
      (await dayRollupCount(ctx.db, { connectionId: connection.connectionId, channel, ...range })) !==
      expected
    ) {
      complete = false;
    }
  }
  if (complete) return 0;
  const lowPart = await lowPartRuleOf(ctx.db, connection.connectionId, step.from, addLocalDays(step.to, -1));
  let written = 0;
  let writing: Promise<number> = Promise.resolve(0);
  for (let from = step.from; from < step.to; from = addLocalDays(from, DEMO_DAYS_PER_WRITE)) {
    const next = addLocalDays(from, DEMO_DAYS_PER_WRITE);
    const values = await demoWeek(connection, channels, from, next < step.to ? next : step.to, lowPart);
    // The last write ends before the next starts: one writer per connection, in order.
    written += await writing;
    writing = writeWeek(ctx, connection, values);
  }
  return written + (await writing);
}

export async function runDemoData(ctx: ServiceContext, job: JobRun<DemoDataJobData>) {
  const today = localDayOf(new Date());
  const from = job.data.from ?? `${Number(today.slice(0, 4)) - 2}-01-01`;
  const to = job.data.to ?? today;
  const started = performance.now();
  ctx.log.info({ job: job.id, from, to }, 'ems demo data: started');
  await job.progress(0, 'Demo-meetdata voorbereiden…');

  // Demo degree days first (gas follows them); a day imported from KNMI keeps its real figures.
  const degreeDays = [];
  for (let d = from; d < to; d = addLocalDays(d, 1)) {
    degreeDays.push(
      degreeDayRow(
        { station: DEFAULT_STATION, day: d, meanTemperature: demoMeanTemperatureTenths(d) },
        'demo',
      ),
    );
  }
  await insertDemoDegreeDays(ctx.db, degreeDays);

  const plan = planDemoData(await findDemoCandidates(ctx.db), job.data.maxConnections);
  const fromMonth = from.slice(0, 7);
  const toMonth = to.slice(0, 7); // readings up to the last full month
  for (const connection of plan.registers) {
    await insertDemoRegisterReadings(
      ctx.db,
      demoRegisterReadings({ seed: connection.seed, product: connection.product }, fromMonth, toMonth).map(
        (reading) => ({
          ...reading,
          customerId: connection.customerId,
          connectionId: connection.connectionId,
        }),
      ),
    );
  }

  const years = yearRanges(from, to).map(([yearFrom, yearTo]) => ({
    from: yearFrom,
    to: yearTo,
    steps: monthRanges(yearFrom, yearTo).flatMap(([start, end]) =>
      plan.intervals.map((connection): Step => ({ connection, from: start, to: end })),
    ),
  }));
  const total = years.reduce((sum, year) => sum + year.steps.length, 0);
  let index = 0;
  let written = 0;
  let skipped = 0;
  let writtenBefore = 0;
  for (const year of years) {
    for (const step of year.steps) {
      const count = await runStep(ctx, step);
      if (count === 0) skipped++;
      written += count;
      index++;
      await job.progress(
        index / total,
        `Demo-meetdata ${step.from.slice(0, 7)}: ${index} van ${total} stappen`,
      );
      await yieldToEventLoop();
    }
    // The year's week, month and year rollups, also when every step was skipped (a resumed run).
    const lastDay = addLocalDays(year.to, -1);
    for (const connection of plan.intervals) {
      for (const channel of channelsOf(connection)) {
        await finishBulkWrite(ctx.db, { connectionId: connection.connectionId, channel }, year.from, lastDay);
        await yieldToEventLoop();
      }
    }
    // The year's invoices on these connections are audited again, as after an import.
    if (written > writtenBefore) await reauditYear(ctx, plan.intervals, year.from, year.to);
    writtenBefore = written;
    ctx.log.info(
      { job: job.id, year: year.from.slice(0, 4), readings: written, seconds: seconds(started) },
      'ems demo data: year written',
    );
  }
  const steps = years.flatMap((year) => year.steps);
  await analyzeAfterLoad(ctx.db, yieldToEventLoop);
  const setting = await readDemoDataSetting(ctx.db);
  if (setting?.jobId === job.id)
    await writeDemoDataSetting(ctx.db, { ...setting, completedAt: new Date().toISOString() });
  const result = {
    connections: plan.intervals.length,
    registerConnections: plan.registers.length,
    steps: steps.length,
    skipped,
    readings: written,
    from,
    to,
    /** This run's own duration (a resumed run: since it resumed). */
    seconds: seconds(started),
  };
  ctx.log.info({ job: job.id, ...result }, 'ems demo data: done');
  return result;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** Tells the listeners (the invoice audit) which customers' connections got meter data for [from, to). */
async function reauditYear(
  ctx: ServiceContext,
  connections: readonly DemoIntervalConnection[],
  from: string,
  to: string,
): Promise<void> {
  const byCustomer = new Map<number, number[]>();
  for (const c of connections)
    byCustomer.set(c.customerId, [...(byCustomer.get(c.customerId) ?? []), c.connectionId]);
  for (const [customerId, connectionIds] of byCustomer)
    await meterDataWritten(ctx, { customerId, connectionIds, from, to });
}

export const demoDataJob = defineJob({
  name: 'ems.demo-data',
  data: demoDataJobData,
  retryLimit: 3,
  retryDelaySeconds: 10,
  // Minutes on a fast machine; a killed process's attempt comes back after this (startup also restarts it).
  expireInSeconds: 4 * 60 * 60,
  run: runDemoData,
});
