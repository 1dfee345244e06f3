import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BudgetComparisonRow } from '@energiek/contracts/budgets';
import { ForecastSources, Partial } from './components/budget-comparison-parts.tsx';

// Issue 31: a connection measured on part of the year to date counts its measured days only; the screen
// says so instead of presenting the comparison as complete.

const row: BudgetComparisonRow = {
  product: 1,
  budget: null,
  forecast: { amount: 0, volume: 0, unknown: 0, sources: [] },
  actual: {
    amount: 900,
    volume: 1300,
    to: '2026-07-02',
    source: 'ems',
    connections: 2,
    unmeasured: [],
    partial: [{ ean: '871687120000000059', coveredDays: 30.4 }],
  },
  budgetToDate: 1000,
  budgetProfile: 'days',
  forecastDeviation: null,
  forecastDeviationPct: null,
  actualDeviation: -100,
  actualDeviationPct: -10,
};

describe('Partial', () => {
  it('names the partly measured connection with its days of the period', () => {
    render(<Partial row={row} elapsedDays={182} />);
    expect(screen.getByTestId('budget-partial').textContent).toBe(
      'Elektriciteit: werkelijk tot nu is deels gemeten. Van EAN 871687120000000059 (30 van 182 dagen) telt alleen de gemeten periode mee, dus het budget tot nu dekt meer dagen dan de werkelijke kosten.',
    );
  });
});

describe('ForecastSources', () => {
  it("names where each product's forecast takes its expected volumes from (issue 27)", () => {
    const gas: BudgetComparisonRow = {
      ...row,
      product: 2,
      forecast: {
        ...row.forecast,
        sources: [
          { source: 'readings', connections: 1 },
          { source: 'none', connections: 2 },
        ],
      },
    };
    const electricity = {
      ...row,
      forecast: { ...row.forecast, sources: [{ source: 'ems' as const, connections: 3 }] },
    };
    render(<ForecastSources rows={[electricity, gas]} />);
    expect(screen.getByTestId('budget-forecast-sources').textContent).toBe(
      'Prognose elektriciteit, verwacht verbruik: 3 × meetdata afgelopen 12 maanden (per gemeten dag omgerekend).' +
        'Prognose gas, verwacht verbruik: 1 × meterstanden afgelopen 12 maanden (per dag omgerekend), 2 × onbekend.',
    );
  });
});
