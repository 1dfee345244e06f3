// Reactive energy ("blindstroom") of an electricity connection: the power factor per month and the part a
// grid operator bills. Grid operators charge kVArh only beyond cos φ 0.85: above 62 % of the kWh taken
// (tan(arccos 0.85) = 0.6197…, billed as 62 %) plus 20 % of the kWh fed in. Pure, decimal.js; rounded
// once, at the end (`reactiveMonths`).
import Decimal from 'decimal.js';

/** Free reactive energy per kWh taken and per kWh fed in. */
export const REACTIVE_FREE_PER_KWH_TAKEN = '0.62';
export const REACTIVE_FREE_PER_KWH_FED_IN = '0.2';

const ZERO = new Decimal(0);

/** The reactive energy (kVArh) that is free: 62 % of the kWh taken plus 20 % of the kWh fed in. */
export function reactiveAllowance(consumedKwh: Decimal.Value, producedKwh: Decimal.Value): Decimal {
  return new Decimal(consumedKwh)
    .times(REACTIVE_FREE_PER_KWH_TAKEN)
    .plus(new Decimal(producedKwh).times(REACTIVE_FREE_PER_KWH_FED_IN));
}

/** kVArh billed: what lies above the allowance, never negative. */
export function billableReactive(
  reactiveKvarh: Decimal.Value,
  consumedKwh: Decimal.Value,
  producedKwh: Decimal.Value,
): Decimal {
  return Decimal.max(ZERO, new Decimal(reactiveKvarh).minus(reactiveAllowance(consumedKwh, producedKwh)));
}

/** cos φ of a period: P / √(P² + Q²) with P the kWh taken and Q the kVArh; null when both are 0. */
export function powerFactor(activeKwh: Decimal.Value, reactiveKvarh: Decimal.Value): Decimal | null {
  const p = new Decimal(activeKwh);
  const q = new Decimal(reactiveKvarh);
  if (p.isZero() && q.isZero()) return null;
  return p.dividedBy(p.pow(2).plus(q.pow(2)).sqrt());
}

export type ReactiveMonthInput = {
  /** YYYY-MM, local. */
  month: string;
  consumedKwh: Decimal.Value | null;
  producedKwh: Decimal.Value | null;
  /** Null: the meter sent no reactive energy for the month. */
  reactiveKvarh: Decimal.Value | null;
};

export type ReactiveFigures = {
  consumedKwh: string | null;
  producedKwh: string | null;
  reactiveKvarh: string | null;
  /** cos φ, 3 decimals; null without reactive data or without any energy. */
  cosPhi: string | null;
  allowanceKvarh: string | null;
  billableKvarh: string | null;
};
export type ReactiveMonth = ReactiveFigures & { month: string };

type Sums = {
  consumed: Decimal | null;
  produced: Decimal | null;
  reactive: Decimal | null;
  billable: Decimal | null;
  /** kWh taken and fed in over the months that have reactive data (cos φ and allowance are over those). */
  consumedWithReactive: Decimal;
  producedWithReactive: Decimal;
};

const fixed = (value: Decimal | null, places: number) =>
  value === null ? null : value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
const plus = (a: Decimal | null, b: Decimal.Value | null) =>
  b === null ? a : (a ?? ZERO).plus(new Decimal(b));

function figures(s: Sums): ReactiveFigures {
  const allowance =
    s.reactive === null ? null : reactiveAllowance(s.consumedWithReactive, s.producedWithReactive);
  const cosPhi = s.reactive === null ? null : powerFactor(s.consumedWithReactive, s.reactive);
  return {
    consumedKwh: fixed(s.consumed, 3),
    producedKwh: fixed(s.produced, 3),
    reactiveKvarh: fixed(s.reactive, 3),
    cosPhi: fixed(cosPhi, 3),
    allowanceKvarh: fixed(allowance, 3),
    billableKvarh: fixed(s.billable, 3),
  };
}

/**
 * Per month: energy taken and fed in, reactive energy, cos φ, the free allowance and the billable kVArh;
 * and the total of the months. The billable part is settled per month (as a grid operator bills it), so
 * the year's billable kVArh is the sum of the months' — not the year's reactive minus the year's allowance.
 * The total's cos φ and allowance are over the months with reactive data only.
 */
export function reactiveMonths(inputs: readonly ReactiveMonthInput[]): {
  months: ReactiveMonth[];
  total: ReactiveFigures;
} {
  const total: Sums = {
    consumed: null,
    produced: null,
    reactive: null,
    billable: null,
    consumedWithReactive: ZERO,
    producedWithReactive: ZERO,
  };
  const months = inputs.map((input) => {
    const billable =
      input.reactiveKvarh === null
        ? null
        : billableReactive(input.reactiveKvarh, input.consumedKwh ?? 0, input.producedKwh ?? 0);
    total.consumed = plus(total.consumed, input.consumedKwh);
    total.produced = plus(total.produced, input.producedKwh);
    total.reactive = plus(total.reactive, input.reactiveKvarh);
    total.billable = plus(total.billable, billable);
    if (input.reactiveKvarh !== null) {
      total.consumedWithReactive = total.consumedWithReactive.plus(input.consumedKwh ?? 0);
      total.producedWithReactive = total.producedWithReactive.plus(input.producedKwh ?? 0);
    }
    return {
      month: input.month,
      ...figures({
        consumed: input.consumedKwh === null ? null : new Decimal(input.consumedKwh),
        produced: input.producedKwh === null ? null : new Decimal(input.producedKwh),
        reactive: input.reactiveKvarh === null ? null : new Decimal(input.reactiveKvarh),
        billable,
        consumedWithReactive: new Decimal(input.consumedKwh ?? 0),
        producedWithReactive: new Decimal(input.producedKwh ?? 0),
      }),
    };
  });
  return { months, total: figures(total) };
}

/**
 * What the grid operator charges for reactive energy: the billable kVArh (beyond the allowance, settled per
 * month) × the grid tariff's rate per kVArh (€, excl. VAT), rounded once to cents; null without billable
 * kVArh or without a rate.
 */
export function reactiveCharge(
  billableKvarh: Decimal.Value | null,
  kvarhRate: Decimal.Value | null,
): string | null {
  if (billableKvarh === null || kvarhRate === null) return null;
  return new Decimal(billableKvarh).times(kvarhRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
