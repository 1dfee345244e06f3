// Gas usage normalised by weighted degree days (DOMAIN.md "Degree days"): heating gas grows with the
// cold, so periods compare fairly as usage per weighted degree day, or as the usage a period would have
// had with another period's degree days. Volumes with up to 4 decimals are summed exactly as integers of
// ten-thousandths; results are rounded once to 4 decimals.

const SCALE = 10_000;
const units = (value: string | number) => Math.round(Number(value) * SCALE);

/** m³ per weighted degree day; null when the period had no degree days (summer weeks). */
export function usagePerDegreeDay(
  usage: string | number,
  weightedDegreeDays: string | number,
): number | null {
  const wdd = Number(weightedDegreeDays);
  if (!(wdd > 0)) return null;
  return Math.round(units(usage) / wdd) / SCALE;
}

/**
 * The usage of a period scaled to a reference period's weighted degree days (the whole usage counts as
 * heating: a base load would need a split the data cannot give). Null without degree days.
 */
export function normalisedUsage(
  usage: string | number,
  weightedDegreeDays: string | number,
  referenceDegreeDays: string | number,
): number | null {
  const wdd = Number(weightedDegreeDays);
  if (!(wdd > 0)) return null;
  return Math.round((units(usage) * Number(referenceDegreeDays)) / wdd) / SCALE;
}

/** Exact sum of decimals (≤ 4 decimals each), rounded once. */
export function sumDecimals(values: readonly (string | number)[]): number {
  return values.reduce<number>((total, v) => total + units(v), 0) / SCALE;
}
