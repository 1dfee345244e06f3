import Decimal from 'decimal.js';
import { daysBetween } from './calendar.ts';
import { addLocalDays } from './local-time.ts';

// Meter readings of small connections (cumulative registers, normal and low) and the usage they mean:
// the difference between two consecutive readings spread evenly over the days between them. A reading
// taken on day A is the register at the end of A, so the next reading on day B covers the days A+1 … B.

export type MeterReading = {
  /** YYYY-MM-DD, the local day the meter was read. */
  readOn: string;
  /** Normal register (the only one of a single-register meter), decimal string. */
  normal: string;
  /** Low register, or null for a single-register meter. */
  low: string | null;
  /** Feed-in ("teruglevering") normal register of an electricity meter with generation, decimal string;
   *  null or absent when the feed-in was not read. */
  feedInNormal?: string | null;
  /** Feed-in low register, null or absent for a single-register meter or without feed-in. */
  feedInLow?: string | null;
  /** A meter exchange is two readings on one day: the old meter's last ('removed') and the new meter's
   *  first ('installed'). An ordinary reading when absent. */
  kind?: ReadingKind;
};

export const READING_KINDS = ['reading', 'removed', 'installed'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

/** On an exchange day the old meter's last reading comes before the new meter's first. */
const KIND_ORDER: Record<ReadingKind, number> = { removed: 0, reading: 1, installed: 2 };

/** Readings in time order: by day, then the old meter's last before the new meter's first. */
export function sortReadings<T extends Pick<MeterReading, 'readOn' | 'kind'>>(readings: readonly T[]): T[] {
  return [...readings].sort(
    (a, b) =>
      a.readOn.localeCompare(b.readOn) || KIND_ORDER[a.kind ?? 'reading'] - KIND_ORDER[b.kind ?? 'reading'],
  );
}

/** Whether two consecutive readings are of different meters (the old meter's last, the new one's first). */
export function acrossExchange(
  previous: Pick<MeterReading, 'kind'>,
  next: Pick<MeterReading, 'kind'>,
): boolean {
  return previous.kind === 'removed' || next.kind === 'installed';
}

export type DailyUsage = {
  day: string;
  /** Usage of the day (normal + low), 4 decimals. */
  value: string;
  /** The low part, or null when the readings have no low register. */
  lowValue: string | null;
  /** Feed-in of the day (feed-in normal + low), 4 decimals; null when either reading lacks feed-in. Never
   *  subtracted from `value`. */
  feedIn: string | null;
  /** The low part of the feed-in, or null. */
  feedInLow: string | null;
};

export const REGISTER_MESSAGES = {
  lowerThanPrevious: (day: string, value: string) =>
    `De stand is lager dan de vorige stand (${value} op ${dutchDay(day)}). Een meter telt alleen op.`,
  higherThanNext: (day: string, value: string) =>
    `De stand is hoger dan de volgende stand (${value} op ${dutchDay(day)}).`,
  implausibleJump: (perDay: string, unit: string, cap: string) =>
    `Onwaarschijnlijke sprong: gemiddeld ${perDay} ${unit} per dag sinds de vorige stand (meer dan ${cap} ${unit} per dag kan deze aansluiting niet gebruiken).`,
} as const;

function dutchDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

const total = (reading: MeterReading) => new Decimal(reading.normal).plus(reading.low ?? 0);
const hasFeedIn = (reading: MeterReading) => reading.feedInNormal != null;
const feedInTotal = (reading: MeterReading) =>
  new Decimal(reading.feedInNormal ?? 0).plus(reading.feedInLow ?? 0);

export type RegisterUsage = {
  /** Consumption per register: the rise of the normal and the low register (low null for one register). */
  normal: string;
  low: string | null;
  /** Feed-in per register, null when either reading lacks feed-in (low also for one register). */
  feedInNormal: string | null;
  feedInLow: string | null;
  /** Consumption (normal + low) and feed-in (normal + low); the net is consumption minus feed-in per
   *  register and in total, null without feed-in. */
  consumption: string;
  feedIn: string | null;
  netNormal: string | null;
  netLow: string | null;
  net: string | null;
};

/**
 * What two consecutive readings of the same meter mean, per register: consumption (rise of the consumption
 * registers), feed-in (rise of the feed-in registers) and the net (consumption − feed-in, negative when
 * the connection fed in more than it used). Exact decimals, 3 places like the registers.
 */
export function registerUsageBetween(previous: MeterReading, next: MeterReading): RegisterUsage {
  const rise = (a: string | null | undefined, b: string | null | undefined) =>
    a == null || b == null ? null : new Decimal(b).minus(a);
  const normal = new Decimal(next.normal).minus(previous.normal);
  const low = rise(previous.low, next.low);
  const feedIn = hasFeedIn(previous) && hasFeedIn(next);
  const feedInNormal = feedIn ? rise(previous.feedInNormal, next.feedInNormal) : null;
  const feedInLow = feedIn ? rise(previous.feedInLow, next.feedInLow) : null;
  const consumption = normal.plus(low ?? 0);
  const feedInSum = feedInNormal ? feedInNormal.plus(feedInLow ?? 0) : null;
  const fixed = (value: Decimal | null) => (value ? value.toFixed(3) : null);
  return {
    normal: normal.toFixed(3),
    low: fixed(low),
    feedInNormal: fixed(feedInNormal),
    feedInLow: fixed(feedInLow),
    consumption: consumption.toFixed(3),
    feedIn: fixed(feedInSum),
    netNormal: feedInNormal ? normal.minus(feedInNormal).toFixed(3) : null,
    netLow: low && feedInLow ? low.minus(feedInLow).toFixed(3) : null,
    net: feedInSum ? consumption.minus(feedInSum).toFixed(3) : null,
  };
}

/** Splits `amount` over `days` days in 4 decimals: equal shares rounded down, the rest on the last day. */
function spread(amount: Decimal, days: number): Decimal[] {
  const share = amount.dividedBy(days).toDecimalPlaces(4, Decimal.ROUND_DOWN);
  const shares = Array.from({ length: days }, () => share);
  shares[days - 1] = amount.minus(share.times(days - 1));
  return shares;
}

/**
 * Daily usage between consecutive readings (sorted by day or not); the sum equals the registers' rise. Over
 * a meter exchange the old meter's rise ends on the exchange day and the new meter's begins after it: the
 * step from the old meter's last reading to the new meter's first is no usage.
 */
export function usageFromReadings(readings: readonly MeterReading[]): DailyUsage[] {
  const sorted = sortReadings(readings);
  const usage: DailyUsage[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const next = sorted[i]!;
    if (acrossExchange(previous, next)) continue;
    const days = daysBetween(previous.readOn, next.readOn);
    if (days <= 0) continue;
    const twoRegisters = previous.low !== null && next.low !== null;
    const lowRise = twoRegisters ? new Decimal(next.low!).minus(previous.low!) : null;
    const rise = total(next).minus(total(previous));
    const lows = lowRise ? spread(lowRise, days) : null;
    const totals = spread(rise, days);
    const feedIn = hasFeedIn(previous) && hasFeedIn(next);
    const feedIns = feedIn ? spread(feedInTotal(next).minus(feedInTotal(previous)), days) : null;
    const feedInLows =
      feedIn && previous.feedInLow != null && next.feedInLow != null
        ? spread(new Decimal(next.feedInLow).minus(previous.feedInLow), days)
        : null;
    for (let d = 0; d < days; d++) {
      const low = lows ? lows[d]! : null;
      usage.push({
        day: addLocalDays(previous.readOn, d + 1),
        value: totals[d]!.toFixed(4),
        lowValue: low ? low.toFixed(4) : null,
        feedIn: feedIns ? feedIns[d]!.toFixed(4) : null,
        feedInLow: feedInLows ? feedInLows[d]!.toFixed(4) : null,
      });
    }
  }
  return usage;
}

/**
 * The readings of the same meter just before and after a new one (none across a meter exchange: the new
 * meter's first reading has no predecessor, the old meter's last no successor).
 */
export function meterNeighbours<T extends MeterReading>(
  existing: readonly T[],
  reading: MeterReading,
): { previous: T | undefined; next: T | undefined } {
  const sorted = sortReadings(existing.filter((r) => r.readOn !== reading.readOn));
  const before = sorted.filter((r) => r.readOn < reading.readOn).at(-1);
  const after = sorted.find((r) => r.readOn > reading.readOn);
  return {
    previous: before && !acrossExchange(before, reading) ? before : undefined,
    next: after && !acrossExchange(reading, after) ? after : undefined,
  };
}

export type RegisterErrors = { normal?: string; low?: string; feedInNormal?: string; feedInLow?: string };

/**
 * Why a new reading cannot be right, per register field, or null: lower than the reading before it,
 * higher than the one after it, or a rise per day above `maxPerDay` (the connection's physical limit).
 * Only readings of the same meter count (see meterNeighbours).
 */
export function checkReading(
  existing: readonly MeterReading[],
  reading: MeterReading,
  limits: { maxPerDay: number; unit: string },
): RegisterErrors | null {
  const { previous, next } = meterNeighbours(existing, reading);
  const errors: RegisterErrors = {};
  const registers = (['normal', 'low', 'feedInNormal', 'feedInLow'] as const).filter(
    (key) => reading[key] != null,
  );
  for (const key of registers) {
    const value = new Decimal(reading[key]!);
    const before = previous?.[key];
    const after = next?.[key];
    if (before != null && value.lessThan(before)) {
      errors[key] = REGISTER_MESSAGES.lowerThanPrevious(previous!.readOn, formatNumber(before));
    } else if (after != null && value.greaterThan(after)) {
      errors[key] = REGISTER_MESSAGES.higherThanNext(next!.readOn, formatNumber(after));
    }
  }
  if (Object.keys(errors).length > 0) return errors;
  const cap = new Decimal(limits.maxPerDay);
  const jump = (from: MeterReading, to: MeterReading) =>
    total(to)
      .minus(total(from))
      .dividedBy(Math.max(1, daysBetween(from.readOn, to.readOn)));
  const feedInJump = (from: MeterReading, to: MeterReading) =>
    hasFeedIn(from) && hasFeedIn(to)
      ? feedInTotal(to)
          .minus(feedInTotal(from))
          .dividedBy(Math.max(1, daysBetween(from.readOn, to.readOn)))
      : new Decimal(0);
  for (const [from, to] of [
    [previous, reading],
    [reading, next],
  ] as const) {
    if (!from || !to) continue;
    for (const [key, perDay] of [
      ['normal', jump(from, to)],
      ['feedInNormal', feedInJump(from, to)],
    ] as const) {
      if (perDay.greaterThan(cap)) {
        return {
          [key]: REGISTER_MESSAGES.implausibleJump(
            formatNumber(perDay.toDecimalPlaces(0).toFixed()),
            limits.unit,
            formatNumber(cap.toFixed()),
          ),
        };
      }
    }
  }
  return null;
}

/** 1234.5 → "1.234,5" (Dutch grouping; messages only). */
function formatNumber(value: string): string {
  const [whole, fraction] = new Decimal(value).toFixed().split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction ? `${grouped},${fraction}` : grouped;
}
