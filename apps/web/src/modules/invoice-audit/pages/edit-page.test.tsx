import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../../test/render-page.tsx';
import { detail, runningClaim } from '../audit-fixtures.ts';
import { InvoiceAuditEditPage } from './edit-page.tsx';

// /v3/invoice-audit/:id/edit: the work on one item — decide, comment, claim and mail the claim, with the
// server's refusals shown and the item read again after each write.

afterEach(() => vi.unstubAllGlobals());

const EDIT = { path: '/v3/invoice-audit/:invoiceAuditId/edit', url: '/v3/invoice-audit/7/edit' };

describe('InvoiceAuditEditPage', () => {
  it('shows the findings and records a decision, then reads the item again', async () => {
    const calls = fakeApi({
      'GET /api/v3/invoice-audits/7': { body: { data: detail() } },
      'POST /api/v3/invoice-audits/7': { body: { data: detail({ status: 'closed' }) } },
    });
    renderPage(<InvoiceAuditEditPage />, EDIT);
    await screen.findByRole('heading', { name: 'Controle factuur F-2026-0012' });
    expect(within(screen.getByTestId('audit-findings')).getByText(/Het tarief is hoger/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Besluit'), { target: { value: 'geen-afwijking' } });
    fireEvent.click(screen.getByRole('button', { name: 'Besluit vastleggen' }));
    await screen.findByText('Opgeslagen.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ action: 'decide', decision: 'geen-afwijking' });
    // The write makes the item stale: it is read again.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/v3/invoice-audits/7')).toHaveLength(
        2,
      ),
    );
  });

  it('offers a comment only once something is typed, and empties the field after it is placed', async () => {
    const calls = fakeApi({
      'GET /api/v3/invoice-audits/7': { body: { data: detail() } },
      'POST /api/v3/invoice-audits/7': { body: { data: detail() } },
    });
    renderPage(<InvoiceAuditEditPage />, EDIT);
    const place = await screen.findByRole('button', { name: 'Opmerking plaatsen' });
    expect((place as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Opmerking'), { target: { value: '   ' } });
    expect((place as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Opmerking'), { target: { value: 'Leverancier gebeld.' } });
    fireEvent.click(place);
    await waitFor(() => expect((screen.getByLabelText('Opmerking') as HTMLTextAreaElement).value).toBe(''));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      action: 'comment',
      body: 'Leverancier gebeld.',
    });
  });

  it("shows the server's refusal of a decision and leaves the item as it was", async () => {
    fakeApi({
      'GET /api/v3/invoice-audits/7': { body: { data: detail() } },
      'POST /api/v3/invoice-audits/7': {
        status: 422,
        body: { message: 'Kies een besluit.', errors: { decision: ['Kies een besluit.'] } },
      },
    });
    renderPage(<InvoiceAuditEditPage />, EDIT);
    fireEvent.click(await screen.findByRole('button', { name: 'Besluit vastleggen' }));
    await screen.findByText('Kies een besluit.');
    expect(screen.queryByText('Opgeslagen.')).toBeNull();
  });

  it('makes a claim of the amount at stake, and offers none when nothing was paid too much', async () => {
    const calls = fakeApi({
      'GET /api/v3/invoice-audits/7': { body: { data: detail() } },
      'POST /api/v3/invoice-audits/7': { body: { data: detail({ claim: runningClaim() }) } },
    });
    renderPage(<InvoiceAuditEditPage />, EDIT);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim maken (€ 1.234,50)' }));
    await screen.findByText('Opgeslagen.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ action: 'claim' });
    vi.unstubAllGlobals();

    fakeApi({ 'GET /api/v3/invoice-audits/7': { body: { data: detail({ amountAtStake: '-12.00' }) } } });
    renderPage(<InvoiceAuditEditPage />, EDIT);
    await screen.findByText('Er is niets te veel betaald: geen claim mogelijk.');
    expect(screen.queryByRole('button', { name: /Claim maken \(€ −12,00\)/ })).toBeNull();
  });

  it("mails a running claim: the issuer's address by default, a 422 on the address under the field", async () => {
    const calls = fakeApi({
      'GET /api/v3/invoice-audits/7': {
        body: { data: detail({ claim: runningClaim({ issuerEmail: 'facturen@groenestroom.nl' }) }) },
      },
      'POST /api/v3/invoice-audits/7': (call) =>
        (call.body as { to?: string }).to === 'geen-adres'
          ? {
              status: 422,
              body: {
                message: 'De gegevens zijn niet geldig.',
                errors: { to: ['Vul een geldig e-mailadres in, bijvoorbeeld facturen@leverancier.nl.'] },
              },
            }
          : { body: { data: detail({ claim: runningClaim({ status: 'ingediend' }) }) } },
    });
    renderPage(<InvoiceAuditEditPage />, EDIT);
    const form = await screen.findByTestId('claim-mail');
    const to = within(form).getByLabelText('E-mailadres van de afzender') as HTMLInputElement;
    expect(to.value).toBe('facturen@groenestroom.nl');
    expect(screen.getByTestId('claim-status').textContent).toBe('Open');
    // Open: it can be marked submitted or rejected by hand too.
    expect(screen.getByRole('button', { name: 'Markeren als ingediend' })).toBeTruthy();

    fireEvent.change(to, { target: { value: 'geen-adres' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Claim mailen' }));
    await within(form).findByText('Vul een geldig e-mailadres in, bijvoorbeeld facturen@leverancier.nl.');
    expect(screen.queryByText('De claim is gemaild.')).toBeNull();

    fireEvent.change(to, { target: { value: ' facturen@groenestroom.nl ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Claim mailen' }));
    await screen.findByText('De claim is gemaild.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { action: 'claim-mail', to: 'geen-adres' },
      { action: 'claim-mail', to: 'facturen@groenestroom.nl' },
    ]);
  });

  it('no longer offers to follow a claim that a credit note granted', async () => {
    fakeApi({
      'GET /api/v3/invoice-audits/7': {
        body: {
          data: detail({
            claim: runningClaim({ status: 'toegekend', creditNoteNumber: 'CN-88', recovered: '1234.50' }),
          }),
        },
      },
    });
    renderPage(<InvoiceAuditEditPage />, EDIT);
    expect((await screen.findByTestId('claim-recovered')).textContent).toBe('€ 1.234,50');
    expect(screen.getByText('CN-88')).toBeTruthy();
    expect(screen.queryByTestId('claim-mail')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Afgewezen door de afzender' })).toBeNull();
  });

  it('says so when the item does not exist', async () => {
    fakeApi({});
    renderPage(<InvoiceAuditEditPage />, EDIT);
    await screen.findByText('Deze controle bestaat niet.');
  });
});
