import Decimal from 'decimal.js';

// The actual cost to date against the budget to date (issue 31). The budget covers all of a customer's
// connections of a product, the actual cost only those with measurements: a connection without any
// measured day adds € 0, so comparing would show a saving that is really missing data (Westland Glas:
// "−95,1 % ten opzichte van het budget" with most connections unmeasured). Then there is no deviation,
// and the caller names the connections that are missing from the comparison.
// A connection measured for only part of the period (say from 1 June of a year to date) adds the cost
// of its measured days only: the comparison then is partial, and it says so with the days covered.

export type BudgetActualConnection = {
  ean: string;
  /** Days of the period with measurements (a day counts the share of its intervals measured). */
  coveredDays: number;
};

export type BudgetActualComparison = {
  /** actual − budgetToDate, € rounded to cents; null without a budget or with unmeasured connections. */
  deviation: number | null;
  /** deviation ÷ budgetToDate × 100, rounded to 2 decimals; null also when the budget to date is 0. */
  pct: number | null;
  /** Connections counted (the product's connections). */
  connections: number;
  /** EANs of the connections without a single measured day in the period, in the given order. */
  unmeasured: string[];
  /** Connections measured on part of the period only (0 < coveredDays < elapsedDays), in the given order. */
  partial: BudgetActualConnection[];
};

const cents = (x: Decimal) => x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** Compares the actual cost with the budget to date only when every connection has measurements. */
export function actualAgainstBudget(input: {
  actual: Decimal.Value;
  budgetToDate: Decimal.Value | null;
  connections: readonly BudgetActualConnection[];
  /** Days from 1 January to actual.to: the period a fully measured connection covers. */
  elapsedDays: number;
}): BudgetActualComparison {
  const unmeasured = input.connections.filter((c) => !(c.coveredDays > 0)).map((c) => c.ean);
  // coveredDays comes rounded to 2 decimals: less than the period by more than that is a gap.
  const partial = input.connections
    .filter((c) => c.coveredDays > 0 && c.coveredDays < input.elapsedDays - 0.01)
    .map((c) => ({ ean: c.ean, coveredDays: c.coveredDays }));
  const base = { connections: input.connections.length, unmeasured, partial };
  if (input.budgetToDate === null || unmeasured.length > 0) return { ...base, deviation: null, pct: null };
  const budget = new Decimal(input.budgetToDate);
  const difference = new Decimal(input.actual).minus(budget);
  return {
    ...base,
    deviation: cents(difference),
    pct: budget.isZero() ? null : cents(difference.dividedBy(budget).times(100)),
  };
}
