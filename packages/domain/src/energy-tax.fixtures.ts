// Rates the engine's tests compute with. 2024 electricity and gas and the 2025 electricity brackets below
// 10 M kWh are DOMAIN.md's figures; 2022 is DOMAIN.md's EB + ODE example; the rest (2025 above 10 M kWh,
// the 2022 reduction) are test figures only. Not used by any product path: real rates are parameters.
import type { EnergyTaxRates } from './energy-tax.ts';
import type { EnergyTaxYear, VatPeriod } from './tax-rates.ts';

export const electricity2024: EnergyTaxYear = {
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
};

export const electricity2025: EnergyTaxYear = {
  year: 2025,
  product: 1,
  brackets: [
    { from: 0, to: 2900, rate: '0.10154' },
    { from: 2900, to: 10_000, rate: '0.10154' },
    { from: 10_000, to: 50_000, rate: '0.06937' },
    { from: 50_000, to: 10_000_000, rate: '0.03868' },
    { from: 10_000_000, to: null, rate: '0.00200', rateNonBusiness: '0.00300' },
  ],
  ode: [],
  reductionPerConnection: '524.95',
  verified: false,
};

export const electricity2022: EnergyTaxYear = {
  year: 2022,
  product: 1,
  brackets: [
    { from: 0, to: 10_000, rate: '0.03679' },
    { from: 10_000, to: 50_000, rate: '0.04361' },
    { from: 50_000, to: 10_000_000, rate: '0.01189' },
    { from: 10_000_000, to: null, rate: '0.00057' },
  ],
  ode: [
    { from: 0, to: 10_000, rate: '0.0305' },
    { from: 10_000, to: 50_000, rate: '0.0418' },
    { from: 50_000, to: 10_000_000, rate: '0.0229' },
    { from: 10_000_000, to: null, rate: '0.0005' },
  ],
  reductionPerConnection: '824.05',
  verified: true,
};

export const gas2024: EnergyTaxYear = {
  year: 2024,
  product: 2,
  brackets: [
    { from: 0, to: 1000, rate: '0.58301' },
    { from: 1000, to: 170_000, rate: '0.58301' },
    { from: 170_000, to: 1_000_000, rate: '0.22378' },
    { from: 1_000_000, to: 10_000_000, rate: '0.12855' },
    { from: 10_000_000, to: null, rate: '0.04886' },
  ],
  ode: [],
  reductionPerConnection: '0',
  verified: true,
};

export const vatPeriods: VatPeriod[] = [
  { from: '2019-01-01', to: '2022-07-01', rate: '21' },
  { from: '2022-07-01', to: '2023-01-01', rate: '9' },
  { from: '2023-01-01', to: null, rate: '21' },
];

export const testRates: EnergyTaxRates = {
  years: [electricity2022, electricity2024, electricity2025, gas2024],
  vat: vatPeriods,
};
