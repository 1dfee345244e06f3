import Decimal from 'decimal.js';
import type {
  Forecast,
  ForecastConnection,
  ForecastTotal,
  SupplyBasisName,
} from '@energiek/contracts/forecast';
import { SUPPLY_BASIS_LABELS, VOLUME_SOURCE_LABELS } from '@energiek/contracts/forecast';
import { daysInMonth, nextDay } from '@energiek/domain/calendar';
import {
  NOT_IN_FORCE_STATUSES,
  effectiveRateLines,
  energyPriceOf,
  rateRowOn,
  type AgreementInput,
} from '@energiek/domain/effective-rate';
import {
  currentYearVolume,
  forecastYear,
  type CurrentYearVolume,
  type ForecastPart,
  type SupplyBasis,
} from '@energiek/domain/forecast';
import { localDayOf } from '@energiek/domain/local-time';
import { profileLowShare } from '@energiek/domain/profile-low-share';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { notFound, validationError } from '../../../lib/http-errors.ts';
import {
  addressOf,
  agreementInputs,
  clickPosition,
  customerConnections,
  expectedAnnualVolumes,
  loadPurchaseData,
  measuredParts,
  normalMonthDegreeDays,
  type ConnectionRow,
} from '../purchase/purchase.service.ts';
import { glasshouseOf, reductionApplies } from '../../taxes/taxes.service.ts';
import { connectionLowTariffProfiles } from '../../master-data/master-data.service.ts';
import { customerName } from './forecast.repository.ts';
import { forwardPrices, gridTariffs, taxRatesFor, type ForecastInputs } from './forecast.inputs.ts';
import { forecastEnergyTax, forecastTaxRates } from './forecast.energy-tax.ts';
import { assumptionsOf, currentYearAssumptions } from './forecast.assumptions.ts';

// The forecast of one customer (forecast:read): per active connection and year, the parts of the year under
// each agreement in force, priced by the pure forecast arithmetic (packages/domain/src/forecast.ts).

function basisOf(
  inputs: ForecastInputs,
  agreement: AgreementInput,
  year: number,
  day: string,
  lowShare: number,
  forwardMwh: Decimal | null,
): { basis: SupplyBasis; name: SupplyBasisName; clickedPct: Decimal | null } {
  const volumeOf = (id: number) => inputs.volumes.get(id)?.volume ?? null;
  if (agreement.priceType === 'click' || agreement.collectiveId !== null) {
    const p = clickPosition(inputs.data, agreement, year, volumeOf);
    return {
      basis: {
        kind: 'click',
        clickedPct: p?.clickedPct ?? null,
        weightedPriceMwh: p?.weightedPriceMwh ?? null,
        forwardMwh,
        markupMwh: p?.markupMwh ?? 0,
      },
      name: 'click',
      clickedPct: p?.clickedPct ?? null,
    };
  }
  if (agreement.priceType === 'variable') {
    const markup = rateRowOn(agreement, day)?.markup ?? 0;
    return {
      basis: { kind: 'variable', forwardMwh, markupPerUnit: markup },
      name: 'variable',
      clickedPct: null,
    };
  }
  const price = energyPriceOf(
    effectiveRateLines([agreement], day, () => null),
    lowShare,
  );
  if (price === null) return { basis: { kind: 'open', forwardMwh }, name: 'open', clickedPct: null };
  return { basis: { kind: 'rate', pricePerUnit: price }, name: 'fixed', clickedPct: null };
}

const cents = (x: Decimal) => x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** This year's volume split of a connection: measured so far, the gaps and the rest by its profile. */
export type CurrentSplit = { asOf: string; volume: CurrentYearVolume; profile: 'days' | 'degree-days' };

/**
 * One connection's year: expected (the whole year at the expected volume), with `current` this year as
 * measured so far + expected for the rest, or, with `actual`, the cost from 1 January to `actual.to`
 * (exclusive) of the measured volume.
 */
