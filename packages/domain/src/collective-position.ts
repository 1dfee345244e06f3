// Collective purchasing on top of the click arithmetic (clicks.ts): a pool's expected volume per month from
// its participants' expected annual volumes, the delivery periods a position is shown by, the forward price
// an open position is valued at, and the allocation of every click to the participants. Pure, decimal.js.
import Decimal from 'decimal.js';
import {
  allocate,
  clickVolumeByMonth,
  monthsOf,
  periodCost,
  positionOf,
  spreadAnnualVolume,
  type ClickInput,
  type MonthlyVolumes,
  type Position,
} from './clicks.ts';
import { DELIVERY_MONTHS, deliveryMonthCode, parseDeliveryPeriod } from './delivery-period.ts';
import { GAS_KWH_PER_M3 } from './gas.ts';

/** An annual volume in the connection's unit (kWh for electricity, m³ for gas) as MWh. */
export function annualMwh(product: 1 | 2, volume: Decimal.Value): Decimal {
  const kwh = product === 1 ? new Decimal(volume) : new Decimal(volume).times(GAS_KWH_PER_M3);
  return kwh.dividedBy(1000);
}

/** The pool's expected MWh per month ('YYYY-MM') over the delivery years, spread by the days of each month. */
export function expectedByMonth(
  firstYear: number,
  lastYear: number,
  poolAnnualMwh: Decimal.Value,
): Record<string, Decimal> {
  let out: Record<string, Decimal> = {};
  for (let year = firstYear; year <= lastYear; year++) {
    out = { ...out, ...spreadAnnualVolume(year, poolAnnualMwh) };
  }
  return out;
}

export type PositionGrain = 'month' | 'quarter' | 'year';

/** The delivery period codes of the years, by grain: 'Jan-27' …, 'Q1-27' …, or 'Cal-27' …. */
export function periodCodes(firstYear: number, lastYear: number, grain: PositionGrain): string[] {
  const codes: string[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    const yy = String(year % 100).padStart(2, '0');
    if (grain === 'year') codes.push(`Cal-${yy}`);
    else if (grain === 'quarter') for (let q = 1; q <= 4; q++) codes.push(`Q${q}-${yy}`);
    else for (const month of DELIVERY_MONTHS) codes.push(`${month}-${yy}`);
  }
  return codes;
}

export type ForwardQuote = { period: string; load: string; quoteDate: string; price: Decimal.Value };

/** The periods that contain a period, itself first: a month → its quarter → its year. */
function enclosingCodes(code: string): string[] {
  const period = parseDeliveryPeriod(code);
  if (!period) return [];
  const yy = period.code.slice(-2);
  const month = Number(period.from.slice(5, 7));
  const quarter = `Q${Math.floor((month - 1) / 3) + 1}-${yy}`;
  if (period.kind === 'month') return [period.code, quarter, `Cal-${yy}`];
  if (period.kind === 'quarter') return [period.code, `Cal-${yy}`];
  return [period.code];
}

/**
 * The forward price an open position of a period is valued at: the latest quote (by quote date) of the
 * period itself with the load asked for; when there is none, of the quarter, then the year it lies in.
 * Null when no quote covers it.
 */
export function forwardPriceFor(
  code: string,
  quotes: readonly ForwardQuote[],
  load = 'base',
): { period: string; quoteDate: string; price: Decimal } | null {
  for (const candidate of enclosingCodes(code)) {
    const latest = quotes
      .filter((quote) => quote.period === candidate && quote.load === load)
      .sort((a, b) => b.quoteDate.localeCompare(a.quoteDate))[0];
    if (latest) return { period: candidate, quoteDate: latest.quoteDate, price: new Decimal(latest.price) };
  }
  return null;
}

export type PeriodValue = {
  position: Position;
  /** The open volume's value: Σ over the months of max(open, 0) × the month's forward price; null when a
   * month with open volume has no quote. */
  openValue: Decimal | null;
  cost: Decimal | null;
  pricePerMwh: Decimal | null;
  /** The quote(s) used: one quote when every open month used the same, else the volume-weighted price and
   * the periods of the quotes (latest quote date). Null when no open month needed one. */
  forward: { price: Decimal; periods: string[]; quoteDate: string } | null;
};

