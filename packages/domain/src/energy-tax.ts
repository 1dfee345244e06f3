// The energy-tax engine (energiebelasting, EB): pure functions shared by the server (calculator API, refund
// requests) and anything else that needs the tax of a volume over a period. Rates come in as parameters
// (tax-rates.ts); nothing here holds a figure.
//
// Rules (DOMAIN.md, "Energy tax"):
// - Marginal brackets per calendar year on the consumption accumulated from 1 January per connection.
// - A period across 1 January is split per calendar year: the volume in proportion to days, unless measured
//   volumes per year are given (interval data).
// - ODE (opslag duurzame energie, ≤ 2022) is a separate levy with its own brackets: its own lines.
// - The reduction (vermindering) per connection with a verblijfsfunctie per year, pro rata by days.
// - VAT on top with the rate of the day: each year's net tax (EB + ODE − reduction) is spread evenly over its
//   days and each day carries its own VAT rate (so 2022 splits into 21 % and 9 % halves).
//
// Money is decimal.js throughout; nothing is rounded until the totals, which are rounded to cents once
// (half up). Line amounts and volumes are returned unrounded; the API rounds them only to fit a JSON number.
import Decimal from 'decimal.js';
import { dayNumber as calendarDayNumber, dayOfNumber, isCalendarDay } from './calendar.ts';
import type { EnergyTaxYear, Product, TaxBracket, VatPeriod } from './tax-rates.ts';

export type { Product } from './tax-rates.ts';

/** A calculation for one connection (or one complex counted as one connection). */
export type EnergyTaxInput = {
  product: Product;
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Day after the last day (exclusive), YYYY-MM-DD. */
  to: string;
  /** Volume over the whole period, kWh or m³. */
  volume: Decimal.Value;
  /** Apply the reduction (an electricity connection with a verblijfsfunctie). */
  reduction: boolean;
  /** Business use: matters only where a bracket has a different non-business rate (electricity > 10 M kWh). */
  business: boolean;
  /** Already consumed in the year of `from` before `from` (moves the start up the bracket ladder). */
  priorVolume?: Decimal.Value;
  /** Measured volume per calendar year (interval data). Must cover every year of the period and add up to
   *  `volume`; without it the volume is split over the years in proportion to days. */
  volumeByYear?: Readonly<Record<number, Decimal.Value>>;
  /** How many reductions apply (one per connection with a verblijfsfunctie; default 1). */
  reductionCount?: number;
};

/** Rates for the years the period covers and every VAT period. */
export type EnergyTaxRates = {
  years: readonly EnergyTaxYear[];
  /** `rate` is a percentage: "21" for 21 %. */
  vat: readonly VatPeriod[];
};

export type EnergyTaxLine = {
  /** 'eb' = energiebelasting, 'ode' = opslag duurzame energie (≤ 2022). */
  levy: 'eb' | 'ode';
  year: number;
  /** The year part of the period: first day and day after the last. */
  from: string;
  to: string;
  bracketFrom: number;
  bracketTo: number | null;
  volume: Decimal;
  rate: Decimal;
  /** volume × rate, unrounded. */
  amount: Decimal;
};

export type EnergyTaxYearPart = {
  year: number;
  from: string;
  to: string;
  days: number;
  daysInYear: number;
  volume: Decimal;
  /** EB + ODE of this part, unrounded. */
  tax: Decimal;
  /** The reduction of this part (positive), unrounded. */
  reduction: Decimal;
  /** VAT on (tax − reduction), unrounded. */
  vat: Decimal;
};

export type EnergyTaxTotals = {
  /** Σ line amounts (EB + ODE). */
  taxAmount: Decimal;
  /** Positive; subtracted from the tax. */
  reductionAmount: Decimal;
  /** taxAmount − reductionAmount. */
  totalExclVat: Decimal;
  vatAmount: Decimal;
  totalInclVat: Decimal;
};

export type EnergyTaxResult = {
  lines: EnergyTaxLine[];
  parts: EnergyTaxYearPart[];
  /** Unrounded totals. */
  exact: EnergyTaxTotals;
  /** The same totals rounded to cents once (half up); totalInclVat = totalExclVat + vatAmount after rounding,
   *  so the three figures always add up on paper. */
  rounded: EnergyTaxTotals;
};

/** No rates for a year the period covers. The message is the user's (Dutch). */
export class MissingTaxRatesError extends Error {
  constructor(readonly year: number) {
    super(`Voor ${year} zijn geen tarieven bekend`);
    this.name = 'MissingTaxRatesError';
  }
}

