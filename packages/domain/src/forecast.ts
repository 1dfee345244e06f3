// The expected cost of one connection in one calendar year (issue 13 "Forecast and budgets"): expected
// volume × (clicked price + open part at the forward price) + markup + grid tariff + energy tax + VAT.
// Pure: the caller brings the volume, the supply basis of each part of the year (from the agreements in
// force), the grid tariff, the energy tax from the engine (energy-tax.ts) and the VAT rate. Decimal.js
// throughout; every amount is rounded to cents once, at the end.
import Decimal from 'decimal.js';
import { daysBetween, daysInMonth } from './calendar.ts';
import { periodCost } from './clicks.ts';
import type { RateProduct } from './effective-rate.ts';
import { GAS_KWH_PER_M3 } from './gas.ts';

/** How the energy of a part of the year is priced. Prices per MWh are market quotes (€/MWh). */
export type SupplyBasis =
  /** A fixed rate per kWh or m³ (markup included). */
  | { kind: 'rate'; pricePerUnit: Decimal.Value }
  /** A variable price: the index, expected at the forward price, plus a markup per kWh or m³. */
  | { kind: 'variable'; forwardMwh: Decimal.Value | null; markupPerUnit: Decimal.Value }
  /** A click contract: the clicked share at its weighted price, the open rest at the forward price. */
  | {
      kind: 'click';
      clickedPct: Decimal.Value | null;
      weightedPriceMwh: Decimal.Value | null;
      forwardMwh: Decimal.Value | null;
      markupMwh: Decimal.Value;
    }
  /** No agreement: everything at the forward price. */
  | { kind: 'open'; forwardMwh: Decimal.Value | null };

export type ForecastPart = {
  /** First day and the day after the last (exclusive), within the year. */
  from: string;
  to: string;
  basis: SupplyBasis;
  /** The supplier's fixed fee, € per month. */
  fixedFeeMonth: Decimal.Value;
};

export type ForecastYearInput = {
  product: RateProduct;
  year: number;
  /** Expected volume of the whole year (or of `window`), kWh or m³. */
  volume: Decimal.Value;
  /** The volume by date range (the current year: measured so far, expected for the rest); each part of the
   *  year then takes the volume of the days it covers from these ranges. `volume` must be their sum. Spread
   *  evenly over the year (or window) when absent. */
  segments?: readonly VolumeSegment[];
  /** Part of the year only (actual cost to date): [from, to) within the year; the volume is of these days,
   *  the grid's fixed part and the fees count for these days. The whole year when absent. */
  window?: { from: string; to: string };
  /** Parts of the year by supply basis; days not covered count as 'open' at `openForwardMwh`. */
  parts: readonly ForecastPart[];
  openForwardMwh: Decimal.Value | null;
  /** Grid operator's tariff: fixed € per year plus € per kWh / m³; null when unknown (counted as 0). */
  grid: { fixedPerYear: Decimal.Value; perUnit: Decimal.Value } | null;
  /** Energy tax of the year excluding VAT (EB + ODE − reduction), from the engine; null when unknown. */
  energyTaxExclVat: Decimal.Value | null;
  /** VAT percentage ("21"). */
  vatPct: Decimal.Value;
};

/** A volume (kWh or m³) over [from, to), spread evenly over its days. */
export type VolumeSegment = { from: string; to: string; volume: Decimal.Value };

export type ForecastAmounts = {
  volume: Decimal;
  /** Energy at the clicked, fixed or forward prices (no markup). */
  energy: Decimal;
  markup: Decimal;
  fixedFees: Decimal;
  grid: Decimal;
  energyTax: Decimal;
  totalExclVat: Decimal;
  vat: Decimal;
  totalInclVat: Decimal;
  /** (energy + markup + fixed fees) ÷ volume: the supply price per kWh or m³, 6 decimals; null at 0. */
  supplyPricePerUnit: Decimal | null;
};

export type ForecastYearResult =
  | { known: true; amounts: ForecastAmounts }
  /** A price is missing (no forward price for an open part): the cost cannot be estimated. */
  | { known: false; missing: 'forward-price' };

const days = daysBetween;

/** kWh or m³ as MWh (gas at GAS_KWH_PER_M3). */
export function unitsToMwh(volume: Decimal.Value, product: RateProduct): Decimal {
  const kwh = product === 1 ? new Decimal(volume) : new Decimal(volume).times(GAS_KWH_PER_M3);
  return kwh.dividedBy(1000);
}

/** The days of the year (or of the window) no part covers, as [from, to) ranges. */
export function uncoveredRanges(
  year: number,
  parts: readonly { from: string; to: string }[],
  window = { from: `${year}-01-01`, to: `${year + 1}-01-01` },
) {
  const sorted = [...parts].sort((a, b) => (a.from < b.from ? -1 : 1));
  const gaps: { from: string; to: string }[] = [];
  let cursor = window.from;
  const end = window.to;
  for (const part of sorted) {
    if (part.from > cursor) gaps.push({ from: cursor, to: part.from < end ? part.from : end });
    if (part.to > cursor) cursor = part.to;
  }
  if (cursor < end) gaps.push({ from: cursor, to: end });
  return gaps;
}

