// The shadow bill of an energy invoice (issue 29): per connection and line kind, what the invoice should
// say, recomputed from what the product knows — measured volumes (interval rollups) for the line's own
// period, the agreement's rates (effective-rate.ts), the energy-tax engine (energy-tax.ts: brackets from
// 1 January, a split at 31 December, the reduction, ODE until 2022), the grid tariff sheet and the VAT of the
// day. Pure: the caller loads every input. An input that is not there is reported as a Dutch `missing`
// reason and that line gets no expected amount — never a guess. Nothing is rounded until the end.
import Decimal from 'decimal.js';
import { billableReactive } from './reactive-power.ts';
import { daysBetween, daysInMonth, nextDay } from './calendar.ts';
import { calculateEnergyTax, daysInYear, vatOver, type EnergyTaxRates } from './energy-tax.ts';
import type { VatPeriod } from './tax-rates.ts';

export const AUDIT_LINE_KINDS = [
  'supply-normal',
  'supply-low',
  'supply-single',
  'fixed-supply-fee',
  'gvo',
  'energy-tax',
  'tax-reduction',
  'ode',
  'fixed-transport-fee',
  'periodic-connection-fee',
  'contracted-capacity',
  'kw-max',
  'reactive',
  'metering-service',
  'other',
] as const;
export type AuditLineKind = (typeof AUDIT_LINE_KINDS)[number];
export type AuditIssuerKind = 'supplier' | 'grid-operator' | 'metering-company';

/** A line as the invoice states it (decimal strings). */
export type AuditInvoiceLine = {
  kind: AuditLineKind;
  connectionId: number | null;
  bracket?: number | null;
  quantity: string | null;
  unitPrice: string | null;
  amount: string;
  /** Percentage: "21". */
  vatRate: string;
  /** The line's own period (inclusive); null: the invoice's. */
  periodFrom: string | null;
  periodTo: string | null;
  /** As printed: "geschatte stand" marks an estimated reading. */
  description?: string | null;
};

/** The agreement's rate lines in force for the period (€ per kWh / m³; fixed fee € per month). */
export type ContractRates = {
  single: Decimal.Value | null;
  normal: Decimal.Value | null;
  low: Decimal.Value | null;
  fixedFeeMonth: Decimal.Value | null;
  greenCertificates: Decimal.Value | null;
  /** An index-priced agreement: the index's name and the markup (€ per kWh / m³) on it. */
  index?: { name: string | null; markup: Decimal.Value } | null;
};

/** A grid tariff sheet row (parameters kind 'grid-tariff'): fees per year, kW max per month. */
export type GridTariffInput = {
  fixedTransportFee: Decimal.Value | null;
  periodicConnectionFee: Decimal.Value | null;
  contractedCapacityRate: Decimal.Value | null;
  maxKwRate: Decimal.Value | null;
  kwhRate: Decimal.Value | null;
  kwhRateLow: Decimal.Value | null;
  kvarhRate: Decimal.Value | null;
  /** The grid operator's meettarief, € per year (meters it runs itself); absent = not on the sheet. */
  meteringFee?: Decimal.Value | null;
};

/** What was measured over a period (interval rollups). */
export type MeasuredPeriod = {
  /** Consumption in the normal and low tariff windows (kWh or m³). */
  normal: Decimal.Value;
  low: Decimal.Value;
  /** Fed in (kWh). */
  production: Decimal.Value;
  /** Reactive energy (kVArh); null when the meter does not register it. */
  reactive: Decimal.Value | null;
  /** Highest quarter-hour of each calendar month in the period, as kW (quarter kWh × 4). */
  peakKwByMonth: readonly { month: string; kw: Decimal.Value }[];
  /** Days of the period with data. */
  daysCovered: number;
};

