import { describe, expect, it } from 'vitest';
import { parameterBodySchema } from '@energiek/contracts/parameters';
import {
  DELOITTE_BP_2025,
  ENGIE_2024,
  ENGIE_2026,
  MVT_BP_2026,
  PZEM_2024,
  REFERENCE_PARAMETERS,
  taxTableSource,
} from './parameters.ts';

// Pins every shipped energy-tax, ODE and tax-reduction figure 2021–2026 to the Belastingdienst table
// "Tabellen tarieven milieubelastingen" of its year (the source each row names), and the verified mark
// that says how sure that figure is (docs/rates.md): verified only where DOMAIN.md gives the figure
// without "(verify)" or the rates review of issue 27 gave the official figure. A change to a shipped
// figure must change this table too, with its source.

type Row = { rates: string[]; nonBusinessAbove10M?: string; verified: boolean };

const M = 1_000_000;
const ELECTRICITY_BOUNDS_TO_2023 = [0, 10_000, 50_000, 10 * M];
const ELECTRICITY_BOUNDS_FROM_2024 = [0, 2_900, 10_000, 50_000, 10 * M];
const GAS_BOUNDS_TO_2023 = [0, 170_000, M, 10 * M];
const GAS_BOUNDS_FROM_2024 = [0, 1_000, 170_000, M, 10 * M];

/** Electricity €/kWh excl. VAT, business rates; the non-business rate above 10 M kWh. */
const ELECTRICITY: Record<number, Row> = {
  // Tabellen tarieven milieubelastingen 2021 (from memory, unverified).
  2021: {
    rates: ['0.09428', '0.05164', '0.01375', '0.00056'],
    nonBusinessAbove10M: '0.00113',
    verified: false,
  },
  // 2022: DOMAIN.md gives the four business brackets; non-business > 10 M 0.00114 (was 0.00115): Meijburg
  // Promemorie 2024 § 14.6.2 and PZEM's 2021/2022 table agree. Verified.
  2022: {
    rates: ['0.03679', '0.04361', '0.01189', '0.00057'],
    nonBusinessAbove10M: '0.00114',
    verified: true,
  },
  // 2023: Meijburg Promemorie 2024 § 14.6.2 (all brackets; > 10 M business 0.00115, was shipped as 0.00116,
  // as the issue 27 review found). Verified.
  2023: {
    rates: ['0.12599', '0.10046', '0.03942', '0.00115'],
    nonBusinessAbove10M: '0.00175',
    verified: true,
  },
  // 2024: DOMAIN.md, verified.
  2024: {
    rates: ['0.10880', '0.10880', '0.09037', '0.03943', '0.00188'],
    nonBusinessAbove10M: '0.00254',
    verified: true,
  },
  // 2025/2026: from 10,000 kWh "(verify)" in DOMAIN.md; > 10 M copied from 2024.
  2025: {
    rates: ['0.10154', '0.10154', '0.06937', '0.03868', '0.00188'],
    nonBusinessAbove10M: '0.00254',
    verified: false,
  },
  2026: {
    rates: ['0.09161', '0.09161', '0.06671', '0.03735', '0.00188'],
    nonBusinessAbove10M: '0.00254',
    verified: false,
  },
};

/** Gas €/m³ excl. VAT. */
const GAS: Record<number, Row> = {
  // 2021, 2022: the Belastingdienst page "Tabellen tarieven milieubelastingen" (gas 2013–2022), Meijburg Pro
  // Memorie 2023 § 14.6.1 and PZEM's table agree. Verified.
  2021: { rates: ['0.34856', '0.06547', '0.02386', '0.01281'], verified: true },
  // 2022: > 10 M m³ 0.01298 (was shipped as 0.01321).
  2022: { rates: ['0.36322', '0.06632', '0.02417', '0.01298'], verified: true },
  // 2023: Meijburg Pro Memorie 2023 and Promemorie 2024 § 14.6.1: 1–10 M m³ 0.05109 (was 0.05230), > 10 M m³
  // 0.03919 (was 0.03916). Verified.
  2023: { rates: ['0.48980', '0.09621', '0.05109', '0.03919'], verified: true },
  // 2024, 2025: DOMAIN.md, verified.
  2024: { rates: ['0.58301', '0.58301', '0.22378', '0.12855', '0.04886'], verified: true },
  2025: { rates: ['0.57820', '0.57820', '0.31570', '0.20350', '0.05390'], verified: true },
  // 2026: from 170,000 m³ copied from 2025 "(verify)".
  2026: { rates: ['0.60066', '0.60066', '0.31570', '0.20350', '0.05390'], verified: false },
};

