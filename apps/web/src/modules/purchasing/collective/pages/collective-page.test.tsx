import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClickItem, ParticipantItem } from '@energiek/contracts/collective';
import { adminProfile, fakeApi, renderPage } from '../../../../test/render-page.tsx';
import { collective } from './collective-fixtures.ts';
import { CollectivePage } from './collective-page.tsx';

// /v3/collective/{tab}: the collectives with their pool, the participants of the chosen collective (change
// the expected volume by hand or "Uit EMS overnemen", remove after the question) with the allocation of
// the clicks, and the clicks; write actions only with collective:write.

const participant: ParticipantItem = {
  id: 41,
  collectiveId: 3,
  customerId: 7,
  customerName: 'De Vries Bakkerij B.V.',
  connectionId: 11,
  ean: '871687140000000011',
  address: 'Dorpsstraat 1, Utrecht',
  product: 1,
  expectedAnnualVolume: '154312.5',
  expectedAnnualMwh: '154.313',
  volumeSource: 'manual',
  sharePct: '12.5',
};

const click: ClickItem = {
  id: 61,
  collectiveId: 3,
  collectiveName: 'Bakkers Collectief 2027',
  clickDate: '2026-03-10',
  period: 'Cal-27',
  periodFrom: '2027-01-01',
  periodTo: '2028-01-01',
  load: 'base',
  sharePct: '20',
  volumeMwh: null,
  clickedMwh: '246.9',
  price: '92.4',
  note: '',
  createdAt: '2026-03-10T10:00:00.000Z',
};

const list = <T,>(data: T[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length },
});

function api() {
  return fakeApi({
    'GET /api/v3/collective/collectives': { body: list([collective]) },
    'GET /api/v3/collective/participants': { body: list([participant]) },
    'GET /api/v3/collective/clicks': { body: list([click]) },
    'GET /api/v3/collective/collectives/3/allocation': {
      body: {
        data: [
          {
            participantId: 41,
            customerName: 'De Vries Bakkerij B.V.',
            ean: '871687140000000011',
            clickId: 61,
            clickDate: '2026-03-10',
            period: 'Cal-27',
            load: 'base',
            price: '92.4',
            mwh: '30.863',
            cost: '2851.74',
          },
        ],
      },
    },
    'GET /api/v3/collective/participants/ems-volume': {
      body: {
        data: {
          connectionId: 11,
          volume: '161204.5',
          from: '2025-11-01',
          to: '2026-11-01',
          coveredDays: 200,
          certainty: 'medium',
        },
      },
    },
    'POST /api/v3/collective/participants/41': { body: { data: participant } },
    'DELETE /api/v3/collective/participants/41': { status: 204 },
  });
}

