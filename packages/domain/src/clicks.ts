// Click arithmetic (DOMAIN.md "Purchasing"): the clicked and open position of a click contract or a purchase
// collective, the volume-weighted click price, the open position valued at a forward price, and the
// allocation of clicked volume to participants. Pure functions on decimal.js; nothing is rounded except by
// allocate(), which rounds each share so that the shares add up exactly to the total.
//
// The month is the unit: a click on 'Cal-27' fixes its share of every month of 2027, one on 'Q1-27' of
// January to March. A share click (sharePct) fixes that percentage of each covered month's expected volume
// (a profile click); a volume click (volumeMwh) is spread over its months in proportion to their expected
// volume (or by days when nothing is expected). Base and peak clicks count against the same expected volume.
import Decimal from 'decimal.js';
import { daysInMonth } from './calendar.ts';
import { parseDeliveryPeriod, type DeliveryPeriod } from './delivery-period.ts';

export type ClickInput = {
  /** Delivery period code: 'Cal-27', 'Q1-27', 'Jan-27'. */
  period: string;
  /** Percentage of the expected volume (0–100); exactly one of sharePct and volumeMwh. */
  sharePct?: Decimal.Value | null;
  volumeMwh?: Decimal.Value | null;
  /** € per MWh. */
  price: Decimal.Value;
};

/** Expected volume per month in MWh, keyed 'YYYY-MM'. A month that is missing expects nothing. */
export type MonthlyVolumes = Readonly<Record<string, Decimal.Value>>;

export type MonthPosition = {
  month: string;
  expectedMwh: Decimal;
  clickedMwh: Decimal;
  /** expected − clicked; negative when over-clicked. */
  openMwh: Decimal;
  /** clicked / expected × 100; null when nothing is expected. */
  clickedPct: Decimal | null;
  /** Σ clicked MWh × price, €. */
  clickedCost: Decimal;
};

export type Position = Omit<MonthPosition, 'month'> & {
  /** clickedCost / clickedMwh, € per MWh; null when nothing is clicked. */
  weightedPrice: Decimal | null;
};

function periodOf(code: string): DeliveryPeriod {
  const period = parseDeliveryPeriod(code);
  if (!period) throw new Error(`Unknown delivery period ${code}`);
  return period;
}

/** The months ('YYYY-MM') a delivery period covers. */
export function monthsOf(code: string): string[] {
  const period = periodOf(code);
  const months: string[] = [];
  let [year, month] = period.from.split('-').map(Number) as [number, number];
  const end = period.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key >= end) return months;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** Days in a month key (YYYY-MM). */
function daysInMonthKey(key: string): number {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return daysInMonth(year, month);
}

/**
 * Spreads an annual volume over the months of a year: by the given twelve weights (e.g. a load profile's
 * monthly shares), else in proportion to the days of each month.
 */
export function spreadAnnualVolume(
  year: number,
  annualMwh: Decimal.Value,
  weights?: readonly Decimal.Value[],
): Record<string, Decimal> {
  const keys = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  const w = weights
    ? weights.map((x) => new Decimal(x))
    : keys.map((key) => new Decimal(daysInMonthKey(key)));
  if (w.length !== 12) throw new Error('Twelve monthly weights expected');
  const total = Decimal.sum(...w);
  const out: Record<string, Decimal> = {};
  keys.forEach((key, i) => {
    out[key] = total.isZero() ? new Decimal(0) : new Decimal(annualMwh).times(w[i]!).dividedBy(total);
  });
  return out;
}

const expectedIn = (expected: MonthlyVolumes, month: string) => new Decimal(expected[month] ?? 0);

/** The MWh a click fixes in each month it covers. */
export function clickVolumeByMonth(click: ClickInput, expected: MonthlyVolumes): Record<string, Decimal> {
  const months = monthsOf(click.period);
  const out: Record<string, Decimal> = {};
  if (click.sharePct !== null && click.sharePct !== undefined) {
    const share = new Decimal(click.sharePct).dividedBy(100);
    for (const month of months) out[month] = expectedIn(expected, month).times(share);
    return out;
  }
  const volume = new Decimal(click.volumeMwh ?? 0);
  const weights = months.map((month) => expectedIn(expected, month));
  let total = Decimal.sum(0, ...weights);
  const byDays = total.isZero();
  if (byDays) total = new Decimal(months.reduce((sum, month) => sum + daysInMonthKey(month), 0));
  months.forEach((month, i) => {
    const weight = byDays ? new Decimal(daysInMonthKey(month)) : weights[i]!;
    out[month] = volume.times(weight).dividedBy(total);
  });
  return out;
}