/** No VAT rate for a day of the period. */
export class MissingVatRateError extends Error {
  constructor(readonly day: string) {
    super(`Voor ${formatDutchDay(day)} is geen btw-tarief bekend`);
    this.name = 'MissingVatRateError';
  }
}

/** Input the engine refuses (the API's contract catches these first). */
export class EnergyTaxInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'EnergyTaxInputError';
  }
}

/** calendar.ts's dayNumber, refusing a day that does not exist with the engine's own error. */
function dayNumber(isoDay: string): number {
  if (!isCalendarDay(isoDay)) throw new EnergyTaxInputError('from', `Ongeldige datum: ${isoDay}`);
  return calendarDayNumber(isoDay);
}

const isoOfDayNumber = dayOfNumber;

function formatDutchDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}-${m}-${y}`;
}

/** Days from `from` (inclusive) to `to` (exclusive). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function daysInYear(year: number): number {
  return daysBetween(`${year}-01-01`, `${year + 1}-01-01`);
}

/** The period cut at every 1 January: [{year, from, to, days}]. */
export function splitByYear(
  from: string,
  to: string,
): { year: number; from: string; to: string; days: number }[] {
  const end = dayNumber(to);
  let start = dayNumber(from);
  if (end <= start) throw new EnergyTaxInputError('to', 'De einddatum moet na de begindatum liggen.');
  const parts: { year: number; from: string; to: string; days: number }[] = [];
  while (start < end) {
    const year = Number(isoOfDayNumber(start).slice(0, 4));
    const partEnd = Math.min(end, dayNumber(`${year + 1}-01-01`));
    parts.push({ year, from: isoOfDayNumber(start), to: isoOfDayNumber(partEnd), days: partEnd - start });
    start = partEnd;
  }
  return parts;
}

/** The part of [start, start + volume) that falls in each bracket, marginally. */
export function applyBrackets(
  brackets: readonly TaxBracket[],
  start: Decimal.Value,
  volume: Decimal.Value,
  business: boolean,
): { bracket: TaxBracket; volume: Decimal; rate: Decimal; amount: Decimal }[] {
  const low = new Decimal(start);
  const high = low.plus(volume);
  const result: { bracket: TaxBracket; volume: Decimal; rate: Decimal; amount: Decimal }[] = [];
  for (const bracket of brackets) {
    const from = Decimal.max(low, bracket.from);
    const to = bracket.to === null ? high : Decimal.min(high, bracket.to);
    if (to.lte(from)) continue;
    const portion = to.minus(from);
    const rate = new Decimal(business ? bracket.rate : (bracket.rateNonBusiness ?? bracket.rate));
    result.push({ bracket, volume: portion, rate, amount: portion.times(rate) });
  }
  return result;
}

function ratesOf(rates: EnergyTaxRates, product: Product, year: number): EnergyTaxYear {
  const found = rates.years.find((y) => y.year === year && y.product === product);
  if (!found) throw new MissingTaxRatesError(year);
  return found;
}

/** VAT on an amount spread evenly over the days [from, to), each day at its own rate. */
export function vatOver(
  vatPeriods: readonly VatPeriod[],
  from: string,
  to: string,
  amount: Decimal.Value,
): Decimal {
  const start = dayNumber(from);
  const end = dayNumber(to);
  const total = end - start;
  const net = new Decimal(amount);
  let vat = new Decimal(0);
  let covered = 0;
  for (const period of vatPeriods) {
    const pFrom = Math.max(start, dayNumber(period.from));
    const pTo = Math.min(end, period.to === null ? end : dayNumber(period.to));
    if (pTo <= pFrom) continue;
    covered += pTo - pFrom;
    vat = vat.plus(
      net
        .times(pTo - pFrom)
        .div(total)
        .times(period.rate)
        .div(100),
    );
  }
  if (covered !== total) {
    // Find the first day no period covers, for the message.
    for (let day = start; day < end; day += 1) {
      const iso = isoOfDayNumber(day);
      const hit = vatPeriods.some((p) => p.from <= iso && (p.to === null || iso < p.to));
      if (!hit) throw new MissingVatRateError(iso);
    }
    throw new MissingVatRateError(from); // overlapping periods: refuse rather than count a day twice
  }
  return vat;
}

/** Half of the last stored place of a volume (numeric(16, 3)). */
const VOLUME_TOLERANCE = new Decimal('0.0005');

function volumesPerPart(
  input: EnergyTaxInput,
  parts: { year: number; days: number }[],
  totalDays: number,
): Decimal[] {
  const volume = new Decimal(input.volume);
  if (input.volumeByYear) {
    const byYear = input.volumeByYear;
    const volumes = parts.map((p) => {
      const v = byYear[p.year];
      if (v === undefined) {
        throw new EnergyTaxInputError('volumeByYear', `Het gemeten volume van ${p.year} ontbreekt.`);
      }
      return new Decimal(v);
    });
    // Volumes are kept to the litre/Wh (3 decimals): a total stored at that precision may differ from the
    // exact sum of its years by less than half of the last place. More than that is a real mismatch.
    if (
      volumes
        .reduce((a, b) => a.plus(b), new Decimal(0))
        .minus(volume)
        .abs()
        .gt(VOLUME_TOLERANCE)
    ) {
      throw new EnergyTaxInputError(
        'volumeByYear',
        'De gemeten volumes per jaar tellen niet op tot het volume.',
      );
    }
    return volumes;
  }
  // By days; the last part takes the remainder so the parts add up to the volume exactly.
  const volumes: Decimal[] = [];
  let rest = volume;
  parts.forEach((p, i) => {
    const v = i === parts.length - 1 ? rest : volume.times(p.days).div(totalDays);
    volumes.push(v);
    rest = rest.minus(v);
  });
  return volumes;
}

function roundCents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

function sum(values: Decimal[]): Decimal {
  return values.reduce((a, b) => a.plus(b), new Decimal(0));
}

/** The energy tax (EB + ODE − reduction, plus VAT) of one connection over a period. */
export function calculateEnergyTax(input: EnergyTaxInput, rates: EnergyTaxRates): EnergyTaxResult {
  const volume = new Decimal(input.volume);
  if (volume.isNaN() || volume.isNegative()) {
    throw new EnergyTaxInputError('volume', 'Het volume mag niet negatief zijn.');
  }
  const prior = new Decimal(input.priorVolume ?? 0);
  if (prior.isNaN() || prior.isNegative()) {
    throw new EnergyTaxInputError('priorVolume', 'Het eerdere verbruik mag niet negatief zijn.');
  }
  const reductionCount = input.reductionCount ?? 1;
  const split = splitByYear(input.from, input.to);
  const totalDays = sum(split.map((p) => new Decimal(p.days))).toNumber();
  const volumes = volumesPerPart(input, split, totalDays);

  const lines: EnergyTaxLine[] = [];
  const parts: EnergyTaxYearPart[] = [];
  split.forEach((part, i) => {
    const yearRates = ratesOf(rates, input.product, part.year);
    const partVolume = volumes[i] ?? new Decimal(0);
    // Only the first part starts after 1 January; later parts start at the beginning of their year.
    const start = i === 0 ? prior : new Decimal(0);
    const partLines: EnergyTaxLine[] = [];
    for (const [levy, brackets] of [
      ['eb', yearRates.brackets],
      ['ode', yearRates.ode],
    ] as const) {
      for (const hit of applyBrackets(brackets, start, partVolume, input.business)) {
        partLines.push({
          levy,
          year: part.year,
          from: part.from,
          to: part.to,
          bracketFrom: hit.bracket.from,
          bracketTo: hit.bracket.to,
          volume: hit.volume,
          rate: hit.rate,
          amount: hit.amount,
        });
      }
    }
    const yearDays = daysInYear(part.year);
    const tax = sum(partLines.map((l) => l.amount));
    const reduction = input.reduction
      ? new Decimal(yearRates.reductionPerConnection).times(reductionCount).times(part.days).div(yearDays)
      : new Decimal(0);
    const vat = vatOver(rates.vat, part.from, part.to, tax.minus(reduction));
    lines.push(...partLines);
    parts.push({
      year: part.year,
      from: part.from,
      to: part.to,
      days: part.days,
      daysInYear: yearDays,
      volume: partVolume,
      tax,
      reduction,
      vat,
    });
  });

  const taxAmount = sum(parts.map((p) => p.tax));
  const reductionAmount = sum(parts.map((p) => p.reduction));
  const vatAmount = sum(parts.map((p) => p.vat));
  const totalExclVat = taxAmount.minus(reductionAmount);
  const exact: EnergyTaxTotals = {
    taxAmount,
    reductionAmount,
    totalExclVat,
    vatAmount,
    totalInclVat: totalExclVat.plus(vatAmount),
  };
  const roundedExcl = roundCents(totalExclVat);
  const roundedVat = roundCents(vatAmount);
  const rounded: EnergyTaxTotals = {
    taxAmount: roundCents(taxAmount),
    reductionAmount: roundCents(reductionAmount),
    totalExclVat: roundedExcl,
    vatAmount: roundedVat,
    totalInclVat: roundedExcl.plus(roundedVat),
  };
  return { lines, parts, exact, rounded };
}
