import Decimal from 'decimal.js';
import { allows } from '@energiek/contracts/access';
import { BUDGETS_READ } from '@energiek/contracts/budgets';
import { PRODUCT_GAS } from '@energiek/contracts/connections';
import { EMS_CHANNELS, type EmsChannelCode } from '@energiek/contracts/ems';
import type { PortalEnergyRow, PortalSummary } from '@energiek/contracts/portal';
import { customerSignalQuerySchema } from '@energiek/contracts/signals';
import { addBuckets, bucketStart } from '@energiek/domain/buckets';
import { co2Emissions, co2SourceNote, type Co2Volume } from '@energiek/domain/co2-emissions';
import { localDayOf } from '@energiek/domain/local-time';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { getBudgetComparison } from '../purchasing/purchasing.service.ts';
import { emsConnections, rangeSums } from '../ems/ems.service.ts';
import { getCustomerAudit } from '../invoice-audit/invoice-audit.service.ts';
import { invoicedAndCreditedBetween } from '../invoices/invoices.service.ts';
import { listCustomerSignals } from '../signals/signals.service.ts';
import { forecastView } from '@energiek/contracts/forecast-view';

// The customer's portal home (issue 31): one call that gathers, through each area's front door, what a
// business customer looks for first. Each part only when the profile may read it there.

export const PORTAL_EMS = { allOf: ['organisation-report-ems:read', 'mod:ems'] } as const;
export const PORTAL_INVOICE_AUDIT = {
  allOf: ['organisation-report-invoice-check:read', 'mod:invoicecontrol'],
} as const;
export const PORTAL_INVOICES = { allOf: ['organisation-invoices:read'] } as const;

const CONSUMPTION = EMS_CHANNELS.consumption.code;
const GAS = EMS_CHANNELS.gas.code;

const volume = (
  sums: { connectionId: number; channel: number; sum: string }[],
  ids: Set<number>,
  channel: number,
) =>
  sums
    .filter((s) => ids.has(s.connectionId) && s.channel === channel)
    .reduce((total, s) => total.plus(s.sum), new Decimal(0))
    .toDecimalPlaces(3, Decimal.ROUND_HALF_UP)
    .toNumber();

type Sums = { connectionId: number; channel: number; sum: string }[];

/**
 * The customer's CO2 from the same exact volumes as the energy rows (EMS connections, consumption only):
 * each volume × the factor of its year, rounded once per figure, as the EMS summary does. A product with
 * connections but nothing measured in a range emitted 0 kg there, not "unknown".
 */
function co2Of(
  sums: { thisYear: Sums; lastYearToDate: Sums; lastYear: Sums },
  products: { carrier: Co2Volume['carrier']; channel: number; ids: Set<number> }[],
  year: number,
): NonNullable<PortalSummary['co2']> {
  const volumes = (rows: Sums, y: number) =>
    products.flatMap(({ carrier, channel, ids }): Co2Volume[] => [
      { carrier, year: y, volume: 0 },
      ...rows
        .filter((s) => ids.has(s.connectionId) && s.channel === channel)
        .map((s): Co2Volume => ({ carrier, year: y, volume: s.sum })),
    ]);
  const thisYear = co2Emissions(volumes(sums.thisYear, year));
  const lastYearToDate = co2Emissions(volumes(sums.lastYearToDate, year - 1));
  const lastYear = co2Emissions(volumes(sums.lastYear, year - 1));
  const factors = [...new Set([...thisYear.factors, ...lastYearToDate.factors, ...lastYear.factors])];
  return {
    thisYear: thisYear.kg,
    lastYearToDate: lastYearToDate.kg,
    lastYear: lastYear.kg,
    source: co2SourceNote(factors),
  };
}

