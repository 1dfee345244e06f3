import { describe, expect, it } from 'vitest';
import { checkInvoiceTotals } from '@energiek/domain/invoice-totals';
import { invoiceBodySchema } from '@energiek/contracts/invoices';
import { lineKindOf, mapEInvoice, matchIssuer, type ParsedEInvoice } from './e-invoice-mapping.ts';

// A hand-built parse result: a supplier's monthly invoice for one large connection. Hand-computed:
// 10,000 kWh × 0.11 = 1,100.00; EB 10,000 × 0.09161 = 916.10; a document charge 5.00 and an allowance
// 21.10; lines 1,100.00 + 916.10 + 5.00 − 21.10 = 2,000.00; VAT 21 % = 420.00; incl. 2,420.00.
const EAN = '871687140000000011';
const PDF = Buffer.from('%PDF-1.4 demo');

function parsed(overrides: Partial<ParsedEInvoice> = {}): ParsedEInvoice {
  return {
    format: 'ubl-invoice',
    customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    number: 'VF-900001',
    kind: 'invoice',
    invoiceDate: '2026-02-05',
    dueDate: '2026-03-05',
    periodFrom: '2026-01-01',
    periodTo: '2026-01-31',
    currency: 'EUR',
    precedingInvoiceNumber: null,
    seller: {
      name: 'Vattenfall Sales Nederland N.V.',
      vatNumber: 'NL001',
      kvkNumber: null,
      glnOrOther: null,
    },
    buyer: { name: 'Kwekerij Test B.V.', vatNumber: 'NL 8123.45.678.B01', kvkNumber: null, glnOrOther: null },
    deliveryEan: EAN,
    lines: [
      {
        id: '1',
        description: 'Levering elektriciteit enkel',
        quantity: '10000',
        unitCode: 'KWH',
        unitPrice: '0.1100000',
        amount: '1100.00',
        vatRate: '21.00',
        periodFrom: null,
        periodTo: null,
        ean: null,
      },
      {
        id: '2',
        description: 'Energiebelasting schijf 2',
        quantity: '10',
        unitCode: 'MWH',
        unitPrice: '91.61',
        amount: '916.10',
        vatRate: '21',
        periodFrom: '2026-01-01',
        periodTo: '2026-01-31',
        ean: '871687140000099999',
      },
    ],
    allowanceCharges: [
      { charge: true, reason: 'Administratiekosten', amount: '5.00', vatRate: '21' },
      { charge: false, reason: 'Korting', amount: '21.10', vatRate: '21' },
    ],
    vat: [{ rate: '21', base: '2000.00', amount: '420.00' }],
    totalExclVat: '2000.00',
    totalVat: '420.00',
    totalInclVat: '2420.00',
    payableAmount: '2420.00',
    attachments: [{ filename: 'factuur', mimeType: 'application/pdf', content: PDF }],
    ...overrides,
  };
}

const issuers = [
  { kind: 'supplier' as const, id: 3, name: 'Vattenfall', code: null },
  { kind: 'grid-operator' as const, id: 7, name: 'Liander', code: '8716871000002' },
];
const entities = [{ id: 11, name: 'Kwekerij Test B.V.', kvkNumber: null, vatNumber: 'NL812345678B01' }];

