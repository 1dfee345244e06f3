import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeEan } from '@energiek/contracts/ean';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createEntity } from '@energiek/db/factories/entities';
import { createGridOperator, createSupplier } from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import { connections, documents, invoiceImports, invoiceLines, invoices } from '@energiek/db/schema/index';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import {
  ENERGY_E_INVOICE_URL,
  MINIMAL_PDF,
  finishedImport,
  importedFile,
  importedInvoice,
  invoiceItem,
} from '../../testing/invoice-import.ts';
import { multipart } from '../../testing/multipart.ts';
import { importDemoEInvoices } from './invoice-import.ts';

// POST customers/{customerId}/invoices/import (multipart `files`) → 202, the job, GET …/imports/{id}.

let app: TestApp;
let f: { bakker: number; hotel: number; admin: string };
beforeAll(async () => {
  app = await createTestApp();
  await app.ctx.jobs.start();
  const bakker = await createCustomer(app.ctx.db, { name: 'Bakkerij Import B.V.' });
  const hotel = await createCustomer(app.ctx.db, { name: 'Hotel Import B.V.' });
  await createUser(app.ctx.db, { emailAddress: 'admin@factuurimport.test', type: 'admin', canSwitch: true });
  f = { bakker: bakker.id, hotel: hotel.id, admin: await loginToken(app, 'admin@factuurimport.test') };
});
afterAll(() => app?.close());

/** The files in field `files`, as the import dialog sends them. */
const filesUpload = (files: { name: string; bytes: Buffer }[]) =>
  multipart(files.map((file) => ({ name: 'files', fileName: file.name, bytes: file.bytes })));

async function importFiles(customerId: number, files: { name: string; bytes: Buffer }[]) {
  const response = await api(app, {
    method: 'POST',
    url: `/api/v3/customers/${customerId}/invoices/import`,
    token: f.admin,
    ...filesUpload(files),
  });
  expect(response.statusCode, response.body).toBe(202);
  const { data } = response.json<{ data: { id: number; status: string } }>();
  expect(data.status).toBe('queued');
  return finishedImport(app, f.admin, customerId, data.id);
}