const READER = adminProfile([], ['collective']);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('CollectivePage', () => {
  it('lists the collectives with their pool and offers a new one to writers', async () => {
    api();
    renderPage(<CollectivePage />, { path: '/v3/collective/:tab', url: '/v3/collective/collectives' });
    const table = await screen.findByRole('table', { name: 'Collectieven' });
    await within(table).findByText('Bakkers Collectief 2027');
    expect(cells(within(table).getAllByRole('row')[1]!)).toEqual([
      'Bakkers Collectief 2027',
      'Elektriciteit',
      '2027–2029',
      'Eneco',
      '2',
      '1.234,5 MWh',
      '€ 2,50/MWh', // the markup is a price per MWh (issue 32)
      'Ja',
    ]);
    expect(within(table).getByRole('link', { name: '2' }).getAttribute('href')).toBe(
      '/v3/collective/participants?collectiveId=3',
    );
    expect(screen.getByRole('link', { name: 'Nieuw collectief' }).getAttribute('href')).toBe(
      '/v3/collective/collectives/create',
    );
  });

  it('shows the participants of the first collective with the allocation of its clicks', async () => {
    const calls = api();
    renderPage(<CollectivePage />, { path: '/v3/collective/:tab', url: '/v3/collective/participants' });
    const table = await screen.findByRole('table', { name: 'Deelnemers' });
    await within(table).findByText('De Vries Bakkerij B.V.');
    const row = cells(within(table).getAllByRole('row')[1]!);
    expect(row.slice(0, 6)).toEqual([
      'De Vries Bakkerij B.V.',
      '871687140000000011',
      'Dorpsstraat 1, Utrecht',
      '154.313 kWh',
      '12,50 %',
      'Ingevoerd',
    ]);
    expect(
      calls.some(
        (c) => c.path === '/api/v3/collective/participants' && c.url.searchParams.get('collectiveId') === '3',
      ),
    ).toBe(true);
    const allocation = await screen.findByRole('table', { name: 'Toewijzing per deelnemer' });
    // MWh with one decimal (issue 32: one rule per unit).
    await within(allocation).findByText('30,9 MWh');
    expect(cells(within(allocation).getAllByRole('row')[1]!)).toContain('Cal-27 Base · 10/03/2026');
    expect(screen.getByRole('link', { name: 'Exporteren (CSV)' }).getAttribute('href')).toBe(
      '/api/v3/collective/collectives/3/allocation/export?format=csv',
    );
  });

  it('takes the expected volume over from EMS and saves it with its source', async () => {
    const calls = api();
    renderPage(<CollectivePage />, {
      path: '/v3/collective/:tab',
      url: '/v3/collective/participants?collectiveId=3',
    });
    const table = await screen.findByRole('table', { name: 'Deelnemers' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Wijzigen' }));
    const dialog = screen.getByRole('dialog', { name: 'Verwacht jaarverbruik wijzigen' });
    const volume = within(dialog).getByLabelText('Verwacht jaarverbruik (kWh)', {
      exact: false,
    }) as HTMLInputElement;
    expect(volume.value).toBe('154312,5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uit EMS overnemen' }));
    expect(
      await screen.findByText('Verbruik van 01/11/2025 tot 01/11/2026 overgenomen uit EMS.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/ems-volume'))?.url.searchParams.get('connectionId')).toBe(
      '11',
    );
    expect(volume.value).toBe('161204,5');
    // The basis of the figure: 200 of the 365 days measured, scaled to a year (issue 27).
    expect(within(dialog).getByTestId('participant-ems-basis').textContent).toBe(
      'Gemeten op 200 van 365 dagen, naar een jaar omgerekend (redelijk zeker).',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      expectedAnnualVolume: '161204.5',
      volumeSource: 'ems',
    });
  });

  it('sends a volume typed with Dutch separators as a decimal, marked as entered', async () => {
    const calls = api();
    renderPage(<CollectivePage />, { path: '/v3/collective/:tab', url: '/v3/collective/participants' });
    fireEvent.click(await screen.findByRole('button', { name: 'Wijzigen' }));
    const dialog = screen.getByRole('dialog', { name: 'Verwacht jaarverbruik wijzigen' });
    fireEvent.change(within(dialog).getByLabelText('Verwacht jaarverbruik (kWh)', { exact: false }), {
      target: { value: '150.000,5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      expectedAnnualVolume: '150000.5',
      volumeSource: 'manual',
    });
  });

  it('removes a participant only after the question', async () => {
    const calls = api();
    renderPage(<CollectivePage />, { path: '/v3/collective/:tab', url: '/v3/collective/participants' });
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Deelnemer verwijderen' });
    expect(dialog.textContent).toContain(
      'Weet je zeker dat je De Vries Bakkerij B.V. (871687140000000011) uit het collectief wilt halen?',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De deelnemer is verwijderd.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/v3/collective/participants/41');
  });

  it('lists the clicks; readers get neither edit links nor add or change buttons', async () => {
    api();
    renderPage(<CollectivePage />, {
      path: '/v3/collective/:tab',
      url: '/v3/collective/clicks?collectiveId=3',
      profile: READER,
    });
    const table = await screen.findByRole('table', { name: 'Klikken' });
    await within(table).findByText('Cal-27');
    expect(cells(within(table).getAllByRole('row')[1]!)).toEqual([
      '10/03/2026',
      'Cal-27',
      'Base',
      '20,00 %',
      '246,9 MWh',
      '€ 92,40/MWh',
    ]);
    expect(within(table).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nieuwe klik' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Deelnemers' }));
    const participants = await screen.findByRole('table', { name: 'Deelnemers' });
    await within(participants).findByText('De Vries Bakkerij B.V.');
    expect(screen.queryByRole('button', { name: 'Wijzigen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deelnemer toevoegen' })).toBeNull();
  });

  it('offers a new click for the chosen collective to writers', async () => {
    api();
    renderPage(<CollectivePage />, {
      path: '/v3/collective/:tab',
      url: '/v3/collective/clicks?collectiveId=3',
    });
    await screen.findByText('Cal-27');
    expect(screen.getByRole('link', { name: 'Nieuwe klik' }).getAttribute('href')).toBe(
      '/v3/collective/clicks/create?collectiveId=3',
    );
    expect(screen.getByRole('link', { name: '10/03/2026' }).getAttribute('href')).toBe(
      '/v3/collective/clicks/61/edit',
    );
  });
});
