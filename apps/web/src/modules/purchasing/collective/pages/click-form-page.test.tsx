import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../../../test/render-page.tsx';
import { ClickCreatePage } from './click-form-page.tsx';

// A new click: the collective of the URL chosen, Dutch messages for a wrong period and a missing amount,
// the share or the volume sent (never both), and the server's refusal of a month over 100 % on the amount.

function api(status = 201) {
  return fakeApi({
    'GET /api/v3/collective/collectives': {
      body: {
        data: [
          { id: 3, name: 'Bakkers Collectief 2027' },
          { id: 4, name: 'Scholen Gas' },
        ],
      },
    },
    'POST /api/v3/collective/clicks': () =>
      status === 201
        ? {
            status,
            body: {
              data: {
                id: 62,
                collectiveId: 3,
                collectiveName: 'Bakkers Collectief 2027',
                clickDate: '2026-11-27',
                period: 'Q1-27',
                periodFrom: '2027-01-01',
                periodTo: '2027-04-01',
                load: 'base',
                sharePct: '12.5',
                volumeMwh: null,
                clickedMwh: '38.578',
                price: '92.40',
                note: '',
                createdAt: '2026-11-27T10:00:00.000Z',
              },
            },
          }
        : {
            status,
            body: {
              message: 'De gegevens zijn ongeldig.',
              errors: {
                sharePct: [
                  'Met deze klik wordt meer dan 100 % ingekocht in januari 2027. Verklein het aandeel of volume.',
                ],
              },
            },
          },
  });
}

function open() {
  return renderPage(<ClickCreatePage />, {
    path: '/v3/collective/clicks/create',
    url: '/v3/collective/clicks/create?collectiveId=3',
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

afterEach(() => vi.unstubAllGlobals());

describe('ClickCreatePage', () => {
  it('explains a wrong period and a missing amount, then posts the share of the chosen collective', async () => {
    const calls = api();
    const { router } = open();
    await waitFor(() => expect((field('Collectief') as HTMLSelectElement).value).toBe('3'));
    fireEvent.change(field('Klikdatum'), { target: { value: '2026-11-27' } });
    fireEvent.change(field('Leveringsperiode'), { target: { value: 'volgend jaar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      (await screen.findAllByText('Vul een leveringsperiode in zoals Cal-27, Q1-27 of Jan-27.')).length,
    ).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(field('Leveringsperiode'), { target: { value: 'q1-27' } });
    fireEvent.change(field('Aandeel (%)'), { target: { value: '12,5' } });
    fireEvent.change(field('Prijs (€/MWh)'), { target: { value: '92,40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/collective/clicks'));
    expect(router.state.location.search).toBe('?collectiveId=3');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      collectiveId: 3,
      clickDate: '2026-11-27',
      period: 'Q1-27',
      load: 'base',
      sharePct: '12.5',
      volumeMwh: null,
      price: '92.40',
    });
    expect(await screen.findByText('Klik op Q1-27 is opgeslagen.')).toBeTruthy();
  });

  it('sends a volume instead of a share when chosen', async () => {
    const calls = api();
    open();
    await waitFor(() => expect((field('Collectief') as HTMLSelectElement).value).toBe('3'));
    fireEvent.change(field('Leveringsperiode'), { target: { value: 'Cal-28' } });
    fireEvent.change(field('Hoeveelheid'), { target: { value: 'volume' } });
    fireEvent.change(field('Volume (MWh)'), { target: { value: '250' } });
    fireEvent.change(field('Prijs (€/MWh)'), { target: { value: '85' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      period: 'Cal-28',
      sharePct: null,
      volumeMwh: '250',
    });
  });

  it('shows the server’s refusal of more than 100 % at the amount', async () => {
    api(422);
    const { router } = open();
    await waitFor(() => expect((field('Collectief') as HTMLSelectElement).value).toBe('3'));
    fireEvent.change(field('Leveringsperiode'), { target: { value: 'Jan-27' } });
    fireEvent.change(field('Aandeel (%)'), { target: { value: '90' } });
    fireEvent.change(field('Prijs (€/MWh)'), { target: { value: '85' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const message =
      'Met deze klik wordt meer dan 100 % ingekocht in januari 2027. Verklein het aandeel of volume.';
    await waitFor(() => expect(screen.getAllByText(message, { exact: false }).length).toBeGreaterThan(0));
    const amount = field('Aandeel (%)');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/v3/collective/clicks/create');
  });
});
