import { describe, expect, it } from 'vitest';
import {
  authorisationExpiringRule,
  DEFAULT_RULE_SETTINGS as D,
  energySavingReportRule,
  incompleteDays,
  missingDataRule,
  noticeDeadlineRule,
  peakKw,
  peakOverCapacityRule,
  reactiveAllowance,
  reactivePowerRule,
  taxRefundDeadlineRule,
} from './signal-rules.ts';

// Crafted data per rule: one case that raises, one that does not (issue 30 "Done when").

describe('missing or incomplete interval data', () => {
  it('counts a DST day of 92 or 100 quarters as complete', () => {
    const days = [
      { day: '2026-03-29', count: 92 },
      { day: '2026-10-25', count: 100 },
    ];
    expect(incompleteDays(days, '2026-03-29', '2026-03-29', 15)).toEqual([]);
    expect(incompleteDays(days, '2026-10-25', '2026-10-25', 15)).toEqual([]);
  });

  it('finds 96 quarters short on the fall-back day and 95 on an ordinary day', () => {
    expect(
      incompleteDays(
        [
          { day: '2026-10-25', count: 96 },
          { day: '2026-10-26', count: 95 },
        ],
        '2026-10-25',
        '2026-10-27',
        15,
      ),
    ).toEqual([
      { day: '2026-10-25', count: 96, expected: 100 },
      { day: '2026-10-26', count: 95, expected: 96 },
      { day: '2026-10-27', count: 0, expected: 96 },
    ]);
  });

  it('hours: 23 on the spring day is complete', () => {
    expect(incompleteDays([{ day: '2026-03-29', count: 23 }], '2026-03-29', '2026-03-29', 60)).toEqual([]);
  });

  const week = (overrides: Record<string, number> = {}) =>
    ['2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01'].map(
      (day) => ({ day, count: overrides[day] ?? (day === '2026-03-29' ? 92 : 96) }),
    );
  const base = { connectionId: 7, ean: '871234567890123456', minutes: 15 as const, today: '2026-04-02' };

  it('raises nothing for a complete week over the spring DST day', () => {
    expect(missingDataRule({ ...base, days: week(), firstDay: '2026-01-01' }, D['missing-data'])).toEqual([]);
  });

  it('raises one signal with the gap days, received against expected', () => {
    const [signal, more] = missingDataRule(
      { ...base, days: week({ '2026-03-29': 88, '2026-03-31': 0 }), firstDay: '2026-01-01' },
      D['missing-data'],
    );
    expect(more).toBeUndefined();
    expect(signal).toMatchObject({
      rule: 'missing-data',
      causeKey: 'connection:7',
      periodFrom: '2026-03-29',
      periodTo: '2026-03-31',
      measured: 88,
      limit: 92 + 96,
      severity: 1,
    });
  });

  it('does not count the days before the first data', () => {
    expect(missingDataRule({ ...base, days: [], firstDay: '2026-04-02' }, D['missing-data'])).toEqual([]);
  });
});

describe('peak above the contracted capacity', () => {
  it('converts a quarter value to kW: 30 kWh in 15 minutes is 120 kW', () => {
    expect(peakKw(30, 15)).toBe(120);
  });

  it('raises per month with the 12-month warning and the advised kW', () => {
    const signals = peakOverCapacityRule(
      {
        connectionId: 3,
        ean: 'E',
        contractedKw: 100,
        days: [
          { day: '2026-01-05', max: 24, minutes: 15 },
          { day: '2026-01-06', max: 26.1, minutes: 15 },
          { day: '2026-01-20', max: 25.5, minutes: 15 },
          { day: '2026-02-02', max: 20, minutes: 15 },
        ],
      },
      D['peak-over-capacity'],
    );
    expect(signals).toHaveLength(1);
    expect(signals[0]).toMatchObject({
      causeKey: 'connection:3:2026-01',
      periodFrom: '2026-01-06',
      periodTo: '2026-01-20',
      measured: 104.4,
      limit: 100,
      severity: 2,
    });
    expect(signals[0]?.detail).toContain('verhoogt het gecontracteerd vermogen voor 12 maanden');
    expect(signals[0]?.detail).toContain('naar 105 kW');
  });

  it('raises nothing at exactly the contracted capacity', () => {
    const input = {
      connectionId: 3,
      ean: 'E',
      contractedKw: 100,
      days: [{ day: '2026-01-05', max: 25, minutes: 15 }],
    };
    expect(peakOverCapacityRule(input, D['peak-over-capacity'])).toEqual([]);
  });
});

