// Gaps and overlaps of agreements on one connection (issue 13, the purchase timeline): the days of a window
// that no agreement covers and the days that more than one covers. Days are YYYY-MM-DD, ranges inclusive.

export type DayRange = { from: string; to: string };

const DAY = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Gaps (no range) and overlaps (two or more ranges) within [window.from, window.to], merged. */
export function coverageOf(
  ranges: readonly DayRange[],
  window: DayRange,
): { gaps: DayRange[]; overlaps: DayRange[] } {
  const start = toTime(window.from);
  const end = toTime(window.to);
  if (end < start) return { gaps: [], overlaps: [] };
  // +1 at a range's first day, −1 the day after its last; a sweep gives the count of every stretch.
  const events = new Map<number, number>();
  for (const range of ranges) {
    const from = Math.max(toTime(range.from), start);
    const to = Math.min(toTime(range.to), end);
    if (to < from) continue;
    events.set(from, (events.get(from) ?? 0) + 1);
    events.set(to + DAY, (events.get(to + DAY) ?? 0) - 1);
  }
  events.set(start, events.get(start) ?? 0);
  events.set(end + DAY, events.get(end + DAY) ?? 0);
  const times = [...events.keys()].sort((a, b) => a - b);
  const gaps: DayRange[] = [];
  const overlaps: DayRange[] = [];
  const add = (list: DayRange[], from: number, to: number) => {
    const last = list.at(-1);
    if (last && toTime(last.to) + DAY === from) last.to = toDay(to);
    else list.push({ from: toDay(from), to: toDay(to) });
  };
  let count = 0;
  for (let i = 0; i < times.length - 1; i++) {
    count += events.get(times[i]!)!;
    const from = times[i]!;
    const to = times[i + 1]! - DAY;
    if (from > end) break;
    if (count === 0) add(gaps, from, to);
    if (count >= 2) add(overlaps, from, to);
  }
  return { gaps, overlaps };
}