export function connectionYear(
  inputs: ForecastInputs,
  connection: ConnectionRow,
  year: number,
  actual?: { volume: number; to: string },
  current?: CurrentSplit | null,
) {
  const own = inputs.volumes.get(connection.id)!;
  const expected = actual
    ? { ...own, volume: actual.volume }
    : current
      ? { ...own, volume: current.volume.total.toNumber() }
      : own;
  const window = { from: `${year}-01-01`, to: actual?.to ?? `${year + 1}-01-01` };
  const lowShare = inputs.lowShare(connection.id, year);
  const forward = inputs.forward(connection.product, year);
  const forwardMwh = forward?.price ?? null;
  const agreements = agreementInputs(inputs.data, connection.id).filter(
    (a) => !NOT_IN_FORCE_STATUSES.includes(a.status),
  );
  const parts: ForecastPart[] = [];
  const names = new Set<SupplyBasisName>();
  let clickedPct: Decimal | null = null;
  let cursor = `${year}-01-01`;
  const end = `${year + 1}-01-01`;
  for (const a of [...agreements].sort((x, y) => x.from.localeCompare(y.from))) {
    const from = a.from > cursor ? a.from : cursor;
    const to = nextDay(a.to) < end ? nextDay(a.to) : end;
    if (from >= to) continue;
    const b = basisOf(inputs, a, year, from, lowShare, forwardMwh);
    names.add(b.name);
    clickedPct = clickedPct ?? b.clickedPct;
    parts.push({ from, to, basis: b.basis, fixedFeeMonth: rateRowOn(a, from)?.fixedFeeMonth ?? 0 });
    cursor = to;
  }
  if (cursor < end) names.add('open');
  const basis: SupplyBasisName = names.size === 1 ? [...names][0]! : 'mixed';
  const round3 = (x: Decimal) => x.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toNumber();
  const empty = {
    year,
    basis,
    clickedPct: null,
    forwardPriceMwh: forwardMwh?.toNumber() ?? null,
    volume: expected.volume === null ? null : round3(new Decimal(expected.volume)),
    current: current
      ? {
          asOf: current.asOf,
          measured: round3(current.volume.measured),
          filled: round3(current.volume.filled),
          rest: round3(current.volume.rest),
          profile: current.profile,
        }
      : null,
  };
  if (expected.volume === null) return { ...empty, known: false, supplyPricePerUnit: null, amounts: null };
  const vatPct = inputs.taxes.vatPct(year) ?? '0';
  const energyTax = forecastEnergyTax(inputs.taxes.tax(connection.product, year), {
    product: connection.product,
    year,
    window,
    volume: expected.volume,
    reduction: inputs.reduction.get(connection.id) ?? false,
    glasshouse: inputs.glasshouse.get(connection.id) ?? false,
    vatPct,
  });
  const tariff = inputs.grid(connection, year, lowShare);
  const result = forecastYear({
    product: connection.product,
    year,
    volume: expected.volume,
    ...(actual ? { window } : {}),
    ...(current ? { segments: current.volume.segments } : {}),
    parts,
    openForwardMwh: forwardMwh,
    grid: tariff,
    energyTaxExclVat: energyTax,
    vatPct,
  });
  if (!result.known) return { ...empty, known: false, supplyPricePerUnit: null, amounts: null };
  const a = result.amounts;
  return {
    ...empty,
    clickedPct: clickedPct === null ? null : cents(clickedPct),
    known: true,
    supplyPricePerUnit: a.supplyPricePerUnit?.toNumber() ?? null,
    amounts: {
      energy: cents(a.energy),
      markup: cents(a.markup),
      fixedFees: cents(a.fixedFees),
      grid: cents(a.grid),
      energyTax: cents(a.energyTax),
      totalExclVat: cents(a.totalExclVat),
      vat: cents(a.vat),
      totalInclVat: cents(a.totalInclVat),
    },
  };
}

