import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { SESSION_COOKIE } from '@energiek/contracts/constants';
import { formatFileSize, sanitiseFileName } from '@energiek/contracts/library';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { auditLog, documents } from '@energiek/db/schema/index';
import { whileAuditRefused } from '../../testing/refuse-audit.ts';
import { MINIMAL_PDF } from '../../testing/invoice-import.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { multipart, type MultipartPart } from '../../testing/multipart.ts';
import { countDocuments } from './library.repository.ts';
import { contentDisposition } from '../../lib/storage/send-file.ts';

let app: TestApp;
let dataDir: string;
beforeEach(async () => {
  await app?.close();
  dataDir = await mkdtemp(path.join(tmpdir(), 'energiek-documents-'));
  app = await createTestApp({ dataDir });
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));
afterAll(() => app?.close());

/** A minimal valid PDF: header, one empty page, cross-reference table and trailer. */
const PDF = MINIMAL_PDF;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Part = MultipartPart;

const upload = (customerId: number, token: string | undefined, parts: Part[]) =>
  api(app, { method: 'POST', url: `/api/v3/customers/${customerId}/documents`, token, ...multipart(parts) });

const pdfPart = (fileName = 'Energiecontract 2026.pdf', bytes = PDF): Part => ({
  name: 'file',
  fileName,
  type: 'application/pdf',
  bytes,
});

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'documents');
  const found: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (entry.isFile()) found.push(entry.name);
  }
  return found;
}

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
  const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
  const reading = await createRole(db, {
    name: 'Documenten lezen',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-documents': ['read'] }),
  });
  const writing = await createRole(db, {
    name: 'Documenten beheer',
    scope: scopeAllowing({ organisation: ['read'], 'organisation-documents': ['read', 'write'] }),
  });
  const admin = await createUser(db, {
    emailAddress: 'beheer@energiek.nl',
    firstName: 'Anna',
    lastName: 'de Boer',
  });
  await createCustomerUser(db, bakker.id, 'lezer@bakkerij.nl', reading.id);
  await createCustomerUser(db, bakker.id, 'schrijver@bakkerij.nl', writing.id);
  await createCustomerUser(db, hotel.id, 'schrijver@hotel.nl', writing.id);
  return { bakker, hotel, admin };
}

