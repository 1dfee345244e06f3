import { describe, expect, it } from 'vitest';
import { authorisationStatus, coveredUntil } from './authorisation-status.ts';

const today = '2026-11-24';

describe('authorisationStatus', () => {
  it('is none without authorisations', () => {
    expect(authorisationStatus([], today)).toEqual({ status: 'none', validTo: null });
  });

  it('is valid while open-ended or ending after 30 days, expiring within 30 days (inclusive)', () => {
    expect(authorisationStatus([{ validFrom: '2026-01-01', validTo: null }], today).status).toBe('valid');
    // 24-11 + 30 days = 24-12
    expect(authorisationStatus([{ validFrom: '2026-01-01', validTo: '2026-12-25' }], today)).toEqual({
      status: 'valid',
      validTo: '2026-12-25',
    });
    expect(authorisationStatus([{ validFrom: '2026-01-01', validTo: '2026-12-24' }], today)).toEqual({
      status: 'expiring',
      validTo: '2026-12-24',
    });
    // the last valid day is today
    expect(authorisationStatus([{ validFrom: '2026-01-01', validTo: today }], today).status).toBe('expiring');
  });

  it('follows a renewal that takes over the day after: not expiring', () => {
    const periods = [
      { validFrom: '2025-12-01', validTo: '2026-11-30' },
      { validFrom: '2026-12-01', validTo: '2027-11-30' },
    ];
    expect(coveredUntil(periods, today)).toBe('2027-11-30');
    expect(authorisationStatus(periods, today)).toEqual({ status: 'valid', validTo: '2027-11-30' });
  });

  it('stops at a gap: a renewal starting two days later does not count', () => {
    const periods = [
      { validFrom: '2025-12-01', validTo: '2026-11-30' },
      { validFrom: '2026-12-02', validTo: null },
    ];
    expect(authorisationStatus(periods, today)).toEqual({ status: 'expiring', validTo: '2026-11-30' });
  });

  it('is expired with the last end day, future when only later ones exist', () => {
    expect(
      authorisationStatus(
        [
          { validFrom: '2024-01-01', validTo: '2024-12-31' },
          { validFrom: '2025-01-01', validTo: '2025-06-30' },
        ],
        today,
      ),
    ).toEqual({ status: 'expired', validTo: '2025-06-30' });
    expect(authorisationStatus([{ validFrom: '2027-01-01', validTo: '2027-12-31' }], today)).toEqual({
      status: 'future',
      validTo: '2027-12-31',
    });
  });
});
