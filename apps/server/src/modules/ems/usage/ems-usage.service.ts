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
import { expectedIntervals, rangeLimit, usageBuckets } from '@energiek/domain/usage-buckets';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { forbidden, notFound, validationError } from '../../../lib/http-errors.ts';
import { writeIntervalReadings } from '../interval-writer.ts';
import {
  connectionByEan,
  connectionsOfCustomer,
  customerModules,
  intervalMinutes,
  readQuarters,
  readRollups,
  type UsageRow,
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

export async function getUsage(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, query }: { customerId: number; query: UsageQuery },
): Promise<UsageResponse> {
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
  const buckets = usageBuckets(from, to, interval);

  let rows: UsageRow[];
  if (interval === 'quarter') {
    rows = await readQuarters(ctx.db, selection, rangeFrom, rangeTo);
  } else if (interval === 'hour' || interval === 'day') {
    rows = await readRollups(ctx.db, selection, interval, {
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
    rows = await readRollups(ctx.db, selection, interval, {
      from: rangeFrom,
      to: rangeTo,
      coreFrom: startOfLocalDay(coreFrom),
      coreTo: startOfLocalDay(coreTo),
    });
  }

  const minutesOf = await intervalMinutes(ctx.db, selection, rangeFrom, rangeTo);
  const defaultMinutes = gas ? 60 : 15;
  const byStart = new Map(rows.map((row) => [row.ms, row]));
  let data: UsagePoint[] = buckets.map((bucket) => {
    const row = byStart.get(bucket.start.getTime());
    const expected = ids.reduce(
      (total, id) => total + expectedIntervals(bucket, minutesOf.get(id) ?? defaultMinutes),
      0,
    );
    const consumption = amount(row?.consumption);
    const production = gas ? null : (amount(row?.production) ?? (consumption === null ? null : 0));
    return {
      start: bucket.start.toISOString(),
      consumption,
      production,
      peakKw: amount(row?.peak),
      count: row?.count ?? 0,
      expected,
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
  const capacities = found.map((c) => c.contractedCapacity).filter((c): c is number => c !== null);
  return {
    data,
    meta: {
      unit: gas ? 'm³' : 'kWh',
      peakUnit: gas ? 'm³/h' : 'kW',
      interval,
      from,
      to,
      contractedCapacity: capacities.length > 0 ? capacities.reduce((a, b) => a + b, 0) : null,
      buckets: total,
    },
  };
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