export function totalsOf(connections: ForecastConnection[], years: number[]): ForecastTotal[] {
  return years.map((year) => {
    const rows = connections.map((c) => ({ c, y: c.years.find((y) => y.year === year)! }));
    const known = rows.filter((r) => r.y.known && r.y.amounts);
    const sum = (key: keyof NonNullable<ForecastConnection['years'][number]['amounts']>) =>
      cents(Decimal.sum(0, ...known.map((r) => r.y.amounts![key])));
    const volume = (product: 1 | 2) =>
      Math.round(
        known
          .filter((r) => r.c.product === product)
          .reduce((s, r) => s + (r.y.volume ?? r.c.volume ?? 0), 0) * 1000,
      ) / 1000;
    return {
      year,
      volumeKwh: volume(1),
      volumeM3: volume(2),
      connections: known.length,
      unknown: rows.length - known.length,
      energy: sum('energy'),
      markup: sum('markup'),
      fixedFees: sum('fixedFees'),
      grid: sum('grid'),
      energyTax: sum('energyTax'),
      totalExclVat: sum('totalExclVat'),
      vat: sum('vat'),
      totalInclVat: sum('totalInclVat'),
    };
  });
}

/** Years whose energy tax rests on rates not verified against the official table (or borrowed). */
export function unverifiedTaxYears(
  inputs: ForecastInputs,
  rows: readonly ConnectionRow[],
  years: number[],
): number[] {
  // Per kind of connection: electricity, normal gas, glasshouse gas (the reduced rates are unverified).
  const kinds = new Set(rows.map((r) => `${r.product}|${inputs.glasshouse.get(r.id) === true}`));
  return years.filter((year) =>
    [...kinds].some((kind) => {
      const [p, g] = kind.split('|');
      const product = Number(p) as 1 | 2;
      const own = inputs.taxes.tax(product, year);
      if (own === null) return false;
      const tax = forecastTaxRates(own, product, g === 'true');
      return tax.borrowedFrom !== null || tax.rates.years.some((y) => !y.verified);
    }),
  );
}