/** ODE €/kWh and €/m³, up to and including 2022. */
const ODE_ELECTRICITY: Record<number, Row> = {
  // 2021 above 10 M kWh: 0.0004 per PZEM and Vattenfall Grootzakelijk's 2021 tables (suppliers; unverified).
  2021: { rates: ['0.0300', '0.0411', '0.0225', '0.0004'], verified: false },
  2022: { rates: ['0.0305', '0.0418', '0.0229', '0.0005'], verified: true }, // DOMAIN.md
};
const ODE_GAS: Record<number, Row> = {
  2021: { rates: ['0.0851', '0.0235', '0.0085', '0.0061'], verified: false },
  // 2022: the first two brackets were shipped with 2021's figures.
  2022: { rates: ['0.0865', '0.0239', '0.0086', '0.0062'], verified: false },
};

/** Tax reduction per electricity connection with a verblijfsfunctie, € excl. VAT. */
const REDUCTION: Record<number, { amount: string; verified: boolean }> = {
  // 2021: Vattenfall Grootzakelijk, "Tarieven energiebelasting 2021" (one supplier; unverified).
  2021: { amount: '461.62', verified: false },
  2022: { amount: '681.63', verified: true }, // was 681.71; Meijburg Promemorie 2024 § 14.6.2 note 1
  2023: { amount: '493.27', verified: true }, // excl. VAT; 596.86 is incl. 21 % VAT (issue 27)
  // 2024: Deloitte "Belastingplan 2025: overzicht maatregelen" (521.78 raised retroactively to 521.81 from
  // 1-1-2024), ENGIE Zakelijk "Wijzigingen energiebelasting" (2023 493.27, 2024 521.81), PZEM (521.81).
  2024: { amount: '521.81', verified: true },
  // 2025: Memorie van toelichting Belastingplan 2026 ("In 2025 is het bedrag € 524,95 (excl. btw)"), ENGIE.
  2025: { amount: '524.95', verified: true },
  // 2026: ENGIE Zakelijk "Wijzigingen energiebelasting", belastingplan 2026 (€ 519,80 excl. btw).
  2026: { amount: '519.80', verified: true },
};

/** The energy-tax tables per product, each with its bracket bounds before and from 2024. */
const ENERGY_TAX_PRODUCTS = [
  {
    name: 'electricity',
    product: 1,
    table: ELECTRICITY,
    boundsTo2023: ELECTRICITY_BOUNDS_TO_2023,
    boundsFrom2024: ELECTRICITY_BOUNDS_FROM_2024,
  },
  {
    name: 'gas',
    product: 2,
    table: GAS,
    boundsTo2023: GAS_BOUNDS_TO_2023,
    boundsFrom2024: GAS_BOUNDS_FROM_2024,
  },
] as const;

const parsed = REFERENCE_PARAMETERS.map((body) => parameterBodySchema.parse(body));

function shipped(kind: 'energy-tax' | 'ode', product: 1 | 2, year: number) {
  const found = parsed.find(
    (p) => p.kind === kind && 'product' in p && p.product === product && 'year' in p && p.year === year,
  );
  if (!found || (found.kind !== 'energy-tax' && found.kind !== 'ode')) throw new Error('missing');
  return found;
}

function expectedBrackets(bounds: number[], row: Row) {
  return bounds.map((from, i) => ({
    from,
    to: bounds[i + 1] ?? null,
    rate: row.rates[i],
    rateNonBusiness: i === bounds.length - 1 ? (row.nonBusinessAbove10M ?? null) : null,
  }));
}

