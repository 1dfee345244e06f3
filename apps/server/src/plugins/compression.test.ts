import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { api, createTestApp, loginToken, type TestApp } from '../testing/test-app.ts';
import { COMPRESSION_THRESHOLD } from './compression.ts';

// JSON answers are compressed by Accept-Encoding above the threshold; small answers and downloads are not.

let app: TestApp;
let dataDir: string;
let token: string;
let customerId: number;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'energiek-compression-'));
  app = await createTestApp({ dataDir });
  for (let i = 0; i < 40; i++) {
    const customer = await createCustomer(app.ctx.db, { name: `Klant ${String(i).padStart(2, '0')} B.V.` });
    customerId = customer.id;
  }
  await createUser(app.ctx.db, { emailAddress: 'beheer@energiek.nl', type: 'admin', canSwitch: true });
  token = await loginToken(app, 'beheer@energiek.nl');
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  api(app, {
    method: 'GET',
    url,
    token,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

type List = { data: { name: string }[]; meta: { total: number } };

describe('response compression', () => {
  it('sends a large list in brotli when the client accepts it, and the same JSON comes out', async () => {
    const plain = await get('/api/v3/customers?limit=100');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.json<List>().data).toHaveLength(40);

    const br = await get('/api/v3/customers?limit=100', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip, and to none for a client that accepts neither', async () => {
    const gzip = await get('/api/v3/customers?limit=100', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).data).toHaveLength(40);

    const identity = await get('/api/v3/customers?limit=100', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json<List>().data).toHaveLength(40);
  });

  it('leaves an answer below the threshold as it is', async () => {
    const small = await get('/api/v3/customers?limit=1', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json<List>().data).toHaveLength(1);
  });

  it('sends a download as stored, with its length, even when it is compressible text', async () => {
    const csv = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `regel ${i};${i * 3};energie`).join('\r\n'),
      'utf8',
    );
    expect(csv.length).toBeGreaterThan(COMPRESSION_THRESHOLD * 4);
    const boundary = '----energiekcompression';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="verbruik.csv"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      csv,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${customerId}/documents`,
      token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json<{ data: { id: number } }>().data;

    const download = await get(`/api/v3/customers/${customerId}/documents/${id}/download`, 'br, gzip');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.headers['content-length']).toBe(String(csv.length));
    expect(download.rawPayload.equals(csv)).toBe(true);
  });
});