/**
 * One book, one value (issue 27): a period is valued month by month — each month's open volume at the
 * forward price of the month (else its quarter, else its year), clicked volume at its click prices, the
 * markup on both — and a quarter or a year is the sum of its months. A year view and the sum of its
 * quarters therefore show the same euros, also where quarters have their own quotes or a month is
 * over-clicked (its surplus does not fill another month's open volume).
 */
export function periodValue(
  code: string,
  clicks: readonly ClickInput[],
  expected: MonthlyVolumes,
  quotes: readonly ForwardQuote[],
  markup: Decimal.Value = 0,
  load = 'base',
): PeriodValue {
  const position = positionOf(code, clicks, expected);
  let openValue: Decimal | null = new Decimal(0);
  let cost: Decimal | null = new Decimal(0);
  let volume = new Decimal(0);
  let openMwh = new Decimal(0);
  const used = new Map<string, string>();
  for (const month of monthsOf(code)) {
    const monthCode = deliveryMonthCode(month);
    const monthPosition = positionOf(monthCode, clicks, expected);
    const open = Decimal.max(monthPosition.openMwh, 0);
    const forward = open.isZero() ? null : forwardPriceFor(monthCode, quotes, load);
    const value = periodCost(monthPosition, forward?.price ?? null, markup);
    volume = volume.plus(monthPosition.clickedMwh).plus(open);
    openMwh = openMwh.plus(open);
    if (forward) used.set(forward.period, forward.quoteDate);
    openValue = openValue === null || value.openValue === null ? null : openValue.plus(value.openValue);
    cost = cost === null || value.cost === null ? null : cost.plus(value.cost);
  }
  const periods = [...used.keys()];
  const forward =
    periods.length === 0 || openValue === null || openMwh.isZero()
      ? null
      : {
          price: openValue.dividedBy(openMwh),
          periods,
          quoteDate: [...used.values()].sort().at(-1)!,
        };
  return {
    position,
    openValue,
    cost,
    pricePerMwh: cost === null || volume.isZero() ? null : cost.dividedBy(volume),
    forward,
  };
}

/** The MWh a click fixes over its whole period. */
export function clickTotalMwh(click: ClickInput, expected: Readonly<Record<string, Decimal.Value>>): Decimal {
  return Decimal.sum(0, ...Object.values(clickVolumeByMonth(click, expected)));
}

export type ClickAllocation<Id> = { id: Id; mwh: Decimal; cost: Decimal };

/**
 * Every click's volume split over the participants pro rata their expected annual volume (MWh, three
 * decimals, the parts add up exactly to the click's rounded volume). The cost is rounded once: the click's
 * cost (volume × price) to cents, split over the participants by the same weights so the parts add up to
 * it exactly (issue 27; before, each participant's rounded MWh × price was rounded to cents on its own and
 * the parts could miss the total by cents).
 */
export function allocateClick<Id>(
  totalMwh: Decimal.Value,
  price: Decimal.Value,
  participants: readonly { id: Id; weight: Decimal.Value }[],
): ClickAllocation<Id>[] {
  const volumes = allocate(totalMwh, participants, 3);
  const costs = allocate(new Decimal(totalMwh).times(price), participants, 2);
  return volumes.map(({ id, amount }, i) => ({ id, mwh: amount, cost: costs[i]!.amount }));
}

/**
 * A click as seen by someone who may see only part of the pool (an admin acting for some of the
 * participants' customers): a share click is the same share of that part; a volume click (MWh stated for
 * the whole collective) counts with its pro rata part, volume × part ÷ whole — what the allocation gives
 * those participants. Shown whole, a volume click's MWh against the part's expected volume would make the
 * position wrong (over 100 %) and, with the clicked percentage, give away the whole pool and so the hidden
 * participants' volume (issue 33). Nothing is rounded; a pool without volume has no part of a click.
 */
export function clickOfPart<T extends ClickInput>(
  click: T,
  partMwh: Decimal.Value,
  wholeMwh: Decimal.Value,
): T {
  if (click.sharePct !== null && click.sharePct !== undefined) return click;
  const whole = new Decimal(wholeMwh);
  const volume = new Decimal(click.volumeMwh ?? 0);
  return { ...click, volumeMwh: whole.isZero() ? new Decimal(0) : volume.times(partMwh).dividedBy(whole) };
}
