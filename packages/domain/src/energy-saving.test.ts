import { describe, expect, it } from 'vitest';
import { reportDeadlines, savingObligation } from './energy-saving.ts';

const of = (electricityKwh: number, gasM3: number, selfGeneratedKwh = 0) =>
  savingObligation({ electricityKwh, gasM3, selfGeneratedKwh });

describe('savingObligation', () => {
  it('below both thresholds: no obligation', () => {
    expect(of(49_999, 24_999)).toMatchObject({ obligation: 'none', informatieplicht: false, decidedBy: [] });
    expect(of(0, 0).obligation).toBe('none');
  });

  it('exactly 50,000 kWh or 25,000 m³: the saving obligation with the information duty', () => {
    expect(of(50_000, 0)).toMatchObject({
      obligation: 'energiebesparingsplicht',
      informatieplicht: true,
      decidedBy: ['electricity'],
    });
    expect(of(0, 25_000)).toMatchObject({ obligation: 'energiebesparingsplicht', decidedBy: ['gas'] });
    expect(of(60_000, 30_000).decidedBy).toEqual(['electricity', 'gas']);
  });

  it('self-generated electricity counts: 40,000 from the grid + 10,000 own solar reaches 50,000', () => {
    const result = of(40_000, 0, 10_000);
    expect(result.obligation).toBe('energiebesparingsplicht');
    expect(result.electricityKwh.toNumber()).toBe(50_000);
    expect(of(40_000, 0, 9_999.999).obligation).toBe('none');
  });

  it('from 10 M kWh or 170,000 m³: the research obligation IN ADDITION to the information duty (RVO)', () => {
    expect(of(9_999_999, 169_999).obligation).toBe('energiebesparingsplicht');
    expect(of(10_000_000, 0)).toMatchObject({
      obligation: 'onderzoeksplicht',
      informatieplicht: true,
      decidedBy: ['electricity'],
    });
    expect(of(0, 170_000)).toMatchObject({
      obligation: 'onderzoeksplicht',
      informatieplicht: true,
      decidedBy: ['gas'],
    });
    // Gas alone decides the research obligation even when electricity only reaches the saving threshold.
    expect(of(60_000, 170_000).decidedBy).toEqual(['gas']);
  });

  it('refuses a negative total', () => {
    expect(() => of(-1, 0)).toThrow(RangeError);
  });
});

describe('reportDeadlines', () => {
  it('before and on the first deadline', () => {
    expect(reportDeadlines('2019-01-01')).toEqual({ previous: null, next: '2019-07-01' });
    expect(reportDeadlines('2019-07-01')).toEqual({ previous: null, next: '2019-07-01' });
  });
  it('between 2019 and 2023, and every 4 years on 1 December after 2023', () => {
    expect(reportDeadlines('2019-07-02')).toEqual({ previous: '2019-07-01', next: '2023-12-01' });
    expect(reportDeadlines('2023-12-02')).toEqual({ previous: '2023-12-01', next: '2027-12-01' });
    expect(reportDeadlines('2026-11-24')).toEqual({ previous: '2023-12-01', next: '2027-12-01' });
    expect(reportDeadlines('2027-12-01')).toEqual({ previous: '2023-12-01', next: '2027-12-01' });
    expect(reportDeadlines('2027-12-02')).toEqual({ previous: '2027-12-01', next: '2031-12-01' });
  });
});
