// The expected volume of one connection over one period (issue 27 "One expected annual volume"): the one
// piece of arithmetic every area uses (taxes overview, money finder, energy saving, forecast). Sources in
// order: interval data where there is enough, else meter readings, else the stated (expected annual)
// figure. Pure; the caller brings the measured totals and the degree days.
//
// - A partial period is scaled by the DAYS covered, never by 12 / months (a month with one day of data is
//   one day, not a month): volume × periodDays / coveredDays.
// - Gas: usage = base load per day × days + heating per degree day × degree days. The two are fitted by
//   least squares on the measured months, and the missing days are filled with base × missing days +
//   heating × their degree days, so a January–October history does not lose its winter.
// - How sure: 'high' from 90 % of the period measured, 'medium' from 50 %, else 'low'; the stated figure is
//   'medium' (somebody's estimate), nothing known is null.

export type VolumeBasis = 'interval' | 'readings' | 'stated' | 'none';
export type VolumeCertainty = 'high' | 'medium' | 'low';
export type VolumeMethod = 'measured' | 'scaled-by-days' | 'degree-days' | 'stated' | 'none';

/** Measured usage of part of the period. */
export type MeasuredPart = {
  /** kWh or m³ over the covered days. */
  volume: number;
  /** Days (fractions allowed: 48 of 96 quarters is 0.5) the data covers, within the period. */
  coveredDays: number;
  /** Gas: weighted degree days of the covered days (for the fit's totals). */
  coveredDegreeDays?: number;
  /** Gas: the covered months for the fit (at least two with different degree days per day). */
  months?: readonly GasMonth[];
};

/** One month of gas usage with the days and weighted degree days it covers. */
export type GasMonth = { volume: number; days: number; degreeDays: number };

export type ExpectedVolumeInput = {
  product: 1 | 2;
  /** Days in the period (a calendar year: 365 or 366). */
  periodDays: number;
  /** Gas: weighted degree days of the whole period (measured or a normal year's). */
  periodDegreeDays?: number;
  interval: MeasuredPart | null;
  readings: MeasuredPart | null;
  /** The stated expected volume per year; scaled to the period by days / yearDays. */
  stated: { annual: number; yearDays: number } | null;
  /** Fewer days than this: the data is not enough to extrapolate when another source exists. */
  minimumDays?: number;
};

export type ExpectedVolume = {
  /** kWh or m³ over the period, unrounded; null when nothing is known. */
  volume: number | null;
  basis: VolumeBasis;
  method: VolumeMethod;
  certainty: VolumeCertainty | null;
  /** The share of the period measured, 0–1 (0 for the stated figure and nothing). */
  coverage: number;
};

export const DEFAULT_MINIMUM_DAYS = 28;

/** Least squares of volume = base × days + heating × degreeDays (no intercept); null when not solvable. */
export function fitGasBaseLoad(
  months: readonly GasMonth[],
): { basePerDay: number; perDegreeDay: number } | null {
  let dd = 0;
  let de = 0;
  let ee = 0;
  let vd = 0;
  let ve = 0;
  for (const m of months) {
    dd += m.days * m.days;
    de += m.days * m.degreeDays;
    ee += m.degreeDays * m.degreeDays;
    vd += m.volume * m.days;
    ve += m.volume * m.degreeDays;
  }
  const det = dd * ee - de * de;
  if (months.length < 2 || Math.abs(det) < 1e-9 * Math.max(1, dd * ee)) return null;
  const basePerDay = (vd * ee - ve * de) / det;
  const perDegreeDay = (dd * ve - de * vd) / det;
  // A negative part means the months do not fit the model (e.g. a summer-only history): fit one part.
  if (perDegreeDay < 0) return dd > 0 ? { basePerDay: vd / dd, perDegreeDay: 0 } : null;
  if (basePerDay < 0) return ee > 0 ? { basePerDay: 0, perDegreeDay: ve / ee } : null;
  return { basePerDay, perDegreeDay };
}

const certaintyOf = (coverage: number): VolumeCertainty =>
  coverage >= 0.9 ? 'high' : coverage >= 0.5 ? 'medium' : 'low';

function fromMeasured(
  input: ExpectedVolumeInput,
  part: MeasuredPart,
  basis: 'interval' | 'readings',
): ExpectedVolume {
  const covered = Math.min(part.coveredDays, input.periodDays);
  const coverage = input.periodDays > 0 ? covered / input.periodDays : 0;
  if (covered >= input.periodDays) {
    return { volume: part.volume, basis, method: 'measured', certainty: 'high', coverage: 1 };
  }
  const missingDays = input.periodDays - covered;
  const fit =
    input.product === 2 &&
    part.months !== undefined &&
    input.periodDegreeDays !== undefined &&
    part.coveredDegreeDays !== undefined
      ? fitGasBaseLoad(part.months)
      : null;
  if (fit) {
    const missingDegreeDays = Math.max(0, input.periodDegreeDays! - part.coveredDegreeDays!);
    return {
      volume: part.volume + fit.basePerDay * missingDays + fit.perDegreeDay * missingDegreeDays,
      basis,
      method: 'degree-days',
      certainty: certaintyOf(coverage),
      coverage,
    };
  }
  return {
    volume: (part.volume * input.periodDays) / covered,
    basis,
    method: 'scaled-by-days',
    certainty: certaintyOf(coverage),
    coverage,
  };
}

