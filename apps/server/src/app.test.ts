import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@energiek/contracts/messages';
import { getTestDatabase } from '@energiek/db/testing/test-database';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { api, createTestApp, type TestApp } from './testing/test-app.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('platform', () => {
  // The worker's database starts once (PGlite: seconds on a busy machine) in a hook with its own longer
  // timeout, not inside the first test.
  beforeAll(() => getTestDatabase());

  it('answers unknown API paths with a JSON 404', async () => {
    app = await createTestApp();
    const response = await api(app, { method: 'GET', url: '/api/v3/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('hides the details of a 500', async () => {
    app = await createTestApp({}, (a) => {
      a.get('/api/v3/kapot', { config: { permission: 'public' } }, async () => {
        throw new Error('select * from users -- secret detail at /srv/app.ts:12');
      });
    });
    const response = await api(app, { method: 'GET', url: '/api/v3/kapot' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: MESSAGES.serverError });
    expect(response.body).not.toContain('select');
  });

  it('answers 422 with Dutch field errors for invalid input', async () => {
    app = await createTestApp();
    const response = await api(app, {
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { remember: 'ja' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.remember).toEqual(['Kies ja of nee.']);
  });

  it('refuses to register an API route without a permission', async () => {
    const database = await getTestDatabase();
    const bare = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
    expect(() => bare.get('/api/v3/vergeten', async () => ({}))).toThrow(/declares no permission/);
    await bare.close();
  });

  it('lists every API route with its permission', async () => {
    app = await createTestApp();
    const table = app.routeTable;
    expect(table.length).toBeGreaterThan(10);
    for (const route of table) expect(route.permission).toBeTruthy();
    const find = (method: string, url: string) => table.find((r) => r.method === method && r.url === url);
    expect(find('POST', '/api/v3/auth/login')?.permission).toBe('public');
    expect(find('GET', '/api/v3/auth/profile')?.permission).toBe('authenticated');
    expect(find('GET', '/api/v3/mail-outbox')?.permission).toEqual({ fullAdmin: true });
  });

  it('reports health of process and database', async () => {
    app = await createTestApp();
    const response = await api(app, { method: 'GET', url: '/api/v3/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  it('sends security headers with a strict CSP and a request id', async () => {
    app = await createTestApp();
    const response = await api(app, {
      method: 'GET',
      url: '/api/v3/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('abc-123');
    // plain http (APP_URL http://…): no HSTS and no upgrade-insecure-requests, or the page would be blank
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the app is served over https (APP_URL, or a trusted proxy saying https)', async () => {
    app = await createTestApp({ appUrl: 'https://energiek.example' });
    const direct = await api(app, { method: 'GET', url: '/api/v3/health' });
    expect(direct.headers['strict-transport-security']).toContain('max-age=');
    await app.close();
    app = await createTestApp({ trustProxy: true });
    const proxied = await api(app, {
      method: 'GET',
      url: '/api/v3/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toContain('max-age=');
    const plain = await api(app, {
      method: 'GET',
      url: '/api/v3/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/v3/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v3/auth/login'].post.requestBody).toBeDefined();
  });
});

describe('single-page app hosting', () => {
  function fakeBuild(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'energiek-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    return dir;
  }

  it('answers the app routes with index.html, uncached', async () => {
    app = await createTestApp({ webDist: fakeBuild() });
    for (const url of [
      '/',
      '/login',
      '/reset-password?token=x',
      '/logout',
      '/collectief',
      '/v3',
      '/v3/customers/12',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    app = await createTestApp({ webDist: fakeBuild() });
    const response = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed copy a browser accepts, and the original to others', async () => {
    const dir = fakeBuild();
    const script = 'console.log("energiek");\n'.repeat(200);
    const file = path.join(dir, 'assets', 'app-XyZ789.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    writeFileSync(
      path.join(dir, 'index.html.br'),
      brotliCompressSync('<!doctype html><div id="root"></div>'),
    );
    app = await createTestApp({ webDist: dir });
    const url = '/assets/app-XyZ789.js';

    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const page = await app.inject({ method: 'GET', url: '/v3', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown pages on the SPA with status 404 and API paths JSON', async () => {
    app = await createTestApp({ webDist: fakeBuild() });
    const page = await app.inject({ method: 'GET', url: '/onbekend' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    const apiPath = await app.inject({ method: 'GET', url: '/api/v3/onbekend' });
    expect(apiPath.json()).toEqual({ message: MESSAGES.notFound });
  });
});
