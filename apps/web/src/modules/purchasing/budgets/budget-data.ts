import type { BudgetComparison, BudgetComparisonRow } from '@energiek/contracts/budgets';

/** Which figures of a comparison row rest on data (issue 31). */
export type BudgetRowData = {
  /** Something was measured (or priced) this year up to `actual.to`. */
  actual: boolean;
  /** The forecast has a volume or an amount. */
  forecast: boolean;
};

/**
 * With nothing measured the server's "actual" is € 0 and its deviation from the budget to date reads
 * −100 %: that is no saving but missing data, so the screen says "nog geen gegevens" instead. On 1 January
 * (no day elapsed) nothing can have been measured yet either.
 */
export function budgetRowData(
  row: Pick<BudgetComparisonRow, 'actual' | 'forecast'>,
  elapsedDays: number,
): BudgetRowData {
  return {
    actual: elapsedDays > 0 && (row.actual.volume !== 0 || row.actual.amount !== 0),
    forecast: row.forecast.volume !== 0 || row.forecast.amount !== 0,
  };
}

/** True when no row of the year has a measured or forecast figure: the whole comparison is empty. */
export function comparisonWithoutData(comparison: BudgetComparison): boolean {
  return comparison.data.every((row) => {
    const data = budgetRowData(row, comparison.meta.elapsedDays);
    return !data.actual && !data.forecast;
  });
}
