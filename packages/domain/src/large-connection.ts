import { daysInMonth } from './calendar.ts';
import { valuesInForceOver, type HistoryInterval } from './connection-history.ts';

// Large consumption (grootverbruik): a connection with a contracted capacity (kW for electricity, m³/h for
// gas) gets three invoices a month — supplier, grid operator and metering company (DOMAIN.md "the three
// invoices"); a small one only the supplier's. The one rule for the invoice audit's three-invoice check,
// its month overview and the invoice month grid with its missing-invoice signal: a month is judged by the
// contracted capacity in force in it (connection history), not by today's. A large capacity class without a
// contracted capacity is not large here: the connection rules require one for a large class, and without
// it nothing says from when the connection was large.

/** The contracted capacity's dated values (connection history) and its value now (null: none). */
export type ContractedCapacity = { timeline: readonly HistoryInterval[]; current: string | null };

/** A connection as the rule sees it: large now, and (when known) its contracted capacity over time. */
export type LargeBasis = {
  /** Large now: a contracted capacity today. */
  large: boolean;
  /** Absent: `large` holds for every month. */
  capacity?: ContractedCapacity;
};

/** The basis of a connection from its contracted capacity now and its history (absent: never changed). */
export function largeBasis(
  current: string | number | null,
  timeline: readonly HistoryInterval[] = [],
): LargeBasis {
  const now = current === null ? null : String(current);
  return { large: now !== null, capacity: { timeline, current: now } };
}

/**
 * Whether a connection counted as large in `month` (YYYY-MM): a contracted capacity in force on every day
 * of it. A connection that was small then and is large now is judged small for that month, and vice versa;
 * the month it changed follows neither rule wholly, so it is not judged large (a half month has no three
 * whole invoices to expect).
 */
export function largeForMonth(connection: LargeBasis, month: string): boolean {
  if (!connection.capacity) return connection.large;
  const last = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  const period = { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
  return valuesInForceOver(connection.capacity.timeline, period, connection.capacity.current).every(
    (part) => part.value !== null,
  );
}
