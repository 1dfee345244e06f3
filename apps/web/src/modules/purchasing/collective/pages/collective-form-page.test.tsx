import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Position } from '@energiek/contracts/collective';
import { fakeApi, renderPage } from '../../../../test/render-page.tsx';
import { collective } from './collective-fixtures.ts';
import { CollectiveCreatePage, CollectiveEditPage } from './collective-form-page.tsx';
import { CollectivePage } from './collective-page.tsx';

// jsdom has no canvas (nor ResizeObserver): the lazy chart canvas is a stand-in that shows what it was given.
vi.mock('../../../../components/charts/chart-canvas.tsx', () => ({
  ChartCanvas: ({ option, label }: { option: { series: { name: string }[] }; label: string }) => (
    <p>{`${label}: ${option.series.map((series) => series.name).join(', ')}`}</p>
  ),
}));

// A collective's form (Dutch messages, the delivery years in order, the markup as a decimal), the refusal
// to delete a collective with clicks, and the Positie tab: clicked against open per period.

const position: Position = {
  collectiveId: 3,
  grain: 'quarter',
  markup: '2.50',
  rows: [
    {
      period: 'Q1-27',
      from: '2027-01-01',
      expectedMwh: '308.6',
      clickedMwh: '123.4',
      openMwh: '185.2',
      clickedPct: '40',
      weightedPrice: '90.1',
      forwardPrice: '85',
      forwardPeriod: 'Q1-27',
      forwardQuoteDate: '2026-11-27',
      openValue: '15742',
      priceInclMarkup: '89.54',
      cost: '27632.34',
    },
    {
      period: 'Q2-27',
      from: '2027-04-01',
      expectedMwh: '308.6',
      clickedMwh: '0',
      openMwh: '308.6',
      clickedPct: '0',
      weightedPrice: null,
      forwardPrice: null,
      forwardPeriod: null,
      forwardQuoteDate: null,
      openValue: null,
      priceInclMarkup: null,
      cost: null,
    },
  ],
};

function api() {
  return fakeApi({
    'GET /api/v3/suppliers': { body: { data: [{ id: 2, name: 'Eneco' }] } },
    'GET /api/v3/collective/collectives': {
      body: { data: [collective], meta: { current_page: 1, last_page: 1, per_page: 999, total: 1 } },
    },
    'GET /api/v3/collective/collectives/3': { body: { data: collective } },
    'POST /api/v3/collective/collectives': {
      status: 201,
      body: { data: { ...collective, id: 4, name: 'Scholen Gas' } },
    },
    'DELETE /api/v3/collective/collectives/3': {
      status: 422,
      body: {
        message: 'De gegevens zijn ongeldig.',
        errors: { id: ['Dit collectief heeft klikken en kan niet verwijderd worden; zet het op inactief.'] },
      },
    },
    'GET /api/v3/collective/position': { body: { data: position } },
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

afterEach(() => vi.unstubAllGlobals());

describe('CollectiveCreatePage', () => {
  it('refuses delivery years in the wrong order, then posts the collective', async () => {
    const calls = api();
    const { router } = renderPage(<CollectiveCreatePage />, {
      path: '/v3/collective/collectives/create',
      url: '/v3/collective/collectives/create',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect((await screen.findAllByText('Vul een naam in.')).length).toBeGreaterThan(0);

    fireEvent.change(field('Naam'), { target: { value: 'Scholen Gas' } });
    fireEvent.change(field('Product'), { target: { value: '2' } });
    fireEvent.change(field('Eerste leveringsjaar'), { target: { value: '2028' } });
    fireEvent.change(field('Laatste leveringsjaar'), { target: { value: '2027' } });
    fireEvent.change(field('Opslag leverancier (€/MWh)'), { target: { value: '1,75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      (await screen.findAllByText('Het laatste leveringsjaar ligt vóór het eerste.')).length,
    ).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(field('Laatste leveringsjaar'), { target: { value: '2029' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/collective/collectives'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Scholen Gas',
      product: 2,
      supplierId: null,
      firstYear: 2028,
      lastYear: 2029,
      markup: '1.75',
      clickStrategy: '',
      active: true,
    });
  });
});

describe('CollectiveEditPage', () => {
  it('says why a collective with clicks cannot be deleted', async () => {
    api();
    const { router } = renderPage(<CollectiveEditPage />, {
      path: '/v3/collective/collectives/:collectiveId/edit',
      url: '/v3/collective/collectives/3/edit',
    });
    expect(((await screen.findByLabelText('Opslag leverancier (€/MWh)')) as HTMLInputElement).value).toBe(
      '2,50',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Collectief verwijderen' });
    expect(dialog.textContent).toContain('Weet je zeker dat je Bakkers Collectief 2027 wilt verwijderen?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText(
        'Dit collectief heeft klikken en kan niet verwijderd worden; zet het op inactief.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/v3/collective/collectives/3/edit');
  });
});

describe('Positie tab', () => {
  it('shows clicked against open per quarter, with a period without forward price', async () => {
    const calls = api();
    renderPage(<CollectivePage />, {
      path: '/v3/collective/:tab',
      url: '/v3/collective/position?collectiveId=3',
    });
    const table = await screen.findByRole('table', { name: 'Positie per leveringsperiode' });
    await within(table).findByText('Q1-27');
    const [q1, q2] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(q1).toEqual([
      'Q1-27',
      '308,6 MWh',
      '123,4 MWh',
      '185,2 MWh',
      '40,0 %',
      '€ 90,10',
      '€ 85,00 (Q1-27)',
      '€ 15.742,00',
      '€ 89,54',
    ]);
    expect(q2).toContain('geen notering');
    expect(
      await screen.findByText('Ingekocht en open volume per periode in MWh: Ingekocht, Open'),
    ).toBeTruthy();
    expect(screen.getByText(/Opslag leverancier: € 2,50 per MWh/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Per'), { target: { value: 'month' } });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('grain')).toBe('month'));
  });
});
