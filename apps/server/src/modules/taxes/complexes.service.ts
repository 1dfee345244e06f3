import Decimal from 'decimal.js';
import type { z } from 'zod';
import {
  complexGroupOf,
  type TaxComplex,
  type TaxComplexResponse,
  type taxComplexQuerySchema,
} from '@energiek/contracts/tax-overview';
import { compareComplex } from '@energiek/domain/energy-tax-refund';
import type { EnergyTaxRates } from '@energiek/domain/energy-tax';
import { localDayOf } from '@energiek/domain/local-time';
import { actsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { notFound } from '../../lib/http-errors.ts';
import { glasshouseRates } from './tax-rate-book.ts';
import { ratesFor, withEngineErrors } from './taxes.engine.ts';
import { measuredYearVolumes } from '../ems/ems.service.ts';
import * as repo from './overview.repository.ts';
import { addressOf, indexMeasured, yearVolume } from './overview.volumes.ts';

// The money finder (issue 12): connections of one customer and product on one address (postcode + house
// number) or in one explicit complex, each of the last five calendar years computed separately and as one
// connection (complexbepaling, packages/domain/energy-tax-refund.ts), listed by gain. Years without rates
// are left out and named. A group of glasshouse horticulture gas connections is computed with the reduced
// gas rates (every year unverified); glasshouse and normal gas on one address are not computed: one ladder
// with two rate sets is not modelled (the group says "mixed", every year missing).

type Query = z.output<typeof taxComplexQuerySchema>;

/** The five complete calendar years before this one (the complex refund goes up to 5 years back). */
export function lastFiveYears(now: Date): number[] {
  const year = Number(localDayOf(now).slice(0, 4));
  return [year - 5, year - 4, year - 3, year - 2, year - 1];
}

export async function findComplexes(
  ctx: ServiceContext,
  actor: Actor,
  input: { query: Query; now?: Date },
): Promise<TaxComplexResponse> {
  const { query } = input;
  if (query.customerId !== undefined && !actsFor(actor, query.customerId)) throw notFound();
  const years = lastFiveYears(input.now ?? new Date());
  const connections = await repo.taxConnections(ctx.db, {
    actFor: actor.actFor,
    customerId: query.customerId,
    product: query.product,
  });
  const groups = new Map<string, { grouping: 'address' | 'complex'; rows: typeof connections }>();
  for (const c of connections) {
    const g = complexGroupOf(c);
    if (!g) continue;
    const key = `${c.customerId}:${c.product}:${g.group}`;
    const entry = groups.get(key) ?? { grouping: g.grouping, rows: [] };
    entry.rows.push(c);
    groups.set(key, entry);
  }
  const candidates = [...groups.entries()].filter(([, g]) => g.rows.length > 1);
  if (candidates.length === 0) return { data: [], meta: { years } };

  const period = { from: `${years[0]}-01-01`, to: `${(years.at(-1) ?? 0) + 1}-01-01` };
  const rates = new Map<1 | 2, EnergyTaxRates>();
  for (const product of new Set(candidates.map(([, g]) => g.rows[0]!.product))) {
    rates.set(product, await ratesFor(ctx, product, [period]));
  }
  const measured = indexMeasured(
    await measuredYearVolumes(
      ctx.db,
      candidates.flatMap(([, g]) => g.rows.map((c) => c.id)),
      years[0]!,
      years.at(-1)!,
    ),
  );

  const data: TaxComplex[] = candidates.map(([key, g]) => {
    const first = g.rows[0]!;
    const marks = new Set(g.rows.map((c) => c.product === 2 && c.glasshouse));
    const glasshouse = marks.size > 1 ? 'mixed' : marks.has(true) ? 'all' : 'none';
    const normalRates = rates.get(first.product)!;
    const productRates = glasshouse === 'all' ? glasshouseRates(normalRates) : normalRates;
    const rated =
      glasshouse === 'mixed' ? [] : years.filter((y) => productRates.years.some((r) => r.year === y));
    // Each year's volume to the stored precision (3 decimals): what a request started here stores, so the
    // request's amount is the finder's gain to the cent.
    const byYear = new Map(g.rows.map((c) => [c.id, {} as Record<string, Decimal>]));
    const sources = new Map(g.rows.map((c) => [c.id, 'none' as TaxComplex['connections'][number]['source']]));
    const yearRows = rated.map((year) => {
      const volumes = g.rows.map((c) => {
        const v = yearVolume(c, year, measured);
        const volume = new Decimal(v.volume ?? 0).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
        byYear.get(c.id)![year] = volume;
        if (v.source === 'ems' || (v.source === 'expected' && sources.get(c.id) === 'none')) {
          sources.set(c.id, v.source);
        }
        return { volume, reduction: c.product === 1 && c.verblijfsfunctie };
      });
      const comparison = withEngineErrors(() =>
        compareComplex(
          { product: first.product, from: `${year}-01-01`, to: `${year + 1}-01-01`, business: true },
          volumes,
          productRates,
        ),
      );
      return {
        year,
        separate: comparison.separateTotal.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
        combined: comparison.combinedTotal.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
        gain: comparison.difference,
        verified: productRates.years.find((r) => r.year === year)?.verified ?? false,
      };
    });
    const from = `${rated[0] ?? years[0]}-01-01`;
    const to = `${(rated.at(-1) ?? years.at(-1) ?? 0) + 1}-01-01`;
    const contiguous = rated.every((y, i) => i === 0 || y === rated[i - 1]! + 1);
    // The gain over the whole period, rounded once, as a request over [from, to) computes it; years with a
    // gap between them (a year without rates) can only be added up.
    const gain =
      rated.length > 0 && contiguous
        ? withEngineErrors(() =>
            compareComplex(
              { product: first.product, from, to, business: true },
              g.rows.map((c) => {
                const years = byYear.get(c.id)!;
                return {
                  volume: Object.values(years).reduce((a, v) => a.plus(v), new Decimal(0)),
                  reduction: c.product === 1 && c.verblijfsfunctie,
                  volumeByYear: years,
                };
              }),
              productRates,
            ),
          ).difference
        : yearRows.reduce((sum, y) => sum.plus(y.gain), new Decimal(0));
    return {
      key,
      customerId: first.customerId,
      customerName: first.customerName,
      product: first.product,
      label: g.grouping === 'complex' ? (first.complexName ?? '') : addressOf(first),
      grouping: g.grouping,
      from,
      to,
      connections: g.rows.map((c) => ({
        connectionId: c.id,
        ean: c.ean,
        source: sources.get(c.id)!,
        volume: Object.values(byYear.get(c.id)!)
          .reduce((a, v) => a.plus(v), new Decimal(0))
          .toNumber(),
        volumeByYear: Object.fromEntries(
          Object.entries(byYear.get(c.id)!).map(([year, v]) => [year, v.toNumber()]),
        ),
        reduction: c.product === 1 && c.verblijfsfunctie,
      })),
      years: yearRows.map((y) => ({ ...y, gain: y.gain.toNumber() })),
      gain: gain.toNumber(),
      missingYears: years.filter((y) => !rated.includes(y)),
      glasshouse,
    };
  });
  data.sort((a, b) => b.gain - a.gain || a.key.localeCompare(b.key));
  return { data, meta: { years } };
}
