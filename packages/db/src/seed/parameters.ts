import { inArray } from 'drizzle-orm';
import { parameterBodySchema, type ParameterBody } from '@energiek/contracts/parameters';
import type { Executor as Database } from '../client.ts';
import { parameterRowOf } from '../parameter-rows.ts';
import { parameters } from '../schema/parameters.ts';

// Parameters seed. Reference data (energy tax, ODE, tax reduction, VAT 2022–2026, DOMAIN.md) is real and
// goes into every database on its first start (production too): `seedReferenceParameters`. Figures that
// DOMAIN.md marks *(verify)* or does not give are seeded with verified = false and a note saying what an
// admin must check against the Belastingdienst table "Tabellen tarieven milieubelastingen". The demo data
// set adds clearly marked demo grid tariffs and a demo forward-price series (`demoParameterBodies`).

type Brackets = [from: number, to: number | null, rate: string, rateNonBusiness?: string][];

const brackets = (list: Brackets) =>
  list.map(([from, to, rate, rateNonBusiness]) => ({
    from,
    to,
    rate,
    rateNonBusiness: rateNonBusiness ?? null,
  }));

const CHECK = 'Controleer tegen de tabel "Tabellen tarieven milieubelastingen" van de Belastingdienst.';
const NOT_IN_DOMAIN = `Niet geverifieerd: waarden uit een secundaire bron. ${CHECK}`;

const electricity = (
  year: number,
  list: Brackets,
  verified: boolean,
  note: string | null = null,
): ParameterBody => ({
  kind: 'energy-tax',
  product: 1,
  year,
  brackets: brackets(list),
  verified,
  note,
});
const gas = (year: number, list: Brackets, verified: boolean, note: string | null = null): ParameterBody => ({
  kind: 'energy-tax',
  product: 2,
  year,
  brackets: brackets(list),
  verified,
  note,
});

const M = 1_000_000;

/** Energy tax, ODE, tax reduction and VAT, 2022–2026 (DOMAIN.md "Energy tax"). */
export const REFERENCE_PARAMETERS: ParameterBody[] = [
  // Electricity €/kWh.
  electricity(
    2022,
    [
      [0, 10_000, '0.03679'],
      [10_000, 50_000, '0.04361'],
      [50_000, 10 * M, '0.01189'],
      [10 * M, null, '0.00057'],
    ],
    false,
    `Het niet-zakelijke tarief boven 10 miljoen kWh ontbreekt (nu gelijk aan het zakelijke). ${CHECK}`,
  ),
  electricity(
    2023,
    [
      [0, 10_000, '0.12599'],
      [10_000, 50_000, '0.10046'],
      [50_000, 10 * M, '0.03942'],
      [10 * M, null, '0.00116', '0.00175'],
    ],
    false,
    NOT_IN_DOMAIN,
  ),
  electricity(
    2024,
    [
      [0, 2_900, '0.10880'],
      [2_900, 10_000, '0.10880'],
      [10_000, 50_000, '0.09037'],
      [50_000, 10 * M, '0.03943'],
      [10 * M, null, '0.00188', '0.00254'],
    ],
    true,
  ),
  electricity(
    2025,
    [
      [0, 2_900, '0.10154'],
      [2_900, 10_000, '0.10154'],
      [10_000, 50_000, '0.06937'],
      [50_000, 10 * M, '0.03868'],
      [10 * M, null, '0.00188', '0.00254'],
    ],
    false,
    `Niet geverifieerd: de schijven vanaf 10.000 kWh; boven 10 miljoen kWh is overgenomen uit 2024. ${CHECK}`,
  ),
  electricity(
    2026,
    [
      [0, 2_900, '0.09161'],
      [2_900, 10_000, '0.09161'],
      [10_000, 50_000, '0.06671'],
      [50_000, 10 * M, '0.03735'],
      [10 * M, null, '0.00188', '0.00254'],
    ],
    false,
    `Niet geverifieerd: de schijven vanaf 10.000 kWh; boven 10 miljoen kWh is overgenomen uit 2024. ${CHECK}`,
  ),
  // Gas €/m³.
  gas(
    2022,
    [
      [0, 170_000, '0.36322'],
      [170_000, M, '0.06632'],
      [M, 10 * M, '0.02417'],
      [10 * M, null, '0.01321'],
    ],
    false,
    NOT_IN_DOMAIN,
  ),
  gas(
    2023,
    [
      [0, 170_000, '0.48980'],
      [170_000, M, '0.09621'],
      [M, 10 * M, '0.05230'],
      [10 * M, null, '0.03916'],
    ],
    false,
    NOT_IN_DOMAIN,
  ),
  gas(
    2024,
    [
      [0, 1_000, '0.58301'],
      [1_000, 170_000, '0.58301'],
      [170_000, M, '0.22378'],
      [M, 10 * M, '0.12855'],
      [10 * M, null, '0.04886'],
    ],
    true,
  ),
  gas(
    2025,
    [
      [0, 1_000, '0.57820'],
      [1_000, 170_000, '0.57820'],
      [170_000, M, '0.31570'],
      [M, 10 * M, '0.20350'],
      [10 * M, null, '0.05390'],
    ],
    true,
  ),
  gas(
    2026,
    [
      [0, 1_000, '0.60066'],
      [1_000, 170_000, '0.60066'],
      [170_000, M, '0.31570'],
      [M, 10 * M, '0.20350'],
      [10 * M, null, '0.05390'],
    ],
    false,
    `Niet geverifieerd: de schijven vanaf 170.000 m³ zijn overgenomen uit 2025. ${CHECK}`,
  ),
  // ODE (opslag duurzame energie), a separate levy up to 2022.
  {
    kind: 'ode',
    product: 1,
    year: 2022,
    brackets: brackets([
      [0, 10_000, '0.0305'],
      [10_000, 50_000, '0.0418'],
      [50_000, 10 * M, '0.0229'],
      [10 * M, null, '0.0005'],
    ]),
    verified: true,
    note: null,
  },
  {
    kind: 'ode',
    product: 2,
    year: 2022,
    brackets: brackets([
      [0, 170_000, '0.0851'],
      [170_000, M, '0.0235'],
      [M, 10 * M, '0.0086'],
      [10 * M, null, '0.0062'],
    ]),
    verified: false,
    note: NOT_IN_DOMAIN,
  },
  // Tax reduction per electricity connection with a verblijfsfunctie, € excl. VAT.
  { kind: 'tax-reduction', year: 2022, amount: '681.71', verified: false, note: NOT_IN_DOMAIN },
  { kind: 'tax-reduction', year: 2023, amount: '596.86', verified: false, note: NOT_IN_DOMAIN },
  { kind: 'tax-reduction', year: 2024, amount: '521.81', verified: true, note: null },
  { kind: 'tax-reduction', year: 2025, amount: '524.95', verified: true, note: null },
  { kind: 'tax-reduction', year: 2026, amount: '519.80', verified: true, note: null },
  // VAT: 21 %, but 9 % on energy from 1 July to 31 December 2022.
  { kind: 'vat', validFrom: '2022-01-01', validTo: '2022-06-30', rate: '21', verified: true, note: null },
  {
    kind: 'vat',
    validFrom: '2022-07-01',
    validTo: '2022-12-31',
    rate: '9',
    verified: true,
    note: 'Tijdelijk verlaagd tarief op energie (levering, energiebelasting, netkosten en vaste kosten).',
  },
  { kind: 'vat', validFrom: '2023-01-01', validTo: null, rate: '21', verified: true, note: null },
];