/** Everything known about one connection for the period of a group of lines. */
export type ShadowInputs = {
  product: 1 | 2;
  measured: MeasuredPeriod | null;
  /** Consumption from 1 January of the period's first year up to its first day; null = unknown. */
  priorVolume: Decimal.Value | null;
  /** Measured consumption per calendar year where the period crosses 31 December. */
  volumeByYear: Readonly<Record<number, Decimal.Value>> | null;
  contract: ContractRates | null;
  /** Energy tax and VAT rates; null when a year the period covers has none. */
  tax: EnergyTaxRates | null;
  /** The connection has a verblijfsfunctie (reduction applies). */
  reduction: boolean;
  business: boolean;
  grid: GridTariffInput | null;
  /** The contracted kW in force over the period (the last value, when it changed within the period). */
  contractedKw: Decimal.Value | null;
  /**
   * When the contracted kW changed within the period: the parts (days inclusive) with the kW in force, each
   * billed for its own days (connection history); absent or one part: `contractedKw` for the whole period.
   */
  contractedKwParts?: readonly { from: string; to: string; kw: Decimal.Value | null }[];
  /** The metering company's fee, € per year; null = not known. */
  meteringFeeYear: Decimal.Value | null;
};

export type Period = { from: string; to: string };

export type ExpectedLine = {
  kind: AuditLineKind;
  quantity: Decimal | null;
  unitPrice: Decimal | null;
  /** Unrounded; null when an input is missing (see `missing`) or the kind is not recomputed ('other'). */
  amount: Decimal | null;
  missing: string[];
};

const ZERO = new Decimal(0);
const dec = (value: Decimal.Value | null | undefined): Decimal | null =>
  value === null || value === undefined || value === '' ? null : new Decimal(value);
const dutchDay = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
export const periodText = (p: Period) => `${dutchDay(p.from)} t/m ${dutchDay(p.to)}`;

/** Days of an inclusive period. */
export function periodDays(p: Period): number {
  return daysBetween(p.from, nextDay(p.to));
}

/**
 * The period as a number of months: each calendar month counts the share of its days covered
 * (1 January–31 March = 3; 1–15 February 2024 = 15/29). Monthly fees and yearly fees / 12 use it.
 */
export function monthsIn(p: Period): Decimal {
  let months = ZERO;
  let start = p.from;
  const end = nextDay(p.to);
  while (start < end) {
    const y = Number(start.slice(0, 4));
    const m = Number(start.slice(5, 7));
    const monthEnd = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    const partEnd = monthEnd < end ? monthEnd : end;
    months = months.plus(new Decimal(daysBetween(start, partEnd)).div(daysInMonth(y, m)));
    start = partEnd;
  }
  return months;
}

/** The calendar months (YYYY-MM) an inclusive period touches. */
export function monthsOf(p: Period): string[] {
  const months: string[] = [];
  for (let day = `${p.from.slice(0, 7)}-01`; day <= p.to; day = addMonth(day)) months.push(day.slice(0, 7));
  return months;
}

