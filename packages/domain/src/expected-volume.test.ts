import { describe, expect, it } from 'vitest';
import {
  ANNUAL_VOLUME_PRECEDENCE,
  chooseAnnualVolume,
  chooseLowShare,
  expectedPeriodVolume,
  fitGasBaseLoad,
  type GasMonth,
} from './expected-volume.ts';

// Hand-computed cases (issue 27): scale by the days covered, not 12 / months; gas fills its missing months
// from a base load + degree-day fit.

const none = { interval: null, readings: null, stated: null };

describe('expectedPeriodVolume', () => {
  it('one day of 96 kWh (one quarter-hour each) is 96 × 365 = 35,040 kWh a year, not 96 × 12 = 1,152', () => {
    const result = expectedPeriodVolume({
      ...none,
      product: 1,
      periodDays: 365,
      interval: { volume: 96, coveredDays: 1 },
    });
    // One day is too little to trust (below 28 days) but nothing else is known: extrapolated, low.
    expect(result).toEqual({
      volume: 35_040,
      basis: 'interval',
      method: 'scaled-by-days',
      certainty: 'low',
      coverage: 1 / 365,
    });
  });

  it('prefers the stated figure over too little interval data; enough data beats it', () => {
    const stated = { annual: 14_000, yearDays: 365 };
    const few = expectedPeriodVolume({
      ...none,
      product: 1,
      periodDays: 365,
      interval: { volume: 96, coveredDays: 1 },
      stated,
    });
    expect(few).toMatchObject({ volume: 14_000, basis: 'stated', certainty: 'medium' });
    // 31 days (January) of 1,550 kWh: 50 kWh a day × 365 = 18,250 kWh, 31/365 measured: low.
    const month = expectedPeriodVolume({
      ...none,
      product: 1,
      periodDays: 365,
      interval: { volume: 1_550, coveredDays: 31 },
      stated,
    });
    expect(month).toMatchObject({ volume: 18_250, basis: 'interval', certainty: 'low' });
    // A partial month is not a whole month: 15.5 days of 775 kWh is still 50 a day → 18,250.
    const half = expectedPeriodVolume({
      ...none,
      product: 1,
      periodDays: 365,
      interval: { volume: 775, coveredDays: 15.5 },
      minimumDays: 14,
    });
    expect(half.volume).toBe(18_250);
  });

  it('a whole measured year is the measured volume, high; readings come before the stated figure', () => {
    expect(
      expectedPeriodVolume({
        ...none,
        product: 1,
        periodDays: 366,
        interval: { volume: 12_345, coveredDays: 366 },
      }),
    ).toEqual({ volume: 12_345, basis: 'interval', method: 'measured', certainty: 'high', coverage: 1 });
    // Readings over 200 days of 4,000 kWh: 20 a day × 365 = 7,300; 200/365 = 55 % → medium.
    expect(
      expectedPeriodVolume({
        ...none,
        product: 1,
        periodDays: 365,
        readings: { volume: 4_000, coveredDays: 200 },
        stated: { annual: 9_999, yearDays: 365 },
      }),
    ).toMatchObject({ volume: 7_300, basis: 'readings', certainty: 'medium' });
  });

  it('the stated annual figure is scaled to the period by days (a half year of 366 days: 183/366)', () => {
    expect(
      expectedPeriodVolume({
        ...none,
        product: 1,
        periodDays: 183,
        stated: { annual: 10_000, yearDays: 366 },
      }),
    ).toMatchObject({ volume: 5_000, basis: 'stated' });
    expect(expectedPeriodVolume({ ...none, product: 1, periodDays: 365 })).toEqual({
      volume: null,
      basis: 'none',
      method: 'none',
      certainty: null,
      coverage: 0,
    });
  });

  it('gas January–October: base 10 m³/day + 5 m³ per degree day fills November and December', () => {
    // Months built exactly on the model: volume = 10 × days + 5 × degree days.
    const dd = [400, 350, 300, 200, 100, 40, 20, 30, 90, 200];
    const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31];
    const months: GasMonth[] = dd.map((d, i) => ({
      days: days[i]!,
      degreeDays: d,
      volume: 10 * days[i]! + 5 * d,
    }));
    const measured = months.reduce((s, m) => s + m.volume, 0); // 3,040 + 5 × 1,730 = 11,690
    expect(measured).toBe(11_690);
    const coveredDays = 304;
    const coveredDegreeDays = 1_730;
    // November 300 and December 420 degree days: the year has 2,450.
    const result = expectedPeriodVolume({
      product: 2,
      periodDays: 365,
      periodDegreeDays: 2_450,
      interval: { volume: measured, coveredDays, coveredDegreeDays, months },
      readings: null,
      stated: null,
    });
    // Missing: 61 days × 10 = 610 and 720 degree days × 5 = 3,600 → 11,690 + 4,210 = 15,900.
    // (Scaling by days would give 11,690 × 365 / 304 = 14,035.6: the winter lost.)
    expect(result.method).toBe('degree-days');
    expect(result.volume).toBeCloseTo(15_900, 6);
    expect(result.certainty).toBe('medium'); // 304 / 365 = 83 %
  });
});