/** Energy and markup of a volume (MWh and units) under one basis; null when a needed price is missing. */
export function energyCost(
  basis: SupplyBasis,
  volume: Decimal,
  mwh: Decimal,
): { energy: Decimal; markup: Decimal } | null {
  switch (basis.kind) {
    case 'rate':
      return { energy: volume.times(basis.pricePerUnit), markup: new Decimal(0) };
    case 'variable':
      if (basis.forwardMwh === null) return null;
      return { energy: mwh.times(basis.forwardMwh), markup: volume.times(basis.markupPerUnit) };
    case 'open':
      if (basis.forwardMwh === null) return null;
      return { energy: mwh.times(basis.forwardMwh), markup: new Decimal(0) };
    case 'click': {
      const pct = Decimal.min(new Decimal(basis.clickedPct ?? 0), 100);
      const clickedMwh = basis.weightedPriceMwh === null ? new Decimal(0) : mwh.times(pct).dividedBy(100);
      const position = {
        expectedMwh: mwh,
        clickedMwh,
        openMwh: mwh.minus(clickedMwh),
        clickedPct: pct,
        clickedCost: clickedMwh.times(basis.weightedPriceMwh ?? 0),
        weightedPrice: basis.weightedPriceMwh === null ? null : new Decimal(basis.weightedPriceMwh),
      };
      const cost = periodCost(position, basis.forwardMwh, 0);
      if (cost.cost === null) return null;
      return { energy: cost.cost, markup: mwh.times(basis.markupMwh) };
    }
  }
}

/** The volume of [from, to) from volume segments, each spread evenly over its days. */
export function segmentVolume(segments: readonly VolumeSegment[], from: string, to: string): Decimal {
  let total = new Decimal(0);
  for (const segment of segments) {
    const start = segment.from > from ? segment.from : from;
    const end = segment.to < to ? segment.to : to;
    const segmentDays = days(segment.from, segment.to);
    if (start >= end || segmentDays <= 0) continue;
    total = total.plus(new Decimal(segment.volume).times(days(start, end)).dividedBy(segmentDays));
  }
  return total;
}

/**
 * The share of [from, to) in a calendar year's volume under a monthly profile: `monthWeights[m]` is the
 * weight of month m + 1 (January first), spread evenly over its days. Without weights every day weighs the
 * same (share = days ÷ days of the year).
 */
