import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactItem } from '@energiek/contracts/contacts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { ContactCard } from './contact-card.tsx';

const contact: ContactItem = {
  id: 3,
  customerId: 1,
  fullName: 'Anna de Vries',
  firstName: 'Anna',
  lastName: 'de Vries',
  function: 'Inkoper',
  emailAddress: 'anna@devries.nl',
  telephoneNumber: null,
  mobileNumber: '06 12345678',
  notes: null,
  monthlyReport: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function setup(canWrite: boolean, onDelete = vi.fn()) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: <ContactCard contact={contact} canWrite={canWrite} editTo="/edit" onDelete={onDelete} />,
    },
  ]);
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return onDelete;
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactCard', () => {
  it('copies a clicked value to the clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    setup(false);
    fireEvent.click(screen.getByRole('button', { name: /E-mailadres kopiëren/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('anna@devries.nl'));
    expect(await screen.findByText('Gekopieerd naar het klembord')).toBeTruthy();
    // An empty value is a dash, not a button.
    expect(screen.queryByRole('button', { name: /Telefoonnummer kopiëren/ })).toBeNull();
  });

  it('reports a refused clipboard instead of claiming success', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('no')) },
    });
    setup(false);
    fireEvent.click(screen.getByRole('button', { name: /Mobiel nummer kopiëren/ }));
    expect(await screen.findByText('Kopiëren naar het klembord is niet gelukt.')).toBeTruthy();
  });

  it('offers edit and delete to writers only', () => {
    const onDelete = setup(true);
    expect(screen.getByRole('link', { name: 'Bewerken: Anna de Vries' }).getAttribute('href')).toBe('/edit');
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen: Anna de Vries' }));
    expect(onDelete).toHaveBeenCalledWith(contact);
  });

  it('shows no write buttons to readers', () => {
    setup(false);
    expect(screen.queryByRole('button', { name: /Verwijderen/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Bewerken/ })).toBeNull();
  });
});