describe('fitGasBaseLoad', () => {
  it('recovers base and heating from two months; refuses one month; a summer-only history is base load', () => {
    // 30 days × b + 100 k = 800 and 31 days × b + 400 k = 2,310 → b = 10, k = 5.
    const fit = fitGasBaseLoad([
      { days: 30, degreeDays: 100, volume: 800 },
      { days: 31, degreeDays: 400, volume: 2_310 },
    ]);
    expect(fit?.basePerDay).toBeCloseTo(10, 9);
    expect(fit?.perDegreeDay).toBeCloseTo(5, 9);
    expect(fitGasBaseLoad([{ days: 31, degreeDays: 400, volume: 2_310 }])).toBeNull();
    // More gas in the warmer month: no heating part; the base is Σ(v·d)/Σ(d²) = (300·30 + 200·31)/(900 + 961).
    const summer = fitGasBaseLoad([
      { days: 30, degreeDays: 10, volume: 300 },
      { days: 31, degreeDays: 40, volume: 200 },
    ]);
    expect(summer?.perDegreeDay).toBe(0);
    expect(summer?.basePerDay).toBeCloseTo((300 * 30 + 200 * 31) / (900 + 961), 9);
  });
});

describe('chooseAnnualVolume (order: interval, readings, own figure, collective figure, none)', () => {
  const base = {
    product: 1 as const,
    periodDays: 365,
    interval: null,
    readings: null,
    own: null,
    collective: null,
  };

  it('names the order of precedence', () => {
    expect(ANNUAL_VOLUME_PRECEDENCE).toEqual(['interval', 'readings', 'own', 'collective', 'none']);
  });

  it('a whole year of interval data is the volume, before readings and both stated figures', () => {
    const result = chooseAnnualVolume({
      ...base,
      interval: { volume: 12_000, coveredDays: 365 },
      readings: { volume: 9_000, coveredDays: 365 },
      own: 14_000,
      collective: 185_000,
    });
    expect(result).toMatchObject({ volume: 12_000, source: 'interval', certainty: 'high' });
  });

  it('readings over 200 days beat 10 days of interval data and the stated figures: 4,000 × 365 / 200 = 7,300', () => {
    const result = chooseAnnualVolume({
      ...base,
      interval: { volume: 100, coveredDays: 10 },
      readings: { volume: 4_000, coveredDays: 200 },
      own: 14_000,
      collective: 185_000,
    });
    // 200 / 365 = 54.8 % measured: medium.
    expect(result).toMatchObject({
      volume: 7_300,
      source: 'readings',
      method: 'scaled-by-days',
      certainty: 'medium',
    });
  });

  it("without enough measured data the connection's own figure (14,000) comes before the collective's (185,000)", () => {
    const own = chooseAnnualVolume({
      ...base,
      interval: { volume: 100, coveredDays: 10 },
      own: 14_000,
      collective: 185_000,
    });
    expect(own).toMatchObject({ volume: 14_000, source: 'own', certainty: 'medium' });
    const collective = chooseAnnualVolume({ ...base, collective: 185_000 });
    expect(collective).toMatchObject({ volume: 185_000, source: 'collective', certainty: 'medium' });
  });

  it('too little data and nothing stated: extrapolated and low (20 days of readings, 500 m³ → 9,125); nothing: none', () => {
    const little = chooseAnnualVolume({ ...base, product: 2, readings: { volume: 500, coveredDays: 20 } });
    expect(little).toMatchObject({ volume: 9_125, source: 'readings', certainty: 'low' });
    expect(chooseAnnualVolume(base)).toMatchObject({ volume: null, source: 'none', certainty: null });
  });
});

describe('chooseLowShare', () => {
  const measured = { interval: { volume: 1_000, low: 400 }, readings: { volume: 1_200, low: 300 } };
  it('takes the low share of the part chosen, else the profile share', () => {
    expect(chooseLowShare('interval', measured, () => 0.6)).toBe(0.4);
    expect(chooseLowShare('readings', measured, () => 0.6)).toBe(0.25);
    expect(chooseLowShare('stated', measured, () => 0.6)).toBe(0.6);
    expect(chooseLowShare('none', measured, () => null)).toBeNull();
  });
});
