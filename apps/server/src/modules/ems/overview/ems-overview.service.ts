import {
  CONTRACTED_CAPACITY_UNITS,
  PRODUCT_GAS,
  formatConnectionAddress,
  type Product,
} from '@energiek/contracts/connections';
import { EMS_CHANNELS, type EmsChannelCode } from '@energiek/contracts/ems';
import type { EmsOverview, EmsOverviewItem, EmsSummary } from '@energiek/contracts/ems-overview';
import { authorisationStatus, coversDay } from '@energiek/domain/authorisation-status';
import { co2Emissions, co2SourceNote, type Co2Carrier, type Co2Volume } from '@energiek/domain/co2-emissions';
import { addBuckets, bucketStart } from '@energiek/domain/buckets';
import { sumDecimals } from '@energiek/domain/degree-day-normalisation';
import { addLocalDays, intervalsBetween, localDayOf } from '@energiek/domain/local-time';
import { peakExceeds, peakPower } from '@energiek/domain/peak-power';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import {
  authorisationsOfCustomer,
  type AuthorisationRow,
} from '../../data-authorisations/data-authorisations.service.ts';
import { emsConnections, rangeSums, rollupRows, type EmsConnectionRow } from './ems-rollups.repository.ts';

// The EMS overview per connection and the energy tile's totals (issue 16 "Screens: ems"). Figures are
// read from rollups (never raw readings): year to date from month + day rollups, completeness from day
// rollups against the local days' interval count (92/96/100 quarters), peaks from month/year rollups.

const CONSUMPTION = EMS_CHANNELS.consumption.code;
const PRODUCTION = EMS_CHANNELS.production.code;
const GAS = EMS_CHANNELS.gas.code;
export const COMPLETENESS_DAYS = 30;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The channel a connection's usage is measured on. */
export function mainChannel(product: number): EmsChannelCode {
  return product === PRODUCT_GAS ? GAS : CONSUMPTION;
}

/** The local-day ranges the figures cover, for `today` (a local day). */
export function overviewRanges(today: string) {
  const yearStart = bucketStart(today, 'year');
  return {
    today,
    completeness: { from: addLocalDays(today, -COMPLETENESS_DAYS), to: today },
    thisYear: { from: yearStart, to: today },
    lastYear: { from: addBuckets(yearStart, 'year', -1), to: addBuckets(today, 'year', -1) },
    lastYearWhole: { from: addBuckets(yearStart, 'year', -1), to: yearStart },
    month: { from: bucketStart(today, 'month'), to: addBuckets(bucketStart(today, 'month'), 'month', 1) },
    year: { from: yearStart, to: addBuckets(yearStart, 'year', 1) },
  };
}

/** The emission carrier of a connection's product. */
export function co2Carrier(product: number): Co2Carrier {
  return product === PRODUCT_GAS ? 'gas' : 'electricity';
}

/** The calendar year of a local day ("2026-03-31" → 2026). */
const yearOf = (day: string) => Number(day.slice(0, 4));

/** kg CO2 of one volume in one year (docs/rates.md "CO2 emission factors"); null without a factor. */
function co2Of(product: number, year: number, volume: number): number | null {
  return co2Emissions([{ carrier: co2Carrier(product), year, volume }]).kg;
}

/** Intervals the local days [from, to) hold for data of `minutes` length. */
export function expectedIntervals(from: string, to: string, minutes: number | null): number {
  if (minutes === 15 || minutes === 60) return intervalsBetween(from, to, minutes);
  if (minutes === 1440) return Math.round(intervalsBetween(from, to, 60) / 24);
  return 0;
}

type Figures = Map<number, EmsOverviewItem>;

