import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { readTimer as readStored, timerStorageKey } from '../timer-storage.ts';
import { TopBarTimer } from './top-bar-timer.tsx';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // The top bar lives inside the router (the registration dialog's form hook can navigate after a save).
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <TopBarTimer userId={3} customer={{ id: 7, name: 'Bakkerij Jansen B.V.' }} />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const TIMER_STORAGE_KEY = timerStorageKey(3);
const readTimer = () => readStored(TIMER_STORAGE_KEY);

const value = () => screen.getByTestId('timer-value').textContent;

/** A timer paused after 754 seconds (12:34), as a reload would find it. */
function pausedAt(seconds: number) {
  window.localStorage.setItem(TIMER_STORAGE_KEY, JSON.stringify({ startedAt: null, accumulated: seconds }));
}

describe('TopBarTimer', () => {
  // The registration dialog loads lazily (not with the shell); loaded once here, it shows at once.
  beforeAll(async () => {
    await import('./register-time-dialog.tsx');
  });
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('counts from the stored start time and pauses with the elapsed seconds', () => {
    // The clock stands still, so a slow test run cannot add a second between reading and pausing.
    vi.useFakeTimers({ toFake: ['Date'] });
    window.localStorage.setItem(
      TIMER_STORAGE_KEY,
      JSON.stringify({ startedAt: Date.now() - 3_725_000, accumulated: 0 }),
    );
    setup();
    expect(value()).toBe('1:02:05');
    fireEvent.click(screen.getByRole('button', { name: 'Timer pauzeren' }));
    expect(readTimer()).toEqual({ startedAt: null, accumulated: 3725 });
    expect(screen.getByRole('button', { name: 'Timer hervatten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tijd registreren' })).toBeTruthy();
  });

  it('offers nothing but start while stopped', () => {
    setup();
    expect(value()).toBe('00:00');
    expect(screen.queryByRole('button', { name: 'Tijd registreren' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Timer starten' }));
    expect(readTimer().startedAt).not.toBeNull();
  });

  it('registers on the selected customer and resets to zero', async () => {
    pausedAt(754);
    const fetchMock = respond(201, {
      data: {
        id: 1,
        userId: 1,
        customerId: 7,
        date: '2026-11-21',
        seconds: 754,
        description: 'Offerte besproken',
        source: 'timer',
        createdAt: '2026-11-21T10:00:00.000Z',
        updatedAt: '2026-11-21T10:00:00.000Z',
      },
    });
    setup();
    expect(value()).toBe('12:34');
    fireEvent.click(screen.getByRole('button', { name: 'Tijd registreren' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('timer-customer').textContent).toBe('Bakkerij Jansen B.V.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Registreren' }));
    expect(await within(dialog).findByText('Vul een omschrijving in.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Omschrijving/), {
      target: { value: 'Offerte besproken' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registreren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain('/api/v3/customers/7/hours/timer');
    expect(JSON.parse(String(init?.body))).toEqual({
      seconds: 754,
      description: 'Offerte besproken',
      topbar: true,
    });
    expect(value()).toBe('00:00');
    expect(window.localStorage.getItem(TIMER_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('De tijd is geregistreerd.')).toBeTruthy();
  });

  it('shows server errors under the description and keeps the time', async () => {
    pausedAt(90);
    respond(422, {
      message: 'Vul een omschrijving in.',
      errors: { description: ['Vul een omschrijving in.'] },
    });
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Tijd registreren' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Omschrijving/), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registreren' }));
    expect(await within(dialog).findByText('Vul een omschrijving in.')).toBeTruthy();
    expect(readTimer().accumulated).toBe(90);
  });

  it('requires a customer', async () => {
    pausedAt(90);
    respond(200, { data: [] });
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Tijd registreren' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Andere klant' }));
    fireEvent.change(within(dialog).getByLabelText(/Omschrijving/), { target: { value: 'Overleg' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registreren' }));
    expect(await within(dialog).findByText('Kies een klant.')).toBeTruthy();
  });

  it('discards only after the confirmation', () => {
    pausedAt(90);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Tijd niet registreren' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Weet je zeker dat je deze tijd niet wilt registreren?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(value()).toBe('01:30');
    fireEvent.click(screen.getByRole('button', { name: 'Tijd niet registreren' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Niet registreren' }));
    expect(value()).toBe('00:00');
    expect(window.localStorage.getItem(TIMER_STORAGE_KEY)).toBeNull();
  });
});
