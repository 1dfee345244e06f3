import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketPartyItem } from '@energiek/contracts/master-data';
import { fakeApi, renderPage } from '../../../test/render-page.tsx';
import { SuppliersPage } from '../pages/suppliers-page.tsx';

// The shared master data screen on the suppliers page: server sort, the create dialog with the server's
// Dutch field errors, and delete only after confirmation (refused with the server's message).

const eneco: MarketPartyItem = {
  id: 4,
  name: 'Eneco',
  code: '8713039354267',
  emailAddress: null,
  phoneNumber: null,
  website: 'https://www.eneco.nl',
  notes: null,
  connectionCount: 7,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const list = (items: MarketPartyItem[]) => ({
  status: 200,
  body: { data: items, meta: { current_page: 1, last_page: 1, per_page: 25, total: items.length } },
});

const setup = () => renderPage(<SuppliersPage />);

afterEach(() => vi.unstubAllGlobals());

describe('MasterDataList (suppliers)', () => {
  it('lists by name and asks the server for the other direction on a header click', async () => {
    const calls = fakeApi(() => list([eneco]));
    setup();
    const table = await screen.findByRole('table', { name: 'Leveranciers' });
    await within(table).findByText('Eneco');
    expect(within(table).getByText('www.eneco.nl')).toBeDefined();
    expect(calls[0]?.url.searchParams.get('sort')).toBe('name');
    fireEvent.click(within(table).getByRole('button', { name: 'Naam' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('-name'));
  });

  it('shows the Dutch field errors of the server in the create dialog', async () => {
    const calls = fakeApi((call) =>
      call.method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'Deze EAN/GLN-code is ongeldig: het controlecijfer klopt niet.',
              errors: { code: ['Deze EAN/GLN-code is ongeldig: het controlecijfer klopt niet.'] },
            },
          }
        : list([]),
    );
    setup();
    expect(await screen.findByText('Geen leveranciers gevonden.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe leverancier' }));
    const dialog = screen.getByRole('dialog', { name: 'Nieuwe leverancier' });
    fireEvent.change(within(dialog).getByLabelText(/Naam/), { target: { value: 'Zonnestroom' } });
    // The contract catches a wrong check digit before anything is sent.
    const code = within(dialog).getByLabelText('EAN/GLN-code');
    fireEvent.change(code, { target: { value: '8711000000008' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await within(dialog).findByText('Deze EAN/GLN-code is ongeldig: het controlecijfer klopt niet.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // A valid code goes to the server; its 422 error lands on the field.
    fireEvent.change(code, { target: { value: '8711000000007' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    await within(dialog).findByText('Deze EAN/GLN-code is ongeldig: het controlecijfer klopt niet.');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/v3/suppliers');
    expect(post?.body).toMatchObject({ name: 'Zonnestroom', code: '8711000000007' });
    expect(post?.body).not.toHaveProperty('commodities');
  });

  it('deletes only after the confirmation and shows why the server refused', async () => {
    const inUse = 'Dit item is nog in gebruik en kan niet worden verwijderd.';
    const calls = fakeApi((call) =>
      call.method === 'DELETE'
        ? { status: 422, body: { message: inUse, errors: { id: [inUse] } } }
        : list([eneco]),
    );
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen: Eneco' }));
    const dialog = screen.getByRole('dialog', { name: 'Weet je het zeker?' });
    expect(dialog.textContent).toContain('Weet je zeker dat je Eneco wilt verwijderen?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText(inUse)).toBeDefined();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/v3/suppliers/4');
  });
});
