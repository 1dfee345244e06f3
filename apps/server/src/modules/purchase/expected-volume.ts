import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { EMS_CHANNELS, ROLLUP_GRAINS } from '@energiek/contracts/ems';
import type { Executor } from '@energiek/db/client';
import {
  collectiveParticipants,
  connectionTaxSettings,
  degreeDays,
  intervalRollups,
} from '@energiek/db/schema/index';
import { normalisedUsage } from '@energiek/domain/degree-day-normalisation';
import {
  expectedPeriodVolume,
  fitGasBaseLoad,
  type GasMonth,
  type VolumeCertainty,
} from '@energiek/domain/expected-volume';
import { localDayOf, startOfLocalDay } from '@energiek/domain/local-time';
import type { ConnectionRow } from './purchase.repository.ts';

// The expected annual volume of a connection (forecast, click positions): the last twelve whole months of
// EMS data (monthly rollups) through the one expected-volume rule (packages/domain/src/expected-volume.ts:
// scaled by the days covered, gas missing months filled by base load + degree days), gas then scaled to a
// normal year's weighted degree days (De Bilt) when the history is complete; else the
// expected annual volume entered for a collective participant; else the one entered for the connection
// (connection_tax_settings, taxes area); else unknown.

export const DEGREE_DAY_STATION = 260;

export type VolumeSource = 'ems' | 'ems-normalised' | 'collective' | 'entered' | 'none';

export type ExpectedVolume = {
  /** kWh or m³ a year; null when unknown. */
  volume: number | null;
  source: VolumeSource;
  /** The share of the low (dal) register in the history, 0–1 (electricity). */
  lowShare: number;
  /** Months of history the volume is based on (EMS). */
  months: number;
  /** Days of history the volume is based on (EMS; a partial month counts its days). */
  coveredDays: number;
  /** How sure the volume is (share of the twelve months measured; entered figures are medium). */
  certainty: VolumeCertainty | null;
  /** Weighted degree days of the history and of the normal year (gas). */
  degreeDays: { history: number; normal: number } | null;
  /** Gas: base load per day and usage per weighted degree day fitted on the measured months (EMS). */
  fit: { basePerDay: number; perDegreeDay: number } | null;
};

/** First day of the month `delta` months from `day`'s month, YYYY-MM-01. */
export function monthStart(day: string, delta = 0): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

async function degreeDaySum(db: Executor, from: string, to: string) {
  const [row] = await db
    .select({
      sum: sql<string | null>`sum(${degreeDays.weightedDegreeDays})`,
      days: sql<number>`count(*)::int`,
    })
    .from(degreeDays)
    .where(
      and(eq(degreeDays.station, DEGREE_DAY_STATION), gte(degreeDays.day, from), lt(degreeDays.day, to)),
    );
  return { sum: Number(row?.sum ?? 0), days: Number(row?.days ?? 0) };
}

/** The mean weighted degree days of the complete calendar years before `year` (up to ten). */
async function normalYearDegreeDays(db: Executor, year: number): Promise<number | null> {
  const sums: number[] = [];
  for (let y = year - 1; y >= year - 10; y--) {
    const { sum, days } = await degreeDaySum(db, `${y}-01-01`, `${y + 1}-01-01`);
    if (days < 365) break;
    sums.push(sum);
  }
  return sums.length === 0 ? null : sums.reduce((a, b) => a + b, 0) / sums.length;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** Weighted degree days per month (YYYY-MM) from `from` to `to` (exclusive). */
async function degreeDaysByMonth(db: Executor, from: string, to: string): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${degreeDays.day}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, sum: sql<string | null>`sum(${degreeDays.weightedDegreeDays})` })
    .from(degreeDays)
    .where(and(eq(degreeDays.station, DEGREE_DAY_STATION), gte(degreeDays.day, from), lt(degreeDays.day, to)))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, Number(row.sum ?? 0)]));
}

type MonthRollup = { start: Date; sum: string; low: string; count: number; expected: number };

/** The measured months of one connection as the expected-volume input: days covered, gas months for the fit. */
function emsPart(months: readonly MonthRollup[], monthDegreeDays: Map<string, number>) {
  let volume = 0;
  let low = 0;
  let coveredDays = 0;
  let coveredDegreeDays = 0;
  const gasMonths: GasMonth[] = [];
  for (const m of months) {
    const key = localDayOf(m.start).slice(0, 7);
    const [y, mo] = key.split('-').map(Number) as [number, number];
    const monthDays = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    // The days covered: the month's days in the share of its intervals measured (DST-proof).
    const days = m.expected > 0 ? (monthDays * Math.min(m.count, m.expected)) / m.expected : 0;
    // The month's degree days in proportion to the days measured.
    const dd = ((monthDegreeDays.get(key) ?? 0) * days) / monthDays;
    volume += Number(m.sum);
    low += Number(m.low);
    coveredDays += days;
    coveredDegreeDays += dd;
    gasMonths.push({ volume: Number(m.sum), days, degreeDays: dd });
  }
  return { volume, low, coveredDays, coveredDegreeDays, months: gasMonths };
}