/** The expected volume of a connection over a period, with its source and how sure it is. */
export function expectedPeriodVolume(input: ExpectedVolumeInput): ExpectedVolume {
  const minimum = input.minimumDays ?? DEFAULT_MINIMUM_DAYS;
  const usable = (part: MeasuredPart | null): part is MeasuredPart =>
    part !== null && part.coveredDays > 0 && part.volume >= 0;
  const enough = (part: MeasuredPart | null): part is MeasuredPart =>
    usable(part) && Math.min(part.coveredDays, input.periodDays) >= Math.min(minimum, input.periodDays);
  if (enough(input.interval)) return fromMeasured(input, input.interval, 'interval');
  if (enough(input.readings)) return fromMeasured(input, input.readings, 'readings');
  if (input.stated !== null && input.stated.yearDays > 0) {
    return {
      volume: (input.stated.annual * input.periodDays) / input.stated.yearDays,
      basis: 'stated',
      method: 'stated',
      certainty: 'medium',
      coverage: 0,
    };
  }
  // Too little data and nothing else: extrapolate what there is, and say it is a weak figure.
  const little = usable(input.interval) ? input.interval : usable(input.readings) ? input.readings : null;
  if (little) {
    const result = fromMeasured(input, little, little === input.interval ? 'interval' : 'readings');
    return { ...result, certainty: 'low' };
  }
  return { volume: null, basis: 'none', method: 'none', certainty: null, coverage: 0 };
}

// The expected ANNUAL volume of a connection (purchasing: forecast, click positions, budgets) adds two
// sources after the measured ones. The order of precedence, first that answers wins:
//   1. interval data (15/60-minute EMS data) covering at least `minimumDays` of the year before;
//   2. usage derived from the connection's meter register readings (ems: whole days between readings);
//   3. the expected annual volume stated for the connection itself (its tax settings — what the taxes
//      overview uses, so both areas name one volume);
//   4. the expected annual volume stated for it as a collective participant;
//   5. none (the normal/low split then follows the profile category: chooseLowShare).
// Measured data comes before a stated figure as in expectedPeriodVolume (the taxes overview's rule): a
// figure somebody estimated is the fallback, not the truth. With too little measured data and nothing
// stated, the little there is is extrapolated and called 'low' certainty.

export const ANNUAL_VOLUME_PRECEDENCE = ['interval', 'readings', 'own', 'collective', 'none'] as const;
export type AnnualVolumeSource = (typeof ANNUAL_VOLUME_PRECEDENCE)[number];

export type AnnualVolumeInput = Omit<ExpectedVolumeInput, 'stated'> & {
  /** The expected annual volume stated for the connection itself (tax settings), or null. */
  own: number | null;
  /** The expected annual volume stated for it as a collective participant, or null. */
  collective: number | null;
};

export type AnnualVolume = ExpectedVolume & { source: AnnualVolumeSource };

/** The expected volume of a connection over a year (periodDays) by the order of precedence above. */
export function chooseAnnualVolume(input: AnnualVolumeInput): AnnualVolume {
  const { own, collective, ...rest } = input;
  const annual = own ?? collective;
  const result = expectedPeriodVolume({
    ...rest,
    stated: annual === null ? null : { annual, yearDays: input.periodDays },
  });
  const source: AnnualVolumeSource =
    result.basis === 'stated' ? (own !== null ? 'own' : 'collective') : result.basis;
  return { ...result, source };
}

/**
 * The low ("dal") share of the chosen volume, 0–1: for measured volume the share of the low part in the
 * measured part that was chosen (interval: the low-tariff window; readings: the low register), else the
 * profile category's share (profileShare, e.g. profileLowShare; called only then).
 */
export function chooseLowShare<T = number>(
  basis: VolumeBasis,
  measured: {
    interval: { volume: number; low: number } | null;
    readings: { volume: number; low: number } | null;
  },
  profileShare: () => T,
): number | T {
  const part = basis === 'interval' ? measured.interval : basis === 'readings' ? measured.readings : null;
  if (part && part.volume > 0) return Math.min(1, Math.max(0, part.low / part.volume));
  return profileShare();
}
