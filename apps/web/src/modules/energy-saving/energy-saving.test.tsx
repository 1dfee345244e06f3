import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnergySavingResponse, Measure } from '@energiek/contracts/energy-saving';
import { adminProfile, fakeApi, renderPage } from '../../test/render-page.tsx';
import { EnergySavingPage } from './pages/energy-saving-page.tsx';

// The energy-saving tab: per location the totals (grid + self-generated), the obligation that follows and
// the measures; the measure dialog asks in Dutch for what the contract needs (a reason for "niet van
// toepassing") and posts the body; editing, removing and self-generation only for who may write.

const measure: Measure = {
  id: 31,
  locationKey: '3511AB|12',
  emlCode: null,
  category: 'verlichting',
  measure: 'LED-verlichting met aanwezigheidsdetectie',
  status: 'done',
  reason: '',
  year: 2024,
  updatedAt: '2025-03-01T10:00:00.000Z',
};

const response: EnergySavingResponse = {
  data: [
    {
      key: '3511AB|12',
      address: 'Oudegracht 12, 3511 AB Utrecht',
      connections: [
        { connectionId: 1, ean: '871687140000000011', product: 1, source: 'ems', volume: 48000 },
        { connectionId: 2, ean: '871687140000000028', product: 2, source: 'none', volume: null },
      ],
      electricityKwh: 48000,
      selfGeneratedKwh: 4500,
      gasM3: 12000,
      complete: false,
      extrapolated: false,
      obligation: 'energiebesparingsplicht',
      informatieplicht: true,
      decidedBy: ['electricity'],
      measures: [measure],
    },
  ],
  meta: { year: 2025, deadline: '2027-12-01', previousDeadline: '2023-12-01' },
};

const WRITER = adminProfile(['energysaving']);
const READER = adminProfile(['energysaving'], ['organisation-information']);

function api() {
  return fakeApi({
    'GET /api/v3/customers/7/energy-saving': { body: response },
    'POST /api/v3/customers/7/energy-saving/measures': {
      status: 201,
      body: { data: { ...measure, id: 32 } },
    },
    'DELETE /api/v3/customers/7/energy-saving/measures/31': { status: 204 },
    'PUT /api/v3/customers/7/energy-saving/self-generation': {
      body: { data: { locationKey: '3511AB|12', year: 2025, kwh: 5250.5 } },
    },
  });
}

function open(profile = WRITER) {
  return renderPage(<EnergySavingPage />, {
    path: '/v3/customers/:customerId/energy-saving',
    url: '/v3/customers/7/energy-saving?year=2025',
    profile,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('EnergySavingPage', () => {
  it('shows a location’s totals, its obligation, the deadlines and its measures', async () => {
    const calls = api();
    open();
    const card = await screen.findByRole('region', { name: /Oudegracht 12/ });
    expect(within(card).getByTestId('obligation').textContent).toBe(
      'Energiebesparingsplicht · Met informatieplicht',
    );
    const figures = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(figures).toMatchObject({
      'Elektriciteit van het net': '48.000 kWh',
      'Zelf opgewekt': '4.500 kWh',
      'Elektriciteit totaal': '52.500 kWh',
      Gas: '12.000 m³',
    });
    // Each connection's volume names its source, as the taxes overview does (issue 27).
    expect(within(card).getByTestId('location-connections').textContent).toBe(
      '871687140000000011 · Gemeten (EMS), 871687140000000028 · Geen verbruik bekend',
    );
    expect(
      within(card).getByText(
        'Niet van alle aansluitingen is het verbruik van dit jaar bekend: de verplichting is niet vastgesteld.',
      ),
    ).toBeTruthy();
    const row = within(within(card).getByRole('table')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Verlichting');
    expect(row.textContent).toContain('Uitgevoerd');
    expect(screen.getByTestId('report-deadline').textContent).toBe('01/12/2027');
    expect(
      calls.find((c) => c.path === '/api/v3/customers/7/energy-saving')?.url.searchParams.get('year'),
    ).toBe('2025');
    expect(screen.getByRole('link', { name: 'Export voor eLoket (xlsx)' }).getAttribute('href')).toBe(
      '/api/v3/customers/7/energy-saving/export?year=2025',
    );
  });

  it('asks for a reason when a measure does not apply, then posts the measure', async () => {
    const calls = api();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Maatregel toevoegen' }));
    const dialog = screen.getByRole('dialog', { name: 'Maatregel toevoegen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(dialog.textContent).toContain('Kies een categorie van de erkende maatregelenlijst.'),
    );
    expect(dialog.textContent).toContain('Beschrijf de maatregel (maximaal 300 tekens).');

    fireEvent.change(within(dialog).getByLabelText('Categorie', { exact: false }), {
      target: { value: 'perslucht' },
    });
    fireEvent.change(within(dialog).getByLabelText('Omschrijving (overige maatregel)', { exact: false }), {
      target: { value: 'Lekkages perslucht verhelpen' },
    });
    fireEvent.change(within(dialog).getByLabelText('Status', { exact: false }), {
      target: { value: 'not-applicable' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(dialog.textContent).toContain('Geef aan waarom deze maatregel niet van toepassing is.'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Toelichting', { exact: false }), {
      target: { value: 'Geen persluchtinstallatie aanwezig' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      locationKey: '3511AB|12',
      emlCode: null,
      category: 'perslucht',
      measure: 'Lekkages perslucht verhelpen',
      status: 'not-applicable',
      reason: 'Geen persluchtinstallatie aanwezig',
      year: null,
    });
    expect(await screen.findByText('De maatregel is opgeslagen.')).toBeTruthy();
  });

  it('removes a measure after the confirmation and saves self-generated kWh with a Dutch decimal', async () => {
    const calls = api();
    open();
    const card = await screen.findByRole('region', { name: /Oudegracht 12/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Verwijderen' }));
    const confirm = screen.getByRole('dialog', { name: 'Maatregel verwijderen' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De maatregel is verwijderd.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(
      '/api/v3/customers/7/energy-saving/measures/31',
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Zelf opgewekt wijzigen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zelf opgewekte elektriciteit' });
    const input = within(dialog).getByLabelText('Zelf opgewekt en verbruikt in 2025 (kWh)', { exact: false });
    expect((input as HTMLInputElement).value).toBe('4.500');
    fireEvent.change(input, { target: { value: '5.250,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      locationKey: '3511AB|12',
      year: 2025,
      kwh: 5250.5,
    });
  });

  it('shows the measures without any write button to who may only read', async () => {
    api();
    open(READER);
    const card = await screen.findByRole('region', { name: /Oudegracht 12/ });
    expect(within(card).getByText('LED-verlichting met aanwezigheidsdetectie')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
