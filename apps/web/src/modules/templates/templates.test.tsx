import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateItem } from '@energiek/contracts/templates';
import { adminProfile, fakeApi, renderPage } from '../../test/render-page.tsx';
import { TemplateCreatePage } from './pages/template-create-page.tsx';
import { TemplateEditPage } from './pages/template-edit-page.tsx';
import { TemplatesPage } from './pages/templates-page.tsx';

// E-mail templates: the list says which templates are the product's text, changed or the admins' own; the
// form validates in Dutch, inserts variables, previews the unsaved text with the server's errors, and
// posts; reset and delete are offered only where they make sense, and only to who may write.

const variables = [
  {
    name: 'ontvanger.naam',
    description: 'Volledige naam van de ontvanger',
    example: 'Sanne de Vries',
    required: false,
  },
  {
    name: 'link',
    description: 'De link om een nieuw wachtwoord te kiezen',
    example: 'https://…',
    required: true,
  },
];

const template = (over: Partial<TemplateItem>): TemplateItem => ({
  id: 5,
  key: 'password-reset',
  name: 'Wachtwoord herstellen',
  description: 'De mail met de link om een nieuw wachtwoord te kiezen',
  subject: 'Nieuw wachtwoord',
  body: 'Beste {{ontvanger.naam}},\n\n{{link}}',
  variables,
  isDefault: false,
  updatedAt: '2026-11-20T09:30:00.000Z',
  ...over,
});

const own = template({
  id: 9,
  key: null,
  name: 'Jaarafrekening',
  description: '',
  variables: [],
  isDefault: false,
});

function api() {
  return fakeApi({
    'GET /api/v3/templates': {
      body: {
        data: [template({ isDefault: true, id: 4, name: 'Welkom' }), template({}), own],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 3 },
      },
    },
    'GET /api/v3/templates/5': { body: { data: template({}) } },
    'GET /api/v3/templates/9': { body: { data: own } },
    'POST /api/v3/templates': { status: 201, body: { data: own } },
    'POST /api/v3/templates/5/reset': { body: { data: template({ isDefault: true }) } },
    'POST /api/v3/templates/5/test': { body: { data: { to: 'anna@energiek.nl', status: 'sent' } } },
    'POST /api/v3/templates/preview': ({ body }) => {
      const { subject, body: text } = body as { subject: string; body: string };
      return text.includes('{{onbekend}}')
        ? {
            status: 422,
            body: {
              message: 'De gegevens zijn ongeldig.',
              errors: { body: ['Onbekende variabele {{onbekend}}: kies er een uit de lijst.'] },
            },
          }
        : { body: { data: { subject, text: text.replace('{{ontvanger.naam}}', 'Sanne de Vries') } } };
    },
  });
}

const READER = adminProfile([], ['email-templates']);

afterEach(() => vi.unstubAllGlobals());

