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
import { startOfLocalDay } from '@energiek/domain/local-time';
import type { ConnectionRow } from './purchase.repository.ts';

// The expected annual volume of a connection (forecast, click positions): the last twelve whole months of
// EMS data (monthly rollups), gas scaled to a normal year's weighted degree days (De Bilt); else the
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
  /** Weighted degree days of the history and of the normal year (gas). */
  degreeDays: { history: number; normal: number } | null;
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
  const rows = await db
    .select({
      connectionId: r.connectionId,
      channel: r.channel,
      sum: sql<string>`sum(${r.sum})`,
      low: sql<string>`sum(${r.sumLow})`,
      months: sql<number>`count(*)::int`,
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
    )
    .groupBy(r.connectionId, r.channel);
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

  for (const connection of connectionRows) {
    const channel = connection.product === 1 ? EMS_CHANNELS.consumption.code : EMS_CHANNELS.gas.code;
    const ems = rows.find((row) => row.connectionId === connection.id && row.channel === channel);
    const entered = participants.find((p) => p.connectionId === connection.id);
    if (ems && ems.months > 0 && Number(ems.sum) > 0) {
      const annual = (Number(ems.sum) * 12) / ems.months;
      const lowShare = connection.product === 1 ? Number(ems.low) / Number(ems.sum) : 0;
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
        months: ems.months,
        degreeDays: canNormalise ? { history: history.sum, normal } : null,
      });
    } else if (entered) {
      result.set(connection.id, {
        volume: Number(entered.volume),
        source: 'collective',
        lowShare: 0,
        months: 0,
        degreeDays: null,
      });
    } else if (settings.some((row) => row.connectionId === connection.id && row.volume !== null)) {
      const own = settings.find((row) => row.connectionId === connection.id);
      result.set(connection.id, {
        volume: Number(own?.volume),
        source: 'entered',
        lowShare: 0,
        months: 0,
        degreeDays: null,
      });
    } else {
      result.set(connection.id, { volume: null, source: 'none', lowShare: 0, months: 0, degreeDays: null });
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
