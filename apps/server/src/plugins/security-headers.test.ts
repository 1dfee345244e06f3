import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase } from '@energiek/db/testing/test-database';
import { api, createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

// Exactly what @fastify/helmet 13.2 (helmet 8.3) sent with our options, recorded before the headers were
// computed once per process: the same names and values, on routes and on the 404 answer.
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self';" +
    "connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  beforeAll(() => getTestDatabase());

  it('sends helmet’s set with our CSP on a route and on a 404, and no HSTS on plain http', async () => {
    app = await createTestApp();
    for (const url of ['/api/v3/health', '/api/v3/bestaat-niet']) {
      const response = await api(app, { method: 'GET', url });
      expect(response.headers).toMatchObject(EXPECTED);
      const names = Object.keys(response.headers).filter(
        (name) => !['content-type', 'content-length', 'date', 'connection', 'x-request-id'].includes(name),
      );
      expect(names.sort()).toEqual(Object.keys(EXPECTED).sort());
    }
  });

  it('adds HSTS when APP_URL is https', async () => {
    app = await createTestApp({ appUrl: 'https://energiek.example' });
    const response = await api(app, { method: 'GET', url: '/api/v3/health' });
    expect(response.headers).toMatchObject(EXPECTED);
    expect(response.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });
});
