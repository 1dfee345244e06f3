import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignatureRequestItem } from '@energiek/contracts/agreement-signatures';
import type { SupplyAgreementItem } from '@energiek/contracts/supply-agreements';
import { adminProfile, fakeApi, renderPage } from '../../../../test/render-page.tsx';
import { SupplyAgreementEditPage } from './supply-agreement-edit-page.tsx';
import { dorpsstraatConnection, vattenfallAgreement } from './agreement-fixtures.ts';

// One agreement: the stored values in the form, the statuses it may move to, the notice deadline, the
// PUT with Dutch decimals turned into numbers, delete for a concept only, the terms locked once signed,
// and the signing card (send to a contact with e-mail, revoke an open request, status only with the
// signhost permission).

const agreement = (over: Partial<SupplyAgreementItem> = {}): SupplyAgreementItem => ({
  ...vattenfallAgreement,
  createdAt: '2026-11-01T10:00:00.000Z',
  note: '',
  connections: [dorpsstraatConnection],
  rates: [
    {
      id: 1,
      validFrom: '2027-01-01',
      validTo: null,
      single: null,
      normal: 0.1215,
      low: 0.1012,
      gas: null,
      indexName: null,
      markup: null,
      fixedFeeMonth: 6.95,
      greenCertificates: null,
    },
  ],
  ...over,
});

const request = (over: Partial<SignatureRequestItem>): SignatureRequestItem => ({
  id: 1,
  agreementId: 21,
  contactId: 4,
  contactName: 'Sanne de Vries',
  emailAddress: 'sanne@devries.nl',
  status: 'geopend',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
  openedAt: '2026-11-21T08:00:00.000Z',
  signedAt: null,
  revokedAt: null,
  signerName: null,
  signerIp: null,
  documentHash: null,
  signedDocumentId: null,
  ...over,
});

function api(item: SupplyAgreementItem, requests: SignatureRequestItem[] = []) {
  return fakeApi({
    'GET /api/v3/supply-agreements/21': { body: { data: item } },
    'PUT /api/v3/supply-agreements/21': ({ body }) => ({
      body: { data: { ...item, ...(body as object), rates: item.rates, connections: item.connections } },
    }),
    'DELETE /api/v3/supply-agreements/21': { status: 204 },
    'GET /api/v3/suppliers': { body: { data: [{ id: 3, name: 'Vattenfall' }] } },
    'GET /api/v3/customers/7/entities': { body: { data: [] } },
    'GET /api/v3/customers/7/documents': {
      body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 999, total: 0 } },
    },
    'GET /api/v3/customers/7/contacts': {
      body: {
        data: [
          { id: 4, fullName: 'Sanne de Vries', emailAddress: 'sanne@devries.nl' },
          { id: 5, fullName: 'Piet Zonder Mail', emailAddress: null },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 999, total: 2 },
      },
    },
    'GET /api/v3/supply-agreements/21/signature-requests': { body: { data: requests } },
    'POST /api/v3/supply-agreements/21/signature-requests': {
      status: 201,
      body: { data: request({ id: 2, status: 'verstuurd', openedAt: null }) },
    },
    'POST /api/v3/supply-agreements/21/signature-requests/1/revoke': {
      body: { data: request({ status: 'ingetrokken', revokedAt: '2026-11-28T10:00:00.000Z' }) },
    },
  });
}

