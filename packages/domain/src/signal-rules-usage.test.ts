import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import {
  baseLoadRule,
  dailyBaseLoads,
  gasBaseline,
  gasUsageAnomalyRule,
  isOffHours,
  offHoursUseRule,
  solarProductionDropRule,
  usageAnomalyRule,
  weekdayOf,
  type DayUsage,
  type GasDay,
  type HourUsage,
} from './signal-rules-usage.ts';

// Hand-computed cases of the usage rules. Today is Saturday 28-11-2026; "the last week" is Saturday
// 21-11 up to and including Friday 27-11.

const TODAY = '2026-11-28';
const ref = { connectionId: 7, ean: '871687120000000007', today: TODAY };

/** Days back..1 before today, each with kwh(day). */
function daysBack(back: number, kwh: (day: string) => number, to = 1): DayUsage[] {
  const out: DayUsage[] = [];
  for (let b = back; b >= to; b--) {
    const day = addDays(TODAY, -b);
    out.push({ day, kwh: kwh(day) });
  }
  return out;
}

/** 24 hours of each of the last `back` days, kwh(day, hour). */
function hoursBack(back: number, kwh: (day: string, hour: number) => number): HourUsage[] {
  return daysBack(back, () => 0).flatMap(({ day }) =>
    Array.from({ length: 24 }, (_, hour) => ({ day, hour, kwh: kwh(day, hour) })),
  );
}

describe('calendar helpers', () => {
  it('knows the weekday and the night/weekend hours', () => {
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf(TODAY)).toBe(6);
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(weekdayOf('2026-11-30')).toBe(1);
    // Friday 27-11: before 07:00 and from 19:00; Saturday all day.
    expect(isOffHours('2026-11-27', 6)).toBe(true);
    expect(isOffHours('2026-11-27', 7)).toBe(false);
    expect(isOffHours('2026-11-27', 18)).toBe(false);
    expect(isOffHours('2026-11-27', 19)).toBe(true);
    expect(isOffHours('2026-11-28', 12)).toBe(true);
  });
});

describe('usage above the baseline', () => {
  const settings = { enabled: true, threshold: 50 };

  it('raises a day 80 % above the same weekday of the four weeks before (limit 150 kWh)', () => {
    const days = daysBack(35, (day) => (day === '2026-11-27' ? 180 : 100));
    const [signal] = usageAnomalyRule({ ...ref, days }, settings);
    expect(signal).toMatchObject({
      rule: 'usage-anomaly',
      causeKey: 'connection:7',
      connectionId: 7,
      periodFrom: '2026-11-27',
      periodTo: '2026-11-27',
      severity: 2,
      measured: 180,
      limit: 150,
      impact: null,
      title: 'Verbruik hoger dan normaal voor 871687120000000007',
    });
    expect(signal?.detail).toBe(
      '1 dag tussen 27-11-2026 en 27-11-2026 lag het verbruik meer dan 50 % boven dezelfde weekdag in de ' +
        'vier weken ervoor; het meest op 27-11-2026: 180,0 kWh tegen 100,0 kWh (+80 %). Samen 80,0 kWh ' +
        'meer dan normaal.',
    );
  });

  it('spans the anomalous days and takes the worst; twice the threshold is severity 3', () => {
    const extra: Record<string, number> = { '2026-11-24': 250, '2026-11-27': 180 };
    const days = daysBack(35, (day) => extra[day] ?? 100);
    const [signal] = usageAnomalyRule({ ...ref, days }, settings);
    // Worst: 24-11 at 250 against 100 (+150 % ≥ 2 × 50 %); together 150 + 80 = 230 kWh extra.
    expect(signal).toMatchObject({ periodFrom: '2026-11-24', periodTo: '2026-11-27', severity: 3 });
    expect(signal).toMatchObject({ measured: 250, limit: 150 });
    expect(signal?.detail).toContain('Samen 230,0 kWh meer dan normaal.');
  });

  it('raises nothing at the limit itself, or with fewer than two earlier weeks', () => {
    expect(
      usageAnomalyRule({ ...ref, days: daysBack(35, (d) => (d === '2026-11-27' ? 150 : 100)) }, settings),
    ).toEqual([]);
    // Only 20-11 (one week back) is known for Friday 27-11.
    const short = daysBack(13, (d) => (d === '2026-11-27' ? 400 : 100));
    expect(usageAnomalyRule({ ...ref, days: short }, settings)).toEqual([]);
  });
});

