import { nextDay, previousDay } from './calendar.ts';

// The dated values of a connection (capacity, supplier, grid operator, …): a timeline of intervals
// [validFrom, validTo) per field, so an audit of an old period uses the value that was in force then.
// Days are `YYYY-MM-DD` (local Dutch calendar days); validFrom null = since the beginning, validTo null =
// still in force. Pure: the service reads the rows, calls these and writes the result back.

export type HistoryValue = { value: string | null; label: string | null };
export type HistoryInterval = HistoryValue & { validFrom: string | null; validTo: string | null };

const starts = (a: string | null, day: string) => a === null || a <= day;
const endsAfter = (b: string | null, day: string) => b === null || b > day;

/** The interval in force on `day`, or undefined when the timeline does not cover it. */
export function intervalInForce<T extends HistoryInterval>(
  timeline: readonly T[],
  day: string,
): T | undefined {
  return timeline.find((entry) => starts(entry.validFrom, day) && endsAfter(entry.validTo, day));
}

/** A value over the days [from, to] (both inclusive, as an invoice period). */
export type ValuePart = { from: string; to: string; value: string | null };

/**
 * The values in force over the days `from` … `to` (inclusive), in order, one part per value: the
 * contracted kW of an invoice period as it was then, not as it is now. Days the timeline does not cover
 * (no history recorded: the value never changed) take `current`, the connection's value now.
 */
export function valuesInForceOver(
  timeline: readonly HistoryInterval[],
  period: { from: string; to: string },
  current: string | null,
): ValuePart[] {
  const parts: ValuePart[] = [];
  const end = nextDay(period.to);
  let day = period.from;
  while (day < end) {
    const entry = intervalInForce(timeline, day);
    // The part ends where the interval ends, or where the next recorded interval starts.
    const starts = timeline
      .map((t) => t.validFrom)
      .filter((d): d is string => d !== null && d > day)
      .sort();
    const until = [entry?.validTo ?? null, starts[0] ?? null, end]
      .filter((d): d is string => d !== null)
      .sort()[0]!;
    const value = entry ? entry.value : current;
    const last = parts.at(-1);
    if (last && last.value === value) last.to = previousDay(until);
    else parts.push({ from: day, to: previousDay(until), value });
    day = until;
  }
  return parts;
}

/** The value in force on `day` (null when none is recorded for that day). */
export function valueInForce(timeline: readonly HistoryInterval[], day: string): string | null {
  return intervalInForce(timeline, day)?.value ?? null;
}

function sorted<T extends HistoryInterval>(timeline: readonly T[]): T[] {
  return [...timeline].sort((a, b) =>
    a.validFrom === b.validFrom
      ? 0
      : a.validFrom === null
        ? -1
        : b.validFrom === null
          ? 1
          : a.validFrom < b.validFrom
            ? -1
            : 1,
  );
}

/** Neighbouring intervals with the same value become one. */
function merged<T extends HistoryInterval>(timeline: T[]): T[] {
  const out: T[] = [];
  for (const entry of timeline) {
    const last = out.at(-1);
    if (last && last.value === entry.value && last.validTo === entry.validFrom) {
      out[out.length - 1] = { ...last, validTo: entry.validTo, label: entry.label ?? last.label };
    } else {
      out.push(entry);
    }
  }
  return out;
}

/**
 * The timeline after `change` took effect on `from`: the new value holds from that day until the next
 * recorded change after it (a back-dated change does not overwrite later ones). An empty timeline starts
 * with `before` (the value the connection had, since the beginning) when one is given.
 */
export function applyChange<T extends HistoryInterval>(
  timeline: readonly T[],
  change: Omit<T, 'validFrom' | 'validTo'> & { from: string },
  before?: Omit<T, 'validFrom' | 'validTo'>,
): T[] {
  const base: T[] =
    timeline.length > 0
      ? sorted(timeline)
      : before
        ? [{ ...before, validFrom: null, validTo: null } as T]
        : [];
  const next = base.find((entry) => entry.validFrom !== null && entry.validFrom > change.from);
  const until = next?.validFrom ?? null;
  const out: T[] = [];
  for (const entry of base) {
    // The part before the change and the part after its end survive; what lies in between is replaced.
    if (!starts(entry.validFrom, change.from) || entry.validFrom === change.from) {
      if (until !== null && entry.validFrom !== null && entry.validFrom >= until) out.push(entry);
      continue;
    }
    out.push({
      ...entry,
      validTo: entry.validTo !== null && entry.validTo <= change.from ? entry.validTo : change.from,
    });
  }
  const { from, ...values } = change;
  out.push({ ...values, validFrom: from, validTo: until } as unknown as T);
  return merged(sorted(out));
}
