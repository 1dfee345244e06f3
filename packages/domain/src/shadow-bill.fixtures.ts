// Shadow-bill test inputs (not used by any product path).
import { testRates } from './energy-tax.fixtures.ts';
import type { ShadowInputs } from './shadow-bill.ts';

// Hand-computed figures. March 2024 (31 days), 20,000 kWh used in January and February, 6,000 kWh normal +
// 4,000 kWh low measured in March; contract 0.12 / 0.10 €/kWh, € 7.50 a month, GvO 0.002 €/kWh; grid
// tariff € 240 + € 60 a year, € 36 per contracted kW a year, € 2.50 per kW max a month, 0.01 / 0.008 €/kWh,
// 0.015 €/kVArh; 100 kW contracted; metering € 360 a year.
export const march2024 = { from: '2024-03-01', to: '2024-03-31' };

export function marchInputs(overrides: Partial<ShadowInputs> = {}): ShadowInputs {
  return {
    product: 1,
    measured: {
      normal: '6000',
      low: '4000',
      production: '0',
      reactive: '7000',
      peakKwByMonth: [{ month: '2024-03', kw: '85.2' }],
      daysCovered: 31,
    },
    priorVolume: '20000',
    volumeByYear: null,
    contract: {
      single: null,
      normal: '0.12',
      low: '0.10',
      fixedFeeMonth: '7.50',
      greenCertificates: '0.002',
    },
    tax: testRates,
    reduction: true,
    business: true,
    grid: {
      fixedTransportFee: '240',
      periodicConnectionFee: '60',
      contractedCapacityRate: '36',
      maxKwRate: '2.5',
      kwhRate: '0.01',
      kwhRateLow: '0.008',
      kvarhRate: '0.015',
    },
    contractedKw: '100',
    meteringFeeYear: '360',
    ...overrides,
  };
}