async function computeFigures(ctx: ServiceContext, customerId: number, today: string): Promise<Figures> {
  const ranges = overviewRanges(today);
  const rows = await emsConnections(ctx.db, customerId);
  const ids = rows.map((row) => row.id);
  const all = { connectionIds: ids, channels: [CONSUMPTION, PRODUCTION, GAS] as EmsChannelCode[] };
  const main = { connectionIds: ids, channels: [CONSUMPTION, GAS] as EmsChannelCode[] };
  const [thisYear, lastYear, days, months, years, authorisations] = await Promise.all([
    rangeSums(ctx.db, customerId, all, ranges.thisYear.from, ranges.thisYear.to),
    rangeSums(ctx.db, customerId, main, ranges.lastYear.from, ranges.lastYear.to),
    rollupRows(ctx.db, customerId, main, 'day', ranges.completeness.from, ranges.completeness.to),
    rollupRows(ctx.db, customerId, main, 'month', ranges.month.from, ranges.month.to),
    rollupRows(ctx.db, customerId, main, 'year', ranges.year.from, ranges.year.to),
    authorisationsOfCustomer(ctx.db, customerId),
  ]);
  const sumOf = (list: typeof thisYear, id: number, channel: number) =>
    Number(list.find((s) => s.connectionId === id && s.channel === channel)?.sum ?? 0);
  const peakOf = (list: typeof months, row: EmsConnectionRow) => {
    const found = list.find((r) => r.connectionId === row.id && r.channel === mainChannel(row.product));
    return found ? peakPower(found.max, found.minutes) : null;
  };

  const figures: Figures = new Map();
  const year = yearOf(ranges.thisYear.from);
  for (const row of rows) {
    const channel = mainChannel(row.product);
    const own = days.filter((d) => d.connectionId === row.id && d.channel === channel);
    const minutes = row.lastMinutes ?? own[0]?.minutes ?? null;
    const count = own.reduce((total, d) => total + d.count, 0);
    const expected = expectedIntervals(ranges.completeness.from, ranges.completeness.to, minutes);
    const usageNow = round4(sumOf(thisYear, row.id, channel));
    const usageThen = round4(sumOf(lastYear, row.id, channel));
    const peakYear = peakOf(years, row);
    const peakMonth = peakOf(months, row);
    figures.set(row.id, {
      connectionId: row.id,
      ean: row.ean,
      product: row.product,
      hasProd: row.hasProd,
      address: formatConnectionAddress(row),
      capacity: row.capacity,
      contractedCapacity: row.contractedCapacity,
      unit: row.product === PRODUCT_GAS ? EMS_CHANNELS.gas.unit : EMS_CHANNELS.consumption.unit,
      capacityUnit: CONTRACTED_CAPACITY_UNITS[row.product as Product] ?? 'kW',
      intervalMinutes: minutes,
      lastInterval: row.lastStart?.toISOString() ?? null,
      completeness: {
        count,
        expected,
        ratio: expected > 0 ? round4(count / expected) : null,
      },
      usage: {
        thisYear: usageNow,
        lastYear: usageThen,
        change: usageThen > 0 ? round4(usageNow / usageThen - 1) : null,
      },
      production: row.hasProd ? round4(sumOf(thisYear, row.id, PRODUCTION)) : null,
      // Usage only: feed-in of a solar connection is neither added nor subtracted (docs/rates.md).
      co2: {
        thisYear: co2Of(row.product, year, usageNow),
        lastYear: co2Of(row.product, year - 1, usageThen),
      },
      peak: {
        month: peakMonth?.value ?? null,
        year: peakYear?.value ?? null,
        exceeded: peakExceeds(peakYear, row.contractedCapacity),
        // Daily readings only (no interval data): the figures are the busiest day's mean power.
        basis: (peakYear ?? peakMonth)?.basis ?? null,
      },
      authorisation: authorisationOf(
        authorisations.filter((a) => a.connectionId === row.id),
        today,
      ),
    });
  }
  return figures;
}

function authorisationOf(rows: AuthorisationRow[], today: string): EmsOverviewItem['authorisation'] {
  const { status, validTo } = authorisationStatus(rows, today);
  const current = [...rows].reverse().find((row) => coversDay(row, today)) ?? rows[rows.length - 1];
  return {
    status,
    validTo: status === 'none' ? null : validTo,
    party: current ? (current.measuringCompanyName ?? current.partyName) : null,
  };
}

