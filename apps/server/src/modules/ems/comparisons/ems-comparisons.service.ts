import type { z } from 'zod';
import { PRODUCT_GAS } from '@energiek/contracts/connections';
import {
  COMPARISON_MAX_CONNECTIONS,
  COMPARISON_MAX_DAYS,
  COMPARISON_MAX_QUARTER_DAYS,
  COMPARISON_MESSAGES as M,
  type Comparison,
  type ComparisonGrain,
  type ComparisonSeries,
  type comparisonQuerySchema,
} from '@energiek/contracts/ems-comparisons';
import { EMS_CHANNELS, type EmsChannel, type EmsChannelCode } from '@energiek/contracts/ems';
import { formatConnectionAddress } from '@energiek/contracts/connections';
import { formatDate, formatEan } from '@energiek/contracts/format';
import { addBuckets, bucketStart } from '@energiek/domain/buckets';
import { daysBetween } from '@energiek/domain/calendar';
import { normalisedUsage, sumDecimals, usagePerDegreeDay } from '@energiek/domain/degree-day-normalisation';
import { degreeDayRegression, regressionNormalised } from '@energiek/domain/degree-day-regression';
import { baseLoad, carpet, weekdayProfile } from '@energiek/domain/load-profile';
import { comparisonPeriod, periodBuckets, type DayRange } from '@energiek/domain/comparison-periods';
import { addLocalDays, localDayOf } from '@energiek/domain/local-time';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { notFound, validationError } from '../../../lib/http-errors.ts';
import { expectedIntervals } from '../overview/ems-overview.service.ts';
import { emsConnections, rollupRows, type EmsConnectionRow } from '../overview/ems-rollups.repository.ts';
import { rawReadings, weightedDegreeDays } from './ems-comparisons.repository.ts';

// Comparisons (issue 16 "ems/comparisons"): buckets from rollups (the coarsest that answers), the carpet
// plot and the quarter profile from raw quarters, gas per weighted degree day.

type Query = z.output<typeof comparisonQuerySchema>;

function checkRange(query: Query): void {
  if (query.to <= query.from) throw validationError({ to: [M.toAfterFrom] });
  const max =
    query.kind === 'profile' || query.kind === 'carpet' ? COMPARISON_MAX_QUARTER_DAYS : COMPARISON_MAX_DAYS;
  if (daysBetween(query.from, query.to) > max) throw validationError({ to: [M.tooLong(max)] });
}

function channelFor(connection: EmsConnectionRow, name: string | undefined): EmsChannelCode {
  const gas = connection.product === PRODUCT_GAS;
  if (!name) return gas ? EMS_CHANNELS.gas.code : EMS_CHANNELS.consumption.code;
  if ((name === 'gas') !== gas) throw validationError({ channel: [M.channelProduct] });
  return EMS_CHANNELS[name as EmsChannel].code;
}

function unitOf(channel: EmsChannelCode): string {
  return Object.values(EMS_CHANNELS).find((c) => c.code === channel)?.unit ?? '';
}

async function connectionsOf(ctx: ServiceContext, customerId: number, ids: number[]) {
  const rows = await emsConnections(ctx.db, customerId, ids);
  // Another customer's (or a hidden) connection: not found, as for any id the user may not see.
  if (rows.length !== new Set(ids).size) throw notFound();
  return ids.map((id) => rows.find((row) => row.id === id) as EmsConnectionRow);
}

/** Sums of day rollups per bucket (whole calendar buckets straight from their rollups); `start` names
 * the point, [from, to) are the days it covers. */