/** The position of every month that is expected or clicked, sorted by month. */
export function positionByMonth(clicks: readonly ClickInput[], expected: MonthlyVolumes): MonthPosition[] {
  const clicked = new Map<string, { mwh: Decimal; cost: Decimal }>();
  for (const click of clicks) {
    const price = new Decimal(click.price);
    for (const [month, mwh] of Object.entries(clickVolumeByMonth(click, expected))) {
      const sum = clicked.get(month) ?? { mwh: new Decimal(0), cost: new Decimal(0) };
      clicked.set(month, { mwh: sum.mwh.plus(mwh), cost: sum.cost.plus(mwh.times(price)) });
    }
  }
  const months = [...new Set([...Object.keys(expected), ...clicked.keys()])].sort();
  return months.map((month) => {
    const expectedMwh = expectedIn(expected, month);
    const sum = clicked.get(month) ?? { mwh: new Decimal(0), cost: new Decimal(0) };
    return {
      month,
      expectedMwh,
      clickedMwh: sum.mwh,
      openMwh: expectedMwh.minus(sum.mwh),
      clickedPct: expectedMwh.isZero() ? null : sum.mwh.dividedBy(expectedMwh).times(100),
      clickedCost: sum.cost,
    };
  });
}

/** The position over a delivery period (the sum of its months), with the volume-weighted click price. */
export function positionOf(code: string, clicks: readonly ClickInput[], expected: MonthlyVolumes): Position {
  const months = new Set(monthsOf(code));
  const rows = positionByMonth(clicks, expected).filter((row) => months.has(row.month));
  const expectedMwh = Decimal.sum(0, ...rows.map((row) => row.expectedMwh));
  const clickedMwh = Decimal.sum(0, ...rows.map((row) => row.clickedMwh));
  const clickedCost = Decimal.sum(0, ...rows.map((row) => row.clickedCost));
  return {
    expectedMwh,
    clickedMwh,
    openMwh: expectedMwh.minus(clickedMwh),
    clickedPct: expectedMwh.isZero() ? null : clickedMwh.dividedBy(expectedMwh).times(100),
    clickedCost,
    weightedPrice: clickedMwh.isZero() ? null : clickedCost.dividedBy(clickedMwh),
  };
}

/**
 * Months where the clicks would fix more than the expected volume (over 100 %) — a new click is refused when
 * it causes one. A small tolerance absorbs the decimals of volume clicks.
 */
export function overClickedMonths(
  clicks: readonly ClickInput[],
  expected: MonthlyVolumes,
): { month: string; clickedPct: Decimal | null }[] {
  const tolerance = new Decimal('0.000001');
  return positionByMonth(clicks, expected)
    .filter((row) => row.clickedMwh.minus(row.expectedMwh).greaterThan(tolerance))
    .map((row) => ({ month: row.month, clickedPct: row.clickedPct }));
}

/**
 * The expected cost of a period: clicked volume at its click prices plus the open volume at the forward
 * price, plus the markup (€/MWh) on all of it. The price per MWh is that cost divided by the expected
 * volume bought (clicked + open; null when there is none).
 */
export function periodCost(
  position: Position,
  forwardPrice: Decimal.Value | null,
  markup: Decimal.Value = 0,
): { openValue: Decimal | null; cost: Decimal | null; pricePerMwh: Decimal | null } {
  const open = Decimal.max(position.openMwh, 0);
  const openValue =
    forwardPrice === null ? (open.isZero() ? new Decimal(0) : null) : open.times(forwardPrice);
  if (openValue === null) return { openValue: null, cost: null, pricePerMwh: null };
  const volume = position.clickedMwh.plus(open);
  const cost = position.clickedCost.plus(openValue).plus(volume.times(markup));
  return { openValue, cost, pricePerMwh: volume.isZero() ? null : cost.dividedBy(volume) };
}

/**
 * Splits a total over participants in proportion to their weights (expected volumes), rounded to `decimals`
 * places so that the parts add up exactly to the rounded total (largest remainder; ties go to the earlier
 * participant). With no weight at all, the total is split evenly.
 */
export function allocate<Id>(
  total: Decimal.Value,
  participants: readonly { id: Id; weight: Decimal.Value }[],
  decimals = 3,
): { id: Id; amount: Decimal }[] {
  if (participants.length === 0) return [];
  const unit = new Decimal(10).pow(-decimals);
  const target = new Decimal(total).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  if (target.isNegative()) throw new Error('Negative total');
  let weights = participants.map((p) => new Decimal(p.weight));
  if (weights.some((w) => w.isNegative())) throw new Error('Negative weight');
  let sum = Decimal.sum(...weights);
  if (sum.isZero()) {
    weights = participants.map(() => new Decimal(1));
    sum = new Decimal(participants.length);
  }
  const exact = weights.map((w) => target.times(w).dividedBy(sum));
  const floors = exact.map((x) => x.toDecimalPlaces(decimals, Decimal.ROUND_FLOOR));
  let left = target
    .minus(Decimal.sum(...floors))
    .dividedBy(unit)
    .round()
    .toNumber();
  const order = exact
    .map((x, i) => ({ i, remainder: x.minus(floors[i]!) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.i - b.i);
  const amounts = [...floors];
  for (const { i } of order) {
    if (left <= 0) break;
    amounts[i] = amounts[i]!.plus(unit);
    left -= 1;
  }
  return participants.map((p, i) => ({ id: p.id, amount: amounts[i]! }));
}
