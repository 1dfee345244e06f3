import { EMS_CHANNELS, READING_QUALITIES } from '@energiek/contracts/ems';
import type { EmsChannel } from '@energiek/contracts/ems';
import { PRODUCT_ELECTRICITY, PRODUCT_GAS } from '@energiek/contracts/connections';
import {
  UNITS_BY_CHANNEL,
  USAGE_MESSAGES,
  USAGE_RANGE_LIMITS,
  type ReadingsFeed,
  type UsagePoint,
  type UsageQuery,
  type UsageResponse,
} from '@energiek/contracts/ems-usage';
import { addBuckets, bucketStart } from '@energiek/domain/buckets';
import { minMaxIndices } from '@energiek/domain/downsample';
import { checkFeed } from '@energiek/domain/interval-feed';
import { startOfLocalDay } from '@energiek/domain/local-time';
import { DAY_MINUTES, type PeakBasis } from '@energiek/domain/peak-power';
import {
  expectedIntervals,
  rangeLimit,
  usageBuckets,
  type UsageBucket,
} from '@energiek/domain/usage-buckets';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { forbidden, notFound, validationError } from '../../../lib/http-errors.ts';
import { writeIntervalReadings } from '../interval-writer.ts';
import { consumptionOf, writeUsageJson, type JsonBuckets } from './ems-usage.json.ts';
import { stepJsonViews, type StepJsonWriter } from './step-json.ts';
import { consumptionValues, releaseSeries } from './step-series.ts';
import {
  connectionByEan,
  connectionsOfCustomer,
  customerModules,
  intervalMinutes,
  quarterTotals,
  readStepSeries,
  readUsageJson,
  readUsageRows,
  rollupTotals,
  STEP_MS,
  type Selection,
  type UsageConnection,
  type UsageTotals,
} from './ems-usage.repository.ts';

// Usage of a connection or the sum of a selection, read from the coarsest rollup that answers (raw
// readings only at quarter resolution), and the machine feed that writes through the interval writer.

/** EMS routes are for customers that subscribe to the module (the profile's modules are those of the
 *  session's selected customer; the URL may name another customer an admin acts for). */
export async function requireEmsModule(ctx: ServiceContext, customerId: number): Promise<void> {
  const modules = await customerModules(ctx.db, customerId);
  if (!modules) throw notFound();
  if (!modules.includes('ems')) throw forbidden(USAGE_MESSAGES.moduleMissing);
}

function parseIds(value: string): number[] {
  const ids = [...new Set(value.split(',').map((part) => Number(part.trim())))];
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)) {
    throw validationError({ connectionIds: [USAGE_MESSAGES.connectionIds] });
  }
  if (ids.length > 100) throw validationError({ connectionIds: [USAGE_MESSAGES.tooManyConnections] });
  return ids;
}

const amount = (value: string | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

type UsagePlan = {
  query: UsageQuery;
  gas: boolean;
  /** The connections asked for (distinct) and as found. */
  ids: number[];
  found: UsageConnection[];
  selection: Selection;
  rangeFrom: Date;
  rangeTo: Date;
  totals: UsageTotals;
};

/** Checks a usage query (Dutch 422s, 404 for connections of another customer) and plans its read. */
async function planUsage(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, query }: { customerId: number; query: UsageQuery },
): Promise<UsagePlan> {
  requireActsFor(actor, customerId);
  await requireEmsModule(ctx, customerId);
  const { from, to, interval } = query;
  const ids = parseIds(query.connectionIds);
  if (to <= from) throw validationError({ to: [USAGE_MESSAGES.toAfterFrom] });
  const limit = USAGE_RANGE_LIMITS[interval];
  if (to > rangeLimit(from, limit.years)) {
    throw validationError({ to: [USAGE_MESSAGES.rangeTooLong(limit.label)] });
  }
  const found = await connectionsOfCustomer(ctx.db, customerId, ids);
  if (found.length !== ids.length) throw notFound();
  const products = new Set(found.map((c) => c.product));
  if (products.size > 1) throw validationError({ connectionIds: [USAGE_MESSAGES.mixedProducts] });
  const gas = products.has(PRODUCT_GAS);
  if (gas && interval === 'quarter') throw validationError({ interval: [USAGE_MESSAGES.gasQuarter] });

  const main = gas ? EMS_CHANNELS.gas.code : EMS_CHANNELS.consumption.code;
  const selection = {
    customerId,
    connectionIds: ids,
    main,
    channels: gas ? [main] : [main, EMS_CHANNELS.production.code],
  };
  const rangeFrom = startOfLocalDay(from);
  const rangeTo = startOfLocalDay(to);
  let totals: UsageTotals;
  if (interval === 'quarter') {
    totals = quarterTotals(selection, rangeFrom, rangeTo);
  } else if (interval === 'hour' || interval === 'day') {
    totals = rollupTotals(selection, interval, {
      from: rangeFrom,
      to: rangeTo,
      coreFrom: rangeFrom,
      coreTo: rangeTo,
    });
  } else {
    // whole calendar buckets from their own rollups; a bucket cut by from/to from day rollups
    const start = bucketStart(from, interval);
    let coreFrom = start === from ? from : addBuckets(start, interval, 1);
    let coreTo = bucketStart(to, interval);
    if (coreFrom >= coreTo) coreFrom = coreTo = to;
    totals = rollupTotals(selection, interval, {
      from: rangeFrom,
      to: rangeTo,
      coreFrom: startOfLocalDay(coreFrom),
      coreTo: startOfLocalDay(coreTo),
    });
  }
  return { query, gas, ids, found, selection, rangeFrom, rangeTo, totals };
}

