import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerWithDetails } from '@energiek/contracts/customers';
import { ApiError } from '../../../lib/api-client.ts';
import type { ContractFormKind } from '../../../lib/use-contract-form.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { CustomerForm } from './customer-form.tsx';
import type { CustomerBody } from './customer-form-values.ts';

type Save = (body: CustomerBody) => Promise<CustomerWithDetails>;

function setup(props: { isAdmin: boolean; kind?: ContractFormKind; save?: Save }) {
  const save = vi.fn<Save>(props.save ?? (() => new Promise(() => undefined)));
  // The account manager picker asks the server for admins; these tests never get that far.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  renderPage(
    <CustomerForm
      kind={props.kind ?? 'create'}
      isAdmin={props.isAdmin}
      submitLabel="Klant aanmaken"
      cancelTo="/v3/customers"
      save={save}
      savedMessage={(customer) => `${customer.name} is aangemaakt.`}
      savedTo={(customer) => `/v3/customers/${customer.id}`}
    />,
    { client, profile: null },
  );
  return save;
}

describe('CustomerForm', () => {
  it('shows the Beheer section and editable number, type and status to admins only', () => {
    setup({ isAdmin: true });
    expect(screen.getByRole('region', { name: 'Beheer' })).toBeTruthy();
    expect((screen.getByLabelText('Klantnummer') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getAllByRole('checkbox', { name: /Energiemonitoring/ })).toHaveLength(1);
  });

  it('leaves the admin-only fields to admins for everyone else', async () => {
    const save = setup({ isAdmin: false });
    expect(screen.queryByRole('region', { name: 'Beheer' })).toBeNull();
    expect((screen.getByLabelText('Klantnummer') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Nieuw B.V.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Klant aanmaken' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const body = save.mock.calls[0]?.[0];
    expect(body?.name).toBe('Nieuw B.V.');
    expect(body).not.toHaveProperty('modules');
    expect(body).not.toHaveProperty('status');
  });

  it('sends the checked modules, and shows the server field errors under their fields', async () => {
    const save = setup({
      isAdmin: true,
      save: () => Promise.reject(new ApiError(422, '', { kvkNumber: ['Dit KvK-nummer is al in gebruik.'] })),
    });
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Nieuw B.V.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Energiemonitoring/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Klant aanmaken' }));
    expect(await screen.findByText('Dit KvK-nummer is al in gebruik.', { selector: 'p[id]' })).toBeTruthy();
    expect(screen.getByLabelText('KvK-nummer').getAttribute('aria-describedby')).toBeTruthy();
    expect(save.mock.calls[0]?.[0].modules).toEqual(['ems']);
    expect(screen.getByRole('alert').textContent).toContain('KvK-nummer: Dit KvK-nummer is al in gebruik.');
  });

  it('shows the postal address only when it differs', () => {
    setup({ isAdmin: true });
    expect(screen.getAllByLabelText('Straat')).toHaveLength(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zelfde als bezoekadres' }));
    expect(screen.getAllByLabelText('Straat')).toHaveLength(2);
  });

  it('edit: shows the dirty bar once something changed, and Annuleren there restores the form', async () => {
    setup({ isAdmin: true, kind: 'edit' });
    expect(screen.queryByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Plaats'), { target: { value: 'Utrecht' } });
    const bar = await screen.findByRole('region', { name: 'Niet-opgeslagen wijzigingen' });
    fireEvent.click(bar.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect((screen.getByLabelText('Plaats') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeNull();
  });

  it('create: no dirty bar beside the form’s own buttons', () => {
    setup({ isAdmin: true });
    fireEvent.change(screen.getByLabelText('Plaats'), { target: { value: 'Utrecht' } });
    expect(screen.queryByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeNull();
  });
});
