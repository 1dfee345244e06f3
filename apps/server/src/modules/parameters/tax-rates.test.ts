import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadEnergyTaxYears, loadVatPeriods } from './tax-rates.ts';

// The energy-tax engine's input, read from the seeded reference parameters (DOMAIN.md figures).

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  expect(await seedReferenceParameters(app.ctx.db)).toBeGreaterThan(0);
  expect(await seedReferenceParameters(app.ctx.db)).toBe(0); // once only
});
afterAll(() => app?.close());

describe('loadEnergyTaxYears', () => {
  it('answers electricity 2024 with its brackets, the reduction and no ODE', async () => {
    const [year] = await loadEnergyTaxYears(app.ctx, 1, [2024]);
    expect(year).toEqual({
      year: 2024,
      product: 1,
      brackets: [
        { from: 0, to: 2900, rate: '0.10880' },
        { from: 2900, to: 10_000, rate: '0.10880' },
        { from: 10_000, to: 50_000, rate: '0.09037' },
        { from: 50_000, to: 10_000_000, rate: '0.03943' },
        { from: 10_000_000, to: null, rate: '0.00188', rateNonBusiness: '0.00254' },
      ],
      ode: [],
      reductionPerConnection: '521.81',
      verified: true,
    });
  });

  it('adds the 2022 ODE brackets, gives gas no reduction, marks unverified years and skips missing ones', async () => {
    const years = await loadEnergyTaxYears(app.ctx, 2, [2026, 2022, 2019, 2022]);
    expect(years.map((y) => y.year)).toEqual([2022, 2026]);
    expect(years[0]?.ode[0]).toEqual({ from: 0, to: 170_000, rate: '0.0851' });
    expect(years.every((y) => y.reductionPerConnection === '0')).toBe(true);
    expect(years[1]?.verified).toBe(false);
    const [electricity2022] = await loadEnergyTaxYears(app.ctx, 1, [2022]);
    expect(electricity2022?.ode.map((b) => b.rate)).toEqual(['0.0305', '0.0418', '0.0229', '0.0005']);
    expect(await loadEnergyTaxYears(app.ctx, 1, [])).toEqual([]);
  });
});

describe('loadVatPeriods', () => {
  it('answers 21 %, the 9 % half-year 2022 and open 21 %, with exclusive ends', async () => {
    expect(await loadVatPeriods(app.ctx)).toEqual([
      { from: '2022-01-01', to: '2022-07-01', rate: '21' },
      { from: '2022-07-01', to: '2023-01-01', rate: '9' },
      { from: '2023-01-01', to: null, rate: '21' },
    ]);
  });
});
