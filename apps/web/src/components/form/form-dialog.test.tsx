import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { useDialogForm } from '../../lib/use-contract-form.ts';
import { TextField } from '../ui/text-field.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { FormDialog } from './form-dialog.tsx';

// FormDialog + useDialogForm: the contract form in a modal — validated by the schema, the server's 422
// errors on the fields, closed (with the toast) only after a successful save; Annuleren closes without
// saving; while busy it cannot be closed.

const schema = z.object({ name: z.string().trim().min(1, 'Vul een naam in.') });

function TestDialog({
  save,
  onClose,
  busy = false,
}: {
  save: (v: z.output<typeof schema>) => Promise<{ name: string }>;
  onClose: () => void;
  busy?: boolean;
}) {
  const contract = useDialogForm({
    schema,
    defaultValues: { name: '' },
    onClose,
    save,
    savedMessage: (saved) => `${saved.name} is opgeslagen.`,
    labels: { name: 'Naam' },
  });
  return (
    <FormDialog contract={contract} title="Map hernoemen" submitLabel="Bewaren" onClose={onClose} busy={busy}>
      <TextField label="Naam" error={contract.errorOf('name')} {...contract.form.register('name')} />
    </FormDialog>
  );
}

function setup(save: (v: z.output<typeof schema>) => Promise<{ name: string }>, busy = false) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [{ path: '/', element: <TestDialog save={save} onClose={onClose} busy={busy} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('FormDialog', () => {
  it('refuses invalid input: the field and the toast say why, nothing is sent, the dialog stays', async () => {
    const save = vi.fn();
    const { onClose, user } = setup(save);
    expect(screen.getByRole('dialog', { name: 'Map hernoemen' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(await screen.findByText('Vul een naam in.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Naam: Vul een naam in.');
    expect(save).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a 422 of the server on the field and stays open', async () => {
    const save = vi.fn(() =>
      Promise.reject(new ApiError(422, 'Ongeldig', { name: ['Deze naam bestaat al.'] })),
    );
    const { onClose, user } = setup(save);
    await user.type(screen.getByLabelText('Naam'), 'Facturen');
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(await screen.findAllByText(/Deze naam bestaat al\./)).not.toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toContain('Naam: Deze naam bestaat al.');
    expect(save).toHaveBeenCalledWith({ name: 'Facturen' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the parsed values, closes and shows the success toast', async () => {
    const save = vi.fn((values: { name: string }) => Promise.resolve(values));
    const { onClose, user } = setup(save);
    await user.type(screen.getByLabelText('Naam'), '  Contracten ');
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ name: 'Contracten' });
    expect(await screen.findByText('Contracten is opgeslagen.')).toBeTruthy();
  });

  it('closes on Annuleren and on Escape without saving; the backdrop does not close it', async () => {
    const save = vi.fn();
    const { onClose, user } = setup(save);
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(save).not.toHaveBeenCalled();
  });

  it('cannot be closed while busy', async () => {
    const { onClose, user } = setup(vi.fn(), true);
    expect((screen.getByRole('button', { name: 'Annuleren' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
