import { nextDay } from '@energiek/domain/calendar';
import type { EnergyTaxYear, Product, TaxBracket, VatPeriod } from '@energiek/domain/tax-rates';
import type { ServiceContext } from '../../core/context.ts';
import { bracketsOf } from './parameters.mapping.ts';
import { findRows } from './parameters.repository.ts';

// The energy-tax engine's input (packages/domain/src/tax-rates.ts) from the parameters admins maintain:
// the taxes area calls these; nothing here holds a figure.

function toTaxBrackets(values: Record<string, unknown>): TaxBracket[] {
  return bracketsOf(values).map((b) => ({
    from: b.from,
    to: b.to,
    rate: b.rate,
    ...(b.rateNonBusiness === null ? {} : { rateNonBusiness: b.rateNonBusiness }),
  }));
}

/**
 * The energy tax of a product for the given years, in year order. A year without an energy-tax row is left
 * out (the caller says the rates are missing). ODE brackets are [] where there is no ODE row (from 2023);
 * the reduction is that year's tax-reduction amount for electricity ("0" when none is stored) and "0" for
 * gas. `verified` is true only when every row the year is built from is verified.
 */
export async function loadEnergyTaxYears(
  ctx: Pick<ServiceContext, 'db'>,
  product: Product,
  years: number[],
): Promise<EnergyTaxYear[]> {
  const wanted = [...new Set(years)].sort((a, b) => a - b);
  if (wanted.length === 0) return [];
  const [tax, ode, reductions] = await Promise.all([
    findRows(ctx.db, { kind: 'energy-tax', product, years: wanted }),
    findRows(ctx.db, { kind: 'ode', product, years: wanted }),
    product === 1 ? findRows(ctx.db, { kind: 'tax-reduction', years: wanted }) : Promise.resolve([]),
  ]);
  const result: EnergyTaxYear[] = [];
  for (const year of wanted) {
    const taxRow = tax.find((row) => row.year === year);
    if (!taxRow) continue;
    const odeRow = ode.find((row) => row.year === year);
    const reductionRow = reductions.find((row) => row.year === year);
    result.push({
      year,
      product,
      brackets: toTaxBrackets(taxRow.values),
      ode: odeRow ? toTaxBrackets(odeRow.values) : [],
      reductionPerConnection: reductionRow ? String(reductionRow.values.amount) : '0',
      verified: taxRow.verified && (odeRow?.verified ?? true) && (reductionRow?.verified ?? true),
    });
  }
  return result;
}

/** Every VAT period, oldest first; `rate` is a percentage ("21" = 21 %), `to` exclusive. */
export async function loadVatPeriods(ctx: Pick<ServiceContext, 'db'>): Promise<VatPeriod[]> {
  const rows = await findRows(ctx.db, { kind: 'vat' });
  return rows.map((row) => ({
    from: row.validFrom ?? `${row.year}-01-01`,
    to: row.validTo ? nextDay(row.validTo) : null,
    rate: String(row.values.rate),
  }));
}

/** A grid tariff sheet row (kind 'grid-tariff'): operator, year, product, class and the fees as strings. */
export type GridTariffRow = {
  gridOperatorId: number;
  year: number;
  product: number;
  connectionClass: string;
  values: Record<string, string | null | undefined>;
};

/** Every grid tariff of these grid operators (the invoice audit picks the year and class). */
export async function loadGridTariffs(
  ctx: Pick<ServiceContext, 'db'>,
  gridOperatorIds: readonly number[],
): Promise<GridTariffRow[]> {
  if (gridOperatorIds.length === 0) return [];
  const rows = await findRows(ctx.db, { kind: 'grid-tariff' });
  return rows
    .filter((r) => r.gridOperatorId !== null && gridOperatorIds.includes(r.gridOperatorId))
    .map((r) => {
      const values = r.values as Record<string, string | null | undefined>;
      return {
        gridOperatorId: r.gridOperatorId!,
        year: r.year,
        product: r.product ?? 1,
        connectionClass: String(values.connectionClass ?? ''),
        values,
      };
    });
}

/** A metering company's tariff (kind 'metering-tariff'): € per connection per year, per product and year. */
export type MeteringTariffRow = {
  measuringCompanyId: number;
  year: number;
  product: number;
  meteringFee: string;
};

/** Every metering tariff of these metering companies (the invoice audit picks the year and product). */
export async function loadMeteringTariffs(
  ctx: Pick<ServiceContext, 'db'>,
  measuringCompanyIds: readonly number[],
): Promise<MeteringTariffRow[]> {
  if (measuringCompanyIds.length === 0) return [];
  const rows = await findRows(ctx.db, { kind: 'metering-tariff' });
  return rows
    .map((r) => ({
      measuringCompanyId: Number(r.values.measuringCompanyId),
      year: r.year,
      product: r.product ?? 1,
      meteringFee: String(r.values.meteringFee),
    }))
    .filter((r) => measuringCompanyIds.includes(r.measuringCompanyId));
}
