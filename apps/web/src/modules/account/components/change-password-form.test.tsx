import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WRONG_CURRENT_PASSWORD } from '@energiek/contracts/auth';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Password inputs have no ARIA role; find them by their form name. */
function fill(name: string, value: string) {
  const input = document.querySelector(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  fireEvent.change(input, { target: { value } });
}

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ChangePasswordForm emailAddress="a@example.nl" />
      </ToastProvider>
    </QueryClientProvider>,
  );
  fill('currentPassword', 'Oud-Wachtwoord-1');
  fill('password', 'Nieuw-Wachtwoord-2');
  fill('passwordConfirmation', 'Nieuw-Wachtwoord-2');
  fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
}

describe('ChangePasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the three fields and shows a success toast', async () => {
    const fetchMock = respond(200, { message: 'Je wachtwoord is gewijzigd.' });
    setup();
    expect(await screen.findByText('Succes!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v3/auth/change-password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'Oud-Wachtwoord-1',
      password: 'Nieuw-Wachtwoord-2',
      passwordConfirmation: 'Nieuw-Wachtwoord-2',
    });
  });

  it('shows the server error under the current password', async () => {
    respond(422, { message: WRONG_CURRENT_PASSWORD, errors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });
    setup();
    expect(await screen.findByText(WRONG_CURRENT_PASSWORD)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Succes!')).toBeNull());
  });

  it('refuses a confirmation that differs before calling the server', async () => {
    const fetchMock = respond(200, {});
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <ChangePasswordForm emailAddress="a@example.nl" />
        </ToastProvider>
      </QueryClientProvider>,
    );
    fill('password', 'Nieuw-Wachtwoord-2');
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByText('De wachtwoorden komen niet overeen.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
