import { describe, expect, it } from 'vitest';
import { formatSignalMeasure, formatSignalValue } from './signals.ts';

describe('formatSignalMeasure', () => {
  it('shows a missing invoice as months against the grace in days', () => {
    expect(formatSignalMeasure({ measured: 3, limit: 30, measuredUnit: 'maanden', limitUnit: 'dagen' })).toBe(
      '3 maanden / 30 dagen',
    );
  });

  it('says one month and one day in the singular', () => {
    expect(formatSignalMeasure({ measured: 1, limit: 1, measuredUnit: 'maanden', limitUnit: 'dagen' })).toBe(
      '1 maand / 1 dag',
    );
  });

  it('shows euros as amounts and energy with one decimal', () => {
    expect(formatSignalMeasure({ measured: 40.5, limit: 25, measuredUnit: '€', limitUnit: '€' })).toBe(
      '€ 40,50 / € 25,00',
    );
    expect(formatSignalMeasure({ measured: 1234.56, limit: 1000, measuredUnit: 'kW', limitUnit: 'kW' })).toBe(
      '1.234,6 kW / 1.000,0 kW',
    );
    expect(formatSignalValue(12.25, 'm³')).toBe('12,3 m³');
  });

  it('shows a dash when nothing was measured', () => {
    expect(
      formatSignalMeasure({ measured: null, limit: 30, measuredUnit: 'dagen', limitUnit: 'dagen' }),
    ).toBe('—');
  });
});
