import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BudgetComparison, BudgetItem } from '@energiek/contracts/budgets';
import { adminProfile, fakeApi, renderPage } from '../../../test/render-page.tsx';
import { BudgetEditPage } from './pages/budget-edit-page.tsx';
import { BudgetsPage } from './pages/budgets-page.tsx';

// jsdom has no canvas (nor ResizeObserver): the lazy chart canvas is a stand-in that shows what it was given.
vi.mock('../../../components/charts/chart-canvas.tsx', () => ({
  ChartCanvas: ({ option, label }: { option: { series: { name: string }[] }; label: string }) => (
    <p>{`${label}: ${option.series.map((series) => series.name).join(', ')}`}</p>
  ),
}));

// The budgets tab: the year's budget beside forecast and actual (deviations signed, a product without a
// budget says so), the list of every budget, and the form that posts Dutch decimals as the contract's body.

const budget: BudgetItem = {
  id: 4,
  customerId: 7,
  year: 2026,
  product: 1,
  amount: 12500,
  volume: 80000,
  note: 'Incl. nieuwe koelcel',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

const ALL_MEASURED = { unmeasured: [], partial: [] };
const comparison: BudgetComparison = {
  data: [
    {
      product: 1,
      budget,
      forecast: { amount: 13125.5, volume: 84000, unknown: 0, sources: [{ source: 'ems', connections: 3 }] },
      actual: {
        amount: 6000,
        volume: 40000,
        to: '2026-07-02',
        source: 'ems',
        connections: 1,
        ...ALL_MEASURED,
      },
      budgetToDate: 6250,
      budgetProfile: 'days',
      forecastDeviation: 625.5,
      forecastDeviationPct: 5,
      actualDeviation: -250,
      actualDeviationPct: -4,
    },
    {
      product: 2,
      budget: null,
      forecast: { amount: 2100, volume: 3000, unknown: 2, sources: [{ source: 'none', connections: 2 }] },
      actual: { amount: 900, volume: 1300, to: '2026-07-02', source: 'ems', connections: 1, ...ALL_MEASURED },
      budgetToDate: null,
      budgetProfile: 'degree-days',
      forecastDeviation: null,
      forecastDeviationPct: null,
      actualDeviation: null,
      actualDeviationPct: null,
    },
  ],
  meta: { year: 2026, elapsedDays: 182, yearDays: 365, unverifiedTaxYears: [2026] },
};

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

/** The year before: measured 82,000 kWh and 2,900 m³ over the whole year (the forecasts are plausible). */
const lastYear: BudgetComparison = {
  ...comparison,
  data: comparison.data.map((r) => ({
    ...r,
    actual: { ...r.actual, volume: r.product === 1 ? 82_000 : 2_900, to: '2026-01-01' },
  })),
  meta: { year: 2025, elapsedDays: 365, yearDays: 365, unverifiedTaxYears: [] },
};

function api(current: BudgetComparison = comparison) {
  return fakeApi({
    'GET /api/v3/customers/7': { body: { data: { id: 7, name: 'De Vries Bakkerij B.V.' } } },
    'GET /api/v3/customers/7/budgets/comparison': (call) => ({
      body: call.url.searchParams.get('year') === '2025' ? lastYear : current,
    }),
    'GET /api/v3/customers/7/budgets': {
      body: { data: [budget], meta: { current_page: 1, last_page: 1, per_page: 999, total: 1 } },
    },
    'GET /api/v3/customers/7/budgets/4': { body: { data: budget } },
    'POST /api/v3/customers/7/budgets': {
      status: 201,
      body: { data: { ...budget, id: 5, year: 2027, product: 2, amount: 12500.5, volume: 3000, note: '' } },
    },
    'DELETE /api/v3/customers/7/budgets/4': { status: 204 },
  });
}

afterEach(() => vi.unstubAllGlobals());

/** De Vries' budgets page for 2026. */
const renderBudgets = (profile = adminProfile(['budgets'])) =>
  renderPage(<BudgetsPage />, {
    path: '/v3/customers/:customerId/budgets',
    url: '/v3/customers/7/budgets?year=2026',
    profile,
  });
const comparisonTable = () =>
  screen.findByRole('table', { name: 'Budget 2026 tegenover prognose en werkelijk' });

describe('BudgetsPage', () => {
  it('shows the year against forecast and actual, with signed deviations and a product without budget', async () => {
    const calls = api();
    renderBudgets();
    const table = await comparisonTable();
    const [electricity, gas] = within(table).getAllByRole('row').slice(1);
    expect(text(electricity!)).toContain('Elektriciteit');
    expect(text(electricity!)).toContain('12.500,00');
    expect(text(electricity!)).toContain('80.000 kWh');
    expect(text(electricity!)).toMatch(/\+€ 625,50 \(\+5,0%\)/);
    expect(text(electricity!)).toMatch(/-€ 250,00 \(-4,0%\)|€ -250,00 \(-4,0%\)/);
    expect(text(gas!)).toContain('geen budget');
    expect(text(gas!)).toContain('2 aansluiting(en) zonder prognose');
    expect(text(gas!)).toContain('3.000 m³');
    // The actual figures run to the day before `to`.
    expect(screen.getByText(/t\/m 01\/07\/2026/)).toBeTruthy();
    expect(screen.getByText('Elektriciteit: budget tot nu naar rato van de dagen.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/comparison'))?.url.searchParams.get('year')).toBe('2026');
    // Issue 27: the 2026 energy tax rests on unverified rates (meta.unverifiedTaxYears): the screen says so.
    expect(screen.getByText(/^Tarief niet geverifieerd: de energiebelasting van 2026/)).toBeTruthy();
    expect(
      await screen.findByText(
        'Budget, prognose en werkelijke kosten 2026 in euro: Budget, Prognose, Budget tot nu, Werkelijk tot nu',
      ),
    ).toBeTruthy();

    const all = await screen.findByRole('table', { name: 'Alle budgetten' });
    await within(all).findByText('Incl. nieuwe koelcel');
    expect(screen.getByRole('link', { name: 'Budget toevoegen' }).getAttribute('href')).toBe(
      '/v3/customers/7/budgets/create?year=2026',
    );
  });

  it('names the connections without measurements instead of a deviation (issue 31, Westland −95,1 %)', async () => {
    const [electricity, gas] = comparison.data;
    const unmeasured = [
      '871687120000000011',
      '871687120000000028',
      '871687120000000035',
      '871687120000000042',
    ];
    api({
      ...comparison,
      data: [
        {
          ...electricity!,
          actual: { ...electricity!.actual, connections: 5, unmeasured },
          actualDeviation: null,
          actualDeviationPct: null,
        },
        gas!,
      ],
    });
    renderBudgets();
    const table = await comparisonTable();
    const note = await screen.findByTestId('budget-unmeasured');
    expect(text(note)).toBe(
      'Elektriciteit: werkelijk tot nu niet vergeleken met het budget, want van 4 van 5 aansluitingen zijn nog geen meetgegevens en hun kosten ontbreken. Het gaat om EAN 871687120000000011, 871687120000000028, 871687120000000035 en nog 1.',
    );
    expect(text(within(table).getByTestId('budget-not-compared'))).toBe(
      'niet vergeleken: 4 van 5 zonder meetgegevens',
    );
    expect(text(within(table).getAllByRole('row')[1]!)).not.toContain('-4,0%');
  });

  it('explains a forecast far from last year instead of showing it (issue 31)', async () => {
    const [electricity, gas] = comparison.data;
    // 6,060,233 kWh against 82,000 kWh measured last year: 73.9×, not shown, nor its deviation.
    api({
      ...comparison,
      data: [
        { ...electricity!, forecast: { amount: 990_000, volume: 6_060_233, unknown: 0, sources: [] } },
        gas!,
      ],
    });
    renderBudgets();
    const table = await comparisonTable();
    const explained = await within(table).findByTestId('budget-forecast-explained');
    expect(text(explained)).toContain('het gemeten verbruik vorig jaar (82.000 kWh)');
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(text(row!)).not.toContain('6.060.233');
    expect(text(row!)).not.toContain('990.000');
    expect(text(row!)).not.toContain('625,50');
  });

  it('says "nog geen gegevens" instead of −100 % when nothing was measured (issue 31)', async () => {
    const [electricity, gas] = comparison.data;
    // Budget to date € 6,250 against € 0 measured would read "-€ 6.250,00 (-100,0%)".
    const nothing = {
      actual: {
        amount: 0,
        volume: 0,
        to: '2026-07-02',
        source: 'ems' as const,
        connections: 1,
        ...ALL_MEASURED,
      },
      forecast: { amount: 0, volume: 0, unknown: 1, sources: [{ source: 'none' as const, connections: 1 }] },
    };
    api({
      ...comparison,
      data: [
        {
          ...electricity!,
          ...nothing,
          forecastDeviation: -12500,
          forecastDeviationPct: -100,
          actualDeviation: -6250,
          actualDeviationPct: -100,
        },
        { ...gas!, ...nothing },
      ],
    });
    renderBudgets();
    const table = await comparisonTable();
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(text(row!)).not.toContain('100,0%');
    expect(text(row!)).not.toContain('6.250,00');
    expect(within(row!).getAllByText('nog geen gegevens')).toHaveLength(4);
    expect(text(row!)).toContain('12.500,00');
    expect(text(screen.getByTestId('budget-no-data'))).toContain('Er zijn voor 2026 nog geen gegevens');
  });

  it('moves to the previous year on the arrow', async () => {
    const calls = api();
    const { router } = renderBudgets();
    fireEvent.click(await screen.findByRole('button', { name: 'Vorig jaar' }));
    await screen.findByRole('region', { name: 'Budget 2025 tegenover prognose en werkelijk' });
    expect(router.state.location.search).toContain('year=2025');
    // 2025's rates are verified: no warning.
    expect(screen.queryByText(/^Tarief niet geverifieerd/)).toBeNull();
    await waitFor(() =>
      expect(
        calls.some((c) => c.path.endsWith('/comparison') && c.url.searchParams.get('year') === '2025'),
      ).toBe(true),
    );
  });

  it('offers no add button to who may only read', async () => {
    api();
    renderBudgets(adminProfile(['budgets'], ['organisation']));
    const all = await screen.findByRole('table', { name: 'Alle budgetten' });
    await within(all).findByText('Incl. nieuwe koelcel');
    expect(screen.queryByRole('link', { name: 'Budget toevoegen' })).toBeNull();
  });
});

