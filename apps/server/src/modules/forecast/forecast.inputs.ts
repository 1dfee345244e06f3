import Decimal from 'decimal.js';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { parameters } from '@energiek/db/schema/index';
import type { EnergyTaxRates } from '@energiek/domain/energy-tax';
import type { EnergyTaxYear, Product, VatPeriod } from '@energiek/domain/tax-rates';
import type { ServiceContext } from '../../core/context.ts';
import { loadEnergyTaxYears, loadVatPeriods } from '../parameters/parameters.service.ts';
import type { ConnectionRow, ExpectedVolume, PurchaseData } from '../purchase/purchase.service.ts';

// The market and tariff figures a forecast rests on, all parameters admins maintain: forward prices (the
// latest quote of Cal-YY base), grid tariffs per grid operator and class, energy-tax rates and VAT. A year
// without its own figures borrows the nearest year that has them; the forecast says so in its assumptions.

export type ForwardPrice = { price: Decimal; period: string; quoteDate: string; borrowed: boolean };

/** The latest Cal-YY base quote per product and delivery year; a year without quotes takes the nearest. */
export async function forwardPrices(db: Executor) {
  const rows = await db
    .select({
      year: parameters.year,
      product: parameters.product,
      validFrom: parameters.validFrom,
      values: parameters.values,
    })
    .from(parameters)
    .where(eq(parameters.kind, 'forward-price'))
    .orderBy(desc(parameters.validFrom), desc(parameters.id));
  const latest = new Map<string, ForwardPrice>();
  for (const row of rows) {
    const values = row.values as { period?: string; load?: string; price?: string };
    if (values.load !== 'base' || !values.period?.startsWith('Cal-')) continue;
    const key = `${row.product}|${row.year}`;
    if (!latest.has(key)) {
      latest.set(key, {
        price: new Decimal(values.price ?? 0),
        period: values.period,
        quoteDate: row.validFrom ?? '',
        borrowed: false,
      });
    }
  }
  return (product: Product, year: number): ForwardPrice | null => {
    const own = latest.get(`${product}|${year}`);
    if (own) return own;
    const others = [...latest.entries()]
      .filter(([key]) => key.startsWith(`${product}|`))
      .map(([key, value]) => ({ year: Number(key.split('|')[1]), value }))
      .sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year) || b.year - a.year);
    return others[0] ? { ...others[0].value, borrowed: true } : null;
  };
}

export type GridTariff = { fixedPerYear: Decimal; perUnit: Decimal; label: string; year: number };

type TariffValues = Record<string, string | null | undefined>;
const dec = (value: string | null | undefined) => new Decimal(value ?? 0);

/** The grid tariff of a connection in a year: its operator's, class by capacity (else LS / MS/LS). */
export async function gridTariffs(db: Executor, connections: readonly ConnectionRow[]) {
  const operators = [...new Set(connections.flatMap((c) => (c.gridOperatorId ? [c.gridOperatorId] : [])))];
  const rows =
    operators.length === 0
      ? []
      : await db
          .select()
          .from(parameters)
          .where(and(eq(parameters.kind, 'grid-tariff'), inArray(parameters.gridOperatorId, operators)))
          .orderBy(desc(parameters.year));
  return (connection: ConnectionRow, year: number, lowShare: number): GridTariff | null => {
    const own = rows.filter(
      (r) =>
        r.gridOperatorId === connection.gridOperatorId && r.product === connection.product && r.year <= year,
    );
    const large = connection.contractedCapacity !== null;
    const byClass = (cls: string) => own.find((r) => (r.values as TariffValues).connectionClass === cls);
    const row =
      (connection.capacity ? byClass(connection.capacity) : undefined) ??
      byClass(large ? 'MS/LS' : 'LS') ??
      own[0];
    if (!row) return null;
    const v = row.values as TariffValues;
    const capacity = new Decimal(connection.contractedCapacity ?? 0);
    const normal = dec(v.kwhRate);
    const low = v.kwhRateLow ? dec(v.kwhRateLow) : normal;
    return {
      fixedPerYear: dec(v.fixedTransportFee)
        .plus(dec(v.periodicConnectionFee))
        .plus(dec(v.contractedCapacityRate).times(capacity)),
      perUnit: normal.times(1 - lowShare).plus(low.times(lowShare)),
      label: `${String(v.connectionClass ?? '')} ${row.year}`.trim(),
      year: row.year,
    };
  };
}

/** Energy-tax rates for a year: its own, else the latest earlier year's figures (borrowed). */
export async function taxRatesFor(ctx: Pick<ServiceContext, 'db'>, years: number[]) {
  const wanted = Array.from(
    { length: Math.max(...years) - Math.min(...years) + 11 },
    (_, i) => Math.min(...years) - 10 + i,
  );
  const [electricity, gas, vat] = await Promise.all([
    loadEnergyTaxYears(ctx, 1, wanted),
    loadEnergyTaxYears(ctx, 2, wanted),
    loadVatPeriods(ctx),
  ]);
  const pick = (list: EnergyTaxYear[], year: number) => {
    const found = [...list].reverse().find((y) => y.year <= year);
    return found
      ? { rates: { ...found, year }, borrowedFrom: found.year === year ? null : found.year }
      : null;
  };
  return {
    tax(product: Product, year: number): { rates: EnergyTaxRates; borrowedFrom: number | null } | null {
      const found = pick(product === 1 ? electricity : gas, year);
      return found ? { rates: { years: [found.rates], vat }, borrowedFrom: found.borrowedFrom } : null;
    },
    /** The VAT rate on 1 July of the year (the latest known when none covers it). */
    vatPct(year: number): string | null {
      const day = `${year}-07-01`;
      const found = vat.find((p: VatPeriod) => p.from <= day && (p.to === null || day < p.to)) ?? vat.at(-1);
      return found?.rate ?? null;
    },
  };
}

export type ForecastInputs = {
  data: PurchaseData;
  volumes: Map<number, ExpectedVolume>;
  forward: Awaited<ReturnType<typeof forwardPrices>>;
  grid: Awaited<ReturnType<typeof gridTariffs>>;
  taxes: Awaited<ReturnType<typeof taxRatesFor>>;
  /** Whether the tax reduction applies per connection (the taxes area's settings). */
  reduction: Map<number, boolean>;
};
