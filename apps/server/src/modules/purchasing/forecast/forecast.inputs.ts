import Decimal from 'decimal.js';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { parameters } from '@energiek/db/schema/index';
import type { Product } from '@energiek/domain/tax-rates';
import { pickGridTariffRow } from '@energiek/domain/grid-level';
import type { ServiceContext } from '../../../core/context.ts';
import { loadTaxRateBook, type TaxRateBook } from '../../taxes/taxes.service.ts';
import { loadGridTariffs, type GridTariffRow } from '../../parameters/parameters.service.ts';
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

const dec = (value: string | null | undefined) => new Decimal(value ?? 0);

/**
 * The sheet row of a connection for a year: its operator's rows of its product, the row of its grid level
 * (`pickGridTariffRow`, the one the invoice audit uses: LS for 3x100A–3x250A, MS/LS only on an own
 * transformer, MS for MS-D, none for an unknown class). A year without a row for that level borrows the
 * latest earlier year that has one; no row of another level is taken instead.
 */
export function forecastGridRow(
  rows: readonly GridTariffRow[],
  connection: Pick<ConnectionRow, 'gridOperatorId' | 'product' | 'capacity' | 'trafoId'>,
  year: number,
): GridTariffRow | null {
  const own = rows.filter(
    (r) =>
      r.gridOperatorId === connection.gridOperatorId && r.product === connection.product && r.year <= year,
  );
  const years = [...new Set(own.map((r) => r.year))].sort((a, b) => b - a);
  for (const y of years) {
    const row = pickGridTariffRow(
      own.filter((r) => r.year === y),
      {
        product: connection.product,
        capacity: connection.capacity,
        onTransformer: connection.trafoId !== null,
      },
    );
    if (row) return row;
  }
  return null;
}

/** The grid tariff of a connection in a year: its operator's row of its grid level (see `forecastGridRow`). */
export async function gridTariffs(ctx: Pick<ServiceContext, 'db'>, connections: readonly ConnectionRow[]) {
  const operators = [...new Set(connections.flatMap((c) => (c.gridOperatorId ? [c.gridOperatorId] : [])))];
  const rows = await loadGridTariffs(ctx, operators);
  return (connection: ConnectionRow, year: number, lowShare: number): GridTariff | null => {
    const row = forecastGridRow(rows, connection, year);
    if (!row) return null;
    const v = row.values;
    const capacity = new Decimal(connection.contractedCapacity ?? 0);
    const normal = dec(v.kwhRate);
    const low = v.kwhRateLow ? dec(v.kwhRateLow) : normal;
    return {
      fixedPerYear: dec(v.fixedTransportFee)
        .plus(dec(v.periodicConnectionFee))
        .plus(dec(v.contractedCapacityRate).times(capacity)),
      perUnit: normal.times(1 - lowShare).plus(low.times(lowShare)),
      label: `${row.connectionClass} ${row.year}`.trim(),
      year: row.year,
    };
  };
}

/** Energy-tax rates for a year: its own, else the latest earlier year's figures (borrowed; up to ten back). */
export function taxRatesFor(ctx: Pick<ServiceContext, 'db'>, years: number[]): Promise<TaxRateBook> {
  return loadTaxRateBook(ctx, [1, 2], years, { lookBack: 10 });
}

export type ForecastInputs = {
  data: PurchaseData;
  volumes: Map<number, ExpectedVolume>;
  forward: Awaited<ReturnType<typeof forwardPrices>>;
  grid: Awaited<ReturnType<typeof gridTariffs>>;
  taxes: TaxRateBook;
  /** Whether the tax reduction applies per connection (the taxes area's settings). */
  reduction: Map<number, boolean>;
  /** Glasshouse horticulture gas per gas connection (tax setting `glasshouse`): the reduced gas rates. */
  glasshouse: Map<number, boolean>;
  /**
   * The low-tariff share of a connection's year: from its measured registers (EMS), else by its profile
   * category and low-tariff window (profileLowShare; a single-register E1A meter and gas: 0).
   */
  lowShare: (connectionId: number, year: number) => number;
};