describe('BudgetEditPage', () => {
  it('asks for amount and volume in Dutch, then posts the decimals with a point', async () => {
    const calls = api();
    const { router } = renderPage(<BudgetEditPage />, {
      path: '/v3/customers/:customerId/budgets/create',
      url: '/v3/customers/7/budgets/create?year=2027',
      profile: adminProfile(['budgets']),
    });
    const form = (await screen.findByRole('button', { name: 'Opslaan' })).closest('form')!;
    expect((within(form).getByLabelText('Jaar', { exact: false }) as HTMLInputElement).value).toBe('2027');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(form.textContent).toContain('Vul een'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Jaar', { exact: false }), { target: { value: '1999' } });
    fireEvent.change(within(form).getByLabelText('Bedrag incl. btw (€)', { exact: false }), {
      target: { value: '12.500,50' },
    });
    fireEvent.change(within(form).getByLabelText('Volume (kWh of m³)', { exact: false }), {
      target: { value: '3000' },
    });
    fireEvent.change(within(form).getByLabelText('Product', { exact: false }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(form.textContent).toContain('Vul een jaar in tussen 2000 en 2100.'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Jaar', { exact: false }), { target: { value: '2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      year: 2027,
      product: 2,
      amount: '12500.50',
      volume: '3000',
      note: '',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/customers/7/budgets'));
    expect(router.state.location.search).toBe('?year=2027');
    expect(await screen.findByText('Het budget voor 2027 is opgeslagen.')).toBeTruthy();
  });

  it('deletes a budget only after the confirmation', async () => {
    const calls = api();
    const { router } = renderPage(<BudgetEditPage />, {
      path: '/v3/customers/:customerId/budgets/:budgetId/edit',
      url: '/v3/customers/7/budgets/4/edit',
      profile: adminProfile(['budgets']),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Budget verwijderen?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Het budget is verwijderd.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/v3/customers/7/budgets/4');
    expect(router.state.location.pathname).toBe('/v3/customers/7/budgets');
    expect(router.state.location.search).toBe('?year=2026');
  });
});