describe('base load creeping up', () => {
  const settings = { enabled: true, threshold: 25 };
  // 10 kWh an hour, except 03:00: 4 kWh in the three weeks before the last, `recent` in the last week.
  const hours = (recent: number, outlier?: number) =>
    hoursBack(28, (day, hour) => {
      if (hour !== 3) return 10;
      if (day < '2026-11-21') return 4;
      return day === '2026-11-25' && outlier !== undefined ? outlier : recent;
    });

  it('takes the lowest hour of each day', () => {
    expect(dailyBaseLoads(hours(6)).get('2026-11-27')?.toNumber()).toBe(6);
    expect(dailyBaseLoads(hours(6)).get('2026-11-01')?.toNumber()).toBe(4);
  });

  it('raises 6 kW against 4 kW (+50 %, limit 5 kW): 2 kW × 8.760 h = 17.520 kWh a year', () => {
    const [signal] = baseLoadRule({ ...ref, hours: hours(6, 9) }, settings);
    // The median ignores the one day at 9 kW.
    expect(signal).toMatchObject({
      rule: 'base-load',
      causeKey: 'connection:7',
      periodFrom: '2026-11-21',
      periodTo: '2026-11-27',
      severity: 3,
      measured: 6,
      limit: 5,
    });
    expect(signal?.detail).toBe(
      'De basislast (het laagste uur van de dag) was de afgelopen week 6,0 kW, tegen 4,0 kW in de drie ' +
        'weken ervoor (+50 %). Blijft dat zo, dan is dat 17.520 kWh per jaar meer. Zoek apparatuur die ' +
        'onnodig aan blijft staan.',
    );
  });

  it('raises nothing at 5 kW (the limit) or without four known days on each side', () => {
    expect(baseLoadRule({ ...ref, hours: hours(5) }, settings)).toEqual([]);
    expect(baseLoadRule({ ...ref, hours: hours(6).filter((h) => h.day >= '2026-11-21') }, settings)).toEqual(
      [],
    );
  });
});

describe('night and weekend use', () => {
  const settings = { enabled: true, threshold: 30 };
  // 1 kWh every hour: per week 2 weekend days × 24 h + 5 weekdays × 12 off-hours = 108 kWh off hours.
  const hours = (recentOffHour: number) =>
    hoursBack(28, (day, hour) => (day >= '2026-11-21' && isOffHours(day, hour) ? recentOffHour : 1));

  it('raises 216 kWh against 108 kWh usual (+100 %, limit 140,4 kWh)', () => {
    const [signal] = offHoursUseRule({ ...ref, hours: hours(2) }, settings);
    expect(signal).toMatchObject({
      rule: 'off-hours-use',
      causeKey: 'connection:7',
      periodFrom: '2026-11-21',
      periodTo: '2026-11-27',
      severity: 3,
      measured: 216,
      limit: 140.4,
    });
    expect(signal?.detail).toContain('de afgelopen week 216,0 kWh, tegen gemiddeld 108,0 kWh');
  });

  it('raises nothing for a usual week, or with fewer than two earlier weeks', () => {
    expect(offHoursUseRule({ ...ref, hours: hours(1) }, settings)).toEqual([]);
    const twoWeeks = hours(2).filter((h) => h.day >= '2026-11-14');
    expect(offHoursUseRule({ ...ref, hours: twoWeeks }, settings)).toEqual([]);
  });
});