describe('customer library', () => {
  it('uploads, lists, shows, downloads, renames, moves and deletes a file', async () => {
    const { bakker, admin } = await fixture();
    const token = await loginToken(app, 'beheer@energiek.nl');

    const created = await upload(bakker.id, token, [{ name: 'folder', value: ' Contracten ' }, pdfPart()]);
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      customerId: bakker.id,
      folder: 'Contracten',
      fileName: 'Energiecontract 2026.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedBy: { id: admin.id, name: 'Anna de Boer' },
    });
    const [row] = await app.ctx.db.select().from(documents).where(eq(documents.id, item.id));
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedFiles()).toEqual([row?.storageKey]);

    await upload(bakker.id, token, [
      { name: 'folder', value: 'Rapportages/2026' },
      { name: 'file', fileName: 'meter.png', bytes: PNG },
    ]);
    await upload(bakker.id, token, [pdfPart('Factuur januari.pdf')]);

    const list = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/documents?sort=fileName`,
      token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 3 });
    expect(list.json().data.map((d: { fileName: string }) => d.fileName)).toEqual([
      'Energiecontract 2026.pdf',
      'Factuur januari.pdf',
      'meter.png',
    ]);
    const filtered = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/documents?folder=Overig&q=januari`,
      token,
    });
    expect(filtered.json().data.map((d: { fileName: string }) => d.fileName)).toEqual([
      'Factuur januari.pdf',
    ]);
    const folders = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/documents/folders`,
      token,
    });
    expect(folders.json().data).toEqual([
      { folder: 'Contracten', count: 1 },
      { folder: 'Overig', count: 1 },
      { folder: 'Rapportages/2026', count: 1 },
    ]);
    expect(await countDocuments(app.ctx.db, bakker.id)).toBe(3);

    const one = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/documents/${item.id}`,
      token,
    });
    expect(one.json().data.fileName).toBe('Energiecontract 2026.pdf');

    const download = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/documents/${item.id}/download`,
      token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Energiecontract 2026.pdf"; filename*=UTF-8''Energiecontract%202026.pdf`,
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // Renaming keeps the extension; moving normalises the folder path.
    const renamed = await api(app, {
      method: 'PATCH',
      url: `/api/v3/customers/${bakker.id}/documents/${item.id}`,
      token,
      payload: { fileName: 'Contract café', folder: 'Contracten / Getekend' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      fileName: 'Contract café.pdf',
      folder: 'Contracten/Getekend',
    });
    const again = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/documents/${item.id}/download`,
      token,
    });
    expect(again.headers['content-disposition']).toBe(
      `attachment; filename="Contract cafe.pdf"; filename*=UTF-8''Contract%20caf%C3%A9.pdf`,
    );

    const invalid = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${bakker.id}/documents/${item.id}`,
      token,
      payload: { fileName: '  ', folder: ' / .. / ' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      fileName: ['Vul een bestandsnaam in.'],
      folder: ['Vul een geldige map in (maximaal 100 tekens).'],
    });

    const removed = await api(app, {
      method: 'DELETE',
      url: `/api/v3/customers/${bakker.id}/documents/${item.id}`,
      token,
    });
    expect(removed.statusCode).toBe(204);
    expect(await storedFiles()).not.toContain(row?.storageKey);
    expect(await storedFiles()).toHaveLength(2);
    const gone = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/documents/${item.id}/download`,
      token,
    });
    expect(gone.statusCode).toBe(404);

    const events = await app.ctx.db.select({ event: auditLog.event }).from(auditLog);
    const names = events.map((e) => e.event);
    expect(names.filter((e) => e === 'documents.uploaded')).toHaveLength(3);
    expect(names).toContain('documents.updated');
    expect(names).toContain('documents.deleted');
    expect(names).toContain('documents.downloaded');
  });

  it('commits each write with its audit: a failing audit leaves rows and stored files as they were', async () => {
    const { bakker } = await fixture();
    const token = await loginToken(app, 'beheer@energiek.nl');
    const db = app.ctx.db;
    const refused = await whileAuditRefused(db, 'documents.uploaded', () =>
      upload(bakker.id, token, [pdfPart()]),
    );
    expect(refused.statusCode).toBe(500);
    expect(await db.select().from(documents)).toEqual([]);
    expect(await storedFiles()).toEqual([]);

    const item = (await upload(bakker.id, token, [pdfPart()])).json().data;
    const before = await db.select().from(documents);
    const url = `/api/v3/customers/${bakker.id}/documents/${item.id}`;
    const rename = () =>
      api(app, { method: 'PATCH', url, token, payload: { fileName: 'Nieuw', folder: 'Archief' } });
    expect((await whileAuditRefused(db, 'documents.updated', rename)).statusCode).toBe(500);
    expect(await db.select().from(documents)).toEqual(before);
    const remove = () => api(app, { method: 'DELETE', url, token });
    expect((await whileAuditRefused(db, 'documents.deleted', remove)).statusCode).toBe(500);
    expect(await db.select().from(documents)).toEqual(before);
    expect(await storedFiles()).toEqual([before[0]?.storageKey]);

    expect((await rename()).json().data).toMatchObject({ fileName: 'Nieuw.pdf', folder: 'Archief' });
    expect((await remove()).statusCode).toBe(204);
    expect(await storedFiles()).toEqual([]);
    const events = await db.select({ event: auditLog.event }).from(auditLog);
    expect(events.map((e) => e.event).filter((e) => e.startsWith('documents.'))).toEqual([
      'documents.uploaded',
      'documents.updated',
      'documents.deleted',
    ]);
  });

  it('refuses files over 20 MB and files whose bytes do not match an allowed type, storing nothing', async () => {
    const { bakker } = await fixture();
    const token = await loginToken(app, 'beheer@energiek.nl');
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const tooLarge = await upload(bakker.id, token, [pdfPart('groot.pdf', big)]);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toEqual({
      message: 'Het bestand is te groot (maximaal 20 MB).',
      errors: { file: ['Het bestand is te groot (maximaal 20 MB).'] },
    });

    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary'),
      Buffer.alloc(200),
    ]);
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    const refused: Part[] = [
      { name: 'file', fileName: 'setup.exe', bytes: exe },
      { name: 'file', fileName: 'factuur.pdf', type: 'application/pdf', bytes: exe },
      { name: 'file', fileName: 'factuur.pdf', type: 'application/pdf', bytes: html },
      { name: 'file', fileName: 'notities.txt', type: 'text/plain', bytes: html },
      { name: 'file', fileName: 'foto.png', type: 'image/png', bytes: PDF },
      { name: 'file', fileName: 'geen-extensie', bytes: PDF },
    ];
    for (const part of refused) {
      const response = await upload(bakker.id, token, [part]);
      expect(response.statusCode, 'fileName' in part ? part.fileName : '').toBe(422);
      expect(response.json().errors.file).toEqual(['Dit bestandstype is niet toegestaan.']);
    }
    const empty = await upload(bakker.id, token, [pdfPart('leeg.pdf', Buffer.alloc(0))]);
    expect(empty.json().errors.file).toEqual(['Het bestand is leeg.']);
    const none = await upload(bakker.id, token, [{ name: 'folder', value: 'Contracten' }]);
    expect(none.json().errors.file).toEqual(['Kies een bestand.']);
    const json = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${bakker.id}/documents`,
      token,
      payload: {},
    });
    expect(json.statusCode).toBe(422);

    // A text file is fine, served as text/plain.
    const text = await upload(bakker.id, token, [
      { name: 'file', fileName: 'meterstanden.csv', bytes: Buffer.from('ean;stand\n871;1234\n') },
    ]);
    expect(text.statusCode).toBe(201);
    expect(text.json().data.contentType).toBe('text/csv');

    expect(await app.ctx.db.select().from(documents)).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('enforces organisation-documents read/write and answers 404 for another customer, changing nothing', async () => {
    const { bakker, hotel } = await fixture();
    const admin = await loginToken(app, 'beheer@energiek.nl');
    const item = (await upload(bakker.id, admin, [pdfPart()])).json().data;
    const hotelItem = (await upload(hotel.id, admin, [pdfPart('Hotel.pdf')])).json().data;
    const url = `/api/v3/customers/${bakker.id}/documents`;

    const reader = await loginToken(app, 'lezer@bakkerij.nl');
    expect((await api(app, { method: 'GET', url, token: reader })).statusCode).toBe(200);
    expect(
      (await api(app, { method: 'GET', url: `${url}/${item.id}/download`, token: reader })).statusCode,
    ).toBe(200);
    expect((await upload(bakker.id, reader, [pdfPart()])).statusCode).toBe(403);
    expect(
      (
        await api(app, {
          method: 'PATCH',
          url: `${url}/${item.id}`,
          token: reader,
          payload: { fileName: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await api(app, { method: 'DELETE', url: `${url}/${item.id}`, token: reader })).statusCode).toBe(
      403,
    );

    const writer = await loginToken(app, 'schrijver@bakkerij.nl');
    expect((await upload(bakker.id, writer, [pdfPart('Van de klant.pdf')])).statusCode).toBe(201);
    // Another customer's document through this customer's URL, and this customer's URL for other staff.
    for (const request of [
      { method: 'GET' as const, url: `${url}/${hotelItem.id}` },
      { method: 'GET' as const, url: `${url}/${hotelItem.id}/download` },
      { method: 'PATCH' as const, url: `${url}/${hotelItem.id}`, payload: { fileName: 'Gekaapt' } },
      { method: 'DELETE' as const, url: `${url}/${hotelItem.id}` },
    ]) {
      expect((await api(app, { ...request, token: writer })).statusCode, request.method).toBe(404);
    }
    const hotelStaff = await loginToken(app, 'schrijver@hotel.nl');
    expect((await api(app, { method: 'GET', url, token: hotelStaff })).statusCode).toBe(404);
    expect(
      (await api(app, { method: 'GET', url: `${url}/${item.id}/download`, token: hotelStaff })).statusCode,
    ).toBe(404);
    expect((await upload(bakker.id, hotelStaff, [pdfPart()])).statusCode).toBe(404);
    expect(
      (await api(app, { method: 'DELETE', url: `${url}/${item.id}`, token: hotelStaff })).statusCode,
    ).toBe(404);
    expect((await api(app, { method: 'GET', url })).statusCode).toBe(401);

    const rows = await app.ctx.db.select().from(documents).orderBy(documents.id);
    expect(rows.map((r) => r.fileName)).toEqual([
      'Energiecontract 2026.pdf',
      'Hotel.pdf',
      'Van de klant.pdf',
    ]);
    expect(await storedFiles()).toHaveLength(3);
  });

  it('serves a download to the session cookie the browser sends when following a link', async () => {
    const { bakker } = await fixture();
    const token = await loginToken(app, 'beheer@energiek.nl');
    const item = (await upload(bakker.id, token, [pdfPart('Offerte €.pdf')])).json().data;
    const download = await app.inject({
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/documents/${item.id}/download`,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Offerte _.pdf"; filename*=UTF-8''Offerte%20%E2%82%AC.pdf`,
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/v3/customers/${bakker.id}/documents/${item.id}/download`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('library helpers', () => {
  it('sanitises file names and formats sizes the Dutch way', () => {
    expect(sanitiseFileName('C:\\Users\\jan\\..\\Factuur: "maart"?.pdf')).toBe('Factuur_ _maart__.pdf');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('..\u0000.pdf')).toBe('pdf');
    expect(sanitiseFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1_258_291)).toBe('1,2 MB');
    expect(formatFileSize(12_800)).toBe('13 kB');
    expect(contentDisposition('a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});
