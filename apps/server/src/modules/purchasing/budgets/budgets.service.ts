import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { BudgetComparison, BudgetComparisonRow, BudgetItem } from '@energiek/contracts/budgets';
import { budgets, type Budget } from '@energiek/db/schema/index';
import { DEFAULT_STATION } from '@energiek/contracts/degree-days';
import { VOLUME_SOURCES } from '@energiek/contracts/forecast';
import { actualAgainstBudget } from '@energiek/domain/budget-actual';
import { budgetShareToDate, monthlyDegreeDayNormals } from '@energiek/domain/budget-profile';
import { daysBetween } from '@energiek/domain/calendar';
import { addLocalDays, localDayOf } from '@energiek/domain/local-time';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { listDegreeDays } from '../../degree-days/degree-days.service.ts';
import {
  connectionYear,
  currentYearSplits,
  loadForecastInputs,
  unverifiedTaxYears,
  type CurrentSplit,
} from '../forecast/forecast.service.ts';
import { measuredParts } from '../purchase/purchase.service.ts';

type VolumeSource = (typeof VOLUME_SOURCES)[number];

// A customer's budgets of a year against the forecast (the whole year; this year measured to today +
// expected for the rest, as the forecast screen computes it) and the actual cost to date: the
// measured EMS volume priced with the same rules (effective rates, grid tariff, energy tax, VAT) — until
// invoices exist, then the invoice audit takes over. The budget to date is the year's budget spread by
// days (electricity) or by the degree days of a normal year (gas: the mean of the ten years before).

export function toBudgetItem(row: Budget): BudgetItem {
  return {
    id: row.id,
    customerId: row.customerId,
    year: row.year,
    product: row.product,
    amount: Number(row.amount),
    volume: Number(row.volume),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const cents = (x: Decimal) => x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

function deviation(value: Decimal, reference: Decimal | null) {
  if (reference === null) return { amount: null, pct: null };
  const amount = value.minus(reference);
  return {
    amount: cents(amount),
    pct: reference.isZero() ? null : cents(amount.dividedBy(reference).times(100)),
  };
}

export async function getBudgetComparison(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; query: { year?: number } },
): Promise<BudgetComparison> {
  requireActsFor(actor, input.customerId);
  const today = localDayOf(new Date());
  const year = input.query.year ?? Number(today.slice(0, 4));
  const first = `${year}-01-01`;
  const end = `${year + 1}-01-01`;
  const tomorrow = addLocalDays(today, 1);
  const to = tomorrow < first ? first : tomorrow > end ? end : tomorrow;
  const rows = await ctx.db
    .select()
    .from(budgets)
    .where(and(eq(budgets.customerId, input.customerId), eq(budgets.year, year)));
  const { rows: connections, inputs } = await loadForecastInputs(ctx, input.customerId, [year]);
  const measured = await measuredParts(ctx.db, input.customerId, connections, first, to);
  // This year the forecast is the forecast's own figure: measured to today + expected for the rest.
  const splits =
    year === Number(today.slice(0, 4))
      ? await currentYearSplits(ctx, input.customerId, connections, inputs, today)
      : new Map<number, CurrentSplit>();
  const season = await listDegreeDays(ctx, actor, {
    station: DEFAULT_STATION,
    from: `${year - 10}-01-01`,
    to: first,
    interval: 'month',
  });
  const normals = monthlyDegreeDayNormals(season.data);
  const yearDays = daysBetween(first, end);
  const elapsedDays = daysBetween(first, to);
  const products = [...new Set([...connections.map((c) => c.product), ...rows.map((r) => r.product)])].sort();
  const data: BudgetComparisonRow[] = products.map((product) => {
    const own = connections.filter((c) => c.product === product);
    let forecastAmount = new Decimal(0);
    let forecastVolume = 0;
    let unknown = 0;
    let actualAmount = new Decimal(0);
    let actualVolume = 0;
    const sources = new Map<VolumeSource, number>();
    for (const connection of own) {
      const source = inputs.volumes.get(connection.id)?.source ?? 'none';
      sources.set(source, (sources.get(source) ?? 0) + 1);
      const expected = connectionYear(inputs, connection, year, undefined, splits.get(connection.id) ?? null);
      if (expected.amounts) {
        forecastAmount = forecastAmount.plus(expected.amounts.totalInclVat);
        forecastVolume += expected.volume ?? 0;
      } else unknown += 1;
      const volume = measured.get(connection.id)?.volume;
      if (volume !== undefined && elapsedDays > 0) {
        const actual = connectionYear(inputs, connection, year, { volume, to });
        actualVolume += volume;
        if (actual.amounts) actualAmount = actualAmount.plus(actual.amounts.totalInclVat);
      }
    }
    const row = rows.find((r) => r.product === product);
    const budgetAmount = row ? new Decimal(row.amount) : null;
    // Nothing of this product could be priced: no forecast to compare with.
    const forecastDev =
      own.length > 0 && unknown === own.length
        ? deviation(forecastAmount, null)
        : deviation(forecastAmount, budgetAmount);
    const { share, profile } = budgetShareToDate(product === 2 ? 2 : 1, year, to, normals);
    const budgetToDate = budgetAmount === null ? null : budgetAmount.times(share);
    // Only when every connection has measurements: an unmeasured one adds € 0 to the actual cost.
    const actualDev = actualAgainstBudget({
      actual: actualAmount,
      budgetToDate,
      connections: own.map((c) => ({ ean: c.ean, coveredDays: measured.get(c.id)?.coveredDays ?? 0 })),
      elapsedDays,
    });
    return {
      product,
      budget: row ? toBudgetItem(row) : null,
      forecast: {
        amount: cents(forecastAmount),
        volume: forecastVolume,
        unknown,
        sources: VOLUME_SOURCES.filter((source) => sources.has(source)).map((source) => ({
          source,
          connections: sources.get(source)!,
        })),
      },
      actual: {
        amount: cents(actualAmount),
        volume: Math.round(actualVolume * 1000) / 1000,
        to,
        source: 'ems',
        connections: actualDev.connections,
        unmeasured: actualDev.unmeasured,
        partial: actualDev.partial,
      },
      budgetToDate: budgetToDate === null ? null : cents(budgetToDate),
      budgetProfile: profile,
      forecastDeviation: forecastDev.amount,
      forecastDeviationPct: forecastDev.pct,
      actualDeviation: actualDev.deviation,
      actualDeviationPct: actualDev.pct,
    };
  });
  // Rates not verified (or borrowed from an earlier year) for this year: the screen says so (issue 27).
  const unverified = unverifiedTaxYears(inputs, connections, [year]);
  return { data, meta: { year, elapsedDays, yearDays, unverifiedTaxYears: unverified } };
}
