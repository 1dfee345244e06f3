import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Forecast, ForecastAmounts } from '@energiek/contracts/forecast';
import { adminProfile, fakeApi, renderPage } from '../../../test/render-page.tsx';
import { ForecastPage } from './pages/forecast-page.tsx';

// jsdom has no canvas (nor ResizeObserver): the lazy chart canvas is a stand-in that shows what it was given.
vi.mock('../../../components/charts/chart-canvas.tsx', () => ({
  ChartCanvas: ({ option, label }: { option: { series: { name: string }[] }; label: string }) => (
    <p>{`${label}: ${option.series.map((series) => series.name).join(', ')}`}</p>
  ),
}));

// /v3/forecast: nothing is asked before a customer is chosen; then the totals per year, the connections
// with their volume source and basis (an unknown one says so and is counted in the warning), the
// assumptions, and the budgets link only with the budgets module.

const amounts = (total: number): ForecastAmounts => ({
  energy: 9000,
  markup: 500,
  fixedFees: 80,
  grid: 1200,
  energyTax: 1500,
  totalExclVat: total / 1.21,
  vat: total - total / 1.21,
  totalInclVat: total,
});

const year = (y: number, total: number | null) => ({
  year: y,
  known: total !== null,
  basis: 'click' as const,
  clickedPct: 62.5,
  forwardPriceMwh: 85,
  supplyPricePerUnit: 0.11,
  volume: total === null ? null : 80000,
  current: null,
  amounts: total === null ? null : amounts(total),
});

const forecast: Forecast = {
  customerId: 7,
  customerName: 'De Vries Bakkerij B.V.',
  years: [2026, 2027, 2028],
  totals: [2026, 2027, 2028].map((y) => ({
    ...amounts(14883),
    year: y,
    volumeKwh: 80000,
    volumeM3: 0,
    connections: 1,
    unknown: 1,
  })),
  connections: [
    {
      connectionId: 11,
      ean: '871687140000000011',
      product: 1,
      address: 'Dorpsstraat 1, Utrecht',
      volume: 80000,
      volumeSource: 'ems-normalised',
      volumeCertainty: 'high',
      volumeDays: 365,
      years: [
        {
          ...year(2026, 14883),
          current: { asOf: '2026-11-28', measured: 70000, filled: 1000, rest: 9000, profile: 'days' },
        },
        year(2027, 14883),
        year(2028, 14883),
      ],
    },
    {
      connectionId: 12,
      ean: '871687140000000028',
      product: 2,
      address: 'Dorpsstraat 3, Utrecht',
      volume: null,
      volumeSource: 'none',
      volumeCertainty: null,
      volumeDays: 0,
      years: [year(2026, null), year(2027, null), year(2028, null)],
    },
  ],
  unverifiedTaxYears: [],
  assumptions: [{ label: 'Termijnprijs elektriciteit', value: '€ 85,00 per MWh (Cal-27)' }],
};

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

afterEach(() => vi.unstubAllGlobals());

describe('ForecastPage', () => {
  it('asks for a customer first and calls nothing', async () => {
    const calls = fakeApi({ 'GET /api/v3/forecast': { body: { data: forecast } } });
    renderPage(<ForecastPage />, { url: '/v3/forecast' });
    expect(await screen.findByText('Kies een klant om de prognose te zien.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/v3/forecast')).toEqual([]);
  });

  it('shows totals, connections and assumptions of the chosen customer and years', async () => {
    const calls = fakeApi({ 'GET /api/v3/forecast': { body: { data: forecast } } });
    renderPage(<ForecastPage />, {
      url: '/v3/forecast?customer=7&year=2026',
      profile: adminProfile(['budgets']),
    });
    const totals = await screen.findByRole('table', { name: 'Totaal per jaar' });
    const first = within(totals).getAllByRole('row')[1]!;
    expect(text(first)).toContain('2026');
    expect(text(first)).toContain('80.000 kWh');
    expect(text(first)).toContain('€ 9.500,00'); // energy + markup
    expect(text(first)).toContain('€ 14.883,00');
    expect(screen.getByText('1 aansluiting is niet meegeteld: volume of prijs onbekend.')).toBeTruthy();
    // The chart stacks the cost parts per year.
    expect(
      await screen.findByText(
        'Verwachte kosten per jaar in euro, per kostensoort: Energie, Opslag, Vaste leveringskosten, Nettarief, Energiebelasting, Btw',
      ),
    ).toBeTruthy();

    const connections = screen.getByRole('table', { name: 'Per aansluiting' });
    const headers = within(connections)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Basis 2026', 'Kosten 2026', 'Kosten 2027', 'Kosten 2028']),
    );
    const [known, unknown] = within(connections).getAllByRole('row').slice(1);
    expect(text(known!)).toContain('Meetdata, genormaliseerd op graaddagen');
    expect(text(known!)).toContain('Klikcontract (62,5% geklikt)');
    // This year: measured so far + expected for the rest.
    expect(text(known!)).toContain(
      '2026: 80.000 kWh = 70.000 kWh gemeten tot 28/11/2026 + 10.000 kWh verwacht',
    );
    expect(text(unknown!)).toContain('onbekend');
    expect(text(unknown!)).toContain('Onbekend');

    expect(screen.getByText('Termijnprijs elektriciteit').nextElementSibling?.textContent).toBe(
      '€ 85,00 per MWh (Cal-27)',
    );
    expect(screen.getByRole('link', { name: 'Budgetten van deze klant' }).getAttribute('href')).toBe(
      '/v3/customers/7/budgets',
    );
    const query = calls.find((c) => c.path === '/api/v3/forecast')!.url.searchParams;
    expect(query.get('customerId')).toBe('7');
    expect(query.get('year')).toBe('2026');
  });

  it('moves the three years on and hides the budgets link without the module', async () => {
    const calls = fakeApi({ 'GET /api/v3/forecast': { body: { data: forecast } } });
    renderPage(<ForecastPage />, { url: '/v3/forecast?customer=7&year=2026', profile: adminProfile([]) });
    await screen.findByRole('table', { name: 'Totaal per jaar' });
    expect(screen.queryByRole('link', { name: 'Budgetten van deze klant' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende jaren' }));
    expect(await screen.findByText('2027–2029')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/v3/forecast' && c.url.searchParams.get('year') === '2027'),
      ).toBe(true),
    );
  });

  it('says so when the forecast cannot be computed', async () => {
    fakeApi({ 'GET /api/v3/forecast': { status: 422, body: { message: 'Kies een klant.' } } });
    renderPage(<ForecastPage />, { url: '/v3/forecast?customer=7&year=2026' });
    expect(await screen.findByText('De prognose kon niet worden berekend.')).toBeTruthy();
  });
});