const REFERENCE_KINDS = ['energy-tax', 'ode', 'tax-reduction', 'vat'] as const;

/** Inserts the reference parameters when the database has none of their kinds yet (first start). */
export async function seedReferenceParameters(db: Database): Promise<number> {
  const existing = await db
    .select({ id: parameters.id })
    .from(parameters)
    .where(inArray(parameters.kind, [...REFERENCE_KINDS]))
    .limit(1);
  if (existing.length > 0) return 0;
  const rows = REFERENCE_PARAMETERS.map((body) => parameterRowOf(parameterBodySchema.parse(body)));
  // Instances starting at once all pass the check above: the unique natural key lets one of them insert
  // and the others skip (before, the second start failed on parameters_natural_key_index).
  const inserted = await db
    .insert(parameters)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: parameters.id });
  return inserted.length;
}

const DEMO_TARIFF_NOTE = 'Demo-tarief, controleer het tarievenblad.';
const DEMO_PRICE_NOTE = 'Demo-reeks: geen echte marktnotering.';

/** Demo grid tariffs of one grid operator (2026; DOMAIN.md gives no figures) and a demo forward-price series. */
export function demoParameterBodies(gridOperatorId: number): ParameterBody[] {
  const tariff = (connectionClass: string, fees: Record<string, string | null>): ParameterBody => ({
    kind: 'grid-tariff',
    gridOperatorId,
    year: 2026,
    product: 1,
    connectionClass,
    ...fees,
    verified: false,
    note: DEMO_TARIFF_NOTE,
  });
  const bodies: ParameterBody[] = [
    tariff('MS', {
      fixedTransportFee: '1200.00',
      periodicConnectionFee: '2400.00',
      contractedCapacityRate: '30.50',
      maxKwRate: '3.10',
      kwhRate: null,
      kvarhRate: '0.01500',
    }),
    tariff('MS/LS', {
      fixedTransportFee: '900.00',
      periodicConnectionFee: '1800.00',
      contractedCapacityRate: '38.00',
      maxKwRate: '3.90',
      kwhRate: null,
      kvarhRate: '0.01800',
    }),
    tariff('LS', {
      fixedTransportFee: '350.00',
      periodicConnectionFee: '600.00',
      contractedCapacityRate: '45.00',
      maxKwRate: '4.50',
      kwhRate: '0.02100',
      kwhRateLow: '0.01700',
      kvarhRate: '0.02000',
    }),
  ];
  // Forward prices: every weekday from 1 September to 20 November 2026, a smooth deterministic series.
  const products = [
    { product: 1 as const, period: 'Cal-27', load: 'base' as const, level: 82 },
    { product: 1 as const, period: 'Cal-27', load: 'peak' as const, level: 94 },
    { product: 1 as const, period: 'Q1-27', load: 'base' as const, level: 96 },
    { product: 2 as const, period: 'Cal-27', load: 'base' as const, level: 34 },
  ];
  const day = new Date(Date.UTC(2026, 8, 1));
  let index = 0;
  while (day <= new Date(Date.UTC(2026, 10, 20))) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const quoteDate = day.toISOString().slice(0, 10);
      for (const p of products) {
        const price = p.level * (1 + 0.06 * Math.sin(index / 6) + 0.02 * Math.cos(index / 2.5));
        bodies.push({
          kind: 'forward-price',
          product: p.product,
          period: p.period,
          load: p.load,
          quoteDate,
          price: price.toFixed(2),
          verified: false,
          note: DEMO_PRICE_NOTE,
        });
      }
      index++;
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return bodies;
}

/** Inserts the demo grid tariffs and forward prices (part of the demo data set). */
export async function seedDemoParameters(db: Database, gridOperatorId: number): Promise<number> {
  const rows = demoParameterBodies(gridOperatorId).map((body) =>
    parameterRowOf(parameterBodySchema.parse(body)),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(parameters).values(rows.slice(start, start + 500));
  }
  return rows.length;
}
