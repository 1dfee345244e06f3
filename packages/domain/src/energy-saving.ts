// The energy-saving obligation (energiebesparingsplicht, Activiteitenbesluit/Omgevingswet; DOMAIN.md
// "Degree days and the energy-saving obligation"): which obligation a location has from its yearly
// electricity and gas totals, self-generated energy included, and the 4-yearly report deadline.
import Decimal from 'decimal.js';

/** From this yearly use (inclusive) a location has the energy-saving obligation and the information duty. */
export const SAVING_THRESHOLD = { electricityKwh: 50_000, gasM3: 25_000 } as const;
/** From this yearly use (inclusive) the research obligation (onderzoeksplicht) applies as well: in addition
 *  to the information duty for building measures, not instead of it (RVO). */
export const RESEARCH_THRESHOLD = { electricityKwh: 10_000_000, gasM3: 170_000 } as const;

export type SavingObligation = 'none' | 'energiebesparingsplicht' | 'onderzoeksplicht';

export type ObligationInput = {
  /** kWh taken from the grid in the year. */
  electricityKwh: Decimal.Value;
  /** kWh generated and used on site (solar panels, CHP) in the year; 0 when not known. */
  selfGeneratedKwh?: Decimal.Value;
  /** m³ natural gas (equivalent) in the year. */
  gasM3: Decimal.Value;
};

export type ObligationResult = {
  obligation: SavingObligation;
  /** Report the measures taken via RVO's eLoket: from the saving threshold, also for a location with the
   *  research obligation (which reports its research report besides). */
  informatieplicht: boolean;
  /** Electricity counted for the thresholds: grid + self-generated. */
  electricityKwh: Decimal;
  gasM3: Decimal;
  /** Which quantity reached the threshold that decided: 'electricity', 'gas', both, or none. */
  decidedBy: ('electricity' | 'gas')[];
};

/** The obligation of one location in one year. Thresholds are inclusive ("vanaf 50.000 kWh"). */
export function savingObligation(input: ObligationInput): ObligationResult {
  const electricityKwh = new Decimal(input.electricityKwh).plus(input.selfGeneratedKwh ?? 0);
  const gasM3 = new Decimal(input.gasM3);
  if (electricityKwh.isNegative() || gasM3.isNegative()) throw new RangeError('A yearly total is below zero');
  const reaches = (t: { electricityKwh: number; gasM3: number }) =>
    [
      ...(electricityKwh.gte(t.electricityKwh) ? (['electricity'] as const) : []),
      ...(gasM3.gte(t.gasM3) ? (['gas'] as const) : []),
    ] as ('electricity' | 'gas')[];
  const research = reaches(RESEARCH_THRESHOLD);
  if (research.length > 0) {
    return {
      obligation: 'onderzoeksplicht',
      informatieplicht: true,
      electricityKwh,
      gasM3,
      decidedBy: research,
    };
  }
  const saving = reaches(SAVING_THRESHOLD);
  if (saving.length > 0) {
    return {
      obligation: 'energiebesparingsplicht',
      informatieplicht: true,
      electricityKwh,
      gasM3,
      decidedBy: saving,
    };
  }
  return { obligation: 'none', informatieplicht: false, electricityKwh, gasM3, decidedBy: [] };
}

/** Report deadlines so far: 1-7-2019 and 1-12-2023; from then on every 4 years on 1 December. */
const FIRST_DEADLINES = ['2019-07-01', '2023-12-01'] as const;

/** The report deadline on or after `today` (YYYY-MM-DD) and the one before it (null before 2019). */
export function reportDeadlines(today: string): { previous: string | null; next: string } {
  const all: string[] = [...FIRST_DEADLINES];
  let year = 2023;
  while ((all.at(-1) ?? '') < today) {
    year += 4;
    all.push(`${year}-12-01`);
  }
  const index = all.findIndex((d) => d >= today);
  return { previous: index > 0 ? (all[index - 1] ?? null) : null, next: all[index] ?? '' };
}
