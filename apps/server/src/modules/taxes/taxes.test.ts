import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// POST taxes/calculate on the reference rates the parameters area seeds (DOMAIN.md; 2024 verified).
// Every figure below is computed by hand in the comment above it.

let app: TestApp;
let token: string;
// The first run migrates this worker's database: on a busy machine that outlasts the default hook limit.
beforeEach(async () => {
  await app?.close();
  app = await createTestApp();
  await seedReferenceParameters(app.ctx.db);
  await createUser(app.ctx.db, { emailAddress: 'adviseur@energiek.nl', type: 'admin', canSwitch: true });
  token = await loginToken(app, 'adviseur@energiek.nl');
}, 180_000);
afterAll(() => app?.close());

/** `as`: a token, or null for an anonymous call. */
const calculate = (payload: Record<string, unknown>, as: string | null = token) =>
  api(app, { method: 'POST', url: '/api/v3/taxes/calculate', token: as ?? undefined, payload });

const case2024 = { product: 1, from: '2024-01-01', to: '2025-01-01', reduction: false, business: true };

describe('POST taxes/calculate', () => {
  it('10,000 kWh in 2024 with the reduction', async () => {
    // 2,900 × 0.10880 = 315.52; 7,100 × 0.10880 = 772.48; Σ 1,088.00 − 521.81 = 566.19.
    // VAT 566.19 × 0.21 = 118.8999 → 118.90; incl 685.09.
    const response = await calculate({ ...case2024, volume: 10_000, reduction: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      lines: [
        {
          levy: 'eb',
          year: 2024,
          from: '2024-01-01',
          to: '2025-01-01',
          bracketFrom: 0,
          bracketTo: 2900,
          volume: 2900,
          rate: 0.1088,
          amount: 315.52,
        },
        {
          levy: 'eb',
          year: 2024,
          from: '2024-01-01',
          to: '2025-01-01',
          bracketFrom: 2900,
          bracketTo: 10_000,
          volume: 7100,
          rate: 0.1088,
          amount: 772.48,
        },
      ],
      reductionAmount: 521.81,
      totalExclVat: 566.19,
      vatAmount: 118.9,
      totalInclVat: 685.09,
      unverifiedYears: [],
    });
  });

  it('a prior volume moves the start up the ladder; lines are not rounded, totals once', async () => {
    // March–May 2024 after 2,000 kWh: 900 × 0.1088 = 97.92; 7,100 × 0.1088 = 772.48;
    // 2,000 × 0.09037 = 180.74 → 1,051.14; VAT 220.7394 → 220.74; incl 1,271.88.
    const response = await calculate({
      ...case2024,
      from: '2024-03-01',
      to: '2024-06-01',
      volume: 10_000,
      priorVolume: 2000,
    });
    const data = response.json().data;
    expect(data.lines.map((l: { volume: number; amount: number }) => [l.volume, l.amount])).toEqual([
      [900, 97.92],
      [7100, 772.48],
      [2000, 180.74],
    ]);
    expect([data.totalExclVat, data.vatAmount, data.totalInclVat]).toEqual([1051.14, 220.74, 1271.88]);
  });

  it('a period across 1 January: the volume split by days, each year its own ladder and reduction', async () => {
    // 2024-07-01 .. 2025-07-01: 184 + 181 days; 36,500 kWh → 18,400 + 18,100.
    // 2024: 315.52 + 772.48 + 8,400 × 0.09037 (759.108) = 1,847.108
    // 2025: 294.466 + 720.934 + 8,100 × 0.06937 (561.897) = 1,577.297
    // Reduction 521.81 × 184/366 + 524.95 × 181/365 = 262.330710 + 260.317671 = 522.648381 → 522.65
    // Excl 3,424.405 − 522.648381 = 2,901.756619 → 2,901.76; VAT 609.368890 → 609.37; incl 3,511.13.
    const response = await calculate({
      ...case2024,
      from: '2024-07-01',
      to: '2025-07-01',
      volume: 36_500,
      reduction: true,
    });
    const data = response.json().data;
    expect(
      data.lines.map((l: { year: number; volume: number; amount: number }) => [l.year, l.volume, l.amount]),
    ).toEqual([
      [2024, 2900, 315.52],
      [2024, 7100, 772.48],
      [2024, 8400, 759.108],
      [2025, 2900, 294.466],
      [2025, 7100, 720.934],
      [2025, 8100, 561.897],
    ]);
    expect(data).toMatchObject({
      reductionAmount: 522.65,
      totalExclVat: 2901.76,
      vatAmount: 609.37,
      totalInclVat: 3511.13,
      unverifiedYears: [2025],
    });
  });

  it('gas 2024 and the business flag above 10 M kWh', async () => {
    // 200,000 m³: 583.01 + 169,000 × 0.58301 (98,528.69) + 30,000 × 0.22378 (6,713.40) = 105,825.10.
    const gas = (await calculate({ ...case2024, product: 2, volume: 200_000 })).json().data;
    expect([gas.totalExclVat, gas.vatAmount]).toEqual([105_825.1, 22_223.27]);
    // 10,000,100 kWh: 397,031.30 + 100 × 0.00188 = 397,031.488 → .49 (business), × 0.00254 → .554 → .55.
    const business = (await calculate({ ...case2024, volume: 10_000_100 })).json().data;
    const private_ = (await calculate({ ...case2024, volume: 10_000_100, business: false })).json().data;
    expect(business.totalExclVat).toBe(397_031.49);
    expect(private_.totalExclVat).toBe(397_031.55);
  });

  it('glasshouse gas 2024: the reduced rates of the first two brackets, always unverified; gas only', async () => {
    // 200,000 m³ at 0.09365 to 170,000 m³ and 0.08444 to 1 M m³ (PZEM/ENGIE tuinbouw 2024):
    // 15,920.50 + 2,533.20 = 18,453.70; VAT 21 % 3,875.277 → 3,875.28; incl. 22,328.98.
    const response = await calculate({ ...case2024, product: 2, volume: 200_000, glasshouse: true });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect([data.totalExclVat, data.vatAmount, data.totalInclVat]).toEqual([18_453.7, 3_875.28, 22_328.98]);
    expect(data.lines.map((l: { rate: number }) => l.rate)).toEqual([0.09365, 0.09365, 0.08444]);
    expect(data.unverifiedYears).toEqual([2024]);
    const refused = await calculate({ ...case2024, volume: 10_000, glasshouse: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      glasshouse: ['Het verlaagde tarief glastuinbouw geldt alleen voor gas.'],
    });
  });

  it('2022: ODE lines and the 9 % VAT half-year from the seeded VAT periods', async () => {
    // 10,000 kWh: EB 367.90 + ODE 305.00 = 672.90;
    // VAT 672.90 × 181/365 × 21 % + 672.90 × 184/365 × 9 % = 70.0738 + 30.5294 = 100.6032 → 100.60.
    const data = (
      await calculate({ ...case2024, from: '2022-01-01', to: '2023-01-01', volume: 10_000 })
    ).json().data;
    expect(data.lines.map((l: { levy: string; amount: number }) => [l.levy, l.amount])).toEqual([
      ['eb', 367.9],
      ['ode', 305],
    ]);
    expect([data.totalExclVat, data.vatAmount, data.totalInclVat]).toEqual([672.9, 100.6, 773.5]);
  });

  it('a year without rates is a Dutch 422', async () => {
    const response = await calculate({ ...case2024, from: '2019-06-01', to: '2019-07-01', volume: 100 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.from).toEqual(['Voor 2019 zijn geen tarieven bekend']);
  });

  it('refuses bad input with Dutch field errors', async () => {
    const reversed = await calculate({ ...case2024, from: '2024-05-01', to: '2024-04-01', volume: 1 });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['De einddatum moet na de begindatum liggen.']);

    const bad = await calculate({
      product: 3,
      from: '2024-02-30',
      to: 'morgen',
      volume: -1,
      priorVolume: -5,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      product: ['Kies elektriciteit (1) of gas (2).'],
      from: ['Vul een geldige begindatum in (JJJJ-MM-DD).'],
      to: ['Vul een geldige einddatum in (JJJJ-MM-DD).'],
      volume: ['Vul een volume in van 0 of meer.'],
      priorVolume: ['Vul een eerder verbruik in van 0 of meer.'],
    });
    const long = await calculate({ ...case2024, from: '2010-01-01', to: '2025-01-01', volume: 1 });
    expect(long.json().errors.to).toEqual(['Een berekening beslaat hoogstens 10 jaar.']);
  });

  it('needs a session (401) and financial-taxes-heffing:read (403)', async () => {
    expect((await calculate({ ...case2024, volume: 1 }, null)).statusCode).toBe(401);
    const customer = await createCustomer(app.ctx.db, { name: 'Bakkerij Jansen B.V.' });
    const role = await createRole(app.ctx.db, {
      name: 'Zonder belastingen',
      scope: scopeAllowing({ organisation: ['read'] }),
    });
    await createCustomerUser(app.ctx.db, customer.id, 'staf@bakkerij.nl', role.id);
    const staff = await loginToken(app, 'staf@bakkerij.nl');
    expect((await calculate({ ...case2024, volume: 1 }, staff)).statusCode).toBe(403);
  });
});
