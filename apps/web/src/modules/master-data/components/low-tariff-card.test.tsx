import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOW_TARIFF_MESSAGES, type LowTariffSetting } from '@energiek/contracts/master-data';
import { fakeApi, renderPage } from '../../../test/render-page.tsx';
import { LowTariffCard } from './low-tariff-card.tsx';

// The low-tariff card of the grid operator page: the default marker, the contract's Dutch errors before
// anything is sent, and a save that shows the recalculation under way.

const setting: LowTariffSetting = {
  gridOperatorId: 3,
  from: '23:00',
  to: '07:00',
  weekends: true,
  holidays: true,
  regions: [],
  isDefault: true,
  rebuild: null,
  holidayList: [{ day: '2026-12-25', name: 'Eerste Kerstdag' }],
};

const setup = () => renderPage(<LowTariffCard gridOperatorId={3} />);

afterEach(() => vi.unstubAllGlobals());

describe('LowTariffCard', () => {
  it('marks the default, refuses an empty window before sending, and saves a new one', async () => {
    const calls = fakeApi((call) =>
      call.method === 'POST'
        ? {
            status: 200,
            body: {
              data: {
                ...setting,
                from: '21:00',
                isDefault: false,
                rebuild: { jobId: 'j1', status: 'running', progress: 0.5 },
              },
            },
          }
        : { status: 200, body: { data: setting } },
    );
    setup();
    expect(
      await screen.findByText('Standaardwaarde: nog niet bevestigd voor deze netbeheerder.'),
    ).toBeDefined();
    expect(screen.getByText('Eerste Kerstdag')).toBeDefined();
    const from = screen.getByLabelText('Begin dal (UU:MM)');
    fireEvent.change(from, { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Daltarief opslaan' }));
    expect(await screen.findByText(LOW_TARIFF_MESSAGES.sameTimes)).toBeDefined();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(from, { target: { value: '21:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Daltarief opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/v3/grid-operators/3/low-tariff');
    expect(post?.body).toEqual({ from: '21:00', to: '07:00', weekends: true, holidays: true, regions: [] });
    expect(await screen.findByRole('progressbar', { name: 'Herberekening dalverbruik' })).toBeDefined();
    expect(screen.queryByText('Standaardwaarde: nog niet bevestigd voor deze netbeheerder.')).toBeNull();
  });

  it('adds a region with its own hours, refuses an overlap in Dutch, and sends the postcodes as numbers', async () => {
    const calls = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 200, body: { data: setting } }
        : { status: 200, body: { data: setting } },
    );
    setup();
    expect(
      await screen.findByText(
        'Geen regio’s: het daltarief hierboven geldt voor alle aansluitingen van deze netbeheerder.',
      ),
    ).toBeDefined();
    const add = screen.getByRole('button', { name: 'Regio toevoegen' });
    fireEvent.click(add);
    fireEvent.change(screen.getByLabelText('Naam regio 1'), { target: { value: 'Noord' } });
    fireEvent.change(screen.getByLabelText('Postcode van 1'), { target: { value: '9000' } });
    fireEvent.change(screen.getByLabelText('Postcode t/m 1'), { target: { value: '9999' } });
    fireEvent.click(add);
    fireEvent.change(screen.getByLabelText('Naam regio 2'), { target: { value: 'Stad' } });
    fireEvent.change(screen.getByLabelText('Postcode van 2'), { target: { value: '9700' } });
    fireEvent.change(screen.getByLabelText('Postcode t/m 2'), { target: { value: '9799' } });
    fireEvent.click(screen.getByRole('button', { name: 'Daltarief opslaan' }));
    // Beside the field (and in the form's summary of errors).
    expect((await screen.findAllByText(LOW_TARIFF_MESSAGES.overlap('Noord'))).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Postcode van 2').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Regio 2 verwijderen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Daltarief opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      from: '23:00',
      to: '07:00',
      weekends: true,
      holidays: true,
      regions: [{ name: 'Noord', postcodeFrom: 9000, postcodeTo: 9999, from: '21:00', to: '07:00' }],
    });
  });
});
