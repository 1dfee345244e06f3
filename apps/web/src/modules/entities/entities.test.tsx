import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityItem } from '@energiek/contracts/entities';
import { adminProfile, fakeApi, renderPage } from '../../test/render-page.tsx';
import { EntitiesPage } from './pages/entities-page.tsx';
import { EntityCreatePage } from './pages/entity-create-page.tsx';
import { EntityEditPage } from './pages/entity-edit-page.tsx';

// The customer's legal entities: the list (search and sort in the browser, actions only for writers),
// delete after confirmation with the server's refusal shown, and the form: Dutch validation messages and
// the normalised body that is posted.

const entity = (over: Partial<EntityItem>): EntityItem => ({
  id: 1,
  customerId: 7,
  name: 'De Vries Bakkerij B.V.',
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
  street: 'Dorpsstraat',
  houseNumber: '1',
  postcode: '3511 AB',
  city: 'Utrecht',
  invoiceEmailAddress: 'facturen@devries.nl',
  invoiceStreet: null,
  invoiceHouseNumber: null,
  invoicePostcode: null,
  invoiceCity: null,
  iban: 'NL91ABNA0417164300',
  connectionCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const entities = [
  entity({}),
  entity({
    id: 2,
    name: 'Bakkerij Zuid B.V.',
    kvkNumber: '87654321',
    vatNumber: null,
    city: 'Amersfoort',
    connectionCount: 12,
  }),
];

function api() {
  return fakeApi({
    'GET /api/v3/customers/7/entities': {
      body: { data: entities, meta: { current_page: 1, last_page: 1, per_page: 999, total: 2 } },
    },
    'GET /api/v3/customers/7/entities/1': { body: { data: entities[0] } },
    'POST /api/v3/customers/7/entities': {
      status: 201,
      body: { data: entity({ id: 3, name: 'Nieuw B.V.' }) },
    },
    'POST /api/v3/customers/7/entities/1': { body: { data: entities[0] } },
    'DELETE /api/v3/customers/7/entities/2': {
      status: 422,
      body: {
        message: 'Deze entiteit heeft nog aansluitingen en kan niet worden verwijderd.',
        errors: {},
      },
    },
  });
}

/** A cell's text as a wider screen shows it: without the lines only a phone shows (`sm:hidden`). */
function wideText(cell: Element | undefined) {
  const copy = cell?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('.sm\\:hidden').forEach((line) => line.remove());
  return copy?.textContent;
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => wideText(within(row).getAllByRole('cell')[0]));

afterEach(() => vi.unstubAllGlobals());

describe('EntitiesPage', () => {
  it('lists the entities by name and searches them', async () => {
    api();
    const { router } = renderPage(<EntitiesPage />, {
      path: '/v3/customers/:customerId/entities',
      url: '/v3/customers/7/entities',
    });
    const table = await screen.findByRole('table', { name: 'Entiteiten' });
    await within(table).findByText('Bakkerij Zuid B.V.');
    expect(names(table)).toEqual(['Bakkerij Zuid B.V.', 'De Vries Bakkerij B.V.NL123456789B01']);
    // a phone shows the name cell and the actions: KvK number, place and connections go under the name
    expect(within(table).getByText('KvK 87654321 · Amersfoort').className).toContain('sm:hidden');
    expect(within(table).getByRole('columnheader', { name: /KvK-nummer/ }).className).toContain(
      'max-sm:hidden',
    );
    fireEvent.change(screen.getByLabelText('Zoeken'), { target: { value: 'utrecht' } });
    await waitFor(() => expect(names(table)).toEqual(['De Vries Bakkerij B.V.NL123456789B01']));
    expect(router.state.location.search).toContain('q=utrecht');
  });

  it('shows the server’s refusal when an entity with connections is deleted', async () => {
    const calls = api();
    renderPage(<EntitiesPage />, {
      path: '/v3/customers/:customerId/entities',
      url: '/v3/customers/7/entities',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen: Bakkerij Zuid B.V.' }));
    const dialog = screen.getByRole('dialog', { name: 'Entiteit verwijderen' });
    expect(dialog.textContent).toContain('Weet je het zeker? Bakkerij Zuid B.V. wordt verwijderd.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText('Deze entiteit heeft nog aansluitingen en kan niet worden verwijderd.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/v3/customers/7/entities/2');
  });

  it('sorts as the URL says and offers neither create nor edit nor delete to who may only read', async () => {
    api();
    renderPage(<EntitiesPage />, {
      path: '/v3/customers/:customerId/entities',
      url: '/v3/customers/7/entities?sort=connectionCount',
      profile: adminProfile([], ['organisation-entities']),
    });
    const table = await screen.findByRole('table', { name: 'Entiteiten' });
    await within(table).findByText('Bakkerij Zuid B.V.');
    // Sorted by the number of connections (3 before 12), as the URL says.
    expect(names(table)).toEqual(['De Vries Bakkerij B.V.NL123456789B01', 'Bakkerij Zuid B.V.']);
    expect(screen.queryByRole('link', { name: 'Nieuwe entiteit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Verwijderen/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acties' })).toBeNull();
  });
});

describe('EntityCreatePage and EntityEditPage', () => {
  it('validates in Dutch and posts the normalised values', async () => {
    const calls = api();
    const { router } = renderPage(<EntityCreatePage />, {
      path: '/v3/customers/:customerId/entities/create',
      url: '/v3/customers/7/entities/create',
    });
    const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
    fireEvent.change(field('KvK-nummer'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('Postcode', { selector: 'input' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entiteit aanmaken' }));
    await screen.findByText('Vul een naam in.');
    expect(screen.getByText('Een KvK-nummer bestaat uit 8 cijfers.')).toBeTruthy();
    expect(screen.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Naam', { exact: false, selector: 'input' }), {
      target: { value: ' Nieuw B.V. ' },
    });
    fireEvent.change(field('KvK-nummer'), { target: { value: '87654321' } });
    fireEvent.change(screen.getByLabelText('Postcode', { selector: 'input' }), {
      target: { value: '1234ab' },
    });
    fireEvent.change(field('IBAN'), { target: { value: 'nl91 abna 0417 1643 00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entiteit aanmaken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/customers/7/entities'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Nieuw B.V.',
      kvkNumber: '87654321',
      postcode: '1234 AB',
      iban: 'NL91ABNA0417164300',
      street: null,
      invoiceEmailAddress: null,
    });
    expect(await screen.findByText('De entiteit is aangemaakt.')).toBeTruthy();
  });

  it('edits an entity with its stored values filled in', async () => {
    const calls = api();
    renderPage(<EntityEditPage />, {
      path: '/v3/customers/:customerId/entities/:entityId/edit',
      url: '/v3/customers/7/entities/1/edit',
    });
    const name = (await screen.findByLabelText('Naam', {
      exact: false,
      selector: 'input',
    })) as HTMLInputElement;
    expect(name.value).toBe('De Vries Bakkerij B.V.');
    expect((screen.getByLabelText('IBAN', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'NL91 ABNA 0417 1643 00',
    );
    fireEvent.change(screen.getByLabelText('E-mailadres voor facturen', { selector: 'input' }), {
      target: { value: 'geen-adres' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect((await screen.findAllByText('Vul een geldig e-mailadres in.')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('E-mailadres voor facturen', { selector: 'input' }), {
      target: { value: 'Boekhouding@DeVries.nl' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/v3/customers/7/entities/1' && c.method === 'POST')).toBe(
        true,
      ),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      invoiceEmailAddress: 'boekhouding@devries.nl',
      name: 'De Vries Bakkerij B.V.',
    });
  });
});
