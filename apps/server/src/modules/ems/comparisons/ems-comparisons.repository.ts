import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { EmsChannelCode } from '@energiek/contracts/ems';
import type { Executor } from '@energiek/db/client';
import { degreeDays, intervalReadings } from '@energiek/db/schema/index';
import { startOfLocalDay } from '@energiek/domain/local-time';

// Raw interval rows (quarter resolution only: carpet plot and quarter profile) and degree days.

export async function rawReadings(
  db: Executor,
  customerId: number,
  key: { connectionId: number; channel: EmsChannelCode },
  from: string,
  to: string,
): Promise<{ start: Date; value: string }[]> {
  const r = intervalReadings;
  return db
    .select({ start: r.start, value: r.value })
    .from(r)
    .where(
      and(
        eq(r.customerId, customerId),
        eq(r.connectionId, key.connectionId),
        eq(r.channel, key.channel),
        gte(r.start, startOfLocalDay(from)),
        lt(r.start, startOfLocalDay(to)),
      ),
    )
    .orderBy(asc(r.start));
}

/** Weighted degree days per day of a KNMI station over [from, to) (table degree_days, issue 16). */
export async function weightedDegreeDays(
  db: Executor,
  station: number,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ day: degreeDays.day, wdd: degreeDays.weightedDegreeDays })
    .from(degreeDays)
    .where(and(eq(degreeDays.station, station), gte(degreeDays.day, from), lt(degreeDays.day, to)));
  return new Map(rows.map((row) => [row.day, row.wdd]));
}
