import Decimal from 'decimal.js';

// The actual cost to date against the budget to date (issue 31). The budget covers all of a customer's
// connections of a product, the actual cost only those with measurements: a connection without any
// measured day adds € 0, so comparing would show a saving that is really missing data (Westland Glas:
// "−95,1 % ten opzichte van het budget" with most connections unmeasured). Then there is no deviation,
// and the caller names the connections that are missing from the comparison.

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
};

const cents = (x: Decimal) => x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** Compares the actual cost with the budget to date only when every connection has measurements. */
export function actualAgainstBudget(input: {
  actual: Decimal.Value;
  budgetToDate: Decimal.Value | null;
  connections: readonly BudgetActualConnection[];
}): BudgetActualComparison {
  const unmeasured = input.connections.filter((c) => !(c.coveredDays > 0)).map((c) => c.ean);
  const base = { connections: input.connections.length, unmeasured };
  if (input.budgetToDate === null || unmeasured.length > 0) return { ...base, deviation: null, pct: null };
  const budget = new Decimal(input.budgetToDate);
  const difference = new Decimal(input.actual).minus(budget);
  return {
    ...base,
    deviation: cents(difference),
    pct: budget.isZero() ? null : cents(difference.dividedBy(budget).times(100)),
  };
}
