// Rates the engine's tests compute with. 2024 electricity and gas and the 2025 electricity brackets below
// 10 M kWh are DOMAIN.md's figures; 2022 is DOMAIN.md's EB + ODE example; the rest (2025 above 10 M kWh,
// the 2022 reduction) are test figures only. Not used by any product path: real rates are parameters.
import type { EnergyTaxRates } from './energy-tax.ts';
import type { EnergyTaxYear, Product, TaxBracket, VatPeriod } from './tax-rates.ts';

/** Brackets from their lower bounds, one rate each; the last runs on without an upper bound. */
export function taxBrackets(bounds: number[], rates: string[]): TaxBracket[] {
  return rates.map((rate, i) => ({ from: bounds[i]!, to: bounds[i + 1] ?? null, rate }));
}

/** The bracket bounds of electricity (kWh) and gas (m³) from 2023 on; the first two share a rate. */
export const ELECTRICITY_BOUNDS = [0, 2900, 10_000, 50_000, 10_000_000];
export const GAS_BOUNDS = [0, 1000, 170_000, 1_000_000, 10_000_000];

/** One year of one product at the bounds of its product; no ODE, no reduction and verified unless told. */
export function taxYear(
  year: number,
  product: Product,
  rates: string[],
  fields: Partial<EnergyTaxYear> = {},
): EnergyTaxYear {
  const bounds = product === 1 ? ELECTRICITY_BOUNDS : GAS_BOUNDS;
  return {
    year,
    product,
    brackets: taxBrackets(bounds, rates),
    ode: [],
    reductionPerConnection: '0',
    verified: true,
    ...fields,
  };
}

/** An electricity year whose rate above 10 M kWh differs for non-business use. */
function electricityYear(
  year: number,
  rates: string[],
  rateNonBusiness: string,
  fields: Partial<EnergyTaxYear>,
): EnergyTaxYear {
  const taxed = taxYear(year, 1, rates, fields);
  const last = taxed.brackets.length - 1;
  taxed.brackets[last] = { ...taxed.brackets[last]!, rateNonBusiness };
  return taxed;
}

export const electricity2024: EnergyTaxYear = electricityYear(
  2024,
  ['0.10880', '0.10880', '0.09037', '0.03943', '0.00188'],
  '0.00254',
  { reductionPerConnection: '521.81' },
);

export const electricity2025: EnergyTaxYear = electricityYear(
  2025,
  ['0.10154', '0.10154', '0.06937', '0.03868', '0.00200'],
  '0.00300',
  { reductionPerConnection: '524.95', verified: false },
);

const BOUNDS_2022 = [0, 10_000, 50_000, 10_000_000];

export const electricity2022: EnergyTaxYear = taxYear(2022, 1, [], {
  brackets: taxBrackets(BOUNDS_2022, ['0.03679', '0.04361', '0.01189', '0.00057']),
  ode: taxBrackets(BOUNDS_2022, ['0.0305', '0.0418', '0.0229', '0.0005']),
  reductionPerConnection: '824.05',
});

export const gas2024: EnergyTaxYear = taxYear(2024, 2, [
  '0.58301',
  '0.58301',
  '0.22378',
  '0.12855',
  '0.04886',
]);

export const vatPeriods: VatPeriod[] = [
  { from: '2019-01-01', to: '2022-07-01', rate: '21' },
  { from: '2022-07-01', to: '2023-01-01', rate: '9' },
  { from: '2023-01-01', to: null, rate: '21' },
];

export const testRates: EnergyTaxRates = {
  years: [electricity2022, electricity2024, electricity2025, gas2024],
  vat: vatPeriods,
};