export async function expectedAnnualVolumes(
  db: Executor,
  customerId: number,
  connectionRows: readonly ConnectionRow[],
  today: string,
): Promise<Map<number, ExpectedVolume>> {
  const result = new Map<number, ExpectedVolume>();
  const ids = connectionRows.map((c) => c.id);
  if (ids.length === 0) return result;
  const from = monthStart(today, -12);
  const to = monthStart(today);
  const r = intervalRollups;
  const monthRows = await db
    .select({
      connectionId: r.connectionId,
      channel: r.channel,
      start: r.start,
      sum: r.sum,
      low: r.sumLow,
      count: r.count,
      expected: r.expected,
    })
    .from(r)
    .where(
      and(
        eq(r.customerId, customerId),
        inArray(r.connectionId, ids),
        eq(r.grain, ROLLUP_GRAINS.month),
        inArray(r.channel, [EMS_CHANNELS.consumption.code, EMS_CHANNELS.gas.code]),
        gte(r.start, startOfLocalDay(from)),
        lt(r.start, startOfLocalDay(to)),
      ),
    );
  const participants = await db
    .select({
      connectionId: collectiveParticipants.connectionId,
      volume: collectiveParticipants.expectedAnnualVolume,
    })
    .from(collectiveParticipants)
    .where(
      and(
        eq(collectiveParticipants.customerId, customerId),
        inArray(collectiveParticipants.connectionId, ids),
      ),
    );
  const settings = await db
    .select({
      connectionId: connectionTaxSettings.connectionId,
      volume: connectionTaxSettings.expectedAnnualVolume,
    })
    .from(connectionTaxSettings)
    .where(
      and(eq(connectionTaxSettings.customerId, customerId), inArray(connectionTaxSettings.connectionId, ids)),
    );
  const needsDegreeDays = connectionRows.some((c) => c.product === 2);
  const history = needsDegreeDays ? await degreeDaySum(db, from, to) : null;
  const normal = needsDegreeDays ? await normalYearDegreeDays(db, Number(today.slice(0, 4))) : null;
  const monthDegreeDays = needsDegreeDays ? await degreeDaysByMonth(db, from, to) : new Map<string, number>();
  const periodDays = daysBetween(from, to);

  for (const connection of connectionRows) {
    const channel = connection.product === 1 ? EMS_CHANNELS.consumption.code : EMS_CHANNELS.gas.code;
    const months = monthRows.filter((row) => row.connectionId === connection.id && row.channel === channel);
    const ems = months.length > 0 ? emsPart(months, monthDegreeDays) : null;
    const entered = participants.find((p) => p.connectionId === connection.id);
    if (ems && ems.volume > 0) {
      // Scaled by the days covered (a partial month counts its days), gas filled by base load + degree days
      // (packages/domain/src/expected-volume.ts), over the last twelve whole months.
      const scaled = expectedPeriodVolume({
        product: connection.product,
        periodDays,
        ...(history && history.days >= periodDays ? { periodDegreeDays: history.sum } : {}),
        interval: ems,
        readings: null,
        stated: null,
        minimumDays: 1,
      });
      const annual = scaled.volume ?? 0;
      const lowShare = connection.product === 1 ? ems.low / ems.volume : 0;
      const canNormalise =
        connection.product === 2 &&
        history !== null &&
        history.days >= 365 &&
        history.sum > 0 &&
        normal !== null;
      const normalised = canNormalise ? normalisedUsage(annual, history.sum, normal) : null;
      result.set(connection.id, {
        volume: Math.round(normalised ?? annual),
        source: normalised === null ? 'ems' : 'ems-normalised',
        lowShare,
        months: months.length,
        coveredDays: Math.round(ems.coveredDays * 100) / 100,
        certainty: scaled.certainty,
        degreeDays: canNormalise ? { history: history.sum, normal } : null,
        fit: connection.product === 2 ? fitGasBaseLoad(ems.months) : null,
      });
    } else if (entered) {
      result.set(connection.id, {
        volume: Number(entered.volume),
        source: 'collective',
        lowShare: 0,
        months: 0,
        coveredDays: 0,
        certainty: 'medium',
        degreeDays: null,
        fit: null,
      });
    } else if (settings.some((row) => row.connectionId === connection.id && row.volume !== null)) {
      const own = settings.find((row) => row.connectionId === connection.id);
      result.set(connection.id, {
        volume: Number(own?.volume),
        source: 'entered',
        lowShare: 0,
        months: 0,
        coveredDays: 0,
        certainty: 'medium',
        degreeDays: null,
        fit: null,
      });
    } else {
      result.set(connection.id, {
        volume: null,
        source: 'none',
        lowShare: 0,
        months: 0,
        coveredDays: 0,
        certainty: null,
        degreeDays: null,
        fit: null,
      });
    }
  }
  return result;
}

