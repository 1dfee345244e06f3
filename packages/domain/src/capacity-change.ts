import { addMonths } from './calendar.ts';

// The grid code lets a connection change its contracted transport capacity (GTV) once a year: a second
// change less than 12 months from another one (before or after it) is refused. An exceedance that the
// grid operator books is not a request and is not counted here.

export type CapacityChangeDate = {
  /** The day the other change takes (or took) effect, YYYY-MM-DD. */
  date: string;
  /** The other request's id; null for a change recorded on the connection itself. */
  mutationId: number | null;
};

export type CapacityChangeConflict = CapacityChangeDate & {
  /** The window the new change must leave alone: no change after `notAfter` and before `notBefore`. */
  notAfter: string;
  notBefore: string;
};

/**
 * The other change closest to `date` that lies less than 12 months from it, with the days that would be
 * allowed instead (on or before `notAfter`, on or after `notBefore`); null when there is none.
 * 12 months by the calendar's month rule: a change on 31-01-2026 allows the next on 31-01-2027.
 */
export function capacityChangeConflict(
  date: string,
  others: readonly CapacityChangeDate[],
): CapacityChangeConflict | null {
  const close = others
    .filter((o) => addMonths(o.date, 12) > date && addMonths(date, 12) > o.date)
    .sort(
      (a, b) =>
        Math.abs(Date.parse(a.date) - Date.parse(date)) - Math.abs(Date.parse(b.date) - Date.parse(date)),
    );
  const nearest = close[0];
  if (!nearest) return null;
  return { ...nearest, notAfter: addMonths(nearest.date, -12), notBefore: addMonths(nearest.date, 12) };
}
