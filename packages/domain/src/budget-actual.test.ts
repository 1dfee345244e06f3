import { describe, expect, it } from 'vitest';
import { actualAgainstBudget } from './budget-actual.ts';

// Hand-computed: budget to date € 10,000.00; actual € 10,500.00 → +€ 500.00, +5.00 %.

const A = { ean: '871687120000000011', coveredDays: 331 };
const B = { ean: '871687120000000028', coveredDays: 200.5 };
const NONE = { ean: '871687120000000035', coveredDays: 0 };

describe('actualAgainstBudget', () => {
  it('compares when every connection has measured days', () => {
    expect(
      actualAgainstBudget({ actual: '10500', budgetToDate: '10000', connections: [A, B], elapsedDays: 331 }),
    ).toEqual({
      deviation: 500,
      pct: 5,
      connections: 2,
      unmeasured: [],
      // B measured 200.5 of 331 days: compared, and marked partial.
      partial: [B],
    });
  });

  it('rounds once at the end: 1,234.565 − 1,000 = 234.565 → € 234.57 and 23.4565 % → 23.46 %', () => {
    const result = actualAgainstBudget({
      actual: '1234.565',
      budgetToDate: 1000,
      connections: [A],
      elapsedDays: 331,
    });
    expect(result).toMatchObject({ deviation: 234.57, pct: 23.46 });
  });

  it('does not compare when a connection has no measurement, and names it (Westland Glas, −95,1 %)', () => {
    // Two of three connections measured € 4,900 of a € 100,000 budget to date: −95.1 % would be missing
    // data, not a saving.
    const result = actualAgainstBudget({
      actual: 4900,
      budgetToDate: 100_000,
      connections: [A, NONE, { ean: '871687120000000042', coveredDays: 0 }],
      elapsedDays: 331,
    });
    expect(result).toEqual({
      deviation: null,
      pct: null,
      connections: 3,
      unmeasured: ['871687120000000035', '871687120000000042'],
      partial: [],
    });
  });

  it('without a budget there is no deviation, but still the unmeasured connections', () => {
    expect(
      actualAgainstBudget({ actual: 10, budgetToDate: null, connections: [A, NONE], elapsedDays: 331 }),
    ).toEqual({
      deviation: null,
      pct: null,
      connections: 2,
      unmeasured: ['871687120000000035'],
      partial: [],
    });
  });

  it('a budget to date of 0 gives the deviation in euro and no percentage', () => {
    expect(
      actualAgainstBudget({ actual: 12.5, budgetToDate: 0, connections: [B], elapsedDays: 200.5 }),
    ).toMatchObject({
      deviation: 12.5,
      pct: null,
    });
  });

  it('a product without connections compares (nothing is missing): −100 % of a budget with no use', () => {
    expect(actualAgainstBudget({ actual: 0, budgetToDate: 250, connections: [], elapsedDays: 331 })).toEqual({
      deviation: -250,
      pct: -100,
      connections: 0,
      unmeasured: [],
      partial: [],
    });
  });

  it('marks a connection measured from 1 June partial (issue 31): 181 of 332 days, not a full year to date', () => {
    // 1 Jan – 28 Nov 2026 (to 29 Nov exclusive): 304 days to 31 Oct + 28 = 332 days. Measured from 1 Jun:
    // Jun 30 + Jul 31 + Aug 31 + Sep 30 + Oct 31 + Nov 28 = 181 days.
    const full = { ean: '871687120000000011', coveredDays: 332 };
    const fromJune = { ean: '871687120000000059', coveredDays: 181 };
    const almost = { ean: '871687120000000066', coveredDays: 331.995 };
    const result = actualAgainstBudget({
      actual: '8000',
      budgetToDate: '10000',
      connections: [full, fromJune, almost],
      elapsedDays: 332,
    });
    // 8,000 − 10,000 = −2,000.00 € = −20.00 %, shown with the partial connection named.
    expect(result).toEqual({
      deviation: -2000,
      pct: -20,
      connections: 3,
      unmeasured: [],
      partial: [fromJune],
    });
  });
});
