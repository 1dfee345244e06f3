import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ToastProvider } from '../ui/toast.tsx';
import { TextField } from '../ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import type { ContractFormKind } from '../../lib/use-contract-form.ts';
import { ContractForm, FormActions, FormSubmit } from './contract-form.tsx';

const schema = z.object({
  name: z.string().trim().min(1, 'Vul een naam in.'),
  email: z.union([z.literal(''), z.email('Vul een geldig e-mailadres in.')]),
});
type Saved = { id: number; name: string };

function TestForm({
  kind,
  save,
}: {
  kind: ContractFormKind;
  save: (v: z.output<typeof schema>) => Promise<Saved>;
}) {
  const contract = useContractForm({
    schema,
    defaultValues: { name: kind === 'edit' ? 'Jan' : '', email: '' },
    kind,
    save,
    savedMessage: (saved: Saved) => `${saved.name} is opgeslagen.`,
    savedTo: kind === 'create' ? '/list' : undefined,
    labels: { name: 'Naam', email: 'E-mailadres' },
  });
  const { register } = contract.form;
  return (
    <ContractForm contract={contract}>
      <TextField label="Naam" required error={contract.errorOf('name')} {...register('name')} />
      <TextField label="E-mailadres" error={contract.errorOf('email')} {...register('email')} />
      <FormActions submitLabel="Bewaren" cancelTo="/list" saving={contract.saving} />
    </ContractForm>
  );
}

/** A create form that stays for the next entry (the meter readings, the clicks). */
function NextEntryForm({ save }: { save: (v: z.output<typeof schema>) => Promise<Saved> }) {
  const contract = useContractForm({
    schema,
    defaultValues: { name: '', email: '' },
    kind: 'create',
    save,
    savedMessage: 'Toegevoegd.',
    clearAfterSave: true,
  });
  return (
    <ContractForm contract={contract}>
      <TextField label="Naam" required error={contract.errorOf('name')} {...contract.form.register('name')} />
      <FormSubmit label="Toevoegen" saving={contract.saving} />
    </ContractForm>
  );
}

function setup(kind: ContractFormKind, save: (v: z.output<typeof schema>) => Promise<Saved>) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <TestForm kind={kind} save={save} /> },
      { path: '/list', element: <p>De lijst</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { router, user: userEvent.setup() };
}

const fireBeforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useContractForm + ContractForm', () => {
  it('validates with the schema: the field shows its error and the toast names it', async () => {
    const save = vi.fn();
    const { user } = setup('create', save);
    await user.type(screen.getByLabelText('E-mailadres'), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(await screen.findByText('Vul een naam in.')).toBeTruthy();
    expect(screen.getByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Naam: Vul een naam in.');
    expect(screen.getByRole('alert').textContent).not.toContain('verplichte velden');
    expect(save).not.toHaveBeenCalled();
  });

  it('puts the server’s 422 errors on the fields and names the first in the toast', async () => {
    const save = vi.fn(() =>
      Promise.reject(new ApiError(422, 'De gegevens zijn ongeldig.', { email: ['Dit adres bestaat al.'] })),
    );
    const { user } = setup('create', save);
    await user.type(screen.getByLabelText(/Naam/), 'Piet');
    await user.type(screen.getByLabelText('E-mailadres'), 'piet@example.nl');
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(await screen.findByText('Dit adres bestaat al.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('E-mailadres: Dit adres bestaat al.');
    expect(save).toHaveBeenCalledWith({ name: 'Piet', email: 'piet@example.nl' });
    // Correcting the field clears the server's complaint.
    await user.type(screen.getByLabelText('E-mailadres'), 'x');
    await waitFor(() => expect(screen.queryByText('Dit adres bestaat al.')).toBeNull());
  });

  it('shows the server’s message for other errors', async () => {
    const { user } = setup('create', () => Promise.reject(new ApiError(409, 'Deze naam is al in gebruik.')));
    await user.type(screen.getByLabelText(/Naam/), 'Piet');
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Deze naam is al in gebruik.');
  });

  it('create: no dirty bar beside its own buttons; asks before leaving; after a save goes on with a toast', async () => {
    const { router, user } = setup('create', (values) => Promise.resolve({ id: 1, name: values.name }));
    await user.type(screen.getByLabelText(/Naam/), 'Piet');
    expect(screen.queryByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeNull();
    expect(fireBeforeUnload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(await screen.findByText('De lijst')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/list');
    expect(screen.getByRole('status').textContent).toContain('Piet is opgeslagen.');
    expect(fireBeforeUnload()).toBe(false);
  });

  it('edit: the dirty bar shows while changed, undoes, and saves', async () => {
    const save = vi.fn((values: z.output<typeof schema>) => Promise.resolve({ id: 1, name: values.name }));
    const { user } = setup('edit', save);
    const bar = () => screen.queryByRole('region', { name: 'Niet-opgeslagen wijzigingen' });
    expect(bar()).toBeNull();
    const name = screen.getByLabelText(/Naam/) as HTMLInputElement;
    await user.type(name, 'ke');
    expect(bar()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(name.value).toBe('Jan');
    expect(bar()).toBeNull();
    await user.type(name, 'ke');
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(bar()).toBeNull());
    expect(save).toHaveBeenCalledWith({ name: 'Janke', email: '' });
    expect(screen.getByRole('status').textContent).toContain('Janke is opgeslagen.');
    expect(name.value).toBe('Janke');
  });

  it('edit: after a 409 keeps the typed values, says someone else saved, and offers the newest version', async () => {
    const message =
      'Iemand anders heeft dit intussen gewijzigd. Laad de nieuwste versie en voer je wijziging daarna opnieuw in.';
    const save = vi.fn(() => Promise.reject(new ApiError(409, message)));
    const { user } = setup('edit', save);
    const name = screen.getByLabelText(/Naam/) as HTMLInputElement;
    await user.type(name, 'ke');
    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(await screen.findByText('Intussen gewijzigd')).toBeTruthy();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Nieuwste versie laden' })).toBeTruthy();
    // Nothing typed is lost: the form still holds it and still warns before leaving.
    expect(name.value).toBe('Janke');
    expect(fireBeforeUnload()).toBe(true);
  });

  it('clearAfterSave: after a save the form is empty again, not dirty, for the next entry', async () => {
    const save = vi.fn((values: z.output<typeof schema>) => Promise.resolve({ id: 2, name: values.name }));
    const router = createMemoryRouter([{ path: '*', element: <NextEntryForm save={save} /> }]);
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
    const user = userEvent.setup();
    const name = screen.getByLabelText(/Naam/) as HTMLInputElement;
    await user.type(name, 'Piet');
    expect(fireBeforeUnload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect((await screen.findByRole('status')).textContent).toContain('Toegevoegd.');
    expect(save.mock.calls[0]?.[0]).toEqual({ name: 'Piet', email: '' });
    expect(name.value).toBe('');
    expect(fireBeforeUnload()).toBe(false);
  });
});