/** GET customers/{customerId}/ems/overview */
export async function getEmsOverview(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, now = new Date() }: { customerId: number; now?: Date },
): Promise<EmsOverview> {
  requireActsFor(actor, customerId);
  const today = localDayOf(now);
  const ranges = overviewRanges(today);
  const figures = await computeFigures(ctx, customerId, today);
  const year = yearOf(ranges.thisYear.from);
  const used = co2Emissions(
    [...figures.values()].flatMap((f): Co2Volume[] => [
      { carrier: co2Carrier(f.product), year, volume: f.usage.thisYear },
      { carrier: co2Carrier(f.product), year: year - 1, volume: f.usage.lastYear },
    ]),
  );
  return {
    data: [...figures.values()],
    meta: {
      today,
      completeness: ranges.completeness,
      thisYear: ranges.thisYear,
      lastYear: ranges.lastYear,
      co2Source: co2SourceNote(used.factors),
    },
  };
}

/** GET customers/{customerId}/ems/summary: the energy tile. */
export async function getEmsSummary(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, now = new Date() }: { customerId: number; now?: Date },
): Promise<EmsSummary> {
  requireActsFor(actor, customerId);
  const today = localDayOf(now);
  const ranges = overviewRanges(today);
  const figures = [...(await computeFigures(ctx, customerId, today)).values()];
  const whole = await rangeSums(
    ctx.db,
    customerId,
    { connectionIds: figures.map((f) => f.connectionId), channels: [CONSUMPTION, GAS] },
    ranges.lastYearWhole.from,
    ranges.lastYearWhole.to,
  );
  const year = yearOf(ranges.thisYear.from);
  // Exact volumes per carrier and year; each total is rounded once (not the sum of the rounded rows).
  const volumes = (gas: boolean) => {
    const carrier: Co2Carrier = gas ? 'gas' : 'electricity';
    const channel = gas ? GAS : CONSUMPTION;
    const list = figures.filter((f) => (f.product === PRODUCT_GAS) === gas);
    // A carrier with connections but no rows last year emitted 0 kg (not "unknown").
    const zero: Co2Volume[] = list.length > 0 ? [{ carrier, year: year - 1, volume: 0 }] : [];
    return {
      thisYear: list.map((f): Co2Volume => ({ carrier, year, volume: f.usage.thisYear })),
      lastYearTotal: [
        ...zero,
        ...whole
          .filter((s) => s.channel === channel)
          .map((s): Co2Volume => ({ carrier, year: year - 1, volume: s.sum })),
      ],
    };
  };
  const electricityVolumes = volumes(false);
  const gasVolumes = volumes(true);
  const totals = (gas: boolean) => {
    const list = figures.filter((f) => (f.product === PRODUCT_GAS) === gas);
    const count = list.reduce((t, f) => t + f.completeness.count, 0);
    const expected = list.reduce((t, f) => t + f.completeness.expected, 0);
    const channel = gas ? GAS : CONSUMPTION;
    const own = gas ? gasVolumes : electricityVolumes;
    return {
      connections: list.length,
      unit: gas ? EMS_CHANNELS.gas.unit : EMS_CHANNELS.consumption.unit,
      thisYear: sumDecimals(list.map((f) => f.usage.thisYear)),
      lastYear: sumDecimals(list.map((f) => f.usage.lastYear)),
      lastYearTotal: sumDecimals(whole.filter((s) => s.channel === channel).map((s) => s.sum)),
      completeness: expected > 0 ? round4(count / expected) : null,
      co2: {
        thisYear: co2Emissions(own.thisYear).kg,
        lastYearTotal: co2Emissions(own.lastYearTotal).kg,
      },
    };
  };
  const thisYearCo2 = co2Emissions([...electricityVolumes.thisYear, ...gasVolumes.thisYear]);
  const lastYearCo2 = co2Emissions([...electricityVolumes.lastYearTotal, ...gasVolumes.lastYearTotal]);
  const factors = [...new Set([...thisYearCo2.factors, ...lastYearCo2.factors])];
  return {
    electricity: totals(false),
    gas: totals(true),
    today,
    co2: { thisYear: thisYearCo2.kg, lastYearTotal: lastYearCo2.kg, source: co2SourceNote(factors) },
  };
}
