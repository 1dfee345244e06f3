import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assignCustomer } from '../../core/tenancy.ts';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import { inboxAttachments, inboxMessages, invoiceImports, invoices } from '@energiek/db/schema/index';
import { randomStorageKey } from '../../lib/storage/storage.ts';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import {
  ENERGY_E_INVOICE_URL,
  MINIMAL_PDF,
  finishedImport,
  importedInvoice,
} from '../../testing/invoice-import.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

// POST inbox/{id}/attachments/{attachmentId}/invoice (issue 28): an invoice that arrives as an attachment in
// the support inbox becomes an invoice of the conversation's customer, through the same import as an upload.

let app: TestApp;
oneAppForFile((opened) => (app = opened), { then: (opened) => opened.ctx.jobs.start() });

async function message(customerId: number | null, files: { name: string; type: string; bytes: Buffer }[]) {
  const db = app.ctx.db;
  const [row] = await db
    .insert(inboxMessages)
    .values({
      direction: 'in',
      customerId,
      messageId: `<factuur-${Math.random().toString(16).slice(2)}@leverancier.nl>`,
      fromAddress: 'facturen@leverancier.nl',
      subject: 'Uw factuur',
      text: 'Bijgaand de factuur.',
    })
    .returning();
  const attachments = [];
  for (const file of files) {
    const storageKey = randomStorageKey();
    await app.ctx.storage.put(storageKey, file.bytes, file.type);
    const [a] = await db
      .insert(inboxAttachments)
      .values({
        messageId: row!.id,
        fileName: file.name,
        contentType: file.type,
        size: file.bytes.length,
        storageKey,
      })
      .returning();
    attachments.push(a!);
  }
  return { id: row!.id, attachments };
}

const follow = (token: string, customerId: number, id: number) => finishedImport(app, token, customerId, id);

describe('inbox attachment → invoice', () => {
  it('imports a PDF and an e-invoice attachment for the conversation’s customer; refuses other files', async () => {
    const db = app.ctx.db;
    const bakker = await createCustomer(db, { name: 'Inbox Factuur Bakker B.V.' });
    const other = await createCustomer(db, { name: 'Inbox Factuur Ander B.V.' });
    await createUser(db, { emailAddress: 'alles@inboxfactuur.test', type: 'admin', modules: ['inbox'] });
    const limited = await createUser(db, {
      emailAddress: 'beperkt@inboxfactuur.test',
      type: 'admin',
      canSwitch: false,
      modules: ['inbox'],
    });
    await assignCustomer(db, limited.id, other.id);
    const token = await loginToken(app, 'alles@inboxfactuur.test');
    const xml = readFileSync(ENERGY_E_INVOICE_URL);
    // The fixture's seller and delivery location, so the e-invoice becomes a whole invoice.
    await createSupplier(db, { name: 'Voorbeeld Energie B.V.' });
    const connection = await createConnection(db, { customerId: bakker.id, ean: '871600001234567895' });
    const mail = await message(bakker.id, [
      { name: 'factuur-2026-03.pdf', type: 'application/pdf', bytes: MINIMAL_PDF },
      { name: 'factuur.xml', type: 'application/xml', bytes: xml },
      { name: 'notitie.txt', type: 'text/plain', bytes: Buffer.from('geen factuur') },
    ]);
    const [pdf, ubl, txt] = mail.attachments;
    const url = (attachmentId: number, id = mail.id) =>
      `/api/v3/inbox/${id}/attachments/${attachmentId}/invoice`;

    // Another customer's conversation for an admin who acts for `other` only: 404, nothing changed.
    const importsBefore = await db.$count(invoiceImports);
    const limitedToken = await loginToken(app, 'beperkt@inboxfactuur.test');
    const foreign = await api(app, { method: 'POST', url: url(pdf!.id), token: limitedToken });
    expect(foreign.statusCode).toBe(404);
    expect(await db.$count(invoiceImports)).toBe(importsBefore);

    // Not a PDF or XML: a Dutch 422, nothing changed.
    const refused = await api(app, { method: 'POST', url: url(txt!.id), token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.attachmentId).toEqual([
      'Alleen een PDF of een e-factuur (XML) kan als factuur worden ingelezen.',
    ]);
    expect(await db.$count(invoiceImports)).toBe(importsBefore);

    // The PDF: a draft invoice of the customer with the PDF in its library.
    const started = await api(app, { method: 'POST', url: url(pdf!.id), token });
    expect(started.statusCode, started.body).toBe(202);
    const { data } = started.json<{ data: { id: number; status: string; customerId: number } }>();
    expect(data).toMatchObject({ status: 'queued', customerId: bakker.id });
    const done = await follow(token, bakker.id, data.id);
    const item = await importedInvoice(app, token, bakker.id, done, {
      name: 'factuur-2026-03.pdf',
      number: 'factuur-2026-03',
    });
    expect(item).toMatchObject({ source: 'pdf', status: 'draft', documentName: 'factuur-2026-03.pdf' });

    // The e-invoice goes through the parser: an answer per file (an invoice, or the Dutch reasons).
    const xmlStarted = await api(app, { method: 'POST', url: url(ubl!.id), token });
    expect(xmlStarted.statusCode).toBe(202);
    const xmlDone = await follow(token, bakker.id, xmlStarted.json<{ data: { id: number } }>().data.id);
    expect(xmlDone.status).toBe('done');
    const eInvoice = await importedInvoice(app, token, bakker.id, xmlDone, {
      name: 'factuur.xml',
      number: '2025-000123',
    });
    // Hand-checked in the fixture: excl. 1,069.03, VAT 224.50, incl. 1,293.53; 5 lines + allowance + charge.
    expect(eInvoice).toMatchObject({
      source: 'e-invoice',
      totalExclVat: '1069.03',
      totalVat: '224.50',
      totalInclVat: '1293.53',
      documentName: 'factuur-2025-000123.pdf',
    });
    expect(eInvoice.lines).toHaveLength(7);
    expect(eInvoice.lines.every((line) => line.connectionId === connection.id)).toBe(true);

    // The same PDF again changes nothing (the import's own rule).
    const count = await db.$count(invoices);
    const again = await api(app, { method: 'POST', url: url(pdf!.id), token });
    const againDone = await follow(token, bakker.id, again.json<{ data: { id: number } }>().data.id);
    expect(againDone.files[0]?.invoiceId).toBe(done.files[0]!.invoiceId);
    expect(await db.$count(invoices)).toBe(count);

    // A conversation without a customer: 422.
    const loose = await message(null, [{ name: 'f.pdf', type: 'application/pdf', bytes: MINIMAL_PDF }]);
    const noCustomer = await api(app, {
      method: 'POST',
      url: url(loose.attachments[0]!.id, loose.id),
      token,
    });
    expect(noCustomer.statusCode).toBe(422);
    expect(noCustomer.json().errors.customerId).toEqual(['Koppel het bericht eerst aan een klant.']);
  });
});