describe('TemplatesPage', () => {
  it('says which text each template has and offers a new one to writers', async () => {
    const calls = api();
    renderPage(<TemplatesPage />, { url: '/v3/templates' });
    const table = await screen.findByRole('table', { name: 'E-mailsjablonen' });
    await within(table).findByText('Welkom');
    const kinds = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(kinds).toEqual(['Standaardtekst', 'Aangepast', 'Eigen sjabloon']);
    expect(within(table).getByRole('link', { name: 'Jaarafrekening' }).getAttribute('href')).toBe(
      '/v3/templates/9/edit',
    );
    expect(screen.getByRole('link', { name: 'Nieuw sjabloon' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Zoeken'), { target: { value: 'wachtwoord' } });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('wachtwoord'));
  });

  it('offers no new template to who may only read', async () => {
    api();
    renderPage(<TemplatesPage />, { url: '/v3/templates', profile: READER });
    await screen.findByText('Welkom');
    expect(screen.queryByRole('link', { name: 'Nieuw sjabloon' })).toBeNull();
  });
});

describe('TemplateCreatePage', () => {
  it('validates, inserts a variable, previews the unsaved text and posts', async () => {
    const calls = api();
    const { router } = renderPage(<TemplateCreatePage />, {
      path: '/v3/templates/create',
      url: '/v3/templates/create',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sjabloon opslaan' }));
    await screen.findByText('Vul een naam in.');
    expect(screen.getByText('Vul een onderwerp in.')).toBeTruthy();
    expect(screen.getByText('Vul de tekst van de e-mail in.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Naam', { exact: false }), {
      target: { value: 'Jaarafrekening' },
    });
    fireEvent.change(screen.getByLabelText('Onderwerp', { exact: false }), {
      target: { value: 'Uw jaaroverzicht' },
    });
    const body = screen.getByLabelText('Tekst', { exact: false }) as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: 'Beste ' } });
    body.setSelectionRange(6, 6);
    fireEvent.click(screen.getByRole('button', { name: '{{ontvanger.naam}}' }));
    expect(body.value).toBe('Beste {{ontvanger.naam}}');

    // The preview follows the text (after the debounce), with the sample values.
    expect(await screen.findByText('Beste Sanne de Vries', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('template-preview-subject').textContent).toBe('Uw jaaroverzicht');
    expect(calls.find((c) => c.path === '/api/v3/templates/preview')?.body).toMatchObject({ key: null });

    fireEvent.change(body, { target: { value: 'Beste {{onbekend}}' } });
    const problems = await screen.findByTestId('template-preview-errors', {}, { timeout: 4000 });
    expect(problems.textContent).toBe('Onbekende variabele {{onbekend}}: kies er een uit de lijst.');

    fireEvent.change(body, { target: { value: 'Beste {{ontvanger.naam}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sjabloon opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/templates/9/edit'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v3/templates')?.body).toEqual({
      name: 'Jaarafrekening',
      subject: 'Uw jaaroverzicht',
      body: 'Beste {{ontvanger.naam}}',
    });
  });
});

describe('TemplateEditPage', () => {
  it('resets a changed product mail after the question and sends a test mail to the own address', async () => {
    const calls = api();
    const { client } = renderPage(<TemplateEditPage />, {
      path: '/v3/templates/:templateId/edit',
      url: '/v3/templates/5/edit',
    });
    client.setQueryData(['auth', 'user'], { emailAddress: 'anna@energiek.nl' });
    expect(await screen.findByText(/Gebruikt voor: De mail met de link/)).toBeTruthy();
    expect(screen.getByText('verplicht')).toBeTruthy();
    // A product mail cannot be deleted.
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Standaardtekst terugzetten' }));
    const dialog = screen.getByRole('dialog', { name: 'Standaardtekst terugzetten' });
    expect(calls.some((c) => c.path.endsWith('/reset'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Standaardtekst terugzetten' }));
    expect(await screen.findByText('De standaardtekst staat weer in het sjabloon.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/reset'))?.path).toBe('/api/v3/templates/5/reset');

    fireEvent.click(screen.getByRole('button', { name: 'Testmail versturen' }));
    const test = screen.getByRole('dialog', { name: 'Testmail versturen' });
    expect(
      (within(test).getByLabelText('Naar e-mailadres', { exact: false }) as HTMLInputElement).value,
    ).toBe('anna@energiek.nl');
    fireEvent.click(within(test).getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('De testmail is verstuurd naar anna@energiek.nl.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/test'))?.body).toEqual({ to: 'anna@energiek.nl' });
  });

  it('offers delete, not reset, for an own template', async () => {
    api();
    renderPage(<TemplateEditPage />, { path: '/v3/templates/:templateId/edit', url: '/v3/templates/9/edit' });
    expect(await screen.findByRole('button', { name: 'Verwijderen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Standaardtekst terugzetten' })).toBeNull();
  });

  it('shows a reader the template without test, reset or delete', async () => {
    api();
    renderPage(<TemplateEditPage />, {
      path: '/v3/templates/:templateId/edit',
      url: '/v3/templates/5/edit',
      profile: READER,
    });
    expect(await screen.findByText(/Gebruikt voor/)).toBeTruthy();
    for (const name of ['Testmail versturen', 'Standaardtekst terugzetten', 'Verwijderen']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
