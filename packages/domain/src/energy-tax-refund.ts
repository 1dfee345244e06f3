// Energy-tax refunds (teruggaaf) built on the engine: the complex comparison (complexbepaling), the ANBI/SBBI
// 50 % refund, the extra reduction for more than one property behind one connection, and their deadlines.
import Decimal from 'decimal.js';
import { addDays } from './calendar.ts';
import { calculateEnergyTax, splitByYear } from './energy-tax.ts';
import type { EnergyTaxRates, EnergyTaxResult } from './energy-tax.ts';
import type { Product } from './tax-rates.ts';

export type RefundConnection = {
  /** Volume over the period, kWh or m³. */
  volume: Decimal.Value;
  /** Already consumed in the year of `from` before `from`. */
  priorVolume?: Decimal.Value;
  /** A connection with a verblijfsfunctie (gets the reduction). */
  reduction: boolean;
  /** Measured volume per calendar year, when interval data exists. */
  volumeByYear?: Readonly<Record<number, Decimal.Value>>;
};

export type RefundPeriod = { product: Product; from: string; to: string; business: boolean };

export type ComplexComparison = {
  separate: EnergyTaxResult[];
  combined: EnergyTaxResult;
  /** Σ separate totals excl. VAT, unrounded. */
  separateTotal: Decimal;
  /** The complex as one connection, excl. VAT, unrounded. */
  combinedTotal: Decimal;
  /** separate − combined, excl. VAT, rounded to cents once: what the complex saves (negative: it costs). */
  difference: Decimal;
};

/** Per-year volumes of one connection: measured when given, else split by days (as the engine does). */
/** The energy tax of one connection over the period, as if it were billed alone. */
function connectionTax(period: RefundPeriod, c: RefundConnection, rates: EnergyTaxRates): EnergyTaxResult {
  return calculateEnergyTax(
    {
      ...period,
      volume: c.volume,
      priorVolume: c.priorVolume,
      reduction: c.reduction,
      volumeByYear: c.volumeByYear,
    },
    rates,
  );
}

function yearVolumes(period: RefundPeriod, connection: RefundConnection): Map<number, Decimal> {
  const parts = splitByYear(period.from, period.to);
  const result = new Map<number, Decimal>();
  if (connection.volumeByYear) {
    for (const part of parts) result.set(part.year, new Decimal(connection.volumeByYear[part.year] ?? 0));
    return result;
  }
  const total = new Decimal(connection.volume);
  const totalDays = parts.reduce((n, p) => n + p.days, 0);
  let rest = total;
  parts.forEach((part, i) => {
    const v = i === parts.length - 1 ? rest : total.times(part.days).div(totalDays);
    result.set(part.year, v);
    rest = rest.minus(v);
  });
  return result;
}

/**
 * Complexbepaling: N connections of one user in one WOZ object or complex count as one connection for the
 * brackets. Computes each connection separately and the sum of their volumes through one bracket ladder.
 * One connection gets one reduction, so the complex keeps one reduction when any of its connections has a
 * verblijfsfunctie (art. 63 Wbm applies the reduction per connection; the complex is one connection).
 */
export function compareComplex(
  period: RefundPeriod,
  connections: readonly RefundConnection[],
  rates: EnergyTaxRates,
): ComplexComparison {
  const separate = connections.map((c) => connectionTax(period, c, rates));
  const byYear: Record<number, Decimal> = {};
  for (const c of connections) {
    for (const [year, v] of yearVolumes(period, c)) byYear[year] = (byYear[year] ?? new Decimal(0)).plus(v);
  }
  const combined = calculateEnergyTax(
    {
      ...period,
      // The sum of the per-year volumes, so the total and its years agree exactly (issue 32: the sum of the
      // connections' totals could differ from the sum of their day-split years in the last digit).
      volume: Object.values(byYear).reduce((a, v) => a.plus(v), new Decimal(0)),
      priorVolume: connections.reduce((a, c) => a.plus(c.priorVolume ?? 0), new Decimal(0)),
      reduction: connections.some((c) => c.reduction),
      volumeByYear: byYear,
    },
    rates,
  );
  const separateTotal = separate.reduce((a, r) => a.plus(r.exact.totalExclVat), new Decimal(0));
  const combinedTotal = combined.exact.totalExclVat;
  return {
    separate,
    combined,
    separateTotal,
    combinedTotal,
    difference: separateTotal.minus(combinedTotal).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
  };
}

