import type Decimal from 'decimal.js';
import { calculateEnergyTax } from '@energiek/domain/energy-tax';
import type { Product } from '@energiek/domain/tax-rates';
import { glasshouseRates, type BorrowedRates } from '../../taxes/taxes.service.ts';

// The energy tax of one forecast year of a connection, excl. VAT: the year's rates (own or borrowed) with,
// for glasshouse horticulture gas (the connection's tax setting `glasshouse`, migration 0040), the reduced
// gas rates exactly as the tax calculator takes them (taxes.engine.ts `ratesFor`: `glasshouseRates`, every
// such year unverified). Electricity and normal gas keep the normal rates.

export type ForecastTaxInput = {
  product: Product;
  year: number;
  /** The part of the year priced: first day and day after the last. */
  window: { from: string; to: string };
  volume: Decimal.Value;
  reduction: boolean;
  glasshouse: boolean;
  vatPct: string;
};

/** The rates a forecast year of a connection is taxed with (glasshouse gas: the reduced rates). */
export function forecastTaxRates(tax: BorrowedRates, product: Product, glasshouse: boolean): BorrowedRates {
  return glasshouse && product === 2 ? { ...tax, rates: glasshouseRates(tax.rates) } : tax;
}

/** The energy tax excl. VAT of a forecast year; null without rates for the year. */
export function forecastEnergyTax(tax: BorrowedRates | null, input: ForecastTaxInput): Decimal | null {
  if (!tax) return null;
  const rates = forecastTaxRates(tax, input.product, input.glasshouse).rates;
  return calculateEnergyTax(
    {
      product: input.product,
      from: input.window.from,
      to: input.window.to,
      volume: input.volume,
      reduction: input.reduction,
      business: true,
    },
    {
      years: rates.years,
      vat: [{ from: `${input.year}-01-01`, to: `${input.year + 1}-01-01`, rate: input.vatPct }],
    },
  ).exact.totalExclVat;
}
