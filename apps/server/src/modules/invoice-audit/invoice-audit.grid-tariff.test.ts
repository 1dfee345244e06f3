import { describe, expect, it } from 'vitest';
import type { GridTariffRow } from '../parameters/parameters.service.ts';
import { gridTariffOf, meteringFeeYearOf } from './invoice-audit.inputs.ts';

// Which grid tariff sheet row the shadow bill takes for a connection (the demo sheet's MS, MS/LS and LS
// fees of 2026). Before: every connection with a contracted capacity whose capacity class was not itself
// a sheet class (3x160A, MS-D) got the MS/LS fees — € 900 transport a year instead of LS's € 350.

const row = (
  connectionClass: string,
  fixedTransportFee: string,
  contractedCapacityRate: string,
): GridTariffRow => ({
  gridOperatorId: 4,
  year: 2026,
  product: 1,
  connectionClass,
  values: { connectionClass, fixedTransportFee, contractedCapacityRate },
});
const sheet = [row('MS', '1200.00', '30.50'), row('MS/LS', '900.00', '38.00'), row('LS', '350.00', '45.00')];
const fees = (capacity: string | null, trafoId: number | null = null) => {
  const t = gridTariffOf(sheet, { gridOperatorId: 4, product: 1, capacity, trafoId }, 2026);
  return t && [t.fixedTransportFee, t.contractedCapacityRate];
};

describe('gridTariffOf: the row of the connection’s grid level', () => {
  it('3x160A with 120 kW contracted is on LS: € 350 a year, € 45 per kW', () => {
    expect(fees('3x160A')).toEqual(['350.00', '45.00']);
  });
  it('3x250A on a transformer of its own is on MS/LS: € 900, € 38 per kW', () => {
    expect(fees('3x250A', 7)).toEqual(['900.00', '38.00']);
  });
  it('MS-D is on MS: € 1,200, € 30.50 per kW', () => {
    expect(fees('MS-D', 7)).toEqual(['1200.00', '30.50']);
  });
  it('a connection whose class is a sheet class (MS/LS) takes that row', () => {
    expect(fees('MS/LS')).toEqual(['900.00', '38.00']);
  });
  it('no capacity class: no tariff (the audit names it missing) instead of another level’s fees', () => {
    expect(fees(null)).toBeNull();
  });
  it('another year or operator: no tariff', () => {
    expect(
      gridTariffOf(sheet, { gridOperatorId: 4, product: 1, capacity: '3x160A', trafoId: null }, 2025),
    ).toBeNull();
    expect(
      gridTariffOf(sheet, { gridOperatorId: 5, product: 1, capacity: '3x160A', trafoId: null }, 2026),
    ).toBeNull();
  });
});

describe("meteringFeeYearOf: the meettarief of the grid sheet, or the metering company's own tariff", () => {
  const tariff = {
    ...gridTariffOf(sheet, { gridOperatorId: 4, product: 1, capacity: '3x80A', trafoId: null }, 2026)!,
    meteringFee: '330.00',
  };
  const companies = [
    { measuringCompanyId: 3, year: 2026, product: 1, meteringFee: '396.00' },
    { measuringCompanyId: 3, year: 2026, product: 2, meteringFee: '264.00' },
    { measuringCompanyId: 3, year: 2025, product: 1, meteringFee: '380.00' },
  ];
  it('serves a meter the grid operator runs: € 330 a year (the shadow bill makes € 27.50 of a month)', () => {
    expect(meteringFeeYearOf(tariff, { measuringCompanyId: null, product: 1 })).toBe('330.00');
    // The metering companies' tariffs do not count for a meter the grid operator runs.
    expect(meteringFeeYearOf(tariff, { measuringCompanyId: null, product: 1 }, companies, 2026)).toBe(
      '330.00',
    );
  });
  it('a meter a metering company runs: its own tariff of that product and year, never the grid sheet', () => {
    expect(meteringFeeYearOf(tariff, { measuringCompanyId: 3, product: 1 }, companies, 2026)).toBe('396.00');
    expect(meteringFeeYearOf(tariff, { measuringCompanyId: 3, product: 2 }, companies, 2026)).toBe('264.00');
    expect(meteringFeeYearOf(tariff, { measuringCompanyId: 3, product: 1 }, companies, 2025)).toBe('380.00');
    expect(meteringFeeYearOf(tariff, { measuringCompanyId: 3, product: 1 }, companies, 2024)).toBeNull();
    expect(meteringFeeYearOf(tariff, { measuringCompanyId: 9, product: 1 }, companies, 2026)).toBeNull();
    expect(meteringFeeYearOf(tariff, { measuringCompanyId: 3, product: 1 })).toBeNull();
  });
  it('nor a sheet without it', () => {
    expect(
      meteringFeeYearOf({ ...tariff, meteringFee: null }, { measuringCompanyId: null, product: 1 }),
    ).toBeNull();
    expect(meteringFeeYearOf(null, { measuringCompanyId: null, product: 1 })).toBeNull();
  });
});
