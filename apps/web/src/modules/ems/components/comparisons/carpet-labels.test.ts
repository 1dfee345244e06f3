import { describe, expect, it } from 'vitest';
import { addLocalDays } from '@energiek/domain/local-time';
import { carpetDayLabel, carpetDayLabels, carpetPower, carpetQuantity, unitNumber } from './carpet-labels.ts';

const daysFrom = (from: string, n: number) => Array.from({ length: n }, (_, i) => addLocalDays(from, i));

describe('carpet day labels', () => {
  it('names a day by weekday and day/month', () => {
    expect(carpetDayLabel('2026-05-04')).toBe('ma 04/05');
    expect(carpetDayLabel('2026-03-29')).toBe('zo 29/03');
  });

  it('labels every other day of four weeks at 12 px a row (a label needs 16 px)', () => {
    // 2-11-2026 is a Monday
    const labels = carpetDayLabels(daysFrom('2026-11-02', 28), 12);
    expect(labels).toHaveLength(14);
    expect(labels.slice(0, 3)).toEqual([
      { row: 0, label: 'ma 02/11' },
      { row: 2, label: 'wo 04/11' },
      { row: 4, label: 'vr 06/11' },
    ]);
  });

  it('labels every day of a week when rows are 16 px or more', () => {
    expect(carpetDayLabels(daysFrom('2026-11-02', 7), 16).map((l) => l.row)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('labels every second Monday of a year at 2 px a row (step 8 days)', () => {
    // 1-1-2026 is a Thursday: the first Monday is 5-1 (row 4), the next labelled one 19-1 (row 18)
    const labels = carpetDayLabels(daysFrom('2026-01-01', 365), 2);
    expect(labels.slice(0, 3)).toEqual([
      { row: 4, label: 'ma 05/01' },
      { row: 18, label: 'ma 19/01' },
      { row: 32, label: 'ma 02/02' },
    ]);
    expect(labels).toHaveLength(26); // 52 Mondays in 2026 (5-1 … 28-12), every second
  });
});

describe('carpet values by the one rule per unit', () => {
  it('gives kWh and m³ one decimal below 100 and whole from 100, never three', () => {
    expect(carpetQuantity(0.5, 'kWh')).toBe('0,5 kWh');
    expect(carpetQuantity(12.345, 'kWh')).toBe('12,3 kWh');
    expect(carpetQuantity(40, 'kWh')).toBe('40,0 kWh');
    expect(carpetQuantity(539.89, 'kWh')).toBe('540 kWh');
    expect(carpetQuantity(0.04, 'm³')).toBe('0,0 m³');
    expect(carpetQuantity(1234.5, 'm³')).toBe('1.235 m³');
    // Reactive energy follows the kWh rule
    expect(carpetQuantity(3.456, 'kVArh')).toBe('3,5 kVArh');
    expect(carpetQuantity(null, 'kWh')).toBe('–');
  });

  it('gives the base load power one decimal, in m³/h for gas', () => {
    expect(carpetPower(2, 'kWh')).toBe('2,0 kW');
    expect(carpetPower(160.04, 'kWh')).toBe('160,0 kW');
    expect(carpetPower(1.25, 'm³')).toBe('1,3 m³/h');
    expect(carpetPower(null, 'kWh')).toBe('–');
  });
});

describe('unitNumber: the number alone by the unit rule (issue 32, the comparison table under the carpet)', () => {
  it('kWh and m³ whole from 100, one decimal below; kW one decimal; kvarh by the kWh rule', () => {
    expect(unitNumber(12.345, 'kWh')).toBe('12,3');
    expect(unitNumber(1234.567, 'm³')).toBe('1.235');
    expect(unitNumber(160.0004, 'kW')).toBe('160,0');
    expect(unitNumber(0.125, 'kvarh')).toBe('0,1');
    expect(unitNumber(539.891, 'kvarh')).toBe('540');
  });
});