async function bucketSeries(
  ctx: ServiceContext,
  customerId: number,
  connection: EmsConnectionRow,
  channel: EmsChannelCode,
  grain: ComparisonGrain,
  buckets: readonly DayRange[],
): Promise<ComparisonSeries['points']> {
  const first = buckets[0];
  const last = buckets.at(-1);
  if (!first || !last) return [];
  const whole = buckets.every(
    (b) =>
      b.from === b.start && bucketStart(b.from, grain) === b.from && addBuckets(b.from, grain, 1) === b.to,
  );
  const rows = await rollupRows(
    ctx.db,
    customerId,
    { connectionIds: [connection.id], channels: [channel] },
    whole ? grain : 'day',
    first.from,
    last.to,
  );
  const minutes = rows[0]?.minutes ?? connection.lastMinutes;
  const bucketOfDay = new Map<string, number>();
  buckets.forEach((b, index) => {
    for (let day = b.from; day < b.to; day = addLocalDays(day, 1)) bucketOfDay.set(day, index);
  });
  const groups = buckets.map(() => [] as typeof rows);
  for (const row of rows) groups[bucketOfDay.get(localDayOf(row.start)) ?? -1]?.push(row);
  return buckets.map((b, index) => {
    const group = groups[index] ?? [];
    return {
      start: b.start,
      value: group.length === 0 ? null : sumDecimals(group.map((row) => row.sum)),
      count: group.reduce((total, row) => total + row.count, 0),
      expected: expectedIntervals(b.from, b.to, minutes),
    };
  });
}

function series(
  key: string,
  label: string,
  connection: EmsConnectionRow,
  from: string,
  to: string,
  points: ComparisonSeries['points'],
): ComparisonSeries {
  return {
    key,
    label,
    connectionId: connection.id,
    from,
    to,
    total: sumDecimals(points.map((p) => p.value ?? 0)),
    points,
  };
}

const periodLabel = (from: string, to: string) =>
  `${formatDate(from)} t/m ${formatDate(addLocalDays(to, -1))}`;
const connectionLabel = (c: EmsConnectionRow) =>
  [formatEan(c.ean), formatConnectionAddress(c)].filter(Boolean).join(' · ');

/** Adds weighted degree days to every point and the totals; null where a day of the bucket has none. */
async function withDegreeDays(
  ctx: ServiceContext,
  item: ComparisonSeries,
  grain: ComparisonGrain,
  station: number,
) {
  const wdd = await weightedDegreeDays(ctx.db, station, item.from, item.to);
  const sumDays = (from: string, to: string): number | null => {
    const values: string[] = [];
    for (let day = from; day < to; day = addLocalDays(day, 1)) {
      const value = wdd.get(day);
      if (value === undefined) return null;
      values.push(value);
    }
    return sumDecimals(values);
  };
  for (const point of item.points) {
    const start = point.start < item.from ? item.from : point.start;
    const next = addBuckets(point.start, grain, 1);
    point.weightedDegreeDays = sumDays(start, next < item.to ? next : item.to);
    point.perDegreeDay =
      point.value === null || point.weightedDegreeDays === null
        ? null
        : usagePerDegreeDay(point.value, point.weightedDegreeDays);
  }
  // The regression baseline over the complete buckets that have degree days (issue 32).
  item.regression = degreeDayRegression(
    item.points.flatMap((point) => {
      if (point.value === null || point.weightedDegreeDays == null || point.count < point.expected) return [];
      const start = point.start < item.from ? item.from : point.start;
      const next = addBuckets(point.start, grain, 1);
      const days = daysBetween(start, next < item.to ? next : item.to);
      return [{ days, usage: point.value, degreeDays: point.weightedDegreeDays }];
    }),
  );
  item.weightedDegreeDays = sumDays(item.from, item.to);
  item.perDegreeDay =
    item.weightedDegreeDays === null ? null : usagePerDegreeDay(item.total, item.weightedDegreeDays);
}

const empty = { series: [], profile: null, carpet: null };

