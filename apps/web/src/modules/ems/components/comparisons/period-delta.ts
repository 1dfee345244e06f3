// Period against period (issue 32 "Comparisons"): the difference of a bucket or total with the same
// bucket of the comparison period, in the unit (kWh or m³) and in percent of the comparison period.
// Values arrive with up to 4 decimals; the difference is computed in ten-thousandths so 0.1 − 0.3 reads
// −0.2, not −0.19999999999999998. Pure.

export type PeriodDelta = { delta: number | null; pct: number | null };

const units = (value: number) => Math.round(value * 10_000);

/** `current` − `previous` and that as a percentage of `previous`; null where a side has no data, pct null on 0. */
export function periodDelta(
  current: number | null | undefined,
  previous: number | null | undefined,
): PeriodDelta {
  if (current === null || current === undefined || previous === null || previous === undefined) {
    return { delta: null, pct: null };
  }
  const delta = (units(current) - units(previous)) / 10_000;
  const pct = previous === 0 ? null : (delta / previous) * 100;
  return { delta, pct };
}
