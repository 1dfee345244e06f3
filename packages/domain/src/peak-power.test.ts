import { describe, expect, it } from 'vitest';
import { peakExceeds, peakPower } from './peak-power.ts';

describe('peakPower', () => {
  it('measured intervals: the interval mean power (kWh × 60 ÷ minutes)', () => {
    // 40 kWh in a quarter hour = 160 kW; 1,25 kWh = 5 kW; 30 m³ in an hour = 30 m³/h.
    expect(peakPower('40.0000', 15)).toEqual({ value: 160, basis: 'interval' });
    expect(peakPower(1.25, 15)).toEqual({ value: 5, basis: 'interval' });
    expect(peakPower(30, 60)).toEqual({ value: 30, basis: 'interval' });
  });

  it('daily readings only: the busiest day mean power (kWh ÷ 24 h), marked as such', () => {
    // 25 kWh on the busiest day = 1,0417 kW over 24 hours; 15 kWh = 0,625 kW; 480 kWh = 20 kW.
    expect(peakPower('25.0000', 1440)).toEqual({ value: 1.0417, basis: 'day-average' });
    expect(peakPower(15, 1440)).toEqual({ value: 0.625, basis: 'day-average' });
    expect(peakPower(480, 1440)).toEqual({ value: 20, basis: 'day-average' });
  });

  it('nothing without data', () => {
    expect(peakPower(null, 15)).toBeNull();
    expect(peakPower(12, null)).toBeNull();
    expect(peakPower('x', 15)).toBeNull();
  });

  it('exceeds the contract when the figure is above it, on either basis', () => {
    // 3.600 kWh on one day = 150 kW on average: the real peak was at least that, above 140 kW.
    expect(peakExceeds(peakPower(3600, 1440), 140)).toBe(true);
    expect(peakExceeds(peakPower(40, 15), 140)).toBe(true);
    expect(peakExceeds(peakPower(35, 15), 140)).toBe(false);
    expect(peakExceeds(peakPower(40, 15), null)).toBe(false);
  });
});
