import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerCreate } from '@energiek/contracts/customers';
import { CustomerForm } from './customer-form.tsx';

function setup(props: { isAdmin: boolean; errors?: Record<string, string> }) {
  const onSubmit = vi.fn<(body: CustomerCreate, done: () => void) => void>();
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <CustomerForm
          isAdmin={props.isAdmin}
          submitLabel="Klant aanmaken"
          saving={false}
          errors={props.errors ?? {}}
          cancelTo="/v3/customers"
          onSubmit={onSubmit}
        />
      ),
    },
  ]);
  // The account manager picker asks the server for admins; these tests never get that far.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('CustomerForm', () => {
  it('shows the Beheer section and editable number, type and status to admins only', () => {
    setup({ isAdmin: true });
    expect(screen.getByRole('region', { name: 'Beheer' })).toBeTruthy();
    expect((screen.getByLabelText('Klantnummer') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getAllByRole('checkbox', { name: /Energiemonitoring/ })).toHaveLength(1);
  });

  it('leaves the admin-only fields to admins for everyone else', () => {
    const onSubmit = setup({ isAdmin: false });
    expect(screen.queryByRole('region', { name: 'Beheer' })).toBeNull();
    expect((screen.getByLabelText('Klantnummer') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Naam/), { target: { value: 'Nieuw B.V.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Klant aanmaken' }));
    const body = onSubmit.mock.calls[0]?.[0];
    expect(body?.name).toBe('Nieuw B.V.');
    expect(body).not.toHaveProperty('modules');
    expect(body).not.toHaveProperty('status');
  });

  it('shows the server field errors under their fields and the postal address only when it differs', () => {
    setup({ isAdmin: true, errors: { kvkNumber: 'Een KvK-nummer bestaat uit 8 cijfers.' } });
    expect(screen.getByLabelText('KvK-nummer').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Een KvK-nummer bestaat uit 8 cijfers.')).toBeTruthy();
    expect(screen.getAllByLabelText('Straat')).toHaveLength(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zelfde als bezoekadres' }));
    expect(screen.getAllByLabelText('Straat')).toHaveLength(2);
  });

  it('shows the dirty bar once something changed, and Annuleren there restores the form', () => {
    setup({ isAdmin: true });
    expect(screen.queryByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Plaats'), { target: { value: 'Utrecht' } });
    const bar = screen.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' });
    fireEvent.click(bar.querySelector('button') as HTMLButtonElement);
    expect((screen.getByLabelText('Plaats') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeNull();
  });
});
