// A regression baseline for gas (issue 32 "Beyond"): a day's use = base load + slope × the day's weighted
// degree days. Usage per degree day alone treats all gas as heating; a greenhouse or a kitchen burns gas
// on warm days too, and the base load says how much. Fitted by least squares over buckets (days, weeks or
// months) as per-day averages weighted by the bucket's days, so a month counts as its 31 days and a week
// as 7: for day buckets this is the ordinary fit. Pure; rounded once at the end.

export type RegressionPoint = {
  /** Days in the bucket (1 for a day). */
  days: number;
  /** Usage of the bucket (m³). */
  usage: number;
  /** Weighted degree days of the bucket. */
  degreeDays: number;
};

export type DegreeDayRegression = {
  /** Use per day at 0 degree days (m³/day), 4 decimals. */
  basePerDay: number;
  /** Extra use per weighted degree day (m³/gd), 4 decimals. */
  slope: number;
  /** R², share of the variance the fit explains (0–1), 3 decimals. */
  r2: number;
  /** Buckets and days the fit used. */
  buckets: number;
  days: number;
};

/** Fewer buckets than this give no baseline. */
export const MIN_REGRESSION_BUCKETS = 3;

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/**
 * The weighted least-squares line through the buckets' per-day averages. Null with fewer than 3 buckets
 * or when all buckets had the same degree days per day (no slope can be told).
 */
export function degreeDayRegression(points: readonly RegressionPoint[]): DegreeDayRegression | null {
  const usable = points.filter(
    (p) => p.days > 0 && Number.isFinite(p.usage) && Number.isFinite(p.degreeDays),
  );
  if (usable.length < MIN_REGRESSION_BUCKETS) return null;
  let w = 0;
  let sx = 0;
  let sy = 0;
  for (const p of usable) {
    w += p.days;
    sx += p.degreeDays; // = days × (degreeDays / days)
    sy += p.usage;
  }
  const mx = sx / w;
  const my = sy / w;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of usable) {
    const dx = p.degreeDays / p.days - mx;
    const dy = p.usage / p.days - my;
    sxx += p.days * dx * dx;
    sxy += p.days * dx * dy;
    syy += p.days * dy * dy;
  }
  if (sxx <= 1e-12) return null;
  const slope = sxy / sxx;
  const base = my - slope * mx;
  // All per-day uses equal: the line explains everything there is.
  const r2 = syy <= 1e-12 ? 1 : Math.max(0, 1 - (syy - slope * sxy) / syy);
  return {
    basePerDay: round(base, 4),
    slope: round(slope, 4),
    r2: round(r2, 3),
    buckets: usable.length,
    days: w,
  };
}

/**
 * A period's use as it would have been with other degree days, by its own fit: the base load stays, only
 * the heating part moves (use + slope × (reference − own degree days)). 4 decimals.
 */
export function regressionNormalised(
  usage: number,
  degreeDays: number,
  referenceDegreeDays: number,
  fit: Pick<DegreeDayRegression, 'slope'>,
): number {
  return round(usage + fit.slope * (referenceDegreeDays - degreeDays), 4);
}
