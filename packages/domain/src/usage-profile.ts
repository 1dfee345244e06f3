// An expected year of usage spread over its months by the connection's usage profile (issue 28, the demo
// invoices' volumes): what a connection is expected to use, not what a meter measured. Electricity follows a
// seasonal curve whose depth depends on the profile category (E1/E2 small users with more winter evening
// light, E3A office hours … E3D round the clock, flat); gas is a base load spread by days plus heating spread
// by a normal year's degree days, the base share by profile category (G1A mostly heating … GGV mostly
// process). Months are rounded to whole kWh / m³ cumulatively, so the months of a year add up to the year's
// volume exactly. Pure.
import { daysInMonth } from './calendar.ts';

/**
 * Degree days (base 18 °C) of a normal year per month, January first: a rounded long-term average of De Bilt,
 * used as the demo's expected weather (real degree days live in the degree-days module).
 */
export const NORMAL_DEGREE_DAYS = [442, 398, 357, 255, 140, 62, 27, 28, 84, 206, 321, 420] as const;

/** Electricity: the depth of the seasonal curve (0 = flat) per profile category. */
const ELECTRICITY_AMPLITUDE: Record<string, number> = {
  E1A: 0.25,
  E1B: 0.25,
  E1C: 0.25,
  E2A: 0.2,
  E2B: 0.15,
  E3A: 0.15,
  E3B: 0.1,
  E3C: 0.05,
  E3D: 0,
};
const DEFAULT_ELECTRICITY_AMPLITUDE = 0.18;

/** Gas: the share of the year that is base load (cooking, hot water, process), per profile category. */
const GAS_BASE_SHARE: Record<string, number> = {
  G1A: 0.1,
  G2A: 0.2,
  G2B: 0.2,
  G2C: 0.35,
  GXX: 0.5,
  GGV: 0.6,
};
const DEFAULT_GAS_BASE_SHARE = 0.25;

export type UsageProfile = { product: 1 | 2; category: string | null };

/** The share of the year's usage in each month (January first); the twelve add up to 1. */
export function monthShares(profile: UsageProfile, year: number): number[] {
  const days = Array.from({ length: 12 }, (_, m) => daysInMonth(year, m + 1));
  const yearDays = days.reduce((a, d) => a + d, 0);
  if (profile.product === 2) {
    const base = (profile.category ? GAS_BASE_SHARE[profile.category] : undefined) ?? DEFAULT_GAS_BASE_SHARE;
    const totalDegreeDays = NORMAL_DEGREE_DAYS.reduce((a, d) => a + d, 0);
    return days.map(
      (d, m) => (base * d) / yearDays + ((1 - base) * NORMAL_DEGREE_DAYS[m]!) / totalDegreeDays,
    );
  }
  const amplitude =
    (profile.category ? ELECTRICITY_AMPLITUDE[profile.category] : undefined) ?? DEFAULT_ELECTRICITY_AMPLITUDE;
  // Deepest in winter (January), lowest in July; each month weighted by its days.
  const weights = days.map((d, m) => d * (1 + amplitude * Math.cos((m / 12) * 2 * Math.PI)));
  const sum = weights.reduce((a, w) => a + w, 0);
  return weights.map((w) => w / sum);
}

/**
 * The year's expected volume per month in whole kWh or m³ (January first). Rounded cumulatively: month m gets
 * round(annual × shares up to m) − round(annual × shares before m), so the twelve add up to round(annual).
 */
export function monthlyVolumes(annual: number, profile: UsageProfile, year: number): number[] {
  if (!(annual >= 0)) throw new Error(`Expected annual volume must be 0 or more: ${annual}`);
  const shares = monthShares(profile, year);
  const result: number[] = [];
  let cumulative = 0;
  let previous = 0;
  shares.forEach((share, m) => {
    cumulative += share;
    // The last month closes on the year exactly, whatever floating-point drift the shares carry.
    const upTo = m === 11 ? Math.round(annual) : Math.round(annual * cumulative);
    result.push(upTo - previous);
    previous = upTo;
  });
  return result;
}