export function profileShare(
  year: number,
  from: string,
  to: string,
  monthWeights?: readonly Decimal.Value[],
): Decimal {
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year + 1}-01-01`;
  const start = from > yearStart ? from : yearStart;
  const end = to < yearEnd ? to : yearEnd;
  if (start >= end) return new Decimal(0);
  if (!monthWeights || monthWeights.length !== 12) {
    return new Decimal(days(start, end)).dividedBy(days(yearStart, yearEnd));
  }
  const weights = monthWeights.map((w) => new Decimal(w));
  const total = Decimal.sum(...weights);
  if (total.lte(0)) return new Decimal(days(start, end)).dividedBy(days(yearStart, yearEnd));
  let share = new Decimal(0);
  for (let month = 1; month <= 12; month++) {
    const monthStart = `${year}-${String(month).padStart(2, '0')}-01`;
    const monthEnd = month === 12 ? yearEnd : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const s = start > monthStart ? start : monthStart;
    const e = end < monthEnd ? end : monthEnd;
    if (s >= e) continue;
    share = share.plus(weights[month - 1]!.times(days(s, e)).dividedBy(daysInMonth(year, month)));
  }
  return share.dividedBy(total);
}

export type CurrentYearVolumeInput = {
  year: number;
  /** The first day not yet past (today): measured data counts for [1 January, asOf). */
  asOf: string;
  /** The expected volume of a whole year (kWh or m³); null when unknown. */
  expectedAnnual: Decimal.Value | null;
  /** What was measured from 1 January to `asOf`: the volume and the days it covers (fractions allowed). */
  measured: { volume: Decimal.Value; coveredDays: number } | null;
  /** The year's profile per month (see profileShare); flat when absent. */
  monthWeights?: readonly Decimal.Value[];
};

export type CurrentYearVolume = {
  /** Measured from 1 January up to `asOf`. */
  measured: Decimal;
  /** Expected volume of the days before `asOf` without measured data. */
  filled: Decimal;
  /** Expected volume from `asOf` to the end of the year. */
  rest: Decimal;
  total: Decimal;
  /** Up to `asOf` (measured + filled) and from `asOf` (rest): the segments for forecastYear. */
  segments: VolumeSegment[];
};

/**
 * The volume of a year that has begun: what was measured so far, the expected volume (by the profile) of
 * the elapsed days without data, and the expected volume of the rest of the year. A year not begun is the
 * expected volume alone; a year past is the measured volume plus the filled gaps. Null when nothing is known.
 */
export function currentYearVolume(input: CurrentYearVolumeInput): CurrentYearVolume | null {
  const yearStart = `${input.year}-01-01`;
  const yearEnd = `${input.year + 1}-01-01`;
  const asOf = input.asOf < yearStart ? yearStart : input.asOf > yearEnd ? yearEnd : input.asOf;
  const elapsedDays = days(yearStart, asOf);
  const measuredVolume = input.measured ? new Decimal(input.measured.volume) : new Decimal(0);
  const covered = input.measured ? Math.min(Math.max(input.measured.coveredDays, 0), elapsedDays) : 0;
  const annual = input.expectedAnnual === null ? null : new Decimal(input.expectedAnnual);
  if (annual === null && (covered < elapsedDays || elapsedDays < days(yearStart, yearEnd))) return null;
  const expected = annual ?? new Decimal(0);
  const elapsedShare = profileShare(input.year, yearStart, asOf, input.monthWeights);
  const missing =
    elapsedDays === 0 ? new Decimal(0) : new Decimal(elapsedDays - covered).dividedBy(elapsedDays);
  const filled = expected.times(elapsedShare).times(missing);
  const rest = expected.times(profileShare(input.year, asOf, yearEnd, input.monthWeights));
  const segments: VolumeSegment[] = [];
  if (asOf > yearStart) segments.push({ from: yearStart, to: asOf, volume: measuredVolume.plus(filled) });
  if (asOf < yearEnd) segments.push({ from: asOf, to: yearEnd, volume: rest });
  return {
    measured: measuredVolume,
    filled,
    rest,
    total: measuredVolume.plus(filled).plus(rest),
    segments,
  };
}

/** The expected cost of one connection in one year. */
export function forecastYear(input: ForecastYearInput): ForecastYearResult {
  const yearDays = days(`${input.year}-01-01`, `${input.year + 1}-01-01`);
  const window = input.window ?? { from: `${input.year}-01-01`, to: `${input.year + 1}-01-01` };
  const windowDays = days(window.from, window.to);
  const volume = new Decimal(input.volume);
  const clip = (part: ForecastPart): ForecastPart => ({
    ...part,
    from: part.from > window.from ? part.from : window.from,
    to: part.to < window.to ? part.to : window.to,
  });
  const parts = input.parts.map(clip).filter((part) => part.from < part.to);
  const open = uncoveredRanges(input.year, parts, window).map((gap) => ({
    ...gap,
    basis: { kind: 'open', forwardMwh: input.openForwardMwh } as SupplyBasis,
    fixedFeeMonth: 0,
  }));
  let energy = new Decimal(0);
  let markup = new Decimal(0);
  let fixedFees = new Decimal(0);
  for (const part of [...parts, ...open]) {
    const partDays = new Decimal(days(part.from, part.to));
    const partVolume = input.segments
      ? segmentVolume(input.segments, part.from, part.to)
      : windowDays === 0
        ? new Decimal(0)
        : volume.times(partDays).dividedBy(windowDays);
    const cost = energyCost(part.basis, partVolume, unitsToMwh(partVolume, input.product));
    if (!cost) return { known: false, missing: 'forward-price' };
    energy = energy.plus(cost.energy);
    markup = markup.plus(cost.markup);
    fixedFees = fixedFees.plus(partDays.dividedBy(yearDays).times(12).times(part.fixedFeeMonth));
  }
  const grid = input.grid
    ? new Decimal(input.grid.fixedPerYear)
        .times(windowDays)
        .dividedBy(yearDays)
        .plus(volume.times(input.grid.perUnit))
    : new Decimal(0);
  const cents = (x: Decimal) => x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const rounded = {
    energy: cents(energy),
    markup: cents(markup),
    fixedFees: cents(fixedFees),
    grid: cents(grid),
    energyTax: cents(new Decimal(input.energyTaxExclVat ?? 0)),
  };
  const totalExclVat = Decimal.sum(
    rounded.energy,
    rounded.markup,
    rounded.fixedFees,
    rounded.grid,
    rounded.energyTax,
  );
  const vat = cents(totalExclVat.times(input.vatPct).dividedBy(100));
  const supply = energy.plus(markup).plus(fixedFees);
  return {
    known: true,
    amounts: {
      volume,
      ...rounded,
      totalExclVat,
      vat,
      totalInclVat: totalExclVat.plus(vat),
      supplyPricePerUnit: volume.isZero()
        ? null
        : supply.dividedBy(volume).toDecimalPlaces(6, Decimal.ROUND_HALF_UP),
    },
  };
}