describe('mapEInvoice', () => {
  it('maps seller, buyer, units, EANs, allowances and the VAT breakdown; the totals add up', () => {
    const { body, errors, pdfs } = mapEInvoice(parsed(), { issuers, entities });
    expect(errors).toEqual([]);
    expect(body).toMatchObject({
      issuerKind: 'supplier',
      issuerId: 3,
      entityId: 11,
      number: 'VF-900001',
      totalInclVat: '2420.00',
      vat: [{ rate: '21', base: '2000.00', amount: '420.00' }],
    });
    expect(body?.lines).toEqual([
      expect.objectContaining({
        ean: EAN,
        kind: 'supply-single',
        quantity: '10000',
        unit: 'kWh',
        unitPrice: '0.11',
      }),
      // The line's own EAN wins over the delivery location's; unknown to us: kept, to be resolved later.
      expect.objectContaining({
        ean: '871687140000099999',
        kind: 'energy-tax',
        unit: 'MWh',
        periodTo: '2026-01-31',
      }),
      expect.objectContaining({ kind: 'other', description: 'Administratiekosten', amount: '5.00' }),
      expect.objectContaining({ kind: 'other', description: 'Korting', amount: '-21.10' }),
    ]);
    expect(pdfs).toEqual([{ filename: 'factuur.pdf', content: PDF }]);
    const valid = invoiceBodySchema.parse(body);
    expect(checkInvoiceTotals({ ...valid, vat: valid.vat ?? null }).mismatches).toEqual([]);
  });

  it('makes the energy tax reduction allowance a tax-reduction line; other allowances and charges stay other', () => {
    // 2,000.00 − 43.32 reduction + 43.32 charge keeps the totals: only the kinds are checked here.
    const { body } = mapEInvoice(
      parsed({
        allowanceCharges: [
          { charge: false, reason: 'Vermindering energiebelasting', amount: '43.32', vatRate: '21' },
          {
            charge: true,
            reason: 'Vermindering energiebelasting (correctie)',
            amount: '43.32',
            vatRate: '21',
          },
          { charge: false, reason: 'Korting levering', amount: '10.00', vatRate: '21' },
        ],
      }),
      { issuers, entities },
    );
    expect(body?.lines.slice(2).map((l) => [l.kind, l.amount])).toEqual([
      ['tax-reduction', '-43.32'],
      ['other', '43.32'],
      ['other', '-10.00'],
    ]);
  });

  it('matches a grid operator by its GLN code and a credit note keeps what it credits', () => {
    const { body } = mapEInvoice(
      parsed({
        kind: 'credit-note',
        precedingInvoiceNumber: 'L-1',
        seller: { name: 'Onbekende naam', vatNumber: null, kvkNumber: null, glnOrOther: '8716871000002' },
      }),
      { issuers, entities },
    );
    expect(body).toMatchObject({ issuerKind: 'grid-operator', issuerId: 7, kind: 'credit-note' });
    expect(body?.notes).toBe('Crediteert factuur L-1.');
  });

  it('names an unknown seller, another buyer and a foreign currency in Dutch', () => {
    const { body, errors } = mapEInvoice(
      parsed({
        currency: 'USD',
        seller: { name: 'Acme Power Ltd', vatNumber: null, kvkNumber: null, glnOrOther: null },
        buyer: { name: 'Iemand Anders B.V.', vatNumber: null, kvkNumber: null, glnOrOther: null },
      }),
      { issuers, entities },
    );
    expect(body).toBeNull();
    expect(errors).toEqual([
      { field: 'currency', message: 'Alleen facturen in euro worden ingelezen; deze is in USD.' },
      {
        field: 'issuerId',
        message:
          'De afzender "Acme Power Ltd" is geen bekende leverancier, netbeheerder of meetbedrijf. Voeg hem toe aan de stamgegevens of voer de factuur met de hand in.',
      },
      { field: 'entityId', message: '"Iemand Anders B.V." is geen entiteit van deze klant.' },
    ]);
  });

  it('recognises line kinds from Dutch descriptions', () => {
    expect(lineKindOf('Vermindering energiebelasting')).toBe('tax-reduction');
    expect(lineKindOf('Vastrecht transportdienst')).toBe('fixed-transport-fee');
    expect(lineKindOf('Levering dal')).toBe('supply-low');
    expect(lineKindOf('Blindstroom')).toBe('reactive');
    expect(lineKindOf('Iets anders')).toBe('other');
    expect(
      matchIssuer({ name: 'LIANDER N.V.', vatNumber: null, kvkNumber: null, glnOrOther: null }, issuers)?.id,
    ).toBe(7);
  });
});
