import { describe, expect, it } from 'vitest';
import { SIGNAL_RULES } from './signal-rules.ts';
import { signalUnits } from './signal-units.ts';

describe('signalUnits', () => {
  it('gives every rule a unit for its measured value and its limit', () => {
    for (const rule of SIGNAL_RULES) {
      const units = signalUnits(rule, false);
      expect(units.measured, rule).toBeTruthy();
      expect(units.limit, rule).toBeTruthy();
    }
  });

  it('counts missing invoices in months against a grace in days', () => {
    expect(signalUnits('missing-invoice', false)).toEqual({ measured: 'maanden', limit: 'dagen' });
  });

  it('measures usage in m³ on a gas connection and in kWh on electricity', () => {
    expect(signalUnits('usage-anomaly', true)).toEqual({ measured: 'm³', limit: 'm³' });
    expect(signalUnits('usage-anomaly', false)).toEqual({ measured: 'kWh', limit: 'kWh' });
  });

  it('names kW for peaks and base load, € for invoice deviations, days for deadlines', () => {
    expect(signalUnits('peak-over-capacity', false).measured).toBe('kW');
    expect(signalUnits('base-load', false).limit).toBe('kW');
    expect(signalUnits('invoice-deviation', false).measured).toBe('€');
    expect(signalUnits('notice-deadline', false).limit).toBe('dagen');
    expect(signalUnits('reactive-power', false).measured).toBe('kVArh');
  });
});
