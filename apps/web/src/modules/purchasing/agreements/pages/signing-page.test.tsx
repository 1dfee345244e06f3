import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SigningView } from '@energiek/contracts/agreement-signatures';
import { fakeApi, renderPage } from '../../../../test/render-page.tsx';
import { SigningPage } from './signing-page.tsx';
import { vattenfallAgreement } from './agreement-fixtures.ts';

// The public page behind a one-time signing link: what is signed, the server's Dutch field errors, the
// hash of the PDF shown sent back with the signature, the confirmation, and a used or unknown link.

const TOKEN = 'abc 123';
const PATH = `/api/v3/signing/${encodeURIComponent(TOKEN)}`;

const { customerName, supplierName, product, reference, productName, priceType, startDate, endDate } =
  vattenfallAgreement;
const view: SigningView = {
  contactName: 'Sanne de Vries',
  ...{ customerName, supplierName, product, reference, productName, priceType, startDate, endDate },
  agreementStatus: 'ter-ondertekening',
  expiresAt: '2026-12-04T09:00:00.000Z',
  documentHash: 'a'.repeat(64),
};

function open() {
  return renderPage(<SigningPage />, {
    path: '/ondertekenen/:token',
    url: `/ondertekenen/${encodeURIComponent(TOKEN)}`,
    profile: null,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('SigningPage', () => {
  it('shows what is signed, the server’s field errors, and signs with the hash of the PDF shown', async () => {
    let attempt = 0;
    const calls = fakeApi({
      [`GET ${PATH}`]: { body: { data: view } },
      [`POST ${PATH}`]: () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: 'De gegevens zijn ongeldig.',
                errors: {
                  name: ['Vul je volledige naam in.'],
                  agree: ['Bevestig dat je de overeenkomst hebt gelezen en ermee akkoord gaat.'],
                },
              },
            }
          : {
              body: {
                data: {
                  signedAt: '2026-11-28T10:15:00.000Z',
                  signerName: 'Sanne de Vries',
                  documentHash: view.documentHash,
                },
              },
            },
    });
    open();
    expect(await screen.findByText('Beste Sanne de Vries,')).toBeTruthy();
    expect(
      screen.getByText(/Namens De Vries Bakkerij B.V. vragen we je de leveringsovereenkomst met Vattenfall/),
    ).toBeTruthy();
    expect(screen.getByText('01/01/2027 t/m 31/12/2029')).toBeTruthy();
    expect(screen.getByText('04/12/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Overeenkomst openen (PDF)' }).getAttribute('href')).toBe(
      `${PATH}/document`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Ondertekenen' }));
    expect(await screen.findByText('Vul je volledige naam in.')).toBeTruthy();
    expect(
      screen.getByText('Bevestig dat je de overeenkomst hebt gelezen en ermee akkoord gaat.'),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Je volledige naam', { exact: false }), {
      target: { value: 'Sanne de Vries' },
    });
    fireEvent.click(screen.getByLabelText('Ik heb de overeenkomst gelezen en ga ermee akkoord.'));
    fireEvent.click(screen.getByRole('button', { name: 'Ondertekenen' }));
    expect(await screen.findByText('Bedankt, de overeenkomst is ondertekend')).toBeTruthy();
    expect(screen.getByText('Ondertekend door Sanne de Vries op 28/11/2026 11:15.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'Sanne de Vries',
      agree: true,
      documentHash: view.documentHash,
    });
  });

  it('tells the signer to reload when the agreement changed since the link was opened', async () => {
    fakeApi({
      [`GET ${PATH}`]: { body: { data: view } },
      [`POST ${PATH}`]: {
        status: 422,
        body: {
          message: 'De gegevens zijn ongeldig.',
          errors: {
            documentHash: ['De overeenkomst is gewijzigd sinds je de link opende. Laad de pagina opnieuw.'],
          },
        },
      },
    });
    open();
    fireEvent.change(await screen.findByLabelText('Je volledige naam', { exact: false }), {
      target: { value: 'Sanne de Vries' },
    });
    fireEvent.click(screen.getByLabelText('Ik heb de overeenkomst gelezen en ga ermee akkoord.'));
    fireEvent.click(screen.getByRole('button', { name: 'Ondertekenen' }));
    expect(
      await screen.findByText(
        'De overeenkomst is gewijzigd sinds je de link opende. Laad de pagina opnieuw.',
      ),
    ).toBeTruthy();
  });

  it('says a used, expired or unknown link is of no use', async () => {
    fakeApi({
      [`GET ${PATH}`]: { status: 404, body: { message: 'Deze link is ongeldig, verlopen of al gebruikt.' } },
    });
    open();
    expect(await screen.findByText('Deze link is ongeldig, verlopen of al gebruikt.')).toBeTruthy();
    expect(screen.getByText('Vraag je adviseur om een nieuwe link.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ondertekenen' })).toBeNull());
  });
});