/**
 * ANBI/SBBI (and village halls, churches): 50 % of (EB − reduction) per connection, never below zero;
 * VAT is not refunded. Rounded to cents once.
 */
export function anbiRefund(
  period: RefundPeriod,
  connections: readonly RefundConnection[],
  rates: EnergyTaxRates,
): Decimal {
  const total = connections.reduce((sum, c) => {
    const result = connectionTax(period, c, rates);
    return sum.plus(Decimal.max(0, result.exact.totalExclVat));
  }, new Decimal(0));
  return total.div(2).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * More than one property (with a verblijfsfunctie) behind one electricity connection: the supplier gives one
 * reduction, the Belastingdienst refunds one more per further property, pro rata by days.
 */
export function multiplePropertiesRefund(
  period: RefundPeriod,
  properties: number,
  rates: EnergyTaxRates,
): Decimal {
  if (properties < 2) return new Decimal(0);
  const result = calculateEnergyTax(
    { ...period, volume: 0, reduction: true, reductionCount: properties - 1 },
    rates,
  );
  return result.exact.reductionAmount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export type RefundType = 'complex' | 'anbi' | 'multiple-properties';

/**
 * The last day to file. ANBI and more-than-one-property: 13 weeks after the consumption period (its last
 * day + 91 days). Complex: up to 5 years back, i.e. 5 years after the last day of the period.
 * `to` is exclusive.
 */
export function refundDeadline(type: RefundType, to: string): string {
  const lastDay = addDays(to, -1);
  if (type === 'complex') {
    const [y, m, d] = lastDay.split('-').map(Number) as [number, number, number];
    // 29 February + 5 years does not exist: the deadline is 28 February.
    const day = m === 2 && d === 29 ? 28 : d;
    return `${y + 5}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  return addDays(lastDay, 91);
}

/** One row of a refund's calculation, as the letter prints it. Amounts unrounded; the letter rounds each
 *  printed figure for reading, and the total once. */
export type RefundBreakdownRow = {
  year: number;
  /**
   * complex: 'separate' = the connections each through their own ladder (tax − reduction of the year);
   * 'bracket' and 'reduction' = the complex as one connection; anbi: 'bracket'/'reduction' per connection;
   * multiple-properties: 'reduction' = the extra reductions (positive: refunded).
   */
  kind: 'separate' | 'bracket' | 'reduction';
  /** 'eb' energiebelasting, 'ode' opslag duurzame energie (≤ 2022); null for a reduction or a sum. */
  levy: 'eb' | 'ode' | null;
  /** anbi: the connection's index in the request (0-based); otherwise null. */
  connection: number | null;
  bracketFrom: number | null;
  bracketTo: number | null;
  volume: Decimal | null;
  rate: Decimal | null;
  /** Tax (positive) or reduction (negative for 'reduction' rows of a tax calculation). */
  amount: Decimal;
};

export type RefundBreakdown = {
  rows: RefundBreakdownRow[];
  /** The refund, rounded to cents once: equals compareComplex().difference, anbiRefund() or
   *  multiplePropertiesRefund() for the same input. */
  amount: Decimal;
};

/** A row without bracket or levy: a year's reduction or sum, perhaps of one connection. */
function sumRow(
  year: number,
  kind: RefundBreakdownRow['kind'],
  amount: Decimal,
  connection: number | null = null,
): RefundBreakdownRow {
  return {
    year,
    kind,
    levy: null,
    connection,
    bracketFrom: null,
    bracketTo: null,
    volume: null,
    rate: null,
    amount,
  };
}

function taxRows(result: EnergyTaxResult, connection: number | null): RefundBreakdownRow[] {
  const rows: RefundBreakdownRow[] = [];
  for (const part of result.parts) {
    for (const line of result.lines.filter((l) => l.year === part.year && l.from === part.from)) {
      rows.push({
        year: line.year,
        kind: 'bracket',
        levy: line.levy,
        connection,
        bracketFrom: line.bracketFrom,
        bracketTo: line.bracketTo,
        volume: line.volume,
        rate: line.rate,
        amount: line.amount,
      });
    }
    if (!part.reduction.isZero()) {
      rows.push(sumRow(part.year, 'reduction', part.reduction.neg(), connection));
    }
  }
  return rows;
}

/**
 * The calculation behind a refund request per year and bracket, for the letter to the Belastingdienst
 * (issue 32: the letter was a data sheet). The same engine calls as the amount, so the rows explain exactly
 * the amount the request carries.
 */
export function refundBreakdown(
  type: RefundType,
  period: RefundPeriod,
  connections: readonly RefundConnection[],
  properties: number,
  rates: EnergyTaxRates,
): RefundBreakdown {
  if (type === 'complex') {
    const comparison = compareComplex(period, connections, rates);
    const separate = new Map<number, Decimal>();
    for (const result of comparison.separate) {
      for (const part of result.parts) {
        const net = part.tax.minus(part.reduction);
        separate.set(part.year, (separate.get(part.year) ?? new Decimal(0)).plus(net));
      }
    }
    const rows = [...separate].map(([year, amount]) => sumRow(year, 'separate', amount));
    rows.push(...taxRows(comparison.combined, null));
    rows.sort((a, b) => a.year - b.year);
    return { rows, amount: comparison.difference };
  }
  if (type === 'anbi') {
    const rows = connections.flatMap((c, index) => taxRows(connectionTax(period, c, rates), index));
    return { rows, amount: anbiRefund(period, connections, rates) };
  }
  const extra = Math.max(0, properties - 1);
  const result = calculateEnergyTax({ ...period, volume: 0, reduction: true, reductionCount: extra }, rates);
  const rows: RefundBreakdownRow[] =
    extra === 0 ? [] : result.parts.map((part) => sumRow(part.year, 'reduction', part.reduction));
  return { rows, amount: multiplePropertiesRefund(period, properties, rates) };
}

/** A calendar year's part of a request's period and its own last day to file. */
export type RefundYearDeadline = { year: number; from: string; to: string; deadline: string };

/**
 * The deadline of each calendar year in [from, to): a refund is claimed per year, so a complex request
 * over 2021–2025 must be filed by 31-12-2026 to keep 2021, although 2025's part runs to 31-12-2030.
 * The same rule as refundDeadline, applied to each year's part.
 */
export function refundYearDeadlines(type: RefundType, from: string, to: string): RefundYearDeadline[] {
  const parts: RefundYearDeadline[] = [];
  for (let start = from; start < to;) {
    const year = Number(start.slice(0, 4));
    const next = `${year + 1}-01-01`;
    const end = next < to ? next : to;
    parts.push({ year, from: start, to: end, deadline: refundDeadline(type, end) });
    start = end;
  }
  return parts;
}

/**
 * The deadline that matters today: the first year's deadline still ahead (on `today` itself counts as
 * ahead), else — every part lost — the request's last. A complex request over 2021–2025 on 1-12-2026
 * answers 31-12-2026 (2021's part), not 31-12-2030.
 */
export function nextRefundDeadline(deadlines: readonly RefundYearDeadline[], today: string): string {
  let last = '';
  let next: string | null = null;
  for (const d of deadlines) {
    if (d.deadline > last) last = d.deadline;
    if (d.deadline >= today && (next === null || d.deadline < next)) next = d.deadline;
  }
  return next ?? last;
}

export type RefundDeadlineStatus = {
  /** The years whose deadline lies before today: their part can no longer be claimed. */
  expiredYears: number[];
  /** The first deadline still ahead, when it comes before the request's last one (a year at risk). */
  earliest: { year: number; deadline: string } | null;
};

/** Which years of a request are lost, and which is the next at risk (`today` YYYY-MM-DD, local). */
export function refundDeadlineStatus(
  deadlines: readonly RefundYearDeadline[],
  today: string,
): RefundDeadlineStatus {
  const expiredYears = deadlines.filter((d) => d.deadline < today).map((d) => d.year);
  const open = deadlines.filter((d) => d.deadline >= today);
  const last = deadlines.reduce((max, d) => (d.deadline > max ? d.deadline : max), '');
  const first = open.reduce<RefundYearDeadline | null>(
    (min, d) => (min === null || d.deadline < min.deadline ? d : min),
    null,
  );
  return {
    expiredYears,
    earliest: first && first.deadline < last ? { year: first.year, deadline: first.deadline } : null,
  };
}
