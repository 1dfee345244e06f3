import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parameters } from '@energiek/db/schema/index';
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
    expect(years[0]?.ode[0]).toEqual({ from: 0, to: 170_000, rate: '0.0865' });
    expect(years.every((y) => y.reductionPerConnection === '0')).toBe(true);
    expect(years[1]?.verified).toBe(false);
    const [electricity2022] = await loadEnergyTaxYears(app.ctx, 1, [2022]);
    expect(electricity2022?.ode.map((b) => b.rate)).toEqual(['0.0305', '0.0418', '0.0229', '0.0005']);
    expect(await loadEnergyTaxYears(app.ctx, 1, [])).toEqual([]);
  });
});

describe('loadVatPeriods', () => {
  it('answers 21 % (2021 and the first half of 2022), the 9 % half-year 2022 and open 21 %, with exclusive ends', async () => {
    expect(await loadVatPeriods(app.ctx)).toEqual([
      { from: '2021-01-01', to: '2022-01-01', rate: '21' },
      { from: '2022-01-01', to: '2022-07-01', rate: '21' },
      { from: '2022-07-01', to: '2023-01-01', rate: '9' },
      { from: '2023-01-01', to: null, rate: '21' },
    ]);
  });
});

describe('seedReferenceParameters on a database of an earlier release', () => {
  const reduction2023 = () =>
    app.ctx.db.select().from(parameters).where(eq(parameters.naturalKey, 'tax-reduction|2023'));

  it('corrects a row still holding the figure shipped wrong (2023 reduction incl. VAT), leaves an edited one', async () => {
    await app.ctx.db
      .update(parameters)
      .set({ values: { amount: '596.86' }, source: null, verified: false, note: null })
      .where(eq(parameters.naturalKey, 'tax-reduction|2023'));
    expect(await seedReferenceParameters(app.ctx.db)).toBe(0);
    const [fixed] = await reduction2023();
    expect(fixed?.values).toEqual({ amount: '493.27' });
    expect(fixed?.verified).toBe(true);
    expect(fixed?.source).toMatch(/Tabellen tarieven milieubelastingen" 2023/);

    // An admin's own figure (no source either) is theirs: the seed does not overwrite it.
    await app.ctx.db
      .update(parameters)
      .set({ values: { amount: '500.00' }, source: null })
      .where(eq(parameters.naturalKey, 'tax-reduction|2023'));
    await seedReferenceParameters(app.ctx.db);
    const [edited] = await reduction2023();
    expect(edited?.values).toEqual({ amount: '500.00' });
    expect(edited?.source).toBeNull();
  });

  it('corrects a row the last release seeded with its source (gas 2023 > 10 M m³ 0.03916 → 0.03919, Meijburg Pro Memorie 2023/Promemorie 2024) and verifies it; an admin-sourced row stays', async () => {
    const gas2023 = async () =>
      (await app.ctx.db.select().from(parameters).where(eq(parameters.naturalKey, 'energy-tax|2|2023')))[0];
    const reference = await gas2023();
    const session4 = {
      brackets: [
        { from: 0, to: 170_000, rate: '0.48980', rateNonBusiness: null },
        { from: 170_000, to: 1_000_000, rate: '0.09621', rateNonBusiness: null },
        { from: 1_000_000, to: 10_000_000, rate: '0.05109', rateNonBusiness: null },
        { from: 10_000_000, to: null, rate: '0.03916', rateNonBusiness: null },
      ],
    };
    await app.ctx.db
      .update(parameters)
      .set({ values: session4, verified: false, note: 'oud' })
      .where(eq(parameters.naturalKey, 'energy-tax|2|2023'));
    await seedReferenceParameters(app.ctx.db);
    const fixed = await gas2023();
    expect((fixed?.values as typeof session4).brackets[3]?.rate).toBe('0.03919');
    expect(fixed?.verified).toBe(true);
    expect(fixed?.source).toBe(reference?.source);
    expect(fixed?.note).toMatch(/Pro Memorie 2023/);

    // The same wrong figure under an admin's own source is the admin's: left alone.
    await app.ctx.db
      .update(parameters)
      .set({ values: session4, verified: false, source: 'Eigen controle', note: null })
      .where(eq(parameters.naturalKey, 'energy-tax|2|2023'));
    await seedReferenceParameters(app.ctx.db);
    const kept = await gas2023();
    expect((kept?.values as typeof session4).brackets[3]?.rate).toBe('0.03916');
    expect(kept?.source).toBe('Eigen controle');
  });

  it('adds a year the database lacks (2021) without touching the others', async () => {
    await app.ctx.db.delete(parameters).where(eq(parameters.naturalKey, 'energy-tax|1|2021'));
    expect(await seedReferenceParameters(app.ctx.db)).toBe(1);
    const [year2021] = await loadEnergyTaxYears(app.ctx, 1, [2021]);
    expect(year2021?.brackets[0]?.rate).toBe('0.09428');
    expect(year2021?.reductionPerConnection).toBe('461.62');
    expect(year2021?.verified).toBe(false);
  });
});
