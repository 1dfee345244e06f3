import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DegreeDayList } from '@energiek/contracts/degree-days';
import { adminProfile, fakeApi, renderPage } from '../../test/render-page.tsx';
import { DegreeDaysPage } from './pages/degree-days-page.tsx';

// /v3/degree-days: the rows per month with a total row, the range asked for each view, the demo notice,
// and the KNMI import (admins only) with its report of skipped rows.

const list = (over: Partial<DegreeDayList['meta']> = {}): DegreeDayList => ({
  data: [
    {
      start: '2025-01-01',
      days: 31,
      meanTemperature: 3.4,
      degreeDays: 452.6,
      weightedDegreeDays: 497.86,
      periodDays: 31,
    },
    {
      start: '2025-02-01',
      days: 28,
      meanTemperature: 5.1,
      degreeDays: 361.2,
      weightedDegreeDays: 397.32,
      periodDays: 28,
    },
  ],
  meta: {
    station: 260,
    from: '2025-01-01',
    to: '2026-01-01',
    interval: 'month',
    total: { days: 59, degreeDays: 813.8, weightedDegreeDays: 895.18 },
    sources: ['knmi'],
    demo: null,
    missing: ['2025-03-01'],
    completeMean: null,
    ...over,
  },
});

const STATIONS = [
  { station: 260, name: 'De Bilt', days: 45000, firstDay: '1901-01-01', lastDay: '2026-11-27' },
  { station: 344, name: null, days: 300, firstDay: '2026-01-01', lastDay: '2026-10-27' },
];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('DegreeDaysPage', () => {
  it('shows the months of the year with a total row and asks for that year of station 260', async () => {
    const calls = fakeApi({
      'GET /api/v3/degree-days/stations': { body: { data: STATIONS } },
      'GET /api/v3/degree-days': { body: list() },
    });
    renderPage(<DegreeDaysPage />, { url: '/v3/degree-days?year=2025' });
    const table = await screen.findByRole('table', { name: 'Graaddagen' });
    await within(table).findByText('januari 2025');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cells(rows[0]!)).toEqual(['januari 2025', '31', '3,4', '452,6', '497,86']);
    // March has no data: said so; the total is of 59 of the year's 365 days.
    expect(cells(rows[2]!)).toEqual(['maart 2025 (geen gegevens)', '0', '', '', '']);
    expect(cells(rows[3]!)).toEqual(['Totaal (onvolledig: 59 van 365 dagen)', '59', '', '813,8', '895,18']);
    // The stations with data to choose from, named where known.
    const station = screen.getByLabelText('Weerstation');
    await within(station).findByText('260 De Bilt (01/01/1901 – 27/11/2026)');
    expect(within(station).getByText('344 (01/01/2026 – 27/10/2026)')).toBeTruthy();
    const query = calls.find((c) => c.path === '/api/v3/degree-days')!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      station: '260',
      interval: 'month',
      from: '2025-01-01',
      to: '2026-01-01',
    });
    expect(screen.queryByText('Demo-graaddagen')).toBeNull();
  });

  it('asks for one month per day, and ten years per year', async () => {
    const calls = fakeApi({
      'GET /api/v3/degree-days/stations': { body: { data: STATIONS } },
      'GET /api/v3/degree-days': {
        body: list({ sources: ['demo'], demo: { days: 59, from: '2025-01-01', to: '2025-02-28' } }),
      },
    });
    renderPage(<DegreeDaysPage />, { url: '/v3/degree-days?year=2024&view=day&month=12' });
    // Demo data says so.
    expect(await screen.findByText('Demo-graaddagen')).toBeTruthy();
    const last = () =>
      Object.fromEntries(calls.filter((c) => c.path === '/api/v3/degree-days').at(-1)!.url.searchParams);
    expect(last()).toMatchObject({ interval: 'day', from: '2024-12-01', to: '2025-01-01' });
    fireEvent.change(screen.getByLabelText('Weergave'), { target: { value: 'year' } });
    await waitFor(() =>
      expect(last()).toMatchObject({ interval: 'year', from: '2015-01-01', to: '2025-01-01' }),
    );
    // The month choice only belongs to the day view.
    expect(screen.queryByLabelText('Maand')).toBeNull();
  });

  it('counts the demo days when the range is partly imported', async () => {
    fakeApi({
      'GET /api/v3/degree-days/stations': { body: { data: STATIONS } },
      'GET /api/v3/degree-days': {
        body: list({ sources: ['demo', 'knmi'], demo: { days: 10, from: '2025-02-19', to: '2025-02-28' } }),
      },
    });
    renderPage(<DegreeDaysPage />, { url: '/v3/degree-days?year=2025' });
    expect(
      await screen.findByText(
        '10 van de 59 dagen in deze periode zijn demo-gegevens (19/02/2025 t/m 28/02/2025), gegenereerd en geen KNMI-metingen; de andere dagen komen uit een KNMI-bestand.',
      ),
    ).toBeTruthy();
  });

  it('imports a KNMI file and lists the skipped rows (admins only)', async () => {
    const calls = fakeApi({
      'GET /api/v3/degree-days/stations': { body: { data: STATIONS } },
      'GET /api/v3/degree-days': { body: list() },
      'POST /api/v3/degree-days/import': {
        body: {
          data: {
            rowsRead: 367,
            rowsImported: 365,
            rowsRejected: 2,
            stations: [260],
            firstDay: '2025-01-01',
            lastDay: '2025-12-31',
            errors: [{ row: 58, column: 'TG', message: 'Geen temperatuur.' }],
          },
        },
      },
    });
    renderPage(<DegreeDaysPage />, { url: '/v3/degree-days?year=2025' });
    fireEvent.click(await screen.findByRole('button', { name: 'KNMI-bestand importeren' }));
    const dialog = screen.getByRole('dialog', { name: 'KNMI-daggegevens importeren' });
    const submit = within(dialog).getByRole('button', { name: 'Importeren' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const file = new File(['# STN,YYYYMMDD,TG\n260,20250101,34\n'], 'etmgeg_260.txt', { type: 'text/plain' });
    const user = userEvent.setup();
    await user.upload(within(dialog).getByLabelText('Bestand'), file);
    await user.click(submit);
    // The outcome replaces the form: the dialog of the same title is a new element.
    const outcome = await screen.findByRole('dialog', { name: 'KNMI-daggegevens importeren' });
    await within(outcome).findByText(
      /365 dagen geïmporteerd \(station 260\), 2 regels overgeslagen\. Van 01\/01\/2025 tot en met 31\/12\/2025\./,
    );
    const errors = within(outcome).getByRole('table', { name: 'Overgeslagen regels' });
    expect(cells(within(errors).getAllByRole('row')[1]!)).toEqual(['58', 'TG', 'Geen temperatuur.']);
    const upload = calls.find((c) => c.method === 'POST')!;
    expect(upload.path).toBe('/api/v3/degree-days/import');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows the server’s message when the file is refused', async () => {
    fakeApi({
      'GET /api/v3/degree-days/stations': { body: { data: STATIONS } },
      'GET /api/v3/degree-days': { body: list() },
      'POST /api/v3/degree-days/import': {
        status: 422,
        body: { message: 'De gegevens zijn ongeldig.', errors: { file: ['Dit is geen KNMI-bestand.'] } },
      },
    });
    renderPage(<DegreeDaysPage />, { url: '/v3/degree-days?year=2025' });
    fireEvent.click(await screen.findByRole('button', { name: 'KNMI-bestand importeren' }));
    const dialog = screen.getByRole('dialog', { name: 'KNMI-daggegevens importeren' });
    fireEvent.change(within(dialog).getByLabelText('Bestand'), {
      target: { files: [new File(['x'], 'x.txt', { type: 'text/plain' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importeren' }));
    expect(await within(dialog).findByText('Dit is geen KNMI-bestand.')).toBeTruthy();
  });

  it('offers no import to customer staff', async () => {
    fakeApi({
      'GET /api/v3/degree-days/stations': { body: { data: STATIONS } },
      'GET /api/v3/degree-days': { body: list() },
    });
    renderPage(<DegreeDaysPage />, {
      url: '/v3/degree-days?year=2025',
      profile: { ...adminProfile([]), type: 'customer' },
    });
    await screen.findByText('januari 2025');
    expect(screen.queryByRole('button', { name: 'KNMI-bestand importeren' })).toBeNull();
  });
});