/** GET customers/{customerId}/ems/comparisons */
export async function getEmsComparison(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, query }: { customerId: number; query: Query },
): Promise<Comparison> {
  requireActsFor(actor, customerId);
  checkRange(query);
  const { kind, from, to, grain } = query;

  if (kind === 'connections') {
    const ids = (query.connectionIds ?? '').split(',').filter(Boolean).map(Number);
    if (ids.length < 2 || ids.length > COMPARISON_MAX_CONNECTIONS || new Set(ids).size !== ids.length) {
      throw validationError({ connectionIds: [M.connectionsRequired] });
    }
    const list = await connectionsOf(ctx, customerId, ids);
    if (new Set(list.map((c) => c.product)).size > 1)
      throw validationError({ connectionIds: [M.sameProduct] });
    const channel = channelFor(list[0] as EmsConnectionRow, query.channel);
    const out: ComparisonSeries[] = [];
    for (const connection of list) {
      const points = await bucketSeries(
        ctx,
        customerId,
        connection,
        channel,
        grain,
        periodBuckets(from, to, grain),
      );
      out.push(series(`c${connection.id}`, connectionLabel(connection), connection, from, to, points));
    }
    return { kind, unit: unitOf(channel), grain, ...empty, series: out };
  }

  if (query.connectionId === undefined) throw validationError({ connectionId: [M.connectionRequired] });
  const [connection] = await connectionsOf(ctx, customerId, [query.connectionId]);
  if (!connection) throw notFound();
  const channel = channelFor(connection, query.channel);
  const unit = unitOf(channel);

  if (kind === 'periods' || kind === 'degree-days') {
    if (kind === 'degree-days' && connection.product !== PRODUCT_GAS) {
      throw validationError({ connectionId: [M.gasOnly] });
    }
    if (!query.compareFrom) throw validationError({ compareFrom: [M.compareFromRequired] });
    // periods: the comparison period moved by whole weeks to the same weekdays (issue 32); degree days:
    // the chosen dates (the weather, not the weekday, sets the comparison there).
    const moved =
      kind === 'periods'
        ? comparisonPeriod(from, to, query.compareFrom, grain)
        : (() => {
            const compareTo = addLocalDays(query.compareFrom, daysBetween(from, to));
            const buckets = periodBuckets(query.compareFrom, compareTo, grain);
            return {
              shiftDays: daysBetween(query.compareFrom, from),
              from: query.compareFrom,
              to: compareTo,
              buckets,
            };
          })();
    const a = series(
      'a',
      periodLabel(from, to),
      connection,
      from,
      to,
      await bucketSeries(ctx, customerId, connection, channel, grain, periodBuckets(from, to, grain)),
    );
    const b = series(
      'b',
      periodLabel(moved.from, moved.to),
      connection,
      moved.from,
      moved.to,
      await bucketSeries(ctx, customerId, connection, channel, grain, moved.buckets),
    );
    if (kind === 'degree-days') {
      await withDegreeDays(ctx, a, grain, query.station);
      await withDegreeDays(ctx, b, grain, query.station);
      b.normalised =
        a.weightedDegreeDays == null || b.weightedDegreeDays == null
          ? null
          : normalisedUsage(b.total, b.weightedDegreeDays, a.weightedDegreeDays);
      b.regressionNormalised =
        a.weightedDegreeDays == null || b.weightedDegreeDays == null || !b.regression
          ? null
          : regressionNormalised(b.total, b.weightedDegreeDays, a.weightedDegreeDays, b.regression);
    }
    return { kind, unit, grain, ...empty, series: [a, b] };
  }

  // profile and carpet: quarters from raw rows, hours from hour rollups
  const minutes = connection.lastMinutes;
  if (minutes === 1440) throw validationError({ connectionId: [M.dailyOnly] });
  const slotMinutes: 15 | 60 = query.resolution === 'quarter' && minutes !== 60 ? 15 : 60;
  const readings =
    slotMinutes === 15
      ? await rawReadings(ctx.db, customerId, { connectionId: connection.id, channel }, from, to)
      : (
          await rollupRows(
            ctx.db,
            customerId,
            { connectionIds: [connection.id], channels: [channel] },
            'hour',
            from,
            to,
          )
        ).map((row) => ({ start: row.start, value: row.sum }));
  if (kind === 'profile') {
    return { kind, unit, grain, ...empty, profile: weekdayProfile(readings, slotMinutes) };
  }
  const days: string[] = [];
  for (let day = from; day < to; day = addLocalDays(day, 1)) days.push(day);
  const plot = carpet(readings, days, slotMinutes);
  const base = baseLoad(plot.values.flat());
  return {
    kind,
    unit,
    grain,
    ...empty,
    carpet: {
      ...plot,
      baseLoad: base,
      baseLoadKw: base === null ? null : Math.round(base * (60 / slotMinutes) * 10_000) / 10_000,
    },
  };
}
