import { describe, expect, it } from 'vitest';
import { demoMeterOf, demoMonthUse, demoRegisterMonthUse } from './demo-connection.ts';
import { demoElectricityDay, demoGasDay, demoRegisterReadings, demoSeed } from './demo-profiles.ts';
import { DEFAULT_LOW_TARIFF_WINDOW } from './low-tariff-window.ts';

// The demo invoices bill what the EMS demo data measures: the month's use is the sum of the same demo days.

const meter = demoMeterOf({
  ean: '871687120000000001',
  product: 1,
  contractedCapacity: 200,
  hasProd: false,
  customerName: 'De Vries Bakkerij B.V.',
});

describe('demoMonthUse', () => {
  it('is the sum of the demo days of the month (February 2026: 28 days)', () => {
    let total = 0;
    let highest = 0;
    for (let d = 1; d <= 28; d++) {
      const day = `2026-02-${String(d).padStart(2, '0')}`;
      const quarters = demoElectricityDay(
        { seed: meter.seed, profile: 'bakery', peakKw: meter.peak, pvKwp: 0 },
        day,
      ).consumption;
      total += quarters.reduce((a, v) => a + v, 0);
      highest = Math.max(highest, ...quarters);
    }
    const use = demoMonthUse(meter, '2026-02', DEFAULT_LOW_TARIFF_WINDOW);
    expect(use.total).toBeCloseTo(total, 6);
    // The kW max: the highest quarter-hour of the month × 4, as the audit reads it from the rollups.
    expect(use.peakKw).toBe(Math.round(highest * 1000 * 4) / 1000);
    // Weekends are low all day; the nights of weekdays too: a real part, not all of it.
    expect(use.low).toBeGreaterThan(use.total * 0.25);
    expect(use.low).toBeLessThan(use.total);
  });

  it('gas: the hourly m³ summed, nothing low', () => {
    const gas = demoMeterOf({
      ean: '871687120000000002',
      product: 2,
      contractedCapacity: 65,
      hasProd: false,
      customerName: 'Kwekerij Westland Glas B.V.',
    });
    expect(gas).toMatchObject({ kind: 'gas', profile: 'greenhouse', peak: 39 }); // 65 × 0.6
    const day = demoGasDay({ seed: gas.seed, profile: 'greenhouse', peakM3h: 39 }, '2026-03-01');
    const use = demoMonthUse(gas, '2026-03', DEFAULT_LOW_TARIFF_WINDOW);
    expect(use.low).toBe(0);
    expect(use.total).toBeGreaterThan(day.reduce((a, v) => a + v, 0));
  });

  it('a small connection: the difference of its month-end register readings', () => {
    const register = { seed: demoSeed('871687120000000003'), product: 'electricity' as const };
    const [, before, after] = demoRegisterReadings(register, '2026-01', '2026-04');
    const use = demoRegisterMonthUse(register, '2026-03');
    expect(use.total).toBe(
      Number(after!.normal) + Number(after!.low) - Number(before!.normal) - Number(before!.low),
    );
    expect(use.low).toBe(Number(after!.low) - Number(before!.low));
  });
});