describe('solar feed-in dropping', () => {
  const settings = { enabled: true, threshold: 25 };
  const days = (recent: number) => daysBack(17, (day) => (day >= '2026-11-25' ? recent : 20));

  it('raises 4 kWh a day against 20 (limit 25 % = 5 kWh); no feed-in at all is severity 3', () => {
    const [signal] = solarProductionDropRule({ ...ref, days: days(4) }, settings);
    expect(signal).toMatchObject({
      rule: 'solar-production-drop',
      causeKey: 'connection:7',
      periodFrom: '2026-11-25',
      periodTo: '2026-11-27',
      severity: 2,
      measured: 4,
      limit: 5,
    });
    expect(solarProductionDropRule({ ...ref, days: days(0) }, settings)[0]?.severity).toBe(3);
  });

  it('raises nothing at 6 kWh a day, or with fewer than seven earlier days', () => {
    expect(solarProductionDropRule({ ...ref, days: days(6) }, settings)).toEqual([]);
    expect(
      solarProductionDropRule({ ...ref, days: days(0).filter((d) => d.day >= '2026-11-20') }, settings),
    ).toEqual([]);
  });
});

describe('gasUsageAnomalyRule (corrected for degree days)', () => {
  const TODAY = '2026-11-28';
  const settings = { enabled: true, threshold: 25 };
  /** The four weeks before the last week (24-10 … 20-11): degree days 0, 5, 10, 15 in turn, m³ = 10 + 2 × dd. */
  const baseline: GasDay[] = Array.from({ length: 28 }, (_, i) => {
    const degreeDays = [0, 5, 10, 15][i % 4]!;
    return { day: addDays('2026-10-24', i), m3: 10 + 2 * degreeDays, degreeDays };
  });
  const week = (m3: (day: string) => number, degreeDays: number): GasDay[] =>
    Array.from({ length: 7 }, (_, i) => {
      const day = addDays('2026-11-21', i);
      return { day, m3: m3(day), degreeDays };
    });
  const ref = { connectionId: 4, ean: '871687400000000004', today: TODAY };

  it('fits the line of the baseline: 10 m³ a day plus 2 m³ per degree day', () => {
    const line = gasBaseline(baseline);
    expect(line?.base.toNumber()).toBe(10);
    expect(line?.perDegreeDay.toNumber()).toBe(2);
  });

  it('without spread in the degree days: the mean (20 and 30 m³ at 10 dd → 25 m³)', () => {
    const flat = Array.from({ length: 8 }, (_, i) => ({
      day: addDays('2026-10-24', i),
      m3: i % 2 === 0 ? 20 : 30,
      degreeDays: 10,
    }));
    const line = gasBaseline(flat);
    expect(line?.base.toNumber()).toBe(25);
    expect(line?.perDegreeDay.toNumber()).toBe(0);
    expect(gasBaseline(flat.slice(0, 6))).toBeNull();
  });

  it('a cold week raises nothing: 50 m³ at 20 dd is what the weather explains (the raw mean is 25 m³)', () => {
    expect(gasUsageAnomalyRule({ ...ref, days: [...baseline, ...week(() => 50, 20)] }, settings)).toEqual([]);
  });

  it('a mild day with 28 m³ where 5 dd predict 20 m³ raises (limit 20 × 1.25 = 25 m³, +40 %)', () => {
    const days = [...baseline, ...week((day) => (day === '2026-11-25' ? 28 : 20), 5)];
    expect(gasUsageAnomalyRule({ ...ref, days }, settings)).toEqual([
      {
        rule: 'usage-anomaly',
        causeKey: 'connection:4',
        connectionId: 4,
        periodFrom: '2026-11-25',
        periodTo: '2026-11-25',
        severity: 2,
        measured: 28,
        limit: 25,
        impact: null,
        title: 'Gasverbruik hoger dan verwacht voor 871687400000000004',
        detail:
          '1 dag tussen 25-11-2026 en 25-11-2026 lag het gasverbruik meer dan 25 % boven wat de graaddagen ' +
          'verklaren (gemeten over de vier weken ervoor); het meest op 25-11-2026: 28,0 m³ bij 5,0 graaddagen, ' +
          'verwacht 20,0 m³ (+40 %). Samen 8,0 m³ meer dan verwacht.',
      },
    ]);
    // 25 m³ is the limit itself: not above it.
    const atLimit = [...baseline, ...week((day) => (day === '2026-11-25' ? 25 : 20), 5)];
    expect(gasUsageAnomalyRule({ ...ref, days: atLimit }, settings)).toEqual([]);
  });
});