/** Everything a forecast of the customer's active connections needs, loaded once. */
export async function loadForecastInputs(ctx: ServiceContext, customerId: number, years: number[]) {
  const rows = (await customerConnections(ctx.db, customerId)).filter((c) => c.status === 1);
  const [data, volumes, forward, grid, taxes, reduction, glasshouse, profiles] = await Promise.all([
    loadPurchaseData(ctx.db, customerId, rows, { participations: true }),
    expectedAnnualVolumes(ctx.db, customerId, rows, localDayOf(new Date())),
    forwardPrices(ctx.db),
    gridTariffs(ctx, rows),
    taxRatesFor(ctx, years),
    reductionApplies(ctx, customerId, rows),
    glasshouseOf(
      ctx,
      customerId,
      rows.filter((r) => r.product === 2).map((r) => r.id),
    ),
    connectionLowTariffProfiles(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  const shares = new Map<string, number>();
  const lowShare = (connectionId: number, year: number): number => {
    const key = `${connectionId}|${year}`;
    const known = shares.get(key);
    if (known !== undefined) return known;
    const share = lowShareOf(connectionId, year);
    shares.set(key, share);
    return share;
  };
  const lowShareOf = (connectionId: number, year: number): number => {
    const volume = volumes.get(connectionId);
    const connection = rows.find((r) => r.id === connectionId);
    const profile = profiles.get(connectionId);
    if (!connection || connection.product !== 1) return 0;
    // Measured (interval data or readings): the measured low share; else the profile category's.
    if (volume && volume.lowShare !== null) return volume.lowShare;
    return profile
      ? profileLowShare(
          { product: 1, profileCategory: profile.profileCategory, window: profile.window },
          `${year}-01-01`,
          `${year + 1}-01-01`,
        )
      : 0;
  };
  const inputs: ForecastInputs = { data, volumes, forward, grid, taxes, reduction, glasshouse, lowShare };
  return { rows, inputs };
}

/**
 * The year of `today` per connection: measured from 1 January to today plus the expected volume of the
 * elapsed days without data and of the rest of the year. Gas spreads the expected volume by base load + the
 * normal year's degree days per month when both are known, electricity (and gas without them) per day.
 */
export async function currentYearSplits(
  ctx: ServiceContext,
  customerId: number,
  rows: readonly ConnectionRow[],
  inputs: ForecastInputs,
  today: string,
): Promise<Map<number, CurrentSplit>> {
  const year = Number(today.slice(0, 4));
  const measured = await measuredParts(ctx.db, customerId, rows, `${year}-01-01`, today);
  const normal = rows.some((r) => r.product === 2) ? await normalMonthDegreeDays(ctx.db, year) : null;
  const splits = new Map<number, CurrentSplit>();
  for (const row of rows) {
    const expected = inputs.volumes.get(row.id);
    const fit = expected?.fit ?? null;
    const weights =
      row.product === 2 && fit && normal
        ? normal.map((dd, i) => fit.basePerDay * daysInMonth(year, i + 1) + fit.perDegreeDay * dd)
        : undefined;
    // Nothing measured this year: the year is the expected volume, no split to show.
    if (!measured.has(row.id)) continue;
    const volume = currentYearVolume({
      year,
      asOf: today,
      expectedAnnual: expected?.volume ?? null,
      measured: measured.get(row.id) ?? null,
      ...(weights ? { monthWeights: weights } : {}),
    });
    if (volume) splits.set(row.id, { asOf: today, volume, profile: weights ? 'degree-days' : 'days' });
  }
  return splits;
}

/** The forecast of a customer for `year` and the next two. */
export async function computeForecast(
  ctx: ServiceContext,
  customerId: number,
  first: number,
): Promise<Forecast> {
  const name = await customerName(ctx.db, customerId);
  if (name === null) throw notFound();
  const years = [first, first + 1, first + 2];
  const { rows, inputs } = await loadForecastInputs(ctx, customerId, years);
  const { volumes } = inputs;
  const today = localDayOf(new Date());
  const thisYear = Number(today.slice(0, 4));
  const splits = years.includes(thisYear)
    ? await currentYearSplits(ctx, customerId, rows, inputs, today)
    : new Map<number, CurrentSplit>();
  const connections: ForecastConnection[] = rows.map((c) => ({
    connectionId: c.id,
    ean: c.ean,
    product: c.product,
    address: addressOf(c),
    volume: volumes.get(c.id)?.volume ?? null,
    volumeSource: volumes.get(c.id)?.source ?? 'none',
    volumeCertainty: volumes.get(c.id)?.certainty ?? null,
    volumeDays: volumes.get(c.id)?.coveredDays ?? 0,
    years: years.map((year) =>
      connectionYear(inputs, c, year, undefined, year === thisYear ? (splits.get(c.id) ?? null) : null),
    ),
  }));
  return {
    customerId,
    customerName: name,
    years,
    totals: totalsOf(connections, years),
    connections,
    unverifiedTaxYears: unverifiedTaxYears(inputs, rows, years),
    assumptions: [
      ...assumptionsOf(inputs, rows, years, { SUPPLY_BASIS_LABELS, VOLUME_SOURCE_LABELS }),
      ...(splits.size > 0 ? currentYearAssumptions(thisYear, today, [...splits.values()]) : []),
    ],
  };
}

export async function getForecast(
  ctx: ServiceContext,
  actor: Actor,
  input: { query: { customerId?: number; year?: number } },
): Promise<{ data: Forecast }> {
  const customerId = input.query.customerId ?? actor.selectedCustomerId;
  if (!customerId) throw validationError({ customerId: ['Kies een klant.'] });
  requireActsFor(actor, customerId);
  const first = input.query.year ?? Number(localDayOf(new Date()).slice(0, 4));
  return { data: await computeForecast(ctx, customerId, first) };
}