function open(profile = adminProfile([])) {
  return renderPage(<SupplyAgreementEditPage />, {
    path: '/v3/supply-agreements/:agreementId/edit',
    url: '/v3/supply-agreements/21/edit',
    profile,
  });
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('SupplyAgreementEditPage', () => {
  it('fills in the agreement, offers its next statuses and saves the change with numbers', async () => {
    const calls = api(agreement());
    open();
    const reference = (await screen.findByLabelText('Contractnummer')) as HTMLInputElement;
    expect(reference.value).toBe('VF-2027-001');
    expect(screen.getByTestId('agreement-status').textContent).toBe('Concept');
    // In the summary, and as the hint of the notice field (computed in the browser from end date and months).
    expect(screen.getAllByText('Opzeggen uiterlijk 30/09/2029')).toHaveLength(2);
    expect(options(screen.getByLabelText('Status', { exact: false, selector: 'select' }))).toEqual([
      'Concept',
      'Ter ondertekening',
      'Getekend',
    ]);
    expect((screen.getByLabelText('Normaaltarief (€/kWh)') as HTMLInputElement).value).toBe('0,1215');

    fireEvent.change(reference, { target: { value: 'VF-2027-002' } });
    fireEvent.change(screen.getByLabelText('Vastrecht (€/maand)'), { target: { value: '7,25' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      customerId: 7,
      supplierId: 3,
      reference: 'VF-2027-002',
      noticeMonths: 3,
      renewalMonths: null,
      connections: [{ connectionId: 11, fromDate: null, toDate: null }],
      rates: [{ validFrom: '2027-01-01', normal: 0.1215, low: 0.1012, single: null, fixedFeeMonth: 7.25 }],
    });
    expect(await screen.findByText('De overeenkomst is opgeslagen.')).toBeTruthy();
  });

  it('refuses a fixed electricity rate without a price, in Dutch, before calling the server', async () => {
    const calls = api(agreement());
    open();
    const normal = (await screen.findByLabelText('Normaaltarief (€/kWh)')) as HTMLInputElement;
    fireEvent.change(normal, { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(
      (await screen.findAllByText('Vul een enkeltarief in, of een normaal- en een daltarief.')).length,
    ).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('deletes a concept after the confirmation', async () => {
    const calls = api(agreement());
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Overeenkomst verwijderen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/supply-agreements'));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/v3/supply-agreements/21');
  });

  it('shows a reader the agreement with every field disabled, without save or delete', async () => {
    const calls = api(agreement());
    open(adminProfile([], ['back-office-contracts']));
    expect(await screen.findByText('Alleen inzien')).toBeTruthy();
    expect(((await screen.findByLabelText('Contractnummer')) as HTMLInputElement).value).toBe('VF-2027-001');
    expect(screen.getByLabelText('Contractnummer').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Normaaltarief (€/kWh)').matches(':disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Contractnummer'), { target: { value: 'VF-2027-002' } });
    expect(screen.queryByRole('button', { name: 'Wijzigingen opslaan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('locks the agreed terms of a signed agreement and links its document', async () => {
    api(agreement({ status: 'getekend', documentId: 55 }));
    open();
    expect(await screen.findByText('Getekend: de voorwaarden liggen vast')).toBeTruthy();
    // Disabled through their fieldset.
    expect(screen.getByLabelText('Normaaltarief (€/kWh)').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Opzegtermijn (maanden)').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Contractnummer').matches(':disabled')).toBe(false);
    expect(options(screen.getByLabelText('Status', { exact: false, selector: 'select' }))).toEqual([
      'Getekend',
      'Actief',
      'Beëindigd',
    ]);
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Getekend document' })[0]?.getAttribute('href')).toBe(
      '/api/v3/customers/7/documents/55/download',
    );
    expect(
      screen.getByText('Alleen een overeenkomst in concept of ter ondertekening kan worden verstuurd.'),
    ).toBeTruthy();
  });
});

describe('SignatureRequests', () => {
  it('sends the link to a contact with e-mail and revokes an open request', async () => {
    const calls = api(agreement(), [request({})]);
    open();
    const card = (await screen.findByRole('table', { name: 'Ondertekeningen' })).closest('section')!;
    await within(card).findByText('Sanne de Vries');
    expect(within(card).getByTestId('signature-status').textContent).toBe('Geopend');
    const contact = within(card).getByLabelText('Contactpersoon');
    await waitFor(() => expect(options(contact)).toContain('Sanne de Vries (sanne@devries.nl)'));
    // A contact without e-mail cannot receive a link.
    expect(options(contact).some((o) => o?.includes('Piet'))).toBe(false);
    const send = within(card).getByRole('button', {
      name: 'Ter ondertekening versturen',
    }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(contact, { target: { value: '4' } });
    fireEvent.click(send);
    expect(await screen.findByText('De link is verstuurd naar sanne@devries.nl.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/signature-requests'))?.body).toEqual({
      contactId: 4,
    });

    fireEvent.click(within(card).getByRole('button', { name: 'Intrekken' }));
    expect(await screen.findByText('De ondertekening is ingetrokken.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/v3/supply-agreements/21/signature-requests/1/revoke')).toBe(
      true,
    );
  });

  it('offers readers the request statuses but neither send nor revoke', async () => {
    api(agreement(), [request({})]);
    open(adminProfile([], ['back-office-contracts', 'back-office-signhost-contracts']));
    const table = await screen.findByRole('table', { name: 'Ondertekeningen' });
    await within(table).findByText('Sanne de Vries');
    expect(screen.queryByRole('button', { name: 'Ter ondertekening versturen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Intrekken' })).toBeNull();
  });

  it('asks no request statuses without the signhost permission', async () => {
    const calls = api(agreement(), [request({})]);
    open({
      type: 'admin',
      scope: { full: false, 'back-office-signhost-contracts': { read: false } },
      modules: [],
    });
    expect(await screen.findByRole('button', { name: 'Ter ondertekening versturen' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Ondertekeningen' })).toBeNull();
    expect(calls.some((c) => c.method === 'GET' && c.path.endsWith('/signature-requests'))).toBe(false);
  });
});