describe('shipped rates pinned to the Belastingdienst "Tabellen tarieven milieubelastingen" of their year', () => {
  for (const year of [2021, 2022, 2023, 2024, 2025, 2026]) {
    for (const { name, product, table, boundsTo2023, boundsFrom2024 } of ENERGY_TAX_PRODUCTS) {
      it(`${name} ${year} (${taxTableSource(year)})`, () => {
        const row = table[year]!;
        const body = shipped('energy-tax', product, year);
        const bounds = year < 2024 ? boundsTo2023 : boundsFrom2024;
        expect(body.brackets).toEqual(expectedBrackets(bounds, row));
        expect(body.verified).toBe(row.verified);
        expect(body.source).toBe(taxTableSource(year));
      });
    }
    it(`tax reduction ${year} (${taxTableSource(year)})`, () => {
      const body = parsed.find((p) => p.kind === 'tax-reduction' && p.year === year);
      expect(body?.kind === 'tax-reduction' ? body.amount : null).toBe(REDUCTION[year]!.amount);
      expect(body?.verified).toBe(REDUCTION[year]!.verified);
      expect(body?.source).toBe(taxTableSource(year));
    });
  }
  for (const year of [2021, 2022]) {
    it(`ODE electricity and gas ${year} (${taxTableSource(year)})`, () => {
      const electricity = shipped('ode', 1, year);
      const gas = shipped('ode', 2, year);
      expect(electricity.brackets).toEqual(
        expectedBrackets(ELECTRICITY_BOUNDS_TO_2023, ODE_ELECTRICITY[year]!),
      );
      expect(gas.brackets).toEqual(expectedBrackets(GAS_BOUNDS_TO_2023, ODE_GAS[year]!));
      expect([electricity.verified, gas.verified]).toEqual([
        ODE_ELECTRICITY[year]!.verified,
        ODE_GAS[year]!.verified,
      ]);
    });
  }

  it('the 2024–2026 reductions name the publications that print them (session 7 search)', () => {
    const note = (year: number) =>
      parsed.find((p) => p.kind === 'tax-reduction' && p.year === year)?.note ?? '';
    for (const source of [DELOITTE_BP_2025, ENGIE_2024, PZEM_2024]) expect(note(2024)).toContain(source);
    expect(note(2024)).toContain('521,78');
    for (const source of [MVT_BP_2026, ENGIE_2026]) expect(note(2025)).toContain(source);
    expect(note(2026)).toContain(ENGIE_2026);
  });

  it('rows still unverified after the session 7 search: electricity 2025/2026, gas 2026, ODE gas 2022', () => {
    // Searched: "tabellen tarieven milieubelastingen 2026 energiebelasting", "energiebelasting 2025 elektriciteit
    // boven 10 miljoen kWh", "energiebelasting aardgas 2026 170.001", "opslag duurzame energie 2022 tarieven
    // aardgas": no Belastingdienst table for 2023–2026 and no source for ODE gas 2022 brackets 3–4.
    expect(shipped('energy-tax', 1, 2025).verified).toBe(false);
    expect(shipped('energy-tax', 1, 2026).verified).toBe(false);
    expect(shipped('energy-tax', 2, 2026).verified).toBe(false);
    expect(shipped('ode', 2, 2022).verified).toBe(false);
  });

  it('ships nothing else: 2021–2026 complete, no ODE from 2023, every row with a source; unverified rows say what to check', () => {
    const keys = parsed
      .filter((p) => p.kind !== 'vat')
      .map((p) => `${p.kind}|${'product' in p ? p.product : ''}|${'year' in p ? p.year : ''}`)
      .sort();
    const years = [2021, 2022, 2023, 2024, 2025, 2026];
    const expected = [
      ...years.flatMap((y) => [`energy-tax|1|${y}`, `energy-tax|2|${y}`, `tax-reduction||${y}`]),
      'ode|1|2021',
      'ode|1|2022',
      'ode|2|2021',
      'ode|2|2022',
    ].sort();
    expect(keys).toEqual(expected);
    for (const body of parsed) {
      expect(body.source, JSON.stringify(body)).toMatch(/\S/);
      if (!body.verified) expect(body.note, JSON.stringify(body)).toMatch(/Controleer/);
    }
  });
});
