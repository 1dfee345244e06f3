import { describe, expect, it } from 'vitest';
import { mapEInvoice } from '../e-invoice-mapping.ts';
import { parseEInvoice } from './parse-e-invoice.ts';
import { ublInvoiceXml, type UblInvoice } from './write-ubl.ts';

// A grid operator's gas invoice for January 2026 (the demo gas tariff, hand-checked in packages/domain
// grid-fees.test.ts): 31 × 0.60 = 18.60, 31 × 0.40 = 12.40, 65 m³(n)/h × 1.24 = 80.60; excl. 111.60,
// VAT 21 % 23.436 → 23.44, incl. 135.04.
const EAN = '871687400000000014';
const period = { periodFrom: '2026-01-01', periodTo: '2026-01-31' };
const GAS_GRID: UblInvoice = {
  number: 'DEMO-N2-7-202601',
  invoiceDate: '2026-02-10',
  dueDate: '2026-02-24',
  ...period,
  note: 'Demodata: geen echte factuur.',
  seller: { name: 'Liander N.V.', code: '8716924000001' },
  buyer: { name: 'De Vries & Zn. <Bakkerij> B.V.', kvkNumber: '12345678', vatNumber: 'NL001234567B01' },
  lines: [
    {
      description: 'Vastrecht transportdienst gas',
      quantity: '31',
      unit: 'day',
      unitPrice: '0.600000',
      amount: '18.60',
      vatRate: '21',
      ean: EAN,
      ...period,
    },
    {
      description: 'Periodieke aansluitvergoeding gas',
      quantity: '31',
      unit: 'day',
      unitPrice: '0.400000',
      amount: '12.40',
      vatRate: '21',
      ean: EAN,
      ...period,
    },
    {
      description: 'Capaciteit gecontracteerd (m³(n)/h)',
      quantity: '65',
      unit: 'm3/h',
      unitPrice: '1.240000',
      amount: '80.60',
      vatRate: '21',
      ean: EAN,
      ...period,
    },
  ],
  vat: [{ rate: '21', base: '111.60', amount: '23.44' }],
  totalExclVat: '111.60',
  totalVat: '23.44',
  totalInclVat: '135.04',
};

describe('writing SI-UBL', () => {
  it('writes an invoice the import reads back with its number, dates, totals, VAT and lines', () => {
    const xml = ublInvoiceXml(GAS_GRID);
    expect(xml).toContain('urn:fdc:nen.nl:nlcius:v1.0');
    // Escaped by the builder, not pasted into the markup.
    expect(xml).toContain('De Vries &amp; Zn. &lt;Bakkerij&gt; B.V.');
    const parsed = parseEInvoice(Buffer.from(xml));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.invoice).toMatchObject({
      format: 'ubl-invoice',
      number: 'DEMO-N2-7-202601',
      invoiceDate: '2026-02-10',
      dueDate: '2026-02-24',
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
      deliveryEan: EAN,
      totalExclVat: '111.60',
      totalVat: '23.44',
      totalInclVat: '135.04',
      vat: [expect.objectContaining({ rate: '21', base: '111.60', amount: '23.44' })],
    });
    const mapped = mapEInvoice(parsed.invoice, {
      issuers: [
        { kind: 'supplier', id: 3, name: 'Liander Energie', code: null },
        { kind: 'grid-operator', id: 7, name: 'Liander', code: '8716924000001' },
      ],
      entities: [{ id: 11, name: 'De Vries & Zn. <Bakkerij> B.V.', kvkNumber: '12345678', vatNumber: null }],
    });
    expect(mapped.errors).toEqual([]);
    expect(mapped.body).toMatchObject({
      issuerKind: 'grid-operator',
      issuerId: 7,
      entityId: 11,
      kind: 'invoice',
    });
    expect(
      mapped.body!.lines.map((l) => [l.kind, l.ean, l.quantity, l.unit, l.unitPrice, l.amount, l.periodFrom]),
    ).toEqual([
      ['fixed-transport-fee', EAN, '31', 'day', '0.6', '18.60', '2026-01-01'],
      ['periodic-connection-fee', EAN, '31', 'day', '0.4', '12.40', '2026-01-01'],
      ['contracted-capacity', EAN, '65', 'm3/h', '1.24', '80.60', '2026-01-01'],
    ]);
  });

  it('writes a line without a quantity as one piece, and each line its own EAN when there are several', () => {
    const other = '871687400000000021';
    const xml = ublInvoiceXml({
      ...GAS_GRID,
      lines: [
        { ...GAS_GRID.lines[0]!, ean: other },
        {
          description: 'Meterhuur en meetdienst',
          quantity: null,
          unit: null,
          unitPrice: null,
          amount: '93.00',
          vatRate: '21',
          ean: EAN,
          ...period,
        },
      ],
      vat: [{ rate: '21', base: '111.60', amount: '23.44' }],
    });
    const parsed = parseEInvoice(Buffer.from(xml));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.invoice.deliveryEan).toBeNull();
    expect(parsed.invoice.lines.map((l) => [l.ean, l.quantity, l.unitCode, l.unitPrice, l.amount])).toEqual([
      [other, '31', 'DAY', '0.600000', '18.60'],
      [EAN, '1', 'C62', '93.00', '93.00'],
    ]);
  });
});