describe('reactive power beyond cos φ 0.85', () => {
  it('allows 62 % of the kWh taken plus 20 % of the kWh fed in', () => {
    expect(reactiveAllowance(1000, 500).toFixed(2)).toBe('720.00');
  });
  const input = {
    connectionId: 1,
    ean: 'E',
    from: '2026-01-01',
    to: '2026-01-31',
    consumedKwh: 1000,
    producedKwh: 500,
  };
  it('raises above the allowance with the cost of the excess', () => {
    const [signal] = reactivePowerRule({ ...input, reactiveKvarh: 800, pricePerKvarh: '0.01234' });
    // (800 − 720) × 0.01234 = 0.9872 → 0.99
    expect(signal).toMatchObject({ measured: 800, limit: 720, impact: '0.99', severity: 1 });
  });
  it('raises nothing at the allowance', () => {
    expect(reactivePowerRule({ ...input, reactiveKvarh: 720 })).toEqual([]);
  });
});

describe('deadlines', () => {
  it('authorisation: raises 30 days ahead, not 31', () => {
    const input = {
      authorisationId: 9,
      connectionId: 2,
      ean: 'E',
      validTo: '2026-12-28',
      today: '2026-11-28',
    };
    expect(authorisationExpiringRule(input, D['authorisation-expiring'])[0]).toMatchObject({
      causeKey: 'authorisation:9:2026-12-28',
      measured: 30,
      severity: 2,
    });
    expect(authorisationExpiringRule({ ...input, today: '2026-11-27' }, D['authorisation-expiring'])).toEqual(
      [],
    );
    expect(authorisationExpiringRule({ ...input, today: '2026-12-29' }, D['authorisation-expiring'])).toEqual(
      [],
    );
  });

  it('notice deadline: 3 months before 31-12-2026 is 30-09-2026; raised within 60 days', () => {
    const term = {
      agreementId: 4,
      label: 'Vattenfall Vast',
      startDate: '2024-01-01',
      endDate: '2026-12-31',
      noticeMonths: 3,
      tacitRenewal: true,
      renewalMonths: 12,
    };
    const [signal] = noticeDeadlineRule({ ...term, today: '2026-09-01' }, D['notice-deadline']);
    expect(signal).toMatchObject({ causeKey: 'agreement:4:2026-09-30', measured: 29, severity: 2 });
    expect(signal?.detail).toContain('stilzwijgend verlengd');
    expect(noticeDeadlineRule({ ...term, today: '2026-07-01' }, D['notice-deadline'])).toEqual([]);
  });

  it('notice deadline after a tacit renewal: the next term is watched', () => {
    const term = {
      agreementId: 4,
      label: 'X',
      startDate: '2024-01-01',
      endDate: '2025-12-31',
      noticeMonths: 1,
      tacitRenewal: true,
      renewalMonths: 12,
    };
    // 30-11-2025 passed: renewed to 31-12-2026, deadline 30-11-2026.
    expect(noticeDeadlineRule({ ...term, today: '2026-11-28' }, D['notice-deadline'])[0]?.causeKey).toBe(
      'agreement:4:2026-11-30',
    );
  });

  it('tax refund: a concept request 10 days before its deadline raises with its amount', () => {
    const input = {
      requestId: 5,
      deadline: '2026-12-08',
      status: 'concept',
      amount: '1234.5',
      today: '2026-11-28',
    };
    expect(taxRefundDeadlineRule(input, D['tax-refund-deadline'])[0]).toMatchObject({
      impact: '1234.50',
      severity: 3,
      measured: 10,
    });
    expect(taxRefundDeadlineRule({ ...input, status: 'ingediend' }, D['tax-refund-deadline'])).toEqual([]);
    expect(taxRefundDeadlineRule({ ...input, deadline: '2027-02-01' }, D['tax-refund-deadline'])).toEqual([]);
  });

  it('energy-saving report: the 1-12-2027 deadline raises from 2-9-2027, not without an obligation', () => {
    const input = { obligation: 'energiebesparingsplicht' as const, today: '2027-09-02' };
    expect(energySavingReportRule(input, D['energy-saving-report'])[0]).toMatchObject({
      causeKey: 'report:2027-12-01',
      measured: 90,
    });
    expect(energySavingReportRule({ ...input, today: '2027-09-01' }, D['energy-saving-report'])).toEqual([]);
    expect(energySavingReportRule({ ...input, obligation: 'none' }, D['energy-saving-report'])).toEqual([]);
  });
});