/** Measured volume per connection from `from` to `to` (exclusive; day rollups), kWh or m³. */
export async function measuredVolumes(
  db: Executor,
  customerId: number,
  connectionRows: readonly ConnectionRow[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  const ids = connectionRows.map((c) => c.id);
  if (ids.length === 0 || to <= from) return new Map();
  const r = intervalRollups;
  const rows = await db
    .select({ connectionId: r.connectionId, channel: r.channel, sum: sql<string>`sum(${r.sum})` })
    .from(r)
    .where(
      and(
        eq(r.customerId, customerId),
        inArray(r.connectionId, ids),
        eq(r.grain, ROLLUP_GRAINS.day),
        inArray(r.channel, [EMS_CHANNELS.consumption.code, EMS_CHANNELS.gas.code]),
        gte(r.start, startOfLocalDay(from)),
        lt(r.start, startOfLocalDay(to)),
      ),
    )
    .groupBy(r.connectionId, r.channel);
  const result = new Map<number, number>();
  for (const connection of connectionRows) {
    const channel = connection.product === 1 ? EMS_CHANNELS.consumption.code : EMS_CHANNELS.gas.code;
    const row = rows.find((x) => x.connectionId === connection.id && x.channel === channel);
    if (row) result.set(connection.id, Number(row.sum));
  }
  return result;
}

/**
 * The normal year's weighted degree days per calendar month (January first): the mean of each month over
 * the complete calendar years before `year` (up to ten, De Bilt); null without one complete year.
 */
export async function normalMonthDegreeDays(db: Executor, year: number): Promise<number[] | null> {
  const years: number[] = [];
  for (let y = year - 1; y >= year - 10; y--) {
    const { days } = await degreeDaySum(db, `${y}-01-01`, `${y + 1}-01-01`);
    if (days < 365) break;
    years.push(y);
  }
  if (years.length === 0) return null;
  const first = Math.min(...years);
  const byMonth = await degreeDaysByMonth(db, `${first}-01-01`, `${year}-01-01`);
  return Array.from({ length: 12 }, (_, i) => {
    const key = String(i + 1).padStart(2, '0');
    const sum = years.reduce((total, y) => total + (byMonth.get(`${y}-${key}`) ?? 0), 0);
    return sum / years.length;
  });
}

/**
 * Measured volume per connection from `from` to `to` (exclusive; day rollups) with the days it covers (a
 * day counts the share of its intervals measured), kWh or m³.
 */
export async function measuredParts(
  db: Executor,
  customerId: number,
  connectionRows: readonly ConnectionRow[],
  from: string,
  to: string,
): Promise<Map<number, { volume: number; coveredDays: number }>> {
  const ids = connectionRows.map((c) => c.id);
  if (ids.length === 0 || to <= from) return new Map();
  const r = intervalRollups;
  const rows = await db
    .select({
      connectionId: r.connectionId,
      channel: r.channel,
      sum: sql<string>`sum(${r.sum})`,
      covered: sql<string>`sum(case when ${r.expected} > 0 then least(${r.count}, ${r.expected})::numeric / ${r.expected} else 0 end)`,
    })
    .from(r)
    .where(
      and(
        eq(r.customerId, customerId),
        inArray(r.connectionId, ids),
        eq(r.grain, ROLLUP_GRAINS.day),
        inArray(r.channel, [EMS_CHANNELS.consumption.code, EMS_CHANNELS.gas.code]),
        gte(r.start, startOfLocalDay(from)),
        lt(r.start, startOfLocalDay(to)),
      ),
    )
    .groupBy(r.connectionId, r.channel);
  const result = new Map<number, { volume: number; coveredDays: number }>();
  for (const connection of connectionRows) {
    const channel = connection.product === 1 ? EMS_CHANNELS.consumption.code : EMS_CHANNELS.gas.code;
    const row = rows.find((x) => x.connectionId === connection.id && x.channel === channel);
    if (row) result.set(connection.id, { volume: Number(row.sum), coveredDays: Number(row.covered) });
  }
  return result;
}
