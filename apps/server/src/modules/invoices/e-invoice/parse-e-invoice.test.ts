import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  E_INVOICE_MAX_BYTES,
  E_INVOICE_MAX_DEPTH,
  E_INVOICE_MAX_ELEMENTS,
  type ParseEInvoiceResult,
  type ParsedEInvoice,
  parseEInvoice,
} from './parse-e-invoice.ts';

// Fixtures: see fixtures/README.md for each file's source and licence. Every expected value below was
// read by hand from the file itself, not from the parser's output.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const fixtureText = (name: string) => fixture(name).toString('utf8');

function parsed(input: Buffer | string): ParsedEInvoice {
  const result = parseEInvoice(input);
  if (!result.ok)
    throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`, { cause: result.cause });
  return result.invoice;
}

function refused(input: Buffer | string): { field: string; message: string }[] {
  const result: ParseEInvoiceResult = parseEInvoice(input);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.errors;
}

const vatOf = (invoice: ParsedEInvoice) =>
  invoice.vat.map(({ rate, base, amount }) => ({ rate, base, amount }));

type Party = Partial<ParsedEInvoice['seller']>;
type Expected = {
  header: Partial<ParsedEInvoice>;
  seller?: Party;
  buyer?: Party;
  lineCount?: number;
  vat: ReturnType<typeof vatOf>;
  allowanceCharges?: ParsedEInvoice['allowanceCharges'];
  attachments?: { filename: string; mimeType: string }[];
};

/** Parses a fixture and checks what every example test checks; returns the invoice for the rest. */
function readsFixture(name: string, expected: Expected): ParsedEInvoice {
  const invoice = parsed(fixture(name));
  expect(invoice).toMatchObject(expected.header);
  if (expected.seller) expect(invoice.seller).toMatchObject(expected.seller);
  if (expected.buyer) expect(invoice.buyer).toMatchObject(expected.buyer);
  if (expected.lineCount !== undefined) expect(invoice.lines).toHaveLength(expected.lineCount);
  expect(vatOf(invoice)).toEqual(expected.vat);
  if (expected.allowanceCharges) expect(invoice.allowanceCharges).toEqual(expected.allowanceCharges);
  if (expected.attachments) {
    expect(invoice.attachments).toHaveLength(expected.attachments.length);
    expected.attachments.forEach((attachment, index) =>
      expect(invoice.attachments[index]).toMatchObject(attachment),
    );
  }
  return invoice;
}

/** CII writes amounts without trailing zeros: 1460.50 → 1460.5, 1.00 → 1, 0.00 → 0. */
const withoutTrailingZeros = (amount: string) =>
  amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;

/** The figures of the EN 16931 example 2 invoice, which the UBL file and its CII twin both carry. */
function example2(spell: (amount: string) => string) {
  return {
    header: {
      number: 'TOSL108',
      kind: 'invoice',
      invoiceDate: '2013-06-30',
      dueDate: '2013-07-20',
      periodFrom: '2013-06-01',
      periodTo: '2013-06-30',
      currency: 'NOK',
      totalExclVat: spell('1436.50'),
      totalVat: '365.28',
      totalInclVat: '1801.78',
      payableAmount: '801.78',
      prepaidAmount: spell('1000.00'),
    } satisfies Partial<ParsedEInvoice>,
    seller: { name: 'Salescompany ltd.', vatNumber: 'NO123456789MVA', glnOrOther: '1238764941386' },
    lineCount: 5,
    vat: [
      { rate: '25', base: spell('1460.50'), amount: '365.13' },
      { rate: '15', base: spell('1.00'), amount: '0.15' },
      { rate: '0', base: spell('-25.00'), amount: spell('0.00') },
    ],
    allowanceCharges: [
      { charge: false, reason: 'Promotion discount', amount: spell('100.00'), vatRate: '25' },
      { charge: true, reason: 'Freight', amount: spell('100.00'), vatRate: '25' },
    ],
  };
}

describe('parseEInvoice — public specification examples', () => {
  it('reads the EN 16931 UBL invoice example 2 (NOK, allowances, charges, prepaid, attachment)', () => {
    const figures = example2((amount) => amount);
    const invoice = readsFixture('en16931-ubl-example2.xml', {
      ...figures,
      header: {
        ...figures.header,
        format: 'ubl-invoice',
        customizationId: 'urn:cen.eu:en16931:2017',
        precedingInvoiceNumber: null,
        lineTotal: '1436.50',
        deliveryEan: null, // the delivery location is a 13-digit GLN, not a connection EAN
      },
      seller: { ...figures.seller, kvkNumber: null },
      buyer: { name: 'The Buyercompany', vatNumber: 'NO987654321MVA' },
      attachments: [{ filename: 'test.pdf', mimeType: 'application/pdf' }],
    });
    expect(invoice.lines[0]).toMatchObject({
      id: '1',
      description: 'Laptop computer',
      quantity: '2',
      unitCode: 'EA',
      unitPrice: '1273.00',
      amount: '1273.00',
      vatRate: '25',
      periodFrom: '2013-06-01',
      periodTo: '2013-06-30',
    });
    expect(invoice.lines[1]).toMatchObject({ quantity: '-1', amount: '-3.96', vatRate: '15' });
    expect(invoice.lines[4]).toMatchObject({
      quantity: '250',
      unitCode: 'MTR',
      unitPrice: '0.75',
      amount: '187.50',
    });
    expect(invoice.attachments[0]!.content.toString('utf8')).toBe('Testing Base64 encoding');
  });

  // The UBL example 1 and its CII twin: the same figures, CII without trailing zeros.
  it.each([
    {
      title: 'UBL invoice example 1 (20 lines, two VAT rates)',
      file: 'en16931-ubl-example1.xml',
      totalExclVat: '229.60',
      seller: { name: 'De Koksmaat', vatNumber: 'NL8200.98.395.B.01' },
    },
    { title: 'CII example 1 (20 lines)', file: 'en16931-cii-example1.xml', totalExclVat: '229.6' },
  ])('reads the EN 16931 $title', ({ file, totalExclVat, seller }) => {
    readsFixture(file, {
      header: {
        number: '12115118',
        invoiceDate: '2015-01-09',
        dueDate: '2015-01-09',
        currency: 'EUR',
        totalExclVat,
        totalVat: '20.73',
        totalInclVat: '250.33',
        payableAmount: '250.33',
      },
      ...(seller && { seller }),
      lineCount: 20,
      vat: [
        { rate: '6', base: '183.23', amount: '10.99' },
        { rate: '21', base: '46.37', amount: '9.74' },
      ],
    });
  });

  it('reads the preceding invoice and the VAT total in the document currency (EN 16931 UBL example 5)', () => {
    readsFixture('en16931-ubl-example5.xml', {
      header: {
        number: 'TOSL110',
        invoiceDate: '2013-04-10',
        dueDate: '2013-05-10',
        currency: 'DKK',
        precedingInvoiceNumber: 'TOSL109',
        // The second TaxTotal is in the VAT accounting currency (EUR 628.62): not the document's total.
        totalVat: '675.00',
        totalExclVat: '4000.00',
        totalInclVat: '4675.00',
        payableAmount: '2337.50',
      },
      seller: { name: 'SellerCompany', tradingName: 'SelCo', vatNumber: 'NL16356706' },
      lineCount: 3,
      vat: [
        { rate: '25', base: '1500.00', amount: '375.00' },
        { rate: '12', base: '2500.00', amount: '300.00' },
      ],
    });
  });

  it('reads the EN 16931 UBL credit note example', () => {
    const invoice = readsFixture('en16931-ubl-creditnote1.xml', {
      header: {
        format: 'ubl-credit-note',
        kind: 'credit-note',
        number: '018304 / 28865',
        invoiceDate: '2019-09-23',
        dueDate: null,
        periodFrom: '2019-02-01',
        periodTo: '2019-02-28',
        currency: 'EUR',
        totalExclVat: '100.11',
        totalVat: '0.00',
        totalInclVat: '100.11',
        payableAmount: '100.11',
      },
      seller: { name: 'My Supplier Company', vatNumber: 'BE0000000196' },
      vat: [{ rate: '0.00', base: '100.11', amount: '0.00' }],
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        id: '1',
        quantity: '1.00',
        unitCode: 'C62',
        amount: '100.11',
        vatRate: '0.00',
      }),
    ]);
  });

  it('reads the Dutch NLCIUS (SI-UBL 2.0) example of the Basisfactuur Rijk, with KvK number', () => {
    const invoice = readsFixture('logius-nlcius-basisfactuur-rijk.xml', {
      header: {
        format: 'ubl-invoice',
        customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0',
        number: 'Factuurscenario1',
        invoiceDate: '2019-10-01',
        dueDate: null,
        periodFrom: '2019-02-18',
        periodTo: '2019-03-20',
        currency: 'EUR',
        totalExclVat: '3250',
        totalVat: '676.50',
        totalInclVat: '3926.50',
        payableAmount: '3926.50',
      },
      seller: { name: 'Leverancier B.V.', vatNumber: 'NL8200.98.395.B.01', kvkNumber: '32141305' },
      // The buyer is identified by its OIN (scheme 0190), not by KvK.
      buyer: { name: 'Logius', kvkNumber: null, glnOrOther: '00000004003214345001' },
      vat: [
        { rate: '21', base: '3200.00', amount: '672' },
        { rate: '9', base: '50.00', amount: '4.50' },
      ],
    });
    expect(invoice.lines.map((line) => [line.quantity, line.unitPrice, line.amount, line.vatRate])).toEqual([
      ['100.00', '22.00', '2200.00', '21'],
      ['200', '5.00', '1000', '21'],
      ['1', '50.00', '50', '9'],
    ]);
  });

  it('reads the EN 16931 CII example 2 (the CII twin of UBL example 2, with its attachment)', () => {
    const figures = example2(withoutTrailingZeros);
    const invoice = readsFixture('en16931-cii-example2.xml', {
      ...figures,
      header: { ...figures.header, format: 'cii' },
      attachments: [{ filename: 'EHF.pdf', mimeType: 'application/pdf' }],
    });
    expect(invoice.lines[0]).toMatchObject({
      id: '1',
      quantity: '1',
      unitCode: 'NAR',
      amount: '1273',
      vatRate: '25',
      periodFrom: '2013-06-01',
      periodTo: '2013-06-01',
    });
    expect(invoice.attachments[0]!.content.length).toBe(77);
  });
});

describe('parseEInvoice — Factur-X / ZUGFeRD (Mustang project test files)', () => {
  it('reads the Factur-X XML (EN 16931 profile): three lines, 7 % and 19 % VAT', () => {
    const invoice = readsFixture('mustang-factur-x.xml', {
      header: {
        format: 'cii',
        customizationId: 'urn:cen.eu:en16931:2017',
        number: 'RE-20201121/508',
        kind: 'invoice',
        invoiceDate: '2020-11-21',
        dueDate: '2020-12-12',
        currency: 'EUR',
        totalExclVat: '496.00',
        totalVat: '75.04',
        totalInclVat: '571.04',
        payableAmount: '571.04',
      },
      seller: { name: 'Bei Spiel GmbH', vatNumber: 'DE136695976', glnOrOther: null },
      buyer: { name: 'Theodor Est', vatNumber: null, glnOrOther: '2' },
      vat: [
        { rate: '7.00', base: '160.00', amount: '11.20' },
        { rate: '19.00', base: '336.00', amount: '63.84' },
      ],
    });
    expect(
      invoice.lines.map((line) => [
        line.description,
        line.quantity,
        line.unitCode,
        line.unitPrice,
        line.amount,
        line.vatRate,
      ]),
    ).toEqual([
      ['Design (hours)', '1.0000', 'HUR', '160.0000', '160.00', '7.00'],
      ['Ballons', '400.0000', 'H87', '0.7900', '316.00', '19.00'],
      ['Hot air \u201eheiße Luft\u201c (litres)', '800.0000', 'LTR', '0.0250', '20.00', '19.00'],
    ]);
  });

  it('refuses a ZUGFeRD 1.0 file with its own message', () => {
    expect(refused(fixture('mustang-zugferd1-invoice.xml'))).toEqual([
      {
        field: 'file',
        message:
          'Dit is een ZUGFeRD 1.0-factuur; die wordt niet ondersteund. Vraag de afzender om een e-factuur volgens EN 16931 (UBL, of CII zoals Factur-X / ZUGFeRD 2).',
      },
    ]);
  });
});

describe('parseEInvoice — Dutch energy invoices (hand-written fixtures)', () => {
  it('reads a supplier invoice: kWh normal/low, energy tax, reduction, EAN, embedded PDF', async () => {
    const invoice = readsFixture('energy-si-ubl-invoice.xml', {
      header: {
        format: 'ubl-invoice',
        customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0',
        number: '2025-000123',
        kind: 'invoice',
        invoiceDate: '2025-02-05',
        dueDate: '2025-02-19',
        periodFrom: '2025-01-01',
        periodTo: '2025-01-31',
        currency: 'EUR',
        precedingInvoiceNumber: null,
        deliveryEan: '871600001234567895',
        lineTotal: '1112.11',
        allowanceTotal: '44.58',
        chargeTotal: '1.50',
        totalExclVat: '1069.03',
        totalVat: '224.50',
        totalInclVat: '1293.53',
        payableAmount: '1293.53',
        warnings: [],
      },
      seller: {
        name: 'Voorbeeld Energie B.V.',
        vatNumber: 'NL001234567B01',
        kvkNumber: '12345678',
        glnOrOther: '8712345000004',
      },
      buyer: {
        name: 'Stichting Dorpshuis De Linde',
        vatNumber: null,
        kvkNumber: '87654321',
        glnOrOther: null,
      },
      vat: [{ rate: '21', base: '1069.03', amount: '224.50' }],
      allowanceCharges: [
        { charge: false, reason: 'Vermindering energiebelasting', amount: '44.58', vatRate: '21' },
        { charge: true, reason: 'Administratiekosten', amount: '1.50', vatRate: '21' },
      ],
      attachments: [{ filename: 'factuur-2025-000123.pdf', mimeType: 'application/pdf' }],
    });
    expect(
      invoice.lines.map((line) => [
        line.description,
        line.quantity,
        line.unitCode,
        line.unitPrice,
        line.amount,
      ]),
    ).toEqual([
      ['Levering elektriciteit normaaltarief', '3200', 'KWH', '0.11250', '360.00'],
      ['Levering elektriciteit laagtarief', '2100', 'KWH', '0.09500', '199.50'],
      ['Vaste leveringskosten', '1', 'MON', '6.50', '6.50'],
      ['Energiebelasting 0 - 10.000 kWh', '5300', 'KWH', '0.10154', '538.16'],
      ['Garanties van oorsprong (GvO)', '5300', 'KWH', '0.00150', '7.95'],
    ]);
    expect(
      invoice.lines.every(
        (line) => line.vatRate === '21' && line.periodFrom === '2025-01-01' && line.periodTo === '2025-01-31',
      ),
    ).toBe(true);
    // The EAN in the first line's note; the other lines carry none of their own.
    expect(invoice.lines.map((line) => line.ean)).toEqual(['871600001234567895', null, null, null, null]);
    const [pdf] = invoice.attachments;
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(pdf!.content)).getPageCount()).toBe(1);
  });

  it('reads a grid operator credit note in CII: preceding invoice, KvK, kW and MWh, EAN from the note', () => {
    const invoice = readsFixture('energy-cii-credit-note.xml', {
      header: {
        format: 'cii',
        kind: 'credit-note',
        number: 'NB-2025-0789',
        invoiceDate: '2025-03-10',
        dueDate: '2025-03-24',
        periodFrom: '2025-01-01',
        periodTo: '2025-01-31',
        currency: 'EUR',
        precedingInvoiceNumber: 'NB-2025-0456',
        deliveryEan: '871600009876543215',
        totalExclVat: '64.80',
        totalVat: '13.61',
        totalInclVat: '78.41',
        payableAmount: '78.41',
        attachments: [],
      },
      seller: {
        name: 'Voorbeeld Netbeheer B.V.',
        vatNumber: 'NL002345678B01',
        kvkNumber: '23456789',
        glnOrOther: '8712345000011',
      },
      buyer: { name: 'Stichting Dorpshuis De Linde', kvkNumber: '87654321' },
      vat: [{ rate: '21', base: '64.80', amount: '13.61' }],
    });
    expect(
      invoice.lines.map((line) => [line.quantity, line.unitCode, line.unitPrice, line.amount, line.vatRate]),
    ).toEqual([
      ['12', 'KWT', '3.1500', '37.80', '21'],
      ['1.5', 'MWH', '18.00', '27.00', '21'],
    ]);
  });

  it('accepts the same file as a string, and with a UTF-8 byte order mark', () => {
    const text = fixtureText('energy-si-ubl-invoice.xml');
    expect(parsed(text).number).toBe('2025-000123');
    expect(
      parsed(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fixture('energy-si-ubl-invoice.xml')])).number,
    ).toBe('2025-000123');
  });

  it('decodes the encoding the declaration names (ISO-8859-1, UTF-16) and character references', () => {
    const text = fixtureText('energy-si-ubl-invoice.xml').replace(
      'Stichting Dorpshuis De Linde</cbc:Name>',
      'Stichting Dorpshuis Caf\u00e9 &amp; Co&#233;</cbc:Name>',
    );
    const latin1 = Buffer.from(text.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'latin1');
    expect(parsed(latin1).buyer.tradingName).toBe('Stichting Dorpshuis Caf\u00e9 & Co\u00e9');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(text.replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le'),
    ]);
    expect(parsed(utf16).buyer.tradingName).toBe('Stichting Dorpshuis Caf\u00e9 & Co\u00e9');
  });

  it('keeps an EAN with a wrong check digit out and says so', () => {
    const text = fixtureText('energy-si-ubl-invoice.xml').replace(
      '<cbc:ID schemeID="0088">871600001234567895</cbc:ID>',
      '<cbc:ID schemeID="0088">871600001234567890</cbc:ID>',
    );
    const invoice = parsed(
      text.replace(
        '<cbc:Note>EAN 871600001234567895</cbc:Note>',
        '<cbc:Note>EAN 871600001234567891</cbc:Note>',
      ),
    );
    expect(invoice.deliveryEan).toBeNull();
    expect(invoice.lines[0]!.ean).toBeNull();
    expect(invoice.warnings).toEqual([
      {
        field: 'deliveryEan',
        message: 'De EAN-code 871600001234567890 in de leverlocatie heeft een onjuist controlecijfer.',
      },
    ]);
    // With only the delivery location wrong, the EAN in the line note still names the connection.
    expect(parsed(text).deliveryEan).toBe('871600001234567895');
  });

  it('reads a UBL CreditNote: the credited invoice (BillingReference), CreditNoteLine, due date in PaymentMeans', () => {
    const creditNote = fixtureText('energy-si-ubl-invoice.xml')
      .replaceAll(
        '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
        '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
      )
      .replace('</Invoice>', '</CreditNote>')
      .replace(
        '<cbc:ID>2025-000123</cbc:ID>\n  <cbc:IssueDate>2025-02-05</cbc:IssueDate>',
        '<cbc:ID>C-2025-000007</cbc:ID>\n  <cbc:IssueDate>2025-03-01</cbc:IssueDate>',
      )
      .replace('<cbc:DueDate>2025-02-19</cbc:DueDate>\n', '')
      .replace(
        '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
        '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>',
      )
      .replace(
        '  <cac:AdditionalDocumentReference>',
        '  <cac:BillingReference>\n    <cac:InvoiceDocumentReference>\n      <cbc:ID>2025-000123</cbc:ID>\n    </cac:InvoiceDocumentReference>\n  </cac:BillingReference>\n  <cac:AdditionalDocumentReference>',
      )
      .replace(
        '<cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>',
        '<cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>\n    <cbc:PaymentDueDate>2025-03-15</cbc:PaymentDueDate>',
      )
      .replaceAll('cac:InvoiceLine>', 'cac:CreditNoteLine>')
      .replaceAll('cbc:InvoicedQuantity', 'cbc:CreditedQuantity');
    const invoice = parsed(creditNote);
    expect(invoice).toMatchObject({
      format: 'ubl-credit-note',
      kind: 'credit-note',
      number: 'C-2025-000007',
      invoiceDate: '2025-03-01',
      dueDate: '2025-03-15',
      precedingInvoiceNumber: '2025-000123',
      totalInclVat: '1293.53',
      deliveryEan: '871600001234567895',
    });
    expect(invoice.lines).toHaveLength(5);
    expect(invoice.lines[0]).toMatchObject({ quantity: '3200', unitCode: 'KWH', amount: '360.00' });
  });

  it('gives each line its own connection when one invoice covers several, and no single delivery EAN', () => {
    const text = fixtureText('energy-si-ubl-invoice.xml')
      .replace('<cbc:ID schemeID="0088">871600001234567895</cbc:ID>\n', '')
      .replace(
        '<cbc:ID>2</cbc:ID>',
        '<cbc:ID>2</cbc:ID>\n    <cbc:Note>Aansluiting 871600009876543215 (Kerkpad 2)</cbc:Note>',
      )
      .replace(
        '<cbc:Name>Vaste leveringskosten</cbc:Name>',
        '<cbc:Name>Vaste leveringskosten</cbc:Name>\n      <cac:SellersItemIdentification>\n        <cbc:ID>871600009876543215</cbc:ID>\n      </cac:SellersItemIdentification>',
      )
      // An 18-digit GS1 code that is not Dutch (a shipping code, say) is no connection.
      .replace(
        '<cbc:Name>Garanties van oorsprong (GvO)</cbc:Name>',
        '<cbc:Name>Garanties van oorsprong (GvO)</cbc:Name>\n      <cac:StandardItemIdentification>\n        <cbc:ID schemeID="0160">354123450000000014</cbc:ID>\n      </cac:StandardItemIdentification>',
      );
    const invoice = parsed(text);
    expect(invoice.lines.map((line) => line.ean)).toEqual([
      '871600001234567895',
      '871600009876543215',
      '871600009876543215',
      null,
      null,
    ]);
    expect(invoice.deliveryEan).toBeNull();
  });

  it('treats an Invoice with type code 381 as a credit note', () => {
    const text = fixtureText('energy-si-ubl-invoice.xml').replace(
      '<cbc:InvoiceTypeCode>380<',
      '<cbc:InvoiceTypeCode>381<',
    );
    expect(parsed(text).kind).toBe('credit-note');
  });
});

describe('parseEInvoice — missing or unreadable fields', () => {
  const energy = fixtureText('energy-si-ubl-invoice.xml');

  it('reports a missing number, date and totals with their fields', () => {
    const text = energy
      .replace('<cbc:ID>2025-000123</cbc:ID>\n  <cbc:IssueDate>2025-02-05</cbc:IssueDate>', '')
      .replace('<cbc:TaxInclusiveAmount currencyID="EUR">1293.53</cbc:TaxInclusiveAmount>', '')
      .replace('<cbc:PayableAmount currencyID="EUR">1293.53</cbc:PayableAmount>', '');
    expect(refused(text)).toEqual([
      { field: 'number', message: 'Het factuurnummer ontbreekt in de e-factuur.' },
      { field: 'invoiceDate', message: 'De factuurdatum ontbreekt in de e-factuur.' },
      { field: 'totalInclVat', message: 'Het totaal inclusief btw ontbreekt in de e-factuur.' },
      { field: 'payableAmount', message: 'Het te betalen bedrag ontbreekt in de e-factuur.' },
    ]);
  });

  it('reports an amount written with a decimal comma and an impossible date', () => {
    const text = energy
      .replace(
        '<cbc:TaxInclusiveAmount currencyID="EUR">1293.53<',
        '<cbc:TaxInclusiveAmount currencyID="EUR">1293,53<',
      )
      .replace('<cbc:DueDate>2025-02-19<', '<cbc:DueDate>2025-02-30<');
    expect(refused(text)).toEqual([
      { field: 'dueDate', message: 'De vervaldatum "2025-02-30" is geen geldige datum.' },
      { field: 'totalInclVat', message: 'Het totaal inclusief btw "1293,53" is geen geldig getal.' },
    ]);
  });

  it('reports an invoice without lines and a line without an amount', () => {
    const withoutLines = energy.slice(0, energy.indexOf('  <cac:InvoiceLine>')) + '</Invoice>\n';
    expect(refused(withoutLines)).toEqual([
      { field: 'lines', message: 'De e-factuur heeft geen factuurregels.' },
    ]);
    const lineWithoutAmount = energy.replace(
      '<cbc:LineExtensionAmount currencyID="EUR">199.50</cbc:LineExtensionAmount>',
      '',
    );
    expect(refused(lineWithoutAmount)).toEqual([
      { field: 'lines[1].amount', message: 'Het bedrag van regel 2 ontbreekt in de e-factuur.' },
    ]);
  });
});

describe('parseEInvoice — bad files get a clear Dutch answer and never throw', () => {
  it('refuses what is not XML', () => {
    expect(refused('Dit is een gewone tekst, geen factuur.')).toEqual([
      { field: 'file', message: 'Dit bestand is geen XML.' },
    ]);
    expect(refused('{"invoice": 1}')).toEqual([{ field: 'file', message: 'Dit bestand is geen XML.' }]);
    expect(refused('<Invoice><cbc:ID>1</Invoice>')).toEqual([
      { field: 'file', message: 'Dit bestand is geen XML.' },
    ]);
    expect(
      refused(Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0xfd, 0x3c, 0x2f, 0x61, 0x3e]))[0]!.message,
    ).toBe('Dit bestand is geen geldige UTF-8-tekst; het is geen leesbare XML.');
    expect(refused(Buffer.alloc(0))).toEqual([{ field: 'file', message: 'Het bestand is leeg.' }]);
    expect(refused(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'))[0]!.message).toMatch(
      /^Dit bestand is een PDF/,
    );
  });

  it('refuses XML that is not an e-invoice', () => {
    const notInvoice = [{ field: 'file', message: 'Dit XML-bestand is geen e-factuur (UBL of CII).' }];
    expect(
      refused(
        '<?xml version="1.0"?><Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><ID>1</ID></Order>',
      ),
    ).toEqual(notInvoice);
    // The right local name in another namespace is not UBL either.
    expect(refused('<Invoice xmlns="urn:example:invoice"><ID>1</ID></Invoice>')).toEqual(notInvoice);
    expect(refused('<html><body>Factuur</body></html>')).toEqual(notInvoice);
    expect(
      refused('<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"/>')[0]!
        .message,
    ).toMatch(/ZUGFeRD 1\.0/);
  });

  const doctype = [
    {
      field: 'file',
      message: 'Bestanden met een DOCTYPE of entiteiten worden om veiligheidsredenen geweigerd.',
    },
  ];

  it('refuses an external entity (XXE)', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>&xxe;</ID></Invoice>`;
    expect(refused(xxe)).toEqual(doctype);
    const parameterEntity = `<?xml version="1.0"?>
<!DOCTYPE x [<!ENTITY % remote SYSTEM "http://127.0.0.1:1/evil.dtd"> %remote;]><x/>`;
    expect(refused(parameterEntity)).toEqual(doctype);
  });

  it('refuses billion laughs', () => {
    const laughs = ['<!ENTITY lol "lol">'];
    for (let level = 1; level <= 9; level++) {
      laughs.push(`<!ENTITY lol${level} "${`&lol${level === 1 ? '' : level - 1};`.repeat(10)}">`);
    }
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${laughs.join('\n')}\n]>\n<lolz>&lol9;</lolz>`;
    const started = performance.now();
    expect(refused(bomb)).toEqual(doctype);
    expect(refused(Buffer.from(bomb))).toEqual(doctype);
    // Not a timed assertion on speed, only a guard against expansion: refusing must not take seconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses a DOCTYPE without entities, and one hidden in a comment (the safe side)', () => {
    expect(refused('<?xml version="1.0"?><!DOCTYPE Invoice SYSTEM "invoice.dtd"><Invoice/>')).toEqual(
      doctype,
    );
    expect(refused('<Invoice><!-- ok --><!-- <!DOCTYPE x> --></Invoice>')).toEqual(doctype);
  });

  it(`refuses a file larger than ${E_INVOICE_MAX_BYTES / 1024 / 1024} MB before decoding it`, () => {
    const big = Buffer.alloc(E_INVOICE_MAX_BYTES + 1, 0x20);
    expect(refused(big)).toEqual([{ field: 'file', message: 'Het bestand is groter dan 20 MB.' }]);
    // A 100 MB upload: the same answer, without reading it.
    expect(refused(Buffer.alloc(100 * 1024 * 1024))).toEqual([
      { field: 'file', message: 'Het bestand is groter dan 20 MB.' },
    ]);
  });

  it('accepts a large invoice below the limit (an embedded PDF of several MB)', () => {
    const pdfBase64 = Buffer.alloc(6 * 1024 * 1024, 7).toString('base64');
    const text = fixtureText('energy-si-ubl-invoice.xml').replace(
      /(filename="factuur-2025-000123.pdf">)[^<]+/,
      `$1${pdfBase64}`,
    );
    expect(text.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(parsed(text).attachments[0]!.content.length).toBe(6 * 1024 * 1024);
  });

  it(`refuses XML nested deeper than ${E_INVOICE_MAX_DEPTH} levels`, () => {
    const depth = 100_000;
    const deep = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</Invoice>`;
    expect(refused(deep)).toEqual([
      {
        field: 'file',
        message: `Dit XML-bestand is te diep genest (meer dan ${E_INVOICE_MAX_DEPTH} niveaus) en wordt geweigerd.`,
      },
    ]);
  });

  it(`refuses more than ${E_INVOICE_MAX_ELEMENTS} elements (20 MB of empty elements would take seconds)`, () => {
    const wide = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">${'<a/>'.repeat(E_INVOICE_MAX_ELEMENTS + 1)}</Invoice>`;
    expect(refused(wide)).toEqual([
      { field: 'file', message: 'Dit XML-bestand heeft meer dan 500.000 elementen en wordt geweigerd.' },
    ]);
  });

  it('refuses a base64 attachment that is not base64', () => {
    const text = fixtureText('energy-si-ubl-invoice.xml').replace(
      /(filename="factuur-2025-000123.pdf">)[^<]+/,
      '$1niet *base64*',
    );
    expect(refused(text)).toEqual([
      {
        field: 'attachments',
        message: 'De bijlage "factuur-2025-000123.pdf" is geen geldige base64-inhoud.',
      },
    ]);
  });

  it('never throws on a cut-off file', () => {
    const full = fixture('energy-si-ubl-invoice.xml');
    for (let cut = 1; cut < full.length; cut += 97) {
      const result = parseEInvoice(full.subarray(0, cut));
      expect(result.ok).toBe(false);
    }
  });
});
