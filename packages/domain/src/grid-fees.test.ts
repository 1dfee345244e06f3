import { describe, expect, it } from 'vitest';
import { gasGridFeeLines, splitByYear } from './grid-fees.ts';

// Demo-like gas tariff: € 219 / € 146 a year and € 14.60 per m³(n)/h per year, chosen so that a 365-day
// year gives round day prices (219 / 365 = 0.60, 146 / 365 = 0.40) and the figures can be checked by hand.
const tariff = {
  fixedTransportFee: '219.00',
  periodicConnectionFee: '146.00',
  contractedCapacityRate: '14.60',
};

describe('gas grid fees', () => {
  it('bills a month of a 365-day year per day and the capacity by the share of the year', () => {
    const lines = gasGridFeeLines({ tariff, from: '2026-01-01', to: '2026-01-31', contractedCapacity: 65 });
    // 31 × 0.600000 = 18.60; 31 × 0.400000 = 12.40; 14.60 × 31 / 365 = 1.24 per m³(n)/h × 65 = 80.60.
    expect(lines).toEqual([
      {
        kind: 'fixed-transport-fee',
        quantity: '31',
        unit: 'day',
        unitPrice: '0.600000',
        amount: '18.60',
        periodFrom: '2026-01-01',
        periodTo: '2026-01-31',
      },
      {
        kind: 'periodic-connection-fee',
        quantity: '31',
        unit: 'day',
        unitPrice: '0.400000',
        amount: '12.40',
        periodFrom: '2026-01-01',
        periodTo: '2026-01-31',
      },
      {
        kind: 'contracted-capacity',
        quantity: '65',
        unit: 'm3/h',
        unitPrice: '1.240000',
        amount: '80.60',
        periodFrom: '2026-01-01',
        periodTo: '2026-01-31',
      },
    ]);
  });

  it('prices a leap year day by 366 and rounds each amount once', () => {
    const lines = gasGridFeeLines({ tariff, from: '2028-02-01', to: '2028-02-29', contractedCapacity: '65' });
    // 219 / 366 = 0.598360655… → 0.598361; × 29 = 17.352469 → 17.35.
    // 146 / 366 = 0.398907103… → 0.398907; × 29 = 11.568303 → 11.57.
    // 14.60 × 29 / 366 = 1.156830601… → 1.156831; × 65 = 75.194015 → 75.19.
    expect(lines.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      ['29', '0.598361', '17.35'],
      ['29', '0.398907', '11.57'],
      ['65', '1.156831', '75.19'],
    ]);
  });

  it('splits a period over 1 January into one line per year part', () => {
    const lines = gasGridFeeLines({ tariff, from: '2025-12-16', to: '2026-01-15', contractedCapacity: 100 });
    // 16 days of 2025 and 15 of 2026 (both 365 days): 9.60 + 9.00 transport, 6.40 + 6.00 connection fee,
    // capacity 14.60 × 16 / 365 = 0.64 × 100 = 64.00 and 14.60 × 15 / 365 = 0.60 × 100 = 60.00.
    expect(lines.map((l) => [l.kind, l.periodFrom, l.periodTo, l.amount])).toEqual([
      ['fixed-transport-fee', '2025-12-16', '2025-12-31', '9.60'],
      ['periodic-connection-fee', '2025-12-16', '2025-12-31', '6.40'],
      ['contracted-capacity', '2025-12-16', '2025-12-31', '64.00'],
      ['fixed-transport-fee', '2026-01-01', '2026-01-15', '9.00'],
      ['periodic-connection-fee', '2026-01-01', '2026-01-15', '6.00'],
      ['contracted-capacity', '2026-01-01', '2026-01-15', '60.00'],
    ]);
  });

  it('leaves out what the tariff or the connection does not have', () => {
    const noCapacity = gasGridFeeLines({
      tariff,
      from: '2026-03-01',
      to: '2026-03-31',
      contractedCapacity: null,
    });
    expect(noCapacity.map((l) => l.kind)).toEqual(['fixed-transport-fee', 'periodic-connection-fee']);
    const onlyCapacity = gasGridFeeLines({
      tariff: { fixedTransportFee: null, periodicConnectionFee: '0', contractedCapacityRate: '14.60' },
      from: '2026-03-01',
      to: '2026-03-31',
      contractedCapacity: 40,
    });
    // 14.60 × 31 / 365 = 1.24 × 40 = 49.60.
    expect(onlyCapacity.map((l) => [l.kind, l.amount])).toEqual([['contracted-capacity', '49.60']]);
  });

  it('splits by calendar year and refuses a reversed period', () => {
    expect(splitByYear('2026-03-01', '2026-03-31')).toEqual([
      { from: '2026-03-01', to: '2026-03-31', year: 2026 },
    ]);
    expect(splitByYear('2025-12-31', '2027-01-01')).toEqual([
      { from: '2025-12-31', to: '2025-12-31', year: 2025 },
      { from: '2026-01-01', to: '2026-12-31', year: 2026 },
      { from: '2027-01-01', to: '2027-01-01', year: 2027 },
    ]);
    expect(() => splitByYear('2026-02-01', '2026-01-31')).toThrow();
  });
});
