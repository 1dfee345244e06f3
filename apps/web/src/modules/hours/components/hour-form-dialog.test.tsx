import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HourListItem } from '@energiek/contracts/hours';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { HourFormDialog } from './hour-form-dialog.tsx';

const hour: HourListItem = {
  id: 9,
  date: '2026-11-20',
  seconds: 5400,
  duration: '1:30',
  description: 'Offerte besproken',
  source: 'manual',
  sourceName: 'Handmatig',
  user: { id: 3, name: 'Anna Jansen' },
  customer: { id: 7, name: 'De Vries Bakkerij B.V.' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setup(props: Partial<Parameters<typeof HourFormDialog>[0]> = {}) {
  const onClose = vi.fn();
  // The form hook's after-save step can navigate: the dialog lives inside the router.
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ToastProvider>
          <HourFormDialog
            customer={{ id: 7, name: 'De Vries Bakkerij B.V.' }}
            users={null}
            currentUserId={3}
            onClose={onClose}
            {...props}
          />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('HourFormDialog', () => {
  it('asks for a duration and a description before calling the server', async () => {
    const fetchMock = respond(201, {});
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Uren toevoegen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    // The contract form validates asynchronously (react-hook-form's resolver).
    await waitFor(() =>
      expect(dialog.textContent).toContain('Vul een duur in van minimaal 1 minuut en maximaal 24 uur.'),
    );
    expect(dialog.textContent).toContain('Vul een omschrijving in.');
    // The error toast names the first wrong field.
    expect(screen.getByRole('alert').textContent).toContain('Minuten: Vul een duur in');
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing a duration clears its error.
    fireEvent.change(within(dialog).getByLabelText('Minuten'), { target: { value: '30' } });
    await waitFor(() => expect(dialog.textContent).not.toContain('Vul een duur in'));
  });

  it('posts hours and minutes on the fixed customer and closes', async () => {
    const fetchMock = respond(201, { data: { ...hour, id: 10, seconds: 4500, duration: '1:15' } });
    const { onClose } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Uren toevoegen' });
    fireEvent.change(within(dialog).getByLabelText('Datum', { exact: false }), {
      target: { value: '19/11/2026' },
    });
    fireEvent.change(within(dialog).getByLabelText('Uren'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Minuten'), { target: { value: '15' } });
    fireEvent.change(within(dialog).getByLabelText('Omschrijving', { exact: false }), {
      target: { value: ' Jaarafrekening ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v3/customers/7/hours');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      date: '2026-11-19',
      hours: 1,
      minutes: 15,
      description: 'Jaarafrekening',
      userId: 3,
    });
  });

  it('edits an entry with PATCH and shows the server’s field errors', async () => {
    const fetchMock = respond(422, {
      message: 'Je kunt alleen uren voor jezelf registreren.',
      errors: { userId: ['Je kunt alleen uren voor jezelf registreren.'] },
    });
    setup({
      hour,
      users: [
        { id: 3, name: 'Anna Jansen' },
        { id: 4, name: 'Mark Visser' },
      ],
    });
    const dialog = screen.getByRole('dialog', { name: 'Uren wijzigen' });
    expect((within(dialog).getByLabelText('Uren') as HTMLInputElement).value).toBe('1');
    expect((within(dialog).getByLabelText('Minuten') as HTMLInputElement).value).toBe('30');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Medewerker' }), {
      target: { value: '4' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(dialog.textContent).toContain('Je kunt alleen uren voor jezelf registreren.'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v3/customers/7/hours/9');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toMatchObject({ userId: 4, hours: 1, minutes: 30 });
  });
});
