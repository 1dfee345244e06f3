// The expected cost of one connection in one calendar year (issue 13 "Forecast and budgets"): expected
// volume × (clicked price + open part at the forward price) + markup + grid tariff + energy tax + VAT.
// Pure: the caller brings the volume, the supply basis of each part of the year (from the agreements in
// force), the grid tariff, the energy tax from the engine (energy-tax.ts) and the VAT rate. Decimal.js
// throughout; every amount is rounded to cents once, at the end.
import Decimal from 'decimal.js';
import { daysBetween } from './calendar.ts';
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
    const partVolume = windowDays === 0 ? new Decimal(0) : volume.times(partDays).dividedBy(windowDays);
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
