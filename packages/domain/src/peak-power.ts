// The peak power of a connection from the largest single value of its readings (a rollup's `max`) and
// their length. Measured intervals (15 or 60 minutes) give the interval's mean power, the figure grid
// operators bill (kW max). Without interval data a connection has only daily readings (meter readings spread
// over the days, 1440 minutes): the largest value is then the busiest day's energy, and value ÷ 24 h is that
// day's mean power — a lower bound of the real peak, never the peak itself, so it is marked as such. A day of
// 23 or 25 hours (DST) is read as 24: at most 4 % off the day's mean.

export type PeakBasis = 'interval' | 'day-average';

export type PeakPower = {
  /** kW for electricity (m³/h for gas), 4 decimals. */
  value: number;
  basis: PeakBasis;
};

/** Minutes from which readings are whole days, not intervals. */
export const DAY_MINUTES = 1440;

/** Peak power of the largest value `max` (kWh or m³) of readings of `minutes` length; null without data. */
export function peakPower(
  max: number | string | null | undefined,
  minutes: number | null | undefined,
): PeakPower | null {
  if (max === null || max === undefined || !minutes || minutes <= 0) return null;
  const amount = Number(max);
  if (!Number.isFinite(amount)) return null;
  const basis: PeakBasis = minutes >= DAY_MINUTES ? 'day-average' : 'interval';
  const hours = basis === 'day-average' ? 24 : minutes / 60;
  return { value: Math.round((amount / hours) * 10_000) / 10_000, basis };
}

/**
 * Whether a peak is above the contracted capacity. A day's mean above it means the real peak was above it
 * too (the peak is at least the mean), so both bases can show an exceedance; a day's mean below it proves
 * nothing, which the screen says beside the figure.
 */
export function peakExceeds(peak: PeakPower | null, contracted: number | null): boolean {
  return peak !== null && contracted !== null && peak.value > contracted;
}
