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
        // 410,000 / 365,000 − 1 = +12.33 % (the server's figure).
        budgetDeviationPct: 12.33,
        unmeasured: [],
        connections: 2,
        budgetVolume: 480_000,
        unverifiedTax: true,
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
        budgetDeviationPct: null,
        unmeasured: [],
        connections: 1,
        budgetVolume: null,
        unverifiedTax: false,
        forecast: { state: 'shown', amount: 12_345.67, volume: 10_000 },
      },
    },
  ],
  // 2,851,204 kWh this year vs 2,592,004 kWh in the same period last year (the server's CO₂ of them).
  co2: {
    thisYear: 855_361,
    lastYearToDate: 777_601,
    lastYear: 933_120,
    source:
      'Bron: elektriciteit 0,300 kg CO₂/kWh vanaf 2021 (CE Delft (voor CO2emissiefactoren.nl), “Ketenemissies elektriciteit. Actualisatie elektriciteitsmix 2021”).',
  },
  signals: { open: 3 },
  // 1,210.00 + 847.35 + 96.80 = 2,154.15 invoiced; 121.00 + 30.25 = 151.25 credited; net 2,002.90.
  invoices: {
    from: '2026-01-01',
    to: '2026-11-28',
    invoiceCount: 3,
    invoices: '2154.15',
    creditNoteCount: 2,
    credits: '151.25',
    net: '2002.90',
  },
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
    expect(explained.textContent).toContain('je gemeten verbruik vorig jaar (3.110.401 kWh)');
    expect(electricity.textContent).not.toContain('6.060.233');
    expect(electricity.textContent).not.toContain('Verwacht voor heel 2026');
    // Issue 27: the energy tax in these figures rests on unverified rates: said on the card.
    expect(within(electricity).getByTestId('portal-cost-unverified').textContent).toContain(
      'nog niet zijn gecontroleerd tegen de tabel van de Belastingdienst',
    );

    // Gas: nothing measured, no budget; a plausible forecast is shown.
    const gas = screen.getByTestId('portal-energy-gas');
    expect(gas.textContent).toContain('Er zijn nog geen meetgegevens van dit jaar of vorig jaar.');
    expect(gas.textContent).toContain('Er is voor dit jaar geen budget vastgelegd.');
    expect(gas.textContent).toContain('Verwacht voor heel 2026€ 12.345,67');
    expect(within(gas).queryByTestId('portal-cost-unverified')).toBeNull();

    expect(screen.getByTestId('portal-signals').textContent).toBe('3 open signalen');
    const audit = screen.getByTestId('portal-invoice-audit');
    expect(audit.textContent).toContain('€ 845,10');
    expect(audit.textContent).toContain('€ 120,50');
  });

  it("shows the organisation's CO₂ this year against last year, with the factors' source (issue 32)", async () => {
    show(summary);
    const co2 = await screen.findByTestId('portal-co2');
    const text = co2.textContent ?? '';
    // Tonnes above 1,000 kg, one decimal; 855,361 / 777,601 − 1 = +10.0 %.
    expect(text).toContain('Dit jaar tot vandaag855,4 ton CO₂+10,0 % ten opzichte van vorig jaar');
    expect(text).toContain('Vorig jaar, zelfde periode777,6 ton CO₂');
    expect(text).toContain('Vorig jaar, heel jaar933,1 ton CO₂');
    expect(within(co2).getByTestId('portal-co2-source').textContent).toMatch(
      /^Bron: elektriciteit 0,300 kg CO₂\/kWh vanaf 2021 \(CE Delft/,
    );
  });

  it('says "geen emissiefactor" for a year no factor covers, and then compares nothing', async () => {
    show({ ...summary, co2: { ...summary.co2!, lastYearToDate: null, lastYear: null } });
    const co2 = await screen.findByTestId('portal-co2');
    expect(co2.textContent).toContain('Vorig jaar, heel jaargeen emissiefactor');
    expect(co2.textContent).not.toContain('ten opzichte van vorig jaar');
  });

  it('leaves CO₂ out while nothing of this year or last year is measured', async () => {
    const none = summary.energy!.map((r) => ({ ...r, thisYear: 0, lastYearToDate: 0, lastYear: 0 }));
    show({ ...summary, energy: none, co2: { ...summary.co2!, thisYear: 0, lastYearToDate: 0, lastYear: 0 } });
    await screen.findByTestId('portal-energy');
    expect(screen.queryByTestId('portal-co2')).toBeNull();
  });

  it("shows this year's invoices and credit notes apart, and the net", async () => {
    show(summary);
    const invoiced = await screen.findByTestId('portal-invoiced');
    const text = invoiced.textContent ?? '';
    expect(text).toContain('Gefactureerd (3 facturen)€ 2.154,15');
    expect(text).toContain('Gecrediteerd (2 creditnota’s)€ -151,25');
    expect(text).toContain('Netto€ 2.002,90');
    expect(text).toContain('Factuurdatum 01/01/2026 t/m 28/11/2026');
    expect(screen.getByRole('link', { name: /Naar facturen/ }).getAttribute('href')).toBe(
      '/v3/customers/9/invoices',
    );
  });

  it('shows the invoices as their own card without energy monitoring', async () => {
    show({ ...summary, energy: null });
    const card = await screen.findByRole('region', { name: 'Facturen 2026 (incl. btw)' });
    expect(within(card).getByTestId('portal-invoiced').textContent).toContain('Netto€ 2.002,90');
  });

  it('leaves out the cards the profile may not read', async () => {
    show({ ...summary, energy: null, co2: null, invoiceAudit: null, invoices: null, signals: { open: 0 } });
    expect((await screen.findByTestId('portal-signals')).textContent).toBe('Er staan geen signalen open.');
    expect(screen.queryByTestId('portal-invoiced')).toBeNull();
    expect(screen.queryByTestId('portal-energy')).toBeNull();
    expect(screen.queryByTestId('portal-co2')).toBeNull();
    expect(screen.queryByTestId('portal-invoice-audit')).toBeNull();
  });

  it('explains a negative year cost (credit notes above the invoices) instead of a percentage against the budget', async () => {
    const [electricity] = summary.energy!;
    show({
      ...summary,
      energy: [{ ...electricity!, cost: { ...electricity!.cost!, thisYear: -468.12, budgetToDate: 466.2 } }],
    });
    const card = await screen.findByTestId('portal-energy-electricity');
    expect(card.textContent).toContain('€ -468,12');
    expect(card.textContent).not.toContain('ten opzichte van het budget');
    expect(within(card).getByTestId('portal-cost-credited').textContent).toContain('meer creditnota’s');
  });

  it('names the connections without measurements instead of comparing with the budget (Westland, −95,1 %)', async () => {
    const [electricity] = summary.energy!;
    const unmeasured = [
      '871687120000000011',
      '871687120000000028',
      '871687120000000035',
      '871687120000000042',
    ];
    show({
      ...summary,
      energy: [
        {
          ...electricity!,
          cost: { ...electricity!.cost!, budgetDeviationPct: null, unmeasured, connections: 6 },
        },
      ],
    });
    const card = await screen.findByTestId('portal-energy-electricity');
    expect(card.textContent).not.toContain('ten opzichte van het budget');
    const note = within(card).getByTestId('portal-cost-unmeasured').textContent ?? '';
    expect(note).toContain('van 4 van je 6 aansluitingen zijn dit jaar nog geen meetgegevens');
    expect(note).toContain('871687120000000011, 871687120000000028, 871687120000000035 en nog 1.');
  });
});
