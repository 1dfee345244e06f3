import Decimal from 'decimal.js';
import type { TaxCalculation } from '@energiek/contracts/taxes';
import {
  EnergyTaxInputError,
  MissingTaxRatesError,
  MissingVatRateError,
  calculateEnergyTax,
  splitByYear,
  type EnergyTaxInput,
  type EnergyTaxRates,
  type EnergyTaxResult,
} from '@energiek/domain/energy-tax';
import type { Product } from '@energiek/domain/tax-rates';
import type { ServiceContext } from '../../core/context.ts';
import { validationError } from '../../lib/http-errors.ts';
import { glasshouseRates, loadTaxRateBook } from './tax-rate-book.ts';

// The bridge between the engine (packages/domain) and the server: rates from the parameters area, engine
// errors as Dutch 422s, Decimal results as JSON numbers. The calculator and the refund requests share it.

/**
 * The rates for every year of [from, to); with `glasshouse` (gas of a glasshouse horticulture business) the
 * reduced gas rates, every such year unverified (tax-rate-book.ts `glasshouseRates`).
 */
export async function ratesFor(
  ctx: ServiceContext,
  product: Product,
  periods: readonly { from: string; to: string }[],
  options: { glasshouse?: boolean } = {},
): Promise<EnergyTaxRates> {
  const years = withEngineErrors(() => [
    ...new Set(periods.flatMap((p) => splitByYear(p.from, p.to).map((part) => part.year))),
  ]);
  const book = await loadTaxRateBook(ctx, [product], years);
  const rates = { years: book.years(product), vat: book.vat };
  return options.glasshouse && product === 2 ? glasshouseRates(rates) : rates;
}

/** Runs an engine call; its refusals become a 422 on `field` (default: the period's `from`). */
export function withEngineErrors<T>(run: () => T, field = 'from'): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof MissingTaxRatesError || error instanceof MissingVatRateError) {
      throw validationError({ [field]: [error.message] });
    }
    if (error instanceof EnergyTaxInputError) throw validationError({ [error.field]: [error.message] });
    throw error;
  }
}

/** A Decimal as a JSON number: at most 6 decimals (only the totals are money, rounded to cents). */
export const toJsonNumber = (value: Decimal): number =>
  value.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toNumber();

export function toTaxCalculation(result: EnergyTaxResult, rates: EnergyTaxRates): TaxCalculation {
  const years = new Set(result.parts.map((p) => p.year));
  return {
    lines: result.lines.map((line) => ({
      levy: line.levy,
      year: line.year,
      from: line.from,
      to: line.to,
      bracketFrom: line.bracketFrom,
      bracketTo: line.bracketTo,
      volume: toJsonNumber(line.volume),
      rate: toJsonNumber(line.rate),
      amount: toJsonNumber(line.amount),
    })),
    reductionAmount: result.rounded.reductionAmount.toNumber(),
    totalExclVat: result.rounded.totalExclVat.toNumber(),
    vatAmount: result.rounded.vatAmount.toNumber(),
    totalInclVat: result.rounded.totalInclVat.toNumber(),
    unverifiedYears: rates.years
      .filter((y) => years.has(y.year) && !y.verified)
      .map((y) => y.year)
      .sort((a, b) => a - b),
  };
}

/** One connection's tax over a period, rates loaded (glasshouse: the reduced gas rates). */
export async function energyTaxOf(
  ctx: ServiceContext,
  input: EnergyTaxInput,
  options: { glasshouse?: boolean } = {},
) {
  const rates = await ratesFor(ctx, input.product, [input], options);
  const result = withEngineErrors(() => calculateEnergyTax(input, rates));
  return { result, rates };
}
