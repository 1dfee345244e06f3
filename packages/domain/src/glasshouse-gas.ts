import Decimal from 'decimal.js';
import type { TaxBracket } from './tax-rates.ts';

// The reduced energy-tax rate on gas for glasshouse horticulture ("verlaagd tarief glastuinbouw", Wet
// belastingen op milieugrondslag art. 59). What is determinable from published sources (issue 27):
// - It applies to the first two brackets only — up to 170,000 m³ and 170,000–1 M m³ (from 2024 also the
//   0–1,000 m³ part of the first); from 1 M m³ the normal rate applies. Sources: Meijburg & Co, Pro Memorie
//   2023 § 14.6.1 notes 1–2 (a "korting glastuinbouw" on the first and second bracket); PZEM's table
//   "Sector tuinbouw" 2021/2022 (brackets 3–4 equal to the normal rate).
// - 2021–2023: korting 83.94 % on the first bracket and 62.26 % on the second (Pro Memorie 2023), i.e.
//   16.06 % and 37.74 % of the normal rate; 2022: 0.36322 × 0.1606 = 0.05833 and 0.06632 × 0.3774 =
//   0.02503, as PZEM's 2022 horticulture table prints.
//   The law itself sets absolute reduced rates; the percentages are derived from them and rounded: 2021
//   derived gives 0.34856 × 0.1606 = 0.05598 where PZEM prints 0.05597. So the derived rates are marked
//   unverified (0.00001 off at most: € 1.70 on 170,000 m³) until the absolute figures are entered.
// - 2024: Promemorie 2024 prints the korting rounded (83.9 % / 62.3 %): answered with the 2023 percentages.
// - 2025–2029: the rate rises in steps to the normal rate in 2030 (Kamerstuk 36 426, Belastingplan 2024
//   package): first bracket 30, 44, 58, 72, 86 % and second bracket 50, 60, 70, 80, 90 % of the normal rate.
//   Which percentage belongs to which bracket is inferred (the lower share on the first bracket, as the
//   korting before; Groentennieuws' first-bracket figures for 2025/2026 fit it), so these years are marked
//   unverified until checked against the law text.
// Where a published table prints the reduced rates (2023, 2024: GLASSHOUSE_PUBLISHED_RATES) those are used
// instead of the percentages. Rates are rounded to 5 decimals, as the tables print them. Not yet wired into the tax engine: a connection
// needs a "glastuinbouw" setting first (see the session note).

export type GlasshouseShare = { first: string; second: string; verified: boolean; source: string };

/**
 * Absolute reduced rates where published tables print them (€ per m³, first bracket to 170,000 m³, second
 * 170,000–1 M m³). They differ from the percentages by up to 0.00002 (2024: 0.58301 × 16.06 % = 0.09363,
 * printed 0.09365), so a printed figure wins. 2023 and 2024: PZEM "Sector tuinbouw" and ENGIE "Gas
 * tuinders" (two suppliers' tables agree; no Belastingdienst table for them was reachable), so still not
 * verified.
 */
export const GLASSHOUSE_PUBLISHED_RATES: Record<number, { first: string; second: string; source: string }> = {
  2023: { first: '0.07867', second: '0.03629', source: 'PZEM en ENGIE, tarieven tuinbouw 2023' },
  2024: { first: '0.09365', second: '0.08444', source: 'PZEM en ENGIE, tarieven tuinbouw 2024' },
};

const PM_2023 = 'Meijburg & Co, Pro Memorie 2023, § 14.6.1 noten 1 en 2';
const KST_36426 = 'Kamerstuk 36 426 (Belastingplan 2024), afbouw verlaagd tarief glastuinbouw 2025–2029';

/** The share of the normal rate per year (first bracket, second bracket); null: the normal rate. */
export function glasshouseShare(year: number): GlasshouseShare | null {
  if (year >= 2021 && year <= 2023)
    return { first: '0.1606', second: '0.3774', verified: false, source: PM_2023 };
  if (year === 2024)
    return {
      first: '0.1606',
      second: '0.3774',
      verified: false,
      source: `${PM_2023} (2024 afgerond gepubliceerd)`,
    };
  const steps: Record<number, [string, string]> = {
    2025: ['0.30', '0.50'],
    2026: ['0.44', '0.60'],
    2027: ['0.58', '0.70'],
    2028: ['0.72', '0.80'],
    2029: ['0.86', '0.90'],
  };
  const step = steps[year];
  return step ? { first: step[0], second: step[1], verified: false, source: KST_36426 } : null;
}

/**
 * A year's gas brackets at the glasshouse rate: brackets ending at or below 170,000 m³ at the first share,
 * the 170,000–1 M m³ bracket at the second, from 1 M m³ unchanged. Without a reduced rate that year (before
 * 2021 unknown here, from 2030 abolished) the brackets come back as they are.
 */
export function glasshouseGasBrackets(brackets: readonly TaxBracket[], year: number): TaxBracket[] {
  const share = glasshouseShare(year);
  if (!share) return brackets.map((b) => ({ ...b }));
  const published = GLASSHOUSE_PUBLISHED_RATES[year];
  return brackets.map((b) => {
    const part =
      b.to !== null && b.to <= 170_000
        ? 'first'
        : b.from >= 170_000 && b.to !== null && b.to <= 1_000_000
          ? 'second'
          : null;
    if (part === null) return { ...b };
    if (published) return { ...b, rate: published[part] };
    const factor = share[part];
    const reduce = (rate: string) =>
      new Decimal(rate).times(factor).toDecimalPlaces(5, Decimal.ROUND_HALF_UP).toFixed(5);
    return {
      ...b,
      rate: reduce(b.rate),
      ...(b.rateNonBusiness ? { rateNonBusiness: reduce(b.rateNonBusiness) } : {}),
    };
  });
}