describe('invoice import', () => {
  it('turns a PDF into a draft invoice with the PDF in the library; the same file again changes nothing', async () => {
    const first = await importFiles(f.bakker, [{ name: 'factuur-januari.pdf', bytes: MINIMAL_PDF }]);
    expect(first.status).toBe('done');
    const item = await importedInvoice(app, f.admin, f.bakker, first, {
      name: 'factuur-januari.pdf',
      number: 'factuur-januari',
    });
    const invoiceId = first.files[0]?.invoiceId ?? 0;
    expect(item).toMatchObject({ status: 'draft', source: 'pdf', issuerKind: null, lines: [] });
    expect(item.documentName).toBe('factuur-januari.pdf');
    const preview = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${f.bakker}/invoice-pdfs/${invoiceId}`,
      token: f.admin,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toBe('inline');

    const counts = async () => [await app.ctx.db.$count(invoices), await app.ctx.db.$count(documents)];
    const before = await counts();
    const again = await importFiles(f.bakker, [{ name: 'kopie.pdf', bytes: MINIMAL_PDF }]);
    expect(again.files[0]).toMatchObject({ invoiceId, number: 'factuur-januari', errors: [] });
    expect(await counts()).toEqual(before);
  });

  it('imports an SI-UBL e-invoice with its lines, totals, EAN and embedded PDF; the same file again changes nothing', async () => {
    const xml = readFileSync(ENERGY_E_INVOICE_URL);
    const supplier = await createSupplier(app.ctx.db, { name: 'Voorbeeld Energie B.V.' });
    const entity = await createEntity(app.ctx.db, {
      customerId: f.hotel,
      name: 'Stichting Dorpshuis De Linde',
      kvkNumber: '87654321',
    });
    const connection = await createConnection(app.ctx.db, {
      customerId: f.hotel,
      ean: '871600001234567895',
    });
    const result = await importFiles(f.hotel, [{ name: 'factuur.xml', bytes: xml }]);
    const item = await importedInvoice(app, f.admin, f.hotel, result, {
      name: 'factuur.xml',
      number: '2025-000123',
    });
    const invoiceId = result.files[0]?.invoiceId ?? 0;
    expect(item).toMatchObject({
      number: '2025-000123',
      invoiceDate: '2025-02-05',
      dueDate: '2025-02-19',
      periodFrom: '2025-01-01',
      periodTo: '2025-01-31',
      kind: 'invoice',
      issuerKind: 'supplier',
      issuerId: supplier.id,
      entityId: entity.id,
      source: 'e-invoice',
    });
    expect([item.totalExclVat, item.totalVat, item.totalInclVat].map(Number)).toEqual([
      1069.03, 224.5, 1293.53,
    ]);
    // Five invoice lines plus the reduction (allowance) and the administration charge.
    expect(item.lines).toHaveLength(7);
    expect(item.lines.filter((line) => line.connectionId === connection.id).length).toBeGreaterThan(0);
    expect(item.documentName).toBe('factuur-2025-000123.pdf');
    // The reduction arrives as a document-level allowance: a tax-reduction line the audit recognises.
    expect(
      item.lines.filter((l) => l.kind === 'tax-reduction').map((l) => [l.description, l.amount]),
    ).toEqual([['Vermindering energiebelasting', '-44.58']]);

    const counts = async () => [await app.ctx.db.$count(invoices), await app.ctx.db.$count(documents)];
    const before = await counts();
    const again = await importFiles(f.hotel, [{ name: 'nogmaals.xml', bytes: xml }]);
    expect(again.files[0]).toMatchObject({ invoiceId, number: '2025-000123', errors: [] });
    expect(await counts()).toEqual(before);

    // The same invoice in another file (other bytes, same issuer + number): refused, naming the other.
    const resent = Buffer.concat([xml, Buffer.from('\n<!-- opnieuw verzonden -->\n')]);
    const other = await importFiles(f.hotel, [{ name: 'opnieuw.xml', bytes: resent }]);
    expect(other.files[0]?.invoiceId).toBeNull();
    expect(other.files[0]?.errors).toContainEqual({
      field: 'number',
      message: 'Factuur 2025-000123 van deze afzender bestaat al (factuurdatum 05/02/2025).',
    });
    // … with the invoice that has the number, for the screen's link.
    expect(other.files[0]?.duplicateOf).toEqual({ id: invoiceId, number: '2025-000123' });
    expect(await counts()).toEqual(before);
  });

  it('answers bad files in Dutch and changes nothing: not XML, XXE, billion laughs, 100 MB, wrong totals; keeps an unknown EAN to resolve', async () => {
    const db = app.ctx.db;
    const customer = await createCustomer(db, { name: 'Slechte Bestanden B.V.' });
    await createSupplier(db, { name: 'Controle Energie B.V.' });
    await createEntity(db, {
      customerId: customer.id,
      name: 'Stichting Dorpshuis De Linde',
      kvkNumber: '87654321',
    });
    const knownEan = completeEan('87160000123450001');
    const known = await createConnection(db, { customerId: customer.id, ean: knownEan });
    // The hand-checked SI-UBL fixture under this run's seller and its own numbers.
    const fixture = readFileSync(ENERGY_E_INVOICE_URL, 'utf8')
      .replaceAll('Voorbeeld Energie B.V.', 'Controle Energie B.V.')
      .replaceAll('8712345000004', '8712345000011')
      .replaceAll('871600001234567895', knownEan);
    const variant = (number: string) => fixture.replaceAll('2025-000123', number);
    const counts = async () => ({
      invoices: await db.$count(invoices),
      lines: await db.$count(invoiceLines),
      documents: await db.$count(documents),
      connections: await db.$count(connections),
    });
    const before = await counts();

    const ubl = 'xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"';
    const bad = [
      { name: 'geen-xml.xml', bytes: Buffer.from('Factuur 2025-1: € 100,00') },
      {
        name: 'xxe.xml',
        bytes: Buffer.from(
          `<?xml version="1.0"?>\n<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Invoice ${ubl}><ID>&xxe;</ID></Invoice>`,
        ),
      },
      {
        name: 'billion-laughs.xml',
        bytes: Buffer.from(
          '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">' +
            Array.from(
              { length: 9 },
              (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
            ).join('') +
            `]>\n<Invoice ${ubl}><ID>&lol9;</ID></Invoice>`,
        ),
      },
      {
        // Lines + VAT = 1,293.53; the file says 1,293.63 incl. VAT.
        name: 'verkeerd-totaal.xml',
        bytes: Buffer.from(
          variant('TOT-1').replace(
            '<cbc:TaxInclusiveAmount currencyID="EUR">1293.53</cbc:TaxInclusiveAmount>',
            '<cbc:TaxInclusiveAmount currencyID="EUR">1293.63</cbc:TaxInclusiveAmount>',
          ),
        ),
      },
    ];
    const refused = await importFiles(customer.id, bad);
    expect(refused.status).toBe('done');
    const answers = Object.fromEntries(refused.files.map((file) => [file.name, file]));
    const doctype = 'Bestanden met een DOCTYPE of entiteiten worden om veiligheidsredenen geweigerd.';
    // Not XML by its content (an .xml name is not enough): refused when uploaded.
    expect(answers['geen-xml.xml']?.errors).toEqual([
      { field: 'file', message: 'Alleen PDF-bestanden en e-facturen (XML: UBL of CII) worden ingelezen.' },
    ]);
    expect(answers['xxe.xml']?.errors).toEqual([{ field: 'file', message: doctype }]);
    expect(answers['billion-laughs.xml']?.errors).toEqual([{ field: 'file', message: doctype }]);
    expect(answers['verkeerd-totaal.xml']).toMatchObject({
      invoiceId: null,
      number: 'TOT-1',
      duplicateOf: null,
    });
    expect(answers['verkeerd-totaal.xml']?.errors).toEqual([
      {
        field: 'totalInclVat',
        message: expect.stringMatching(/^Het totaal incl\. btw \(€ 1\.293,63\) .*€ 1\.293,53/) as string,
      },
    ]);
    for (const file of refused.files) expect(file.invoiceId).toBeNull();
    expect(await counts()).toEqual(before);

    // 100 MB: the upload itself is refused (the limit is 20 MB per file), no import is made.
    const importsBefore = await db.$count(invoiceImports);
    const huge = Buffer.alloc(100 * 1024 * 1024, 0x20);
    huge.write(`<?xml version="1.0"?><Invoice ${ubl}>`);
    const tooLarge = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${customer.id}/invoices/import`,
      token: f.admin,
      ...filesUpload([{ name: 'groot.xml', bytes: huge }]),
    });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json<{ errors: Record<string, string[]> }>().errors.files).toEqual([
      'Dit bestand is groter dan 20 MB.',
    ]);
    expect(await db.$count(invoiceImports)).toBe(importsBefore);
    expect(await counts()).toEqual(before);

    // An EAN none of the customer's connections has: the invoice is made, the lines keep the EAN "to be
    // resolved" (no connection is made, nothing is dropped); the known EAN links its connection.
    const unknownEan = completeEan('87160000999999999');
    const unknown = await importFiles(customer.id, [
      {
        name: 'onbekende-ean.xml',
        bytes: Buffer.from(variant('EAN-1').replaceAll(knownEan, unknownEan)),
      },
      { name: 'bekende-ean.xml', bytes: Buffer.from(variant('EAN-2')) },
    ]);
    expect(unknown.files.map((file) => [file.name, file.errors])).toEqual([
      ['onbekende-ean.xml', []],
      ['bekende-ean.xml', []],
    ]);
    const item = (id: number | null) => invoiceItem(app, f.admin, customer.id, id);
    const toResolve = await item(unknown.files[0]!.invoiceId);
    expect(toResolve.lines).toHaveLength(7);
    expect(toResolve.lines.every((l) => l.connectionId === null && l.ean === unknownEan && l.toResolve)).toBe(
      true,
    );
    const resolved = await item(unknown.files[1]!.invoiceId);
    expect(resolved.lines.every((l) => l.connectionId === known.id && !l.toResolve)).toBe(true);
    expect((await counts()).connections).toBe(before.connections);
  });

  it('names in Dutch why a file is refused, per file, and imports the others', async () => {
    const result = await importFiles(f.bakker, [
      { name: 'leeg.pdf', bytes: Buffer.alloc(0) },
      { name: 'foto.png', bytes: Buffer.from('iVBORw0KGgo=', 'base64') },
      { name: 'februari.pdf', bytes: Buffer.concat([MINIMAL_PDF, Buffer.from('% februari\n')]) },
    ]);
    expect(result.files).toEqual([
      {
        name: 'leeg.pdf',
        invoiceId: null,
        number: null,
        errors: [{ field: 'file', message: 'Dit bestand is leeg.' }],
        duplicateOf: null,
      },
      {
        name: 'foto.png',
        invoiceId: null,
        number: null,
        errors: [
          {
            field: 'file',
            message: 'Alleen PDF-bestanden en e-facturen (XML: UBL of CII) worden ingelezen.',
          },
        ],
        duplicateOf: null,
      },
      importedFile('februari.pdf', 'februari'),
    ]);
  });

  it('answers 422 without files and 404 for another customer’s import', async () => {
    const none = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${f.bakker}/invoices/import`,
      token: f.admin,
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    expect(none.json<{ errors: Record<string, string[]> }>().errors.files).toEqual([
      'Kies een of meer bestanden (PDF of e-factuur in XML).',
    ]);
    const own = await importFiles(f.bakker, [{ name: 'x.txt', bytes: Buffer.from('hallo') }]);
    const foreign = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${f.hotel}/invoices/imports/${own.id}`,
      token: f.admin,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('demo e-invoices', () => {
  it('go through the same import as an upload: SI-UBL files, an import per customer, invoices with their lines', async () => {
    const db = app.ctx.db;
    const customer = await createCustomer(db, { name: 'Demo E-factuur B.V.' });
    const entity = await createEntity(db, {
      customerId: customer.id,
      name: 'Demo E-factuur B.V.',
      kvkNumber: '44556677',
    });
    const grid = await createGridOperator(db, { name: 'Demo Netbeheer Oost', code: '8716999000003' });
    const connection = await createConnection(db, {
      customerId: customer.id,
      entityId: entity.id,
      product: 2,
      ean: '871687400000000014',
    });
    // The demo gas tariff's January 2026 (packages/domain grid-fees.test.ts): 18.60 + 12.40 + 80.60 = 111.60,
    // VAT 23.44, incl. 135.04.
    const period = { periodFrom: '2026-01-01', periodTo: '2026-01-31' };
    const line = (
      description: string,
      quantity: string,
      unit: 'day' | 'm3/h',
      unitPrice: string,
      amount: string,
    ) => ({
      description,
      quantity,
      unit,
      unitPrice,
      amount,
      vatRate: '21',
      ean: connection.ean,
      ...period,
    });
    const [importId] = await importDemoEInvoices(app.ctx, [
      {
        customerId: customer.id,
        fileName: 'DEMO-N9-202601.xml',
        invoice: {
          number: 'DEMO-N9-202601',
          invoiceDate: '2026-02-10',
          dueDate: '2026-02-24',
          ...period,
          note: 'Demodata: geen echte factuur.',
          seller: { name: 'Demo Netbeheer Oost', code: '8716999000003' },
          buyer: { name: 'Demo E-factuur B.V.', kvkNumber: '44556677', vatNumber: null },
          lines: [
            line('Vastrecht transportdienst gas', '31', 'day', '0.600000', '18.60'),
            line('Periodieke aansluitvergoeding gas', '31', 'day', '0.400000', '12.40'),
            line('Capaciteit gecontracteerd (m³(n)/h)', '65', 'm3/h', '1.240000', '80.60'),
          ],
          vat: [{ rate: '21', base: '111.60', amount: '23.44' }],
          totalExclVat: '111.60',
          totalVat: '23.44',
          totalInclVat: '135.04',
        },
      },
    ]);
    const result = await finishedImport(app, f.admin, customer.id, importId!);
    expect(result).toMatchObject({
      status: 'done',
      files: [{ name: 'DEMO-N9-202601.xml', number: 'DEMO-N9-202601', errors: [] }],
    });
    const invoiceId = result.files[0]!.invoiceId!;
    const invoice = await invoiceItem(app, f.admin, customer.id, invoiceId);
    expect(invoice).toMatchObject({
      source: 'e-invoice',
      issuerKind: 'grid-operator',
      issuerId: grid.id,
      entityId: entity.id,
      totalExclVat: '111.60',
      totalVat: '23.44',
      totalInclVat: '135.04',
    });
    expect(invoice.lines.map((l) => [l.kind, l.connectionId, l.quantity, l.unit, l.amount])).toEqual([
      ['fixed-transport-fee', connection.id, '31', 'day', '18.60'],
      ['periodic-connection-fee', connection.id, '31', 'day', '12.40'],
      ['contracted-capacity', connection.id, '65', 'm3/h', '80.60'],
    ]);
  });
});
