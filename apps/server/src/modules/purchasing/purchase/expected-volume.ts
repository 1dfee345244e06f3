import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { EMS_CHANNELS, type EmsChannelCode } from '@energiek/contracts/ems';
import type { Executor } from '@energiek/db/client';
import { collectiveParticipants, connectionTaxSettings, degreeDays } from '@energiek/db/schema/index';
import { normalisedUsage } from '@energiek/domain/degree-day-normalisation';
import {
  chooseAnnualVolume,
  chooseLowShare,
  fitGasBaseLoad,
  type GasMonth,
  type VolumeCertainty,
} from '@energiek/domain/expected-volume';
import { localDayOf } from '@energiek/domain/local-time';
import { measuredUsage, rollupRows } from '../../ems/ems.service.ts';
import type { ConnectionRow } from './purchase.repository.ts';

// The expected annual volume of a connection (forecast, click positions, budgets) over the last twelve
// whole months, by the order of precedence of chooseAnnualVolume (packages/domain/src/expected-volume.ts):
// interval data (month rollups of 15/60-minute data), else the usage derived from the connection's meter
// register readings (ems writes it as whole days, 1440 minutes), each scaled by the days covered and for
// gas with the missing months filled by base load + degree days; else the expected annual volume entered
// for the connection itself (connection_tax_settings, the figure the taxes overview uses too); else the
// one entered for it as a collective participant; else unknown (the normal/low split then follows the
// profile category). Measured gas is scaled to a normal year's weighted degree days (De Bilt) when the
// degree days of the history are complete. The energy data comes through the ems front door.

export const DEGREE_DAY_STATION = 260;

export type VolumeSource =
  'ems' | 'ems-normalised' | 'readings' | 'readings-normalised' | 'collective' | 'entered' | 'none';

/** Rollups of this interval length (a whole day) are usage derived from meter readings. */
const READINGS_MINUTES = 1440;
const USAGE_CHANNELS: EmsChannelCode[] = [EMS_CHANNELS.consumption.code, EMS_CHANNELS.gas.code];
const channelOf = (product: number): EmsChannelCode =>
  product === 1 ? EMS_CHANNELS.consumption.code : EMS_CHANNELS.gas.code;

export type ExpectedVolume = {
  /** kWh or m³ a year; null when unknown. */
  volume: number | null;
  source: VolumeSource;
  /**
   * The low (dal) share of the measured history, 0–1 (electricity; gas 0); null when the volume is not
   * measured (the forecast then splits by the profile category).
   */
  lowShare: number | null;
  /** Months of history the volume is based on (interval data or readings). */
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

type MonthRollup = { start: Date; sum: string; sumLow: string; count: number; expected: number };

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
    low += Number(m.sumLow);
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
  /** measuredOnly: leave the stated figures out (the collective's "Uit EMS overnemen"). */
  options: { measuredOnly?: boolean } = {},
): Promise<Map<number, ExpectedVolume>> {
  const result = new Map<number, ExpectedVolume>();
  const ids = connectionRows.map((c) => c.id);
  if (ids.length === 0) return result;
  const from = monthStart(today, -12);
  const to = monthStart(today);
  // The month rollups through the ems front door: `minutes` 1440 are days derived from meter readings.
  const monthRows = await rollupRows(
    db,
    customerId,
    { connectionIds: ids, channels: USAGE_CHANNELS },
    'month',
    from,
    to,
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
    const channel = channelOf(connection.product);
    const own = monthRows.filter((row) => row.connectionId === connection.id && row.channel === channel);
    const intervalMonths = own.filter((row) => row.minutes < READINGS_MINUTES);
    const readingMonths = own.filter((row) => row.minutes >= READINGS_MINUTES);
    const interval = intervalMonths.length > 0 ? emsPart(intervalMonths, monthDegreeDays) : null;
    const readings = readingMonths.length > 0 ? emsPart(readingMonths, monthDegreeDays) : null;
    const stated = settings.find((row) => row.connectionId === connection.id && row.volume !== null);
    const participant = participants.find((p) => p.connectionId === connection.id && p.volume !== null);
    const choice = chooseAnnualVolume({
      product: connection.product,
      periodDays,
      ...(history && history.days >= periodDays ? { periodDegreeDays: history.sum } : {}),
      interval: interval && interval.volume > 0 ? interval : null,
      readings: readings && readings.volume > 0 ? readings : null,
      own: stated && !options.measuredOnly ? Number(stated.volume) : null,
      collective: participant && !options.measuredOnly ? Number(participant.volume) : null,
    });
    const part = choice.source === 'interval' ? interval : choice.source === 'readings' ? readings : null;
    if (part && choice.volume !== null) {
      const annual = choice.volume;
      const canNormalise =
        connection.product === 2 &&
        history !== null &&
        history.days >= 365 &&
        history.sum > 0 &&
        normal !== null;
      const normalised = canNormalise ? normalisedUsage(annual, history.sum, normal) : null;
      const measured = choice.source === 'interval' ? 'ems' : 'readings';
      result.set(connection.id, {
        volume: Math.round(normalised ?? annual),
        source: normalised === null ? measured : `${measured}-normalised`,
        lowShare:
          connection.product === 1 ? chooseLowShare(choice.basis, { interval, readings }, () => null) : 0,
        months: (choice.source === 'interval' ? intervalMonths : readingMonths).length,
        coveredDays: Math.round(part.coveredDays * 100) / 100,
        certainty: choice.certainty,
        degreeDays: canNormalise ? { history: history.sum, normal } : null,
        fit: connection.product === 2 ? fitGasBaseLoad(part.months) : null,
      });
    } else {
      result.set(connection.id, {
        volume: choice.volume === null ? null : Math.round(choice.volume),
        source: choice.source === 'own' ? 'entered' : choice.source === 'collective' ? 'collective' : 'none',
        lowShare: null,
        months: 0,
        coveredDays: 0,
        certainty: choice.certainty,
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
  const parts = await measuredParts(db, customerId, connectionRows, from, to);
  return new Map([...parts].map(([id, part]) => [id, part.volume]));
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
 * day counts the share of its intervals measured), kWh or m³ — through the ems front door.
 */
export async function measuredParts(
  db: Executor,
  customerId: number,
  connectionRows: readonly ConnectionRow[],
  from: string,
  to: string,
): Promise<Map<number, { volume: number; coveredDays: number }>> {
  const ids = connectionRows.map((c) => c.id);
  const rows = await measuredUsage(
    db,
    customerId,
    { connectionIds: ids, channels: USAGE_CHANNELS },
    from,
    to,
  );
  const result = new Map<number, { volume: number; coveredDays: number }>();
  for (const connection of connectionRows) {
    const channel = channelOf(connection.product);
    const row = rows.find((x) => x.connectionId === connection.id && x.channel === channel);
    if (row) result.set(connection.id, { volume: Number(row.sum), coveredDays: row.coveredDays });
  }
  return result;
}