/** The intervals a bucket should hold, summed over the selection (each connection's own interval). */
async function expectedCounter(
  ctx: ServiceContext,
  plan: UsagePlan,
): Promise<{ expectedOf: (bucket: UsageBucket) => number; peakBasis: PeakBasis }> {
  const minutesOf = await intervalMinutes(ctx.db, plan.selection, plan.rangeFrom, plan.rangeTo);
  const defaultMinutes = plan.gas ? 60 : 15;
  // the peak is the busiest day's mean only when every connection with data has daily readings only
  const measured = plan.ids.map((id) => minutesOf.get(id)).filter((m): m is number => m !== undefined);
  const peakBasis: PeakBasis =
    measured.length > 0 && measured.every((m) => m >= DAY_MINUTES) ? 'day-average' : 'interval';
  return {
    expectedOf: (bucket) =>
      plan.ids.reduce(
        (total, id) => total + expectedIntervals(bucket, minutesOf.get(id) ?? defaultMinutes),
        0,
      ),
    peakBasis,
  };
}

function usageMeta(plan: UsagePlan, buckets: number, peakBasis: PeakBasis): UsageResponse['meta'] {
  const { gas, found, query } = plan;
  const capacities = found.map((c) => c.contractedCapacity).filter((c): c is number => c !== null);
  return {
    unit: gas ? 'm³' : 'kWh',
    peakUnit: gas ? 'm³/h' : 'kW',
    interval: query.interval,
    from: query.from,
    to: query.to,
    contractedCapacity: capacities.length > 0 ? capacities.reduce((a, b) => a + b, 0) : null,
    buckets,
    peakBasis,
  };
}

/** Usage as objects (the export's rows). */
export async function getUsage(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; query: UsageQuery },
): Promise<UsageResponse> {
  const plan = await planUsage(ctx, actor, input);
  const { query, gas } = plan;
  const [rows, { expectedOf, peakBasis }] = await Promise.all([
    readUsageRows(ctx.db, plan.totals),
    expectedCounter(ctx, plan),
  ]);
  const byStart = new Map(rows.map((row) => [row.ms, row]));
  let data: UsagePoint[] = usageBuckets(query.from, query.to, query.interval).map((bucket) => {
    const row = byStart.get(bucket.start.getTime());
    const consumption = amount(row?.consumption);
    const production = gas ? null : (amount(row?.production) ?? (consumption === null ? null : 0));
    return {
      start: bucket.start.toISOString(),
      consumption,
      production,
      peakKw: amount(row?.peak),
      count: row?.count ?? 0,
      expected: expectedOf(bucket),
      consumptionLow: amount(row?.consumptionLow),
      productionLow: gas ? null : (amount(row?.productionLow) ?? (consumption === null ? null : 0)),
      net: consumption === null && production === null ? null : amount(row?.net),
    };
  });
  const total = data.length;
  if (query.maxPoints !== undefined && data.length > query.maxPoints) {
    const kept = minMaxIndices(
      data.map((point) => point.consumption),
      query.maxPoints,
    );
    data = kept.map((index) => data[index] as UsagePoint);
  }
  return { data, meta: usageMeta(plan, total, peakBasis) };
}

/**
 * Usage as the JSON text of UsageResponse (GET ems/usage): the same buckets and values as getUsage,
 * written without a point object per bucket (ems-usage.json.ts); quarters and hours as a writer of UTF-8
 * chunks (step-json.ts), which the route compresses or copies out.
 */
