import Decimal from 'decimal.js';
import type { z } from 'zod';
import type {
  TaxOverviewResponse,
  TaxOverviewRow,
  taxOverviewQuerySchema,
} from '@energiek/contracts/tax-overview';
import { calculateEnergyTax, type EnergyTaxRates } from '@energiek/domain/energy-tax';
import { actsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { glasshouseRates } from './tax-rate-book.ts';
import { ratesFor, withEngineErrors } from './taxes.engine.ts';
import { measuredYearVolumes } from '../ems/ems.service.ts';
import * as repo from './overview.repository.ts';
import { addressOf, indexMeasured, yearVolume } from './overview.volumes.ts';

// The taxes overview (issue 12): the energy tax of every connection the caller may see in one calendar year,
// on the engine (packages/domain/energy-tax.ts) with the rates of the parameters area. Business use is
// assumed (the customers are businesses). Amounts are rounded to cents once per row by the engine.

type Query = Omit<z.output<typeof taxOverviewQuerySchema>, 'page' | 'limit'> &
  Partial<Pick<z.output<typeof taxOverviewQuerySchema>, 'page' | 'limit'>>;

/** The rates of one year for each product, or a 422 on `year` when the year has none. */
async function yearRates(ctx: ServiceContext, year: number, products: readonly (1 | 2)[]) {
  const period = { from: `${year}-01-01`, to: `${year + 1}-01-01` };
  const rates = new Map<1 | 2, EnergyTaxRates>();
  for (const product of products) {
    const r = await ratesFor(ctx, product, [period]);
    if (!r.years.some((y) => y.year === year)) {
      throw validationError({ year: [`Voor ${year} zijn geen tarieven bekend`] });
    }
    rates.set(product, r);
  }
  return rates;
}

const SORT_VALUE: Record<string, (r: TaxOverviewRow) => string | number> = {
  customerName: (r) => r.customerName.toLowerCase(),
  ean: (r) => r.ean,
  volume: (r) => r.volume ?? -1,
  totalExclVat: (r) => r.totalExclVat ?? -Infinity,
};

/** Every row of the filter, sorted (the export takes all, the list pages them). */
export async function taxOverviewRows(ctx: ServiceContext, actor: Actor, query: Query) {
  if (query.customerId !== undefined && !actsFor(actor, query.customerId)) throw notFound();
  const { year } = query;
  const connections = await repo.taxConnections(ctx.db, {
    actFor: actor.actFor,
    customerId: query.customerId,
    product: query.product,
  });
  const products = [...new Set(connections.map((c) => c.product))].sort();
  const rates = await yearRates(ctx, year, products);
  const measured = indexMeasured(
    await measuredYearVolumes(
      ctx.db,
      connections.map((c) => c.id),
      year,
      year,
    ),
  );
  let unverified = false;
  // Per connection: whether the year's rates it was computed with are verified (the export's rate column).
  const rateVerified = new Map<number, boolean>();
  const rows: TaxOverviewRow[] = connections.map((c) => {
    const { source, volume, coverage, certainty, extrapolated } = yearVolume(c, year, measured);
    const reduction = c.product === 1 && c.verblijfsfunctie;
    const base = {
      customerId: c.customerId,
      customerName: c.customerName,
      connectionId: c.id,
      ean: c.ean,
      product: c.product,
      address: addressOf(c),
      year,
      source,
      volume: volume === null ? null : volume.toNumber(),
      coverage,
      extrapolated,
      certainty,
      reduction,
      expectedAnnualVolume: c.expectedAnnualVolume === null ? null : Number(c.expectedAnnualVolume),
      verblijfsfunctie: c.verblijfsfunctie,
      complexName: c.complexName,
      glasshouse: c.product === 2 && c.glasshouse,
    };
    const productRates = rates.get(c.product);
    // Glasshouse horticulture gas: the reduced rate of the first two brackets, never verified.
    const yearRates_ = productRates && base.glasshouse ? glasshouseRates(productRates) : productRates;
    if (volume === null || !yearRates_) {
      return {
        ...base,
        taxAmount: null,
        reductionAmount: null,
        totalExclVat: null,
        vatAmount: null,
        totalInclVat: null,
      };
    }
    const verified = !yearRates_.years.some((y) => y.year === year && !y.verified);
    rateVerified.set(c.id, verified);
    if (!verified) unverified = true;
    const result = withEngineErrors(
      () =>
        calculateEnergyTax(
          {
            product: c.product,
            from: `${year}-01-01`,
            to: `${year + 1}-01-01`,
            volume,
            reduction,
            business: true,
          },
          yearRates_,
        ),
      'year',
    );
    return {
      ...base,
      taxAmount: result.exact.taxAmount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
      reductionAmount: result.rounded.reductionAmount.toNumber(),
      totalExclVat: result.rounded.totalExclVat.toNumber(),
      vatAmount: result.rounded.vatAmount.toNumber(),
      totalInclVat: result.rounded.totalInclVat.toNumber(),
    };
  });
  const key = query.sort.replace(/^-/, '');
  const value = SORT_VALUE[key] ?? SORT_VALUE.customerName!;
  const direction = query.sort.startsWith('-') ? -1 : 1;
  rows.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : a.connectionId - b.connectionId) * direction;
  });
  // Σ of the rows' rounded totals: what the screen's column adds up to.
  const total = rows.reduce((sum, r) => sum.plus(r.totalExclVat ?? 0), new Decimal(0));
  return { rows, unverified, rateVerified, total: total.toDecimalPlaces(2).toNumber() };
}

export async function taxOverview(
  ctx: ServiceContext,
  actor: Actor,
  input: { query: z.output<typeof taxOverviewQuerySchema> },
): Promise<TaxOverviewResponse> {
  const { query } = input;
  const { rows, unverified, total } = await taxOverviewRows(ctx, actor, query);
  const start = (query.page - 1) * query.limit;
  return {
    data: rows.slice(start, start + query.limit),
    meta: {
      ...pageMeta(query.page, query.limit, rows.length),
      year: query.year,
      unverified,
      totalExclVat: total,
    },
  };
}
