import { describe, expect, it } from 'vitest';
import type { BudgetComparison, BudgetComparisonRow } from '@energiek/contracts/budgets';
import { budgetRowData, comparisonWithoutData } from './budget-data.ts';

// Hand-made rows: an empty year (€ 0 / 0 kWh against a budget to date of € 6,250 would read −100 %),
// a measured one, and the edges (only a fixed amount, only a forecast, 1 January).
const row = (
  actual: { amount: number; volume: number },
  forecast: { amount: number; volume: number },
): Pick<BudgetComparisonRow, 'actual' | 'forecast'> => ({
  actual: { ...actual, to: '2026-07-02', source: 'ems', connections: 1, unmeasured: [], partial: [] },
  forecast: { ...forecast, unknown: 0, sources: [] },
});

describe('budgetRowData', () => {
  it('nothing measured and nothing forecast: no data on either side', () => {
    expect(budgetRowData(row({ amount: 0, volume: 0 }, { amount: 0, volume: 0 }), 182)).toEqual({
      actual: false,
      forecast: false,
    });
  });

  it('40,000 kWh measured for € 6,000 and a forecast of 84,000 kWh: both rest on data', () => {
    expect(
      budgetRowData(row({ amount: 6000, volume: 40_000 }, { amount: 13_125.5, volume: 84_000 }), 182),
    ).toEqual({ actual: true, forecast: true });
  });

  it('a forecast from stated volumes without any measurement: forecast yes, actual no', () => {
    expect(budgetRowData(row({ amount: 0, volume: 0 }, { amount: 2100, volume: 3000 }), 182)).toEqual({
      actual: false,
      forecast: true,
    });
  });

  it('an amount without volume (fixed charges) still counts as data', () => {
    expect(budgetRowData(row({ amount: 120, volume: 0 }, { amount: 0, volume: 0 }), 30).actual).toBe(true);
  });

  it('on 1 January (0 days elapsed) nothing is measured yet, whatever the row says', () => {
    expect(budgetRowData(row({ amount: 5, volume: 10 }, { amount: 0, volume: 0 }), 0).actual).toBe(false);
  });
});

describe('comparisonWithoutData', () => {
  const comparison = (rows: Pick<BudgetComparisonRow, 'actual' | 'forecast'>[]): BudgetComparison => ({
    data: rows.map((r, i) => ({
      ...r,
      product: i === 0 ? 1 : 2,
      budget: null,
      budgetToDate: null,
      budgetProfile: 'days',
      forecastDeviation: null,
      forecastDeviationPct: null,
      actualDeviation: null,
      actualDeviationPct: null,
    })),
    meta: { year: 2026, elapsedDays: 182, yearDays: 365, unverifiedTaxYears: [] },
  });

  it('is true only when every product is empty', () => {
    const empty = row({ amount: 0, volume: 0 }, { amount: 0, volume: 0 });
    const gas = row({ amount: 900, volume: 1300 }, { amount: 2100, volume: 3000 });
    expect(comparisonWithoutData(comparison([empty, empty]))).toBe(true);
    expect(comparisonWithoutData(comparison([empty, gas]))).toBe(false);
    expect(comparisonWithoutData(comparison([]))).toBe(true);
  });
});