function addMonth(firstOfMonth: string): string {
  const y = Number(firstOfMonth.slice(0, 4));
  const m = Number(firstOfMonth.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Reactive energy billed: kVArh beyond cos φ 0.85 (one rule, reactive-power.ts). */
export { billableReactive };

const MISSING = {
  measured: (p: Period) => `Geen meetdata voor ${periodText(p)}.`,
  partlyMeasured: (p: Period, days: number, total: number) =>
    `Meetdata voor ${days} van de ${total} dagen van ${periodText(p)}.`,
  contract: (p: Period) => `Geen leveringsovereenkomst met tarieven in ${periodText(p)}.`,
  rate: (what: string) => `De overeenkomst noemt geen tarief voor ${what}.`,
  tax: (p: Period) => `Geen energiebelastingtarieven voor ${periodText(p)}.`,
  prior: (year: string) => `Het verbruik van 1 januari ${year} tot de periode is niet bekend (schijven).`,
  grid: (p: Period) => `Geen nettarief van de netbeheerder voor ${periodText(p)}.`,
  gridRate: (what: string) => `Het nettarief noemt geen bedrag voor ${what}.`,
  contractedKw: 'Het gecontracteerd vermogen van de aansluiting is niet bekend.',
  peak: 'Geen kwartierwaarden om de kW max te bepalen.',
  reactive: 'De meter registreert geen blindstroom.',
  metering: 'Het tarief van het meetbedrijf is niet bekend.',
  index: (name: string | null, markup: Decimal.Value) =>
    `Indexcontract (${name ?? 'index'} + opslag ${new Decimal(markup).toDecimalPlaces(6).toString().replace('.', ',')} per eenheid): Energiek kent de indexprijzen niet, dus geen verwachte prijs.`,
} as const;

/** The measured volume over the period, or the reason there is none. */
function measuredVolume(p: Period, inputs: ShadowInputs): { normal: Decimal; low: Decimal } | string {
  const m = inputs.measured;
  if (!m || m.daysCovered === 0) return MISSING.measured(p);
  const days = periodDays(p);
  if (m.daysCovered < days) return MISSING.partlyMeasured(p, m.daysCovered, days);
  return { normal: new Decimal(m.normal), low: new Decimal(m.low) };
}

function line(
  kind: AuditLineKind,
  quantity: Decimal | null,
  unitPrice: Decimal | null,
  missing: string[] = [],
  amount?: Decimal | null,
): ExpectedLine {
  if (missing.length > 0) return { kind, quantity, unitPrice, amount: null, missing };
  const value = amount !== undefined ? amount : quantity && unitPrice ? quantity.times(unitPrice) : null;
  return { kind, quantity, unitPrice, amount: value, missing };
}

/**
 * The energy tax (EB, and ODE up to 2022) and the reduction of a connection over a period on a given volume,
 * or the reason it cannot be computed. `volumeByYear` splits a period across 31 December.
 */
export function taxOver(
  p: Period,
  volume: Decimal.Value,
  inputs: Pick<ShadowInputs, 'product' | 'priorVolume' | 'volumeByYear' | 'tax' | 'reduction' | 'business'>,
  measuredSplit = true,
): { eb: Decimal; ode: Decimal; reduction: Decimal } | string {
  if (!inputs.tax) return MISSING.tax(p);
  const startsOnNewYear = p.from.slice(5) === '01-01';
  if (inputs.priorVolume === null && !startsOnNewYear) return MISSING.prior(p.from.slice(0, 4));
  const crossing = p.from.slice(0, 4) !== p.to.slice(0, 4);
  let volumeByYear: Record<number, Decimal.Value> | undefined;
  if (crossing && measuredSplit && inputs.volumeByYear) {
    // The measured split, scaled to the volume asked about (the invoiced one may differ from the measured).
    const measuredTotal = Object.values(inputs.volumeByYear).reduce<Decimal>((a, b) => a.plus(b), ZERO);
    if (measuredTotal.gt(0)) {
      const years = Object.keys(inputs.volumeByYear).map(Number).sort();
      volumeByYear = {};
      let rest = new Decimal(volume);
      years.forEach((year, i) => {
        const part =
          i === years.length - 1
            ? rest
            : new Decimal(volume).times(inputs.volumeByYear![year]!).div(measuredTotal);
        volumeByYear![year] = part;
        rest = rest.minus(part);
      });
    }
  }
  try {
    const result = calculateEnergyTax(
      {
        product: inputs.product,
        from: p.from,
        to: nextDay(p.to),
        volume,
        reduction: inputs.reduction && inputs.product === 1,
        business: inputs.business,
        priorVolume: startsOnNewYear ? 0 : (inputs.priorVolume ?? 0),
        volumeByYear,
      },
      inputs.tax,
    );
    const sumOf = (levy: 'eb' | 'ode') =>
      result.lines.filter((l) => l.levy === levy).reduce((a, l) => a.plus(l.amount), ZERO);
    return { eb: sumOf('eb'), ode: sumOf('ode'), reduction: result.exact.reductionAmount };
  } catch (error) {
    return error instanceof Error ? error.message : MISSING.tax(p);
  }
}

/**
 * The days of a period weighted by their own year's length: Σ days / 365 (or 366) per calendar-year part.
 * Dutch grid operators bill their yearly fees (fixed transport fee, periodic connection fee, contracted
 * capacity) per day — the tariff code's "naar rato van de duur" — so a 31-day month costs 31/365 of the year,
 * not 1/12. 1–31 March 2024 = 31/366.
 */
export function yearShareByDays(p: Period): Decimal {
  let share = ZERO;
  let start = p.from;
  const end = nextDay(p.to);
  while (start < end) {
    const y = Number(start.slice(0, 4));
    const yearEnd = `${y + 1}-01-01`;
    const partEnd = yearEnd < end ? yearEnd : end;
    share = share.plus(new Decimal(daysBetween(start, partEnd)).div(daysInYear(y)));
    start = partEnd;
  }
  return share;
}

/** A grid fee per year, billed per day (quantity: days; unit price: the first day's € per day). */
function gridFeePerDay(
  kind: AuditLineKind,
  p: Period,
  fee: Decimal | null,
  missing: string | null,
): ExpectedLine {
  if (missing) return line(kind, null, null, [missing]);
  const days = new Decimal(periodDays(p));
  return line(
    kind,
    days,
    fee!.div(daysInYear(Number(p.from.slice(0, 4)))),
    [],
    fee!.times(yearShareByDays(p)),
  );
}

/** Metering fees per year, billed per month: pro rata by months. */
function yearlyFee(
  kind: AuditLineKind,
  p: Period,
  fee: Decimal | null,
  missing: string | null,
): ExpectedLine {
  if (missing) return line(kind, null, null, [missing]);
  const months = monthsIn(p);
  return line(kind, months, fee!.div(12));
}

/**
 * The expected line of one kind for one connection over a period, from `inputs`. `issuerKind` decides what a
 * kWh line means: supply at the contract price (supplier) or transport at the kWh grid tariff (grid operator).
 */
export function expectedLine(
  kind: AuditLineKind,
  issuerKind: AuditIssuerKind,
  p: Period,
  inputs: ShadowInputs,
): ExpectedLine {
  const contract = inputs.contract;
  const grid = inputs.grid;
  switch (kind) {
    case 'supply-normal':
    case 'supply-low':
    case 'supply-single': {
      const volume = measuredVolume(p, inputs);
      const quantity =
        typeof volume === 'string'
          ? null
          : kind === 'supply-normal'
            ? volume.normal
            : kind === 'supply-low'
              ? volume.low
              : volume.normal.plus(volume.low);
      const missing = typeof volume === 'string' ? [volume] : [];
      let price: Decimal | null = null;
      if (issuerKind === 'grid-operator') {
        if (!grid) missing.push(MISSING.grid(p));
        else {
          price = kind === 'supply-low' ? (dec(grid.kwhRateLow) ?? dec(grid.kwhRate)) : dec(grid.kwhRate);
          if (!price) missing.push(MISSING.gridRate('kWh'));
        }
      } else if (!contract) missing.push(MISSING.contract(p));
      else {
        price =
          kind === 'supply-single'
            ? (dec(contract.single) ?? dec(contract.normal))
            : kind === 'supply-low'
              ? (dec(contract.low) ?? dec(contract.single))
              : (dec(contract.normal) ?? dec(contract.single));
        if (!price && contract.index) missing.push(MISSING.index(contract.index.name, contract.index.markup));
        else if (!price) missing.push(MISSING.rate(kind === 'supply-low' ? 'dal' : 'normaal'));
      }
      return line(kind, quantity, price, missing);
    }
    case 'fixed-supply-fee': {
      if (!contract) return line(kind, null, null, [MISSING.contract(p)]);
      const fee = dec(contract.fixedFeeMonth);
      if (!fee) return line(kind, null, null, [MISSING.rate('vaste leveringskosten')]);
      return line(kind, monthsIn(p), fee);
    }
    case 'gvo': {
      const volume = measuredVolume(p, inputs);
      if (typeof volume === 'string') return line(kind, null, null, [volume]);
      if (!contract) return line(kind, null, null, [MISSING.contract(p)]);
      const price = dec(contract.greenCertificates);
      if (!price) return line(kind, null, null, [MISSING.rate('garanties van oorsprong')]);
      return line(kind, volume.normal.plus(volume.low), price);
    }
    case 'energy-tax':
    case 'ode':
    case 'tax-reduction': {
      const volume = measuredVolume(p, inputs);
      if (typeof volume === 'string') return line(kind, null, null, [volume]);
      const total = volume.normal.plus(volume.low);
      const tax = taxOver(p, total, inputs);
      if (typeof tax === 'string') return line(kind, null, null, [tax]);
      if (kind === 'tax-reduction') return line(kind, null, null, [], tax.reduction.negated());
      return line(kind, total, null, [], kind === 'ode' ? tax.ode : tax.eb);
    }
    case 'fixed-transport-fee':
    case 'periodic-connection-fee': {
      const fee = grid
        ? dec(kind === 'fixed-transport-fee' ? grid.fixedTransportFee : grid.periodicConnectionFee)
        : null;
      const missing = !grid
        ? MISSING.grid(p)
        : !fee
          ? MISSING.gridRate(
              kind === 'fixed-transport-fee' ? 'het vastrecht transportdienst' : 'de aansluitvergoeding',
            )
          : null;
      return gridFeePerDay(kind, p, fee, missing);
    }
    case 'contracted-capacity': {
      if (!grid) return line(kind, null, null, [MISSING.grid(p)]);
      const rate = dec(grid.contractedCapacityRate);
      const kw = dec(inputs.contractedKw);
      const missing = [
        ...(rate ? [] : [MISSING.gridRate('gecontracteerd vermogen')]),
        ...(kw ? [] : [MISSING.contractedKw]),
      ];
      const parts = inputs.contractedKwParts ?? [];
      if (parts.length > 1 && parts.some((part) => !dec(part.kw))) missing.push(MISSING.contractedKw);
      if (missing.length > 0) return line(kind, kw, null, missing);
      // € per kW per year, billed per day (like the other yearly grid fees).
      const price = rate!.times(yearShareByDays(p));
      if (parts.length <= 1) return line(kind, kw, price);
      // Changed within the period: each part its own kW for its own days.
      const amount = parts.reduce(
        (sum, part) => sum.plus(new Decimal(part.kw!).times(rate!).times(yearShareByDays(part))),
        ZERO,
      );
      return line(kind, kw, price, [], amount);
    }
    case 'kw-max': {
      if (!grid) return line(kind, null, null, [MISSING.grid(p)]);
      const rate = dec(grid.maxKwRate);
      if (!rate) return line(kind, null, null, [MISSING.gridRate('kW max')]);
      const peaks = inputs.measured?.peakKwByMonth ?? [];
      const months = monthsOf(p);
      if (months.some((m) => !peaks.some((pk) => pk.month === m))) {
        return line(kind, null, rate, [MISSING.peak]);
      }
      // Per month its own peak; the quantity shown is the highest.
      const own = peaks.filter((pk) => months.includes(pk.month));
      const amount = own.reduce((a, pk) => a.plus(new Decimal(pk.kw).times(rate)), ZERO);
      const highest = own.reduce((a, pk) => Decimal.max(a, pk.kw), ZERO);
      return line(kind, highest, rate, [], amount);
    }
    case 'reactive': {
      if (!grid) return line(kind, null, null, [MISSING.grid(p)]);
      const rate = dec(grid.kvarhRate);
      if (!rate) return line(kind, null, null, [MISSING.gridRate('blindstroom')]);
      const volume = measuredVolume(p, inputs);
      if (typeof volume === 'string') return line(kind, null, rate, [volume]);
      if (inputs.measured?.reactive == null) return line(kind, null, rate, [MISSING.reactive]);
      const billable = billableReactive(
        inputs.measured.reactive,
        volume.normal.plus(volume.low),
        inputs.measured.production,
      );
      return line(kind, billable, rate);
    }
    case 'metering-service': {
      const fee = dec(inputs.meteringFeeYear);
      return yearlyFee(kind, p, fee, fee ? null : MISSING.metering);
    }
    case 'other':
      return line(kind, null, null, []);
  }
}

/** The VAT rate (percentage) of every day of the period, or null where it changes within it. */
export function vatRateOn(periods: readonly VatPeriod[], p: Period): string | null {
  const hit = periods.filter((v) => v.from <= p.to && (v.to === null || v.to > p.from));
  if (hit.length !== 1) return null;
  const v = hit[0]!;
  return v.from <= p.from && (v.to === null || v.to > p.to) ? new Decimal(v.rate).toString() : null;
}

/** The VAT an amount over a period should carry (each day its own rate), unrounded. */
export function expectedVat(periods: readonly VatPeriod[], p: Period, amount: Decimal.Value): Decimal {
  return vatOver(periods, p.from, nextDay(p.to), amount);
}

/** The share of an inclusive period that overlaps another (days). */
export function overlapDays(a: Period, b: Period): number {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return to < from ? 0 : daysBetween(from, nextDay(to));
}