async function energy(ctx: ServiceContext, actor: Actor, customerId: number, today: string) {
  const yearStart = bucketStart(today, 'year');
  const lastYearStart = addBuckets(yearStart, 'year', -1);
  const connections = await emsConnections(ctx.db, customerId);
  const key = {
    connectionIds: connections.map((c) => c.id),
    channels: [CONSUMPTION, GAS] as EmsChannelCode[],
  };
  const [thisYear, lastYearToDate, lastYear] = await Promise.all([
    rangeSums(ctx.db, customerId, key, yearStart, today),
    rangeSums(ctx.db, customerId, key, lastYearStart, addBuckets(today, 'year', -1)),
    rangeSums(ctx.db, customerId, key, lastYearStart, yearStart),
  ]);
  const year = Number(today.slice(0, 4));
  const mayBudgets = allows(actor.profile, BUDGETS_READ);
  const [budgetsNow, budgetsLast] = mayBudgets
    ? await Promise.all([
        getBudgetComparison(ctx, actor, { customerId, query: { year } }),
        getBudgetComparison(ctx, actor, { customerId, query: { year: year - 1 } }),
      ])
    : [null, null];
  const rows: PortalEnergyRow[] = [];
  const co2Products: Parameters<typeof co2Of>[1] = [];
  for (const product of [1, 2] as const) {
    const own = connections.filter((c) => (c.product === PRODUCT_GAS) === (product === 2));
    if (own.length === 0) continue;
    const ids = new Set(own.map((c) => c.id));
    const channel = product === 2 ? GAS : CONSUMPTION;
    co2Products.push({ carrier: product === 2 ? 'gas' : 'electricity', channel, ids });
    const lastYearVolume = volume(lastYear, ids, channel);
    const now = budgetsNow?.data.find((r) => r.product === product);
    const last = budgetsLast?.data.find((r) => r.product === product);
    let cost: PortalEnergyRow['cost'] = null;
    if (budgetsNow && now) {
      // The budgets tab's own figures: one budget to date and one comparison on both screens.
      cost = {
        thisYear: now.actual.amount,
        lastYear: last ? last.actual.amount : null,
        budget: now.budget ? now.budget.amount : null,
        budgetToDate: now.budgetToDate,
        budgetDeviationPct: now.actualDeviationPct,
        unmeasured: now.actual.unmeasured,
        connections: now.actual.connections,
        budgetVolume: now.budget ? now.budget.volume : null,
        forecast: forecastView({
          amount: now.forecast.amount,
          volume: now.forecast.volume,
          unknown: now.forecast.unknown,
          connections: own.length,
          lastYearVolume,
          budgetVolume: now.budget ? now.budget.volume : null,
        }),
        unverifiedTax: budgetsNow.meta.unverifiedTaxYears.length > 0,
      };
    }
    rows.push({
      product,
      unit: product === 2 ? EMS_CHANNELS.gas.unit : EMS_CHANNELS.consumption.unit,
      connections: own.length,
      thisYear: volume(thisYear, ids, channel),
      lastYearToDate: volume(lastYearToDate, ids, channel),
      lastYear: lastYearVolume,
      cost,
    });
  }
  return {
    rows,
    co2: rows.length > 0 ? co2Of({ thisYear, lastYearToDate, lastYear }, co2Products, year) : null,
  };
}

/** GET customers/{customerId}/portal-summary: the portal home's figures. */
export async function getPortalSummary(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, now = new Date() }: { customerId: number; now?: Date },
): Promise<PortalSummary> {
  requireActsFor(actor, customerId);
  const today = localDayOf(now);
  // Open for the customer: new and being handled, not closed.
  const signalCount = (status: 'open' | 'in-behandeling') =>
    listCustomerSignals(ctx, actor, {
      customerId,
      query: customerSignalQuerySchema.parse({ status, limit: 1 }),
    }).then((list) => list.meta.total);
  const yearStart = bucketStart(today, 'year');
  const [energyParts, newSignals, handledSignals, audit, invoiced] = await Promise.all([
    allows(actor.profile, PORTAL_EMS) ? energy(ctx, actor, customerId, today) : null,
    signalCount('open'),
    signalCount('in-behandeling'),
    allows(actor.profile, PORTAL_INVOICE_AUDIT) ? getCustomerAudit(ctx, actor, { customerId }) : null,
    allows(actor.profile, PORTAL_INVOICES)
      ? invoicedAndCreditedBetween(ctx, actor, { customerId, from: yearStart, to: today })
      : null,
  ]);
  return {
    year: Number(today.slice(0, 4)),
    today,
    energy: energyParts?.rows ?? null,
    co2: energyParts?.co2 ?? null,
    signals: { open: newSignals + handledSignals },
    invoices: invoiced ? { from: yearStart, to: today, ...invoiced } : null,
    invoiceAudit: audit
      ? {
          invoices: audit.meta.invoices,
          deviations: audit.meta.deviations,
          amountAtStake: audit.meta.amountAtStake,
          recovered: audit.meta.recovered,
        }
      : null,
  };
}
