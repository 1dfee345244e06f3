import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalSummary } from '@energiek/contracts/portal';
import { PortalSummaryCards } from './portal-summary.tsx';

// The portal home's figures: usage and cost against last year and the budget; an implausible forecast is
// explained and its amount never shown.

const summary: PortalSummary = {
  year: 2026,
  today: '2026-11-28',
  energy: [
    {
      product: 1,
      unit: 'kWh',
      connections: 2,
      thisYear: 2_851_204.125,
      lastYearToDate: 2_592_004,
      lastYear: 3_110_401,
      cost: {
        thisYear: 410_000,
        lastYear: 420_000.5,
        budget: 400_000,
        budgetToDate: 365_000,
        budgetVolume: 480_000,
        forecast: {
          state: 'implausible',
          volume: 6_060_233,
          basis: 'last-year',
          reference: 3_110_401,
          ratio: 1.95,
        },
      },
    },
    {
      product: 2,
      unit: 'm³',
      connections: 1,
      thisYear: 0,
      lastYearToDate: 0,
      lastYear: 0,
      cost: {
        thisYear: 0,
        lastYear: 0,
        budget: null,
        budgetToDate: null,
        budgetVolume: null,
        forecast: { state: 'shown', amount: 12_345.67, volume: 10_000 },
      },
    },
  ],
  signals: { open: 3 },
  invoiceAudit: { invoices: 15, deviations: 2, amountAtStake: '120.50', recovered: '845.10' },
};

afterEach(() => vi.unstubAllGlobals());

function show(data: PortalSummary) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PortalSummaryCards customerId={9} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PortalSummaryCards', () => {
  it('shows usage and cost against last year and the budget, and explains an implausible forecast', async () => {
    show(summary);
    const electricity = await screen.findByTestId('portal-energy-electricity');
    // Whole kWh, grouped; this year against the same period last year: 2,851,204 / 2,592,004 − 1 = +10.0 %.
    expect(electricity.textContent).toContain('2.851.204 kWh');
    expect(electricity.textContent).toContain('+10,0 % ten opzichte van vorig jaar');
    // Cost against the budget to date: 410,000 / 365,000 − 1 = +12.3 %.
    expect(electricity.textContent).toContain('€ 410.000,00');
    expect(electricity.textContent).toContain('+12,3 % ten opzichte van het budget');
    expect(electricity.textContent).toContain('€ 420.000,50');
    // The forecast is explained against last year's measured volume; its figures are not shown.
    const explained = within(electricity).getByTestId('forecast-explained');
    expect(explained.textContent).toContain('uw gemeten verbruik vorig jaar (3.110.401 kWh)');
    expect(electricity.textContent).not.toContain('6.060.233');
    expect(electricity.textContent).not.toContain('Verwacht voor heel 2026');

    // Gas: nothing measured, no budget; a plausible forecast is shown.
    const gas = screen.getByTestId('portal-energy-gas');
    expect(gas.textContent).toContain('Er zijn nog geen meetgegevens van dit jaar of vorig jaar.');
    expect(gas.textContent).toContain('Er is voor dit jaar geen budget vastgelegd.');
    expect(gas.textContent).toContain('Verwacht voor heel 2026€ 12.345,67');

    expect(screen.getByTestId('portal-signals').textContent).toBe('3 open signalen');
    const audit = screen.getByTestId('portal-invoice-audit');
    expect(audit.textContent).toContain('€ 845,10');
    expect(audit.textContent).toContain('€ 120,50');
  });

  it('leaves out the cards the profile may not read', async () => {
    show({ ...summary, energy: null, invoiceAudit: null, signals: { open: 0 } });
    expect((await screen.findByTestId('portal-signals')).textContent).toBe('Er staan geen signalen open.');
    expect(screen.queryByTestId('portal-energy')).toBeNull();
    expect(screen.queryByTestId('portal-invoice-audit')).toBeNull();
  });
});
