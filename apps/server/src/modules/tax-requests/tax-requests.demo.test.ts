import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxComplex } from '@energiek/contracts/tax-overview';
import { seedDemo } from '@energiek/db/seed/demo';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// Issue 32: a refund request started from the money finder on /v3/taxes could not be saved for the
// multi-year complexes of the demo customers (422 "De gemeten volumes per jaar tellen niet op tot het
// volume."). Every demo complex must save, at the finder's amount.

let app: TestApp;
let token: string;

// Seeding the demo takes long on a loaded machine.
beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.ctx.db);
  token = await loginToken(app, 'admin@energiek.nl', 'Energiek-2026!');
}, 300_000);
afterAll(() => app?.close());

async function complexes(): Promise<TaxComplex[]> {
  const response = await api(app, { method: 'GET', url: '/api/v3/taxes/complexes', token });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const bodyOf = (complex: TaxComplex, perYear: boolean) => ({
  type: 'complex',
  product: complex.product,
  from: complex.from,
  to: complex.to,
  business: true,
  connections: complex.connections.map((c) => ({
    connectionId: c.connectionId,
    volume: c.volume,
    reduction: c.reduction,
    ...(perYear ? { volumeByYear: c.volumeByYear } : {}),
  })),
});

describe('a request from the money finder, for every demo complex', { timeout: 120_000 }, () => {
  it('saves at the finder’s amount (the volumes per year go along)', async () => {
    const found = await complexes();
    expect(found.length).toBeGreaterThan(0);
    for (const complex of found) {
      expect(Object.keys(complex.connections[0]!.volumeByYear).length).toBeGreaterThan(1);
      const response = await api(app, {
        method: 'POST',
        url: `/api/v3/customers/${complex.customerId}/tax-requests`,
        token,
        payload: bodyOf(complex, true),
      });
      expect(response.statusCode, `${complex.key}: ${response.body}`).toBe(201);
      const saved = response.json().data;
      expect(saved.amount, complex.key).toBe(complex.gain);
      expect(saved.connections.map((c: { volumeByYear: unknown }) => c.volumeByYear)).toEqual(
        [...complex.connections].sort((a, b) => a.ean.localeCompare(b.ean)).map((c) => c.volumeByYear),
      );
    }
  });

  it('also saves with one volume per connection, split over the years by days', async () => {
    for (const complex of await complexes()) {
      const response = await api(app, {
        method: 'POST',
        url: `/api/v3/customers/${complex.customerId}/tax-requests`,
        token,
        payload: bodyOf(complex, false),
      });
      expect(response.statusCode, `${complex.key}: ${response.body}`).toBe(201);
    }
  });
});
