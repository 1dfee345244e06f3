import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMS_IMPORT_MESSAGES, type EmsImportItem, type ImportPreview } from '@energiek/contracts/ems-import';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { api, createTestApp, loginToken, type TestApp } from '../../../testing/test-app.ts';
import { fileUpload } from '../../../testing/multipart.ts';

// Uploads that must answer (issue 33): a preview of a CSV larger than the multipart stream's buffers
// (the web sends the first 256 kB), and a multipart body cut off mid-way over a real socket.

let app: TestApp;
let token: string;
let customerId: number;
let ean: string;

beforeAll(async () => {
  app = await createTestApp({ databaseUrl: process.env.DATABASE_URL, uploadIdleMs: 1500 });
  const customer = await createCustomer(app.ctx.db, { name: 'Upload B.V.', modules: ['ems'] });
  customerId = customer.id;
  ean = (await createConnection(app.ctx.db, { customerId })).ean;
  await createUser(app.ctx.db, {
    emailAddress: 'upload-admin@energiek.test',
    type: 'admin',
    modules: ['ems'],
  });
  token = await loginToken(app, 'upload-admin@energiek.test');
  await app.ctx.jobs.start();
  // Over a real socket: inject hands the route the whole body at once, which hid the hang.
  await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => app?.close());

/** A long-layout CSV of about `bytes` bytes: quarters of successive days. */
function csvOf(bytes: number): Buffer {
  const lines = ['EAN;Datum;Tijd;Waarde'];
  let size = lines[0]!.length + 1;
  for (let i = 0; size < bytes; i++) {
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 96) * 86_400_000).toISOString().slice(0, 10);
    const minute = (i % 96) * 15;
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const line = `${ean};${day};${time};0,25`;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(lines.join('\n') + '\n');
}

const csvUpload = (fileName: string, bytes: Buffer) => fileUpload(fileName, bytes, { type: 'text/csv' });

const previewUrl = () => `/api/v3/customers/${customerId}/ems/imports/preview`;

/** Sends raw bytes over a socket and resolves with the status line (or 'no answer' after `waitMs`). */
async function rawRequest(head: string, body: Buffer, waitMs: number): Promise<string> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, waitMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(answer.split('\r\n')[0]!);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer ? answer.split('\r\n')[0]! : 'closed');
    });
    socket.write(head);
    socket.write(body);
  });
}

describe('EMS import uploads', () => {
  it('answers the preview of a 400 kB CSV (and of 140 kB, 1 MB)', async () => {
    for (const size of [140_000, 400_000, 1_000_000]) {
      const { payload, headers } = csvUpload('groot.csv', csvOf(size));
      const { port } = app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${previewUrl()}`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status, `${size} bytes`).toBe(200);
      const preview = ((await response.json()) as { data: ImportPreview }).data;
      expect(preview.header).toEqual(['EAN', 'Datum', 'Tijd', 'Waarde']);
    }
  }, 60_000);

  it('answers a cut-off multipart body with a 4xx instead of holding the socket', async () => {
    const { payload, headers } = csvUpload('half.csv', csvOf(400_000));
    const half = payload.subarray(0, payload.length / 2);
    const head =
      `POST ${previewUrl()} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `X-Requested-With: XMLHttpRequest\r\nContent-Type: ${headers['content-type']}\r\n` +
      `Content-Length: ${payload.length}\r\n\r\n`;
    const status = await rawRequest(head, half, 8000);
    expect(status).toMatch(/^HTTP\/1\.1 4\d\d/);
    // A header-only request that never sends its body is ended too.
    const none = await rawRequest(head, Buffer.alloc(0), 8000);
    expect(none).toMatch(/^HTTP\/1\.1 4\d\d/);
  }, 30_000);

  it('says that a file of a header alone held no rows (instead of done 0/0/0 without a word)', async () => {
    const response = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${customerId}/ems/imports`,
      token,
      ...csvUpload('kop.csv', Buffer.from('EAN;Datum;Tijd;Waarde\n')),
    });
    expect(response.statusCode).toBeLessThan(300);
    const id = response.json<{ data: { id: number } }>().data.id;
    let item: EmsImportItem;
    for (;;) {
      const read = await api(app, {
        method: 'GET',
        url: `/api/v3/customers/${customerId}/ems/imports/${id}`,
        token,
      });
      item = read.json<{ data: EmsImportItem }>().data;
      if (item.status === 'done' || item.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(item).toMatchObject({ rowsRead: 0, rowsImported: 0, rowsRejected: 0 });
    expect(item.errors.map((error) => error.message)).toEqual([EMS_IMPORT_MESSAGES.noRows]);
  }, 30_000);
});
