import Decimal from 'decimal.js';
import { isoWeek } from './buckets.ts';
import { instantsOfLocalTime, localDayOf, offsetMinutesAt } from './local-time.ts';
import type { UsageResolution } from './usage-buckets.ts';
import { DUTCH_MONTHS } from './dutch-months.ts';

// How a usage bucket is named in the table and the exports (the same words in both), and exact sums of
// the 4-decimal values the usage API sends (totals agree with the API to the last decimal).

function dutchDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * A bucket start in Dutch local terms: '26/10/2025 02:15 (zomertijd)' in the repeated autumn hour
 * (the season only where the wall clock is ambiguous), '26/10/2025', 'week 43 2025', 'oktober 2025', '2025'.
 */
export function usageBucketLabel(startIso: string, resolution: UsageResolution): string {
  const instant = new Date(startIso);
  const day = localDayOf(instant);
  switch (resolution) {
    case 'quarter':
    case 'hour': {
      const wallMinute = Math.round((instant.getTime() + offsetMinutesAt(instant) * 60_000) / 60_000) % 1440;
      const hh = String(Math.floor(wallMinute / 60)).padStart(2, '0');
      const mm = String(wallMinute % 60).padStart(2, '0');
      const ambiguous = instantsOfLocalTime(day, wallMinute).length > 1;
      const season = ambiguous ? (offsetMinutesAt(instant) === 120 ? ' (zomertijd)' : ' (wintertijd)') : '';
      return `${dutchDay(day)} ${hh}:${mm}${season}`;
    }
    case 'day':
      return dutchDay(day);
    case 'week': {
      const { year, week } = isoWeek(day);
      return `week ${week} ${year}`;
    }
    case 'month':
      return `${DUTCH_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
    case 'year':
      return day.slice(0, 4);
  }
}

/** The exact sum of decimal values (null entries skipped; null when all are null), as a number. */
export function exactSum(values: ReadonlyArray<number | null | undefined>): number | null {
  let total: Decimal | null = null;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    total = (total ?? new Decimal(0)).plus(new Decimal(String(value)));
  }
  return total === null ? null : total.toNumber();
}

/** a − b exactly (the normal-tariff part of a value and its low part); null when a is null. */
export function exactDifference(a: number | null, b: number | null): number | null {
  if (a === null) return null;
  return new Decimal(String(a)).minus(new Decimal(String(b ?? 0))).toNumber();
}
