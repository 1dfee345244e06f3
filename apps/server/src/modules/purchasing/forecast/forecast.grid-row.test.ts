import { describe, expect, it } from 'vitest';
import type { GridTariffRow } from '../../parameters/parameters.service.ts';
import { forecastGridRow } from './forecast.inputs.ts';

// The forecast's grid tariff row is the invoice audit's (`pickGridTariffRow`): a large low-voltage connection
// with a contracted capacity but no transformer of its own is on LS, not MS/LS (the old forecast took MS/LS
// for every connection with a contracted capacity, and the operator's first row for an unknown class).

const row = (year: number, connectionClass: string, fixedTransportFee: string): GridTariffRow => ({
  gridOperatorId: 7,
  year,
  product: 1,
  connectionClass,
  values: { connectionClass, fixedTransportFee },
});
const sheet = [
  row(2026, 'MS/LS', '900'),
  row(2026, 'LS', '400'),
  row(2026, 'MS', '2000'),
  row(2025, 'LS', '380'),
];
const conn = (capacity: string | null, trafoId: number | null = null) => ({
  gridOperatorId: 7,
  product: 1 as const,
  capacity,
  trafoId,
});

describe('forecastGridRow', () => {
  it('takes LS for 3x160A without a transformer of its own, MS/LS with one, MS for MS-D', () => {
    expect(forecastGridRow(sheet, conn('3x160A'), 2026)?.values.fixedTransportFee).toBe('400');
    expect(forecastGridRow(sheet, conn('3x160A', 3), 2026)?.values.fixedTransportFee).toBe('900');
    expect(forecastGridRow(sheet, conn('MS-D'), 2026)?.values.fixedTransportFee).toBe('2000');
  });

  it('takes no row for an unknown class or another operator', () => {
    expect(forecastGridRow(sheet, conn(null), 2026)).toBeNull();
    expect(forecastGridRow(sheet, { ...conn('3x160A'), gridOperatorId: 8 }, 2026)).toBeNull();
  });

  it('borrows the latest earlier year that has the level, never a later one', () => {
    expect(forecastGridRow(sheet, conn('3x160A'), 2028)?.values.fixedTransportFee).toBe('400');
    expect(forecastGridRow(sheet, conn('3x160A'), 2025)?.values.fixedTransportFee).toBe('380');
    // 2025 has no MS/LS row: on an own transformer the sheet's LS row of that year serves (pickGridTariffRow).
    expect(forecastGridRow(sheet, conn('3x160A', 3), 2025)?.values.fixedTransportFee).toBe('380');
    expect(forecastGridRow(sheet, conn('3x160A'), 2024)).toBeNull();
  });
});