export async function getUsageJson(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; query: UsageQuery },
): Promise<string | StepJsonWriter> {
  const plan = await planUsage(ctx, actor, input);
  const { query } = plan;
  const { maxPoints } = query;
  if (query.interval === 'quarter' || query.interval === 'hour') {
    // buckets at a fixed step (a year is 35,040 quarters): the database sends each bucket's values as a
    // short line (readStepSeries), and the JSON is written here from dense series, as bytes, a chunk at
    // a time; every bucket expects the same count
    const step = STEP_MS[query.interval];
    const first = plan.rangeFrom.getTime();
    const length = Math.max(0, (plan.rangeTo.getTime() - first) / step);
    const bucket = { start: plan.rangeFrom, from: new Date(0), to: new Date(step), days: 0 };
    const range = { from: plan.rangeFrom, to: plan.rangeTo, length };
    const [series, { expectedOf, peakBasis }] = await Promise.all([
      readStepSeries(ctx.db, plan.selection, query.interval, range),
      expectedCounter(ctx, plan),
    ]);
    const keep =
      maxPoints !== undefined && length > maxPoints
        ? minMaxIndices(consumptionValues(series), maxPoints)
        : undefined;
    const meta = usageMeta(plan, length, peakBasis);
    const expected = expectedOf(bucket);
    return function* (acquire) {
      try {
        yield* stepJsonViews({ first, step, expected, series, meta, gas: plan.gas, keep }, acquire);
      } finally {
        releaseSeries(series);
      }
    };
  }
  const [rows, { expectedOf, peakBasis }] = await Promise.all([
    readUsageJson(ctx.db, plan.totals),
    expectedCounter(ctx, plan),
  ]);
  const calendar = usageBuckets(query.from, query.to, query.interval);
  const buckets: JsonBuckets = {
    starts: calendar.map((bucket) => bucket.start.getTime()),
    expected: (index) => expectedOf(calendar[index] as UsageBucket),
  };
  const keep =
    maxPoints !== undefined && buckets.starts.length > maxPoints
      ? (matched: Parameters<typeof consumptionOf>[0]) => minMaxIndices(consumptionOf(matched), maxPoints)
      : undefined;
  return writeUsageJson(buckets, rows, usageMeta(plan, buckets.starts.length, peakBasis), keep);
}

/** The machine feed: one connection (by EAN), one channel, all readings or none (422 per reading). */
export async function writeFeedReadings(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, body }: { customerId: number; body: ReadingsFeed },
): Promise<{ connectionId: number; written: number; firstDay: string; lastDay: string }> {
  requireActsFor(actor, customerId);
  await requireEmsModule(ctx, customerId);
  const channel = body.channel as EmsChannel;
  const units = UNITS_BY_CHANNEL[channel];
  if (!units.includes(body.unit)) {
    throw validationError({ unit: [USAGE_MESSAGES.unitForChannel(units.join(' of '))] });
  }
  const product = channel === 'gas' ? PRODUCT_GAS : PRODUCT_ELECTRICITY;
  const ean = body.ean.replace(/\s+/g, '');
  const connection = await connectionByEan(ctx.db, customerId, ean, product);
  if (!connection) throw validationError({ ean: [USAGE_MESSAGES.ean] });
  const minutes = body.intervalMinutes ?? (channel === 'gas' ? 60 : 15);
  const checked = checkFeed(body.readings, {
    minutes,
    power: body.unit === 'kW',
    now: new Date(),
    messages: USAGE_MESSAGES,
  });
  if (Object.keys(checked.errors).length > 0) throw validationError(checked.errors);
  const result = await writeIntervalReadings(ctx.db, {
    customerId,
    connectionId: connection.id,
    channel: EMS_CHANNELS[channel].code,
    minutes,
    readings: checked.readings.map((reading, index) => ({
      ...reading,
      quality: READING_QUALITIES[body.readings[index]?.quality ?? 'measured'],
    })),
  });
  if (!result) throw validationError({ readings: [USAGE_MESSAGES.readingsRequired] });
  await writeAudit(ctx.db, actor, {
    event: 'ems.readings-written',
    customerId,
    subjectType: 'connection',
    subjectId: connection.id,
    details: {
      channel,
      unit: body.unit,
      written: result.written,
      firstDay: result.firstDay,
      lastDay: result.lastDay,
    },
  });
  return { connectionId: connection.id, ...result };
}
