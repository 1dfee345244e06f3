import { describe, expect, it } from 'vitest';
import { applyChange, valueInForce, valuesInForceOver, type HistoryInterval } from './connection-history.ts';

const v = (value: string, validFrom: string | null, validTo: string | null): HistoryInterval => ({
  value,
  label: value,
  validFrom,
  validTo,
});

describe('valueInForce', () => {
  const timeline = [
    v('3x25A', null, '2024-03-01'),
    v('3x63A', '2024-03-01', '2025-07-01'),
    v('3x80A', '2025-07-01', null),
  ];

  it('answers the value whose interval holds the day (from inclusive, to exclusive)', () => {
    expect(valueInForce(timeline, '2020-01-01')).toBe('3x25A');
    expect(valueInForce(timeline, '2024-02-29')).toBe('3x25A');
    expect(valueInForce(timeline, '2024-03-01')).toBe('3x63A');
    expect(valueInForce(timeline, '2025-06-30')).toBe('3x63A');
    expect(valueInForce(timeline, '2025-07-01')).toBe('3x80A');
    expect(valueInForce(timeline, '2030-12-31')).toBe('3x80A');
  });

  it('answers null before a timeline that starts on a day, and for an empty one', () => {
    expect(valueInForce([v('Eneco', '2024-01-01', null)], '2023-12-31')).toBeNull();
    expect(valueInForce([], '2024-01-01')).toBeNull();
  });
});

describe('applyChange', () => {
  it('starts a timeline from the value before and closes it on the day of the change', () => {
    const result = applyChange<HistoryInterval>(
      [],
      { value: '3x80A', label: '3x80A', from: '2025-07-01' },
      { value: '3x63A', label: '3x63A' },
    );
    expect(result).toEqual([v('3x63A', null, '2025-07-01'), v('3x80A', '2025-07-01', null)]);
  });

  it('without a value before, the timeline starts on the day of the change', () => {
    expect(applyChange<HistoryInterval>([], { value: '12', label: 'Eneco', from: '2026-01-01' })).toEqual([
      { value: '12', label: 'Eneco', validFrom: '2026-01-01', validTo: null },
    ]);
  });

  it('appends a later change after the open interval', () => {
    const start = [v('A', null, '2024-01-01'), v('B', '2024-01-01', null)];
    expect(applyChange(start, { value: 'C', label: 'C', from: '2025-01-01' })).toEqual([
      v('A', null, '2024-01-01'),
      v('B', '2024-01-01', '2025-01-01'),
      v('C', '2025-01-01', null),
    ]);
  });

  it('a back-dated change holds until the next recorded change and splits the interval it falls in', () => {
    const start = [v('A', null, '2024-01-01'), v('B', '2024-01-01', null)];
    // Change to X from 2023-06-01: A until then, X until B starts on 2024-01-01, B still in force.
    expect(applyChange(start, { value: 'X', label: 'X', from: '2023-06-01' })).toEqual([
      v('A', null, '2023-06-01'),
      v('X', '2023-06-01', '2024-01-01'),
      v('B', '2024-01-01', null),
    ]);
  });

  it('a second change on the same day replaces the first', () => {
    const start = [v('A', null, '2024-01-01'), v('B', '2024-01-01', null)];
    expect(applyChange(start, { value: 'C', label: 'C', from: '2024-01-01' })).toEqual([
      v('A', null, '2024-01-01'),
      v('C', '2024-01-01', null),
    ]);
  });

  it('a change back to the value in force merges with it (no empty step)', () => {
    const start = [v('A', null, '2024-01-01'), v('B', '2024-01-01', null)];
    expect(applyChange(start, { value: 'A', label: 'A', from: '2024-01-01' })).toEqual([v('A', null, null)]);
    expect(applyChange(start, { value: 'B', label: 'B', from: '2025-01-01' })).toEqual(start);
  });

  it('audits of old periods keep their value after a later change', () => {
    const before = [v('Eneco', null, null)];
    const after = applyChange(before, { value: 'Vattenfall', label: 'Vattenfall', from: '2026-01-01' });
    expect(valueInForce(after, '2025-12-31')).toBe('Eneco');
    expect(valueInForce(after, '2026-01-01')).toBe('Vattenfall');
  });
});

describe('valuesInForceOver (issue 32: the contracted kW of an invoice period as it was then)', () => {
  const timeline = [
    { value: '810', label: '810 kW', validFrom: null, validTo: '2026-08-01' },
    { value: '1060', label: '1060 kW', validFrom: '2026-08-01', validTo: null },
  ];

  it('a period before the change: the old value, not the current one', () => {
    expect(valuesInForceOver(timeline, { from: '2026-03-01', to: '2026-03-31' }, '1060')).toEqual([
      { from: '2026-03-01', to: '2026-03-31', value: '810' },
    ]);
  });

  it('a period across the change: one part per value, days inclusive', () => {
    expect(valuesInForceOver(timeline, { from: '2026-07-16', to: '2026-08-15' }, '1060')).toEqual([
      { from: '2026-07-16', to: '2026-07-31', value: '810' },
      { from: '2026-08-01', to: '2026-08-15', value: '1060' },
    ]);
  });

  it('no history: the current value over the whole period', () => {
    expect(valuesInForceOver([], { from: '2026-03-01', to: '2026-03-31' }, '1060')).toEqual([
      { from: '2026-03-01', to: '2026-03-31', value: '1060' },
    ]);
  });

  it('a history starting within the period: the days before it take the current value', () => {
    const later = [{ value: '500', label: null, validFrom: '2026-03-10', validTo: null }];
    expect(valuesInForceOver(later, { from: '2026-03-01', to: '2026-03-31' }, '400')).toEqual([
      { from: '2026-03-01', to: '2026-03-09', value: '400' },
      { from: '2026-03-10', to: '2026-03-31', value: '500' },
    ]);
  });
});
