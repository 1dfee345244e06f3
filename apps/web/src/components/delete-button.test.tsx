import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { DeleteButton, DeleteRecordButton } from './delete-button.tsx';
import { ToastProvider } from './ui/toast.tsx';

const texts = {
  button: 'Verwijderen',
  title: 'Mutatie verwijderen',
  body: 'Weet je zeker dat je deze mutatie wilt verwijderen?',
  done: 'De mutatie is verwijderd.',
};

function renderButton(
  run: () => Promise<unknown>,
  element = <DeleteButton texts={texts} run={run} pending={false} to="/list" errorText={() => 'Mislukt.'} />,
) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element },
      { path: '/list', element: <h1>Lijst</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('DeleteButton', () => {
  it('asks first; deletes only on OK, says so and goes to the list', async () => {
    const run = vi.fn(() => Promise.resolve());
    const { router, user } = renderButton(run);
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Mutatie verwijderen' });
    expect(dialog.textContent).toContain(texts.body);
    expect(run).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Verwijderen' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(run).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('De mutatie is verwijderd.')).toBeTruthy();
  });

  it('stays on the page after a refusal, closes the question and says why', async () => {
    const { router, user } = renderButton(() => Promise.reject(new Error('409')));
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await user.click(screen.getAllByRole('button', { name: 'Verwijderen' }).at(-1)!);
    expect(await screen.findByText('Mislukt.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Mutatie verwijderen' })).toBeNull();
    expect(router.state.location.pathname).toBe('/edit');
  });
});

describe('DeleteRecordButton', () => {
  const record = (mutateAsync: (id: number) => Promise<unknown>) => (
    <DeleteRecordButton texts={texts} remove={{ mutateAsync, isPending: false }} id={42} to="/list" />
  );

  it('deletes the record by its id through the mutation and goes to the list', async () => {
    const mutateAsync = vi.fn((_id: number) => Promise.resolve());
    const { router, user } = renderButton(vi.fn(), record(mutateAsync));
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await user.click(screen.getAllByRole('button', { name: 'Verwijderen' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(mutateAsync).toHaveBeenCalledWith(42);
  });

  it('shows the server’s reason for a refusal, else the question’s title', async () => {
    const refused = () => Promise.reject(new ApiError(409, 'Alleen een concept kan weg.'));
    const first = renderButton(vi.fn(), record(refused));
    await first.user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await first.user.click(screen.getAllByRole('button', { name: 'Verwijderen' }).at(-1)!);
    expect(await screen.findByText('Alleen een concept kan weg.')).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/edit');
  });

  it('names the question’s title when the server gives no reason', async () => {
    const failed = () => Promise.reject(new Error('network'));
    const { user } = renderButton(vi.fn(), record(failed));
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await user.click(screen.getAllByRole('button', { name: 'Verwijderen' }).at(-1)!);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Mutatie verwijderen');
  });
});
