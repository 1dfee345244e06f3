import type { EnergyTaxRates } from '@energiek/domain/energy-tax';
import { glasshouseGasBrackets } from '@energiek/domain/glasshouse-gas';
import type { EnergyTaxYear, Product, VatPeriod } from '@energiek/domain/tax-rates';
import type { ServiceContext } from '../../core/context.ts';
import { loadEnergyTaxYears, loadVatPeriods } from '../parameters/parameters.service.ts';

// The one assembler of energy-tax rate years (issue 27): the calculator, the refund requests, the overview
// and the forecast all take their rates from a book loaded here. The figures are the parameters admins
// maintain (parameters area); this file only decides which years are wanted and what a year without its
// own rates gets: nothing (the calculator says the rates are missing) or, with `lookBack`, the latest
// earlier year's figures, marked borrowed (the forecast says so in its assumptions).

export type BorrowedRates = { rates: EnergyTaxRates; borrowedFrom: number | null };

export type TaxRateBook = {
  /** Every VAT period, oldest first. */
  vat: VatPeriod[];
  /** The stored energy-tax years of a product among those loaded, in year order. */
  years(product: Product): EnergyTaxYear[];
  /** One year's rates with VAT; with lookBack a missing year borrows the latest earlier one; else null. */
  tax(product: Product, year: number): BorrowedRates | null;
  /** The VAT percentage on 1 July of the year (the latest known when none covers it). */
  vatPct(year: number): string | null;
};

/**
 * Loads the energy-tax years of `products` for `years` (and, with `lookBack`, that many years before the
 * first, to borrow from) and every VAT period.
 */
export async function loadTaxRateBook(
  ctx: Pick<ServiceContext, 'db'>,
  products: readonly Product[],
  years: readonly number[],
  options: { lookBack?: number } = {},
): Promise<TaxRateBook> {
  const lookBack = options.lookBack ?? 0;
  // Without lookBack exactly the years asked for; with it every year from lookBack before the first.
  const wanted =
    years.length === 0 || lookBack === 0
      ? [...years]
      : Array.from(
          { length: Math.max(...years) - Math.min(...years) + 1 + lookBack },
          (_, i) => Math.min(...years) - lookBack + i,
        );
  const [electricity, gas, vat] = await Promise.all([
    products.includes(1) ? loadEnergyTaxYears(ctx, 1, wanted) : Promise.resolve([]),
    products.includes(2) ? loadEnergyTaxYears(ctx, 2, wanted) : Promise.resolve([]),
    loadVatPeriods(ctx),
  ]);
  const listOf = (product: Product) => (product === 1 ? electricity : gas);
  return {
    vat,
    years: listOf,
    tax(product, year) {
      const list = listOf(product);
      const found =
        lookBack > 0
          ? [...list].reverse().find((y) => y.year <= year && y.year >= year - lookBack)
          : list.find((y) => y.year === year);
      if (!found) return null;
      return {
        rates: { years: [{ ...found, year }], vat },
        borrowedFrom: found.year === year ? null : found.year,
      };
    },
    vatPct(year) {
      const day = `${year}-07-01`;
      const found = vat.find((p) => p.from <= day && (p.to === null || day < p.to)) ?? vat.at(-1);
      return found?.rate ?? null;
    },
  };
}

/**
 * Gas rates at the glasshouse horticulture rate (packages/domain/src/glasshouse-gas.ts): the first two
 * brackets reduced, from 1 M m³ as they are. Every such year is unverified (the shares are derived from
 * published percentages; the law sets absolute rates). ODE stays as it is (its reduced horticulture rates
 * are not in the product).
 */
export function glasshouseRates(rates: EnergyTaxRates): EnergyTaxRates {
  return {
    ...rates,
    years: rates.years.map((y) =>
      y.product === 2 ? { ...y, brackets: glasshouseGasBrackets(y.brackets, y.year), verified: false } : y,
    ),
  };
}
