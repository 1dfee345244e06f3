// The effective supply rate of a connection on a day (issue 13 "Purchase and rates"): which agreements are
// in force and what their rate lines are — fixed rates from the agreement's rate rows, a variable price as
// index + markup, and for a click agreement or an agreement in a collective the click-weighted price of the
// delivery year plus the markup, converted from € per MWh to € per kWh or € per m³. Pure: the caller loads
// agreements, rate rows and the click price; the invoice audit reuses this. Nothing is rounded here.
import Decimal from 'decimal.js';
import { GAS_KWH_PER_M3 } from './gas.ts';

/** 1 electricity (kWh), 2 gas (m³). */
export type RateProduct = 1 | 2;

/** Agreements in these statuses are not (yet) in force. */
export const NOT_IN_FORCE_STATUSES: readonly string[] = ['concept', 'ter-ondertekening'];

export type RateRowInput = {
  id: number;
  /** First and last day (inclusive); validTo null: until the agreement ends. */
  validFrom: string;
  validTo: string | null;
  single: Decimal.Value | null;
  normal: Decimal.Value | null;
  low: Decimal.Value | null;
  gas: Decimal.Value | null;
  indexName: string | null;
  /** € per kWh / m³ on a variable price; € per MWh on clicks. */
  markup: Decimal.Value | null;
  fixedFeeMonth: Decimal.Value;
  greenCertificates: Decimal.Value | null;
};

export type AgreementInput = {
  id: number;
  status: string;
  product: RateProduct;
  priceType: 'fixed' | 'variable' | 'click';
  collectiveId: number | null;
  /** The connection's first and last day under this agreement (inclusive; the agreement's own when unset). */
  from: string;
  to: string;
  rates: readonly RateRowInput[];
};

/** The click position of an agreement (or its collective) for one delivery year. */
export type ClickPrice = {
  /** Volume-weighted click price, € per MWh; null when nothing is clicked. */
  weightedPriceMwh: Decimal.Value | null;
  /** Clicked share of the expected volume, %; null when nothing is expected. */
  clickedPct: Decimal.Value | null;
  /** The supplier's markup on clicks, € per MWh (the collective's, or the agreement's rate row). */
  markupMwh: Decimal.Value;
};

export type RateComponent =
  'single' | 'normal' | 'low' | 'gas' | 'index-markup' | 'click' | 'fixed-fee' | 'green-certificates';

export type RateUnit = 'kWh' | 'm3' | 'month';

export type RateLine = {
  agreementId: number;
  rateId: number;
  priceType: AgreementInput['priceType'];
  component: RateComponent;
  /** € per `unit`. For 'index-markup' only the markup (the index is added by the market). */
  price: Decimal;
  unit: RateUnit;
  /** First and last day the line applies (inclusive). */
  validFrom: string;
  validTo: string;
  indexName: string | null;
  /** Click lines: the weighted click price (€/MWh) and the clicked share (%) behind the price. */
  weightedPriceMwh: Decimal | null;
  clickedPct: Decimal | null;
};

const energyUnit = (product: RateProduct): RateUnit => (product === 1 ? 'kWh' : 'm3');

/** € per MWh as € per kWh (electricity) or € per m³ (gas). */
export function perMwhToPerUnit(priceMwh: Decimal.Value, product: RateProduct): Decimal {
  const perKwh = new Decimal(priceMwh).dividedBy(1000);
  return product === 1 ? perKwh : perKwh.times(GAS_KWH_PER_M3);
}

const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);

/** The agreements that supply the connection on `date` (inclusive dates; concept agreements excluded). */
export function agreementsInForce<A extends AgreementInput>(agreements: readonly A[], date: string): A[] {
  return agreements.filter(
    (a) => !NOT_IN_FORCE_STATUSES.includes(a.status) && a.from <= date && date <= a.to,
  );
}

/** The rate row of an agreement in force on `date` (the latest starting one when rows overlap). */
export function rateRowOn(agreement: AgreementInput, date: string): RateRowInput | undefined {
  return [...agreement.rates]
    .filter((r) => r.validFrom <= date && date <= (r.validTo ?? agreement.to))
    .sort((a, b) => (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : b.id - a.id))[0];
}

/**
 * The rate lines of one agreement's rate row. `clickPrice` is needed for click agreements and agreements in
 * a collective (else no energy line: nothing is clicked or known). The lines' period is the rate row's,
 * narrowed to the agreement's days for this connection (and to the delivery year for click prices).
 */
export function rateLinesOf(
  agreement: AgreementInput,
  rate: RateRowInput,
  clickPrice: ClickPrice | null,
  year?: number,
): RateLine[] {
  let validFrom = maxDay(rate.validFrom, agreement.from);
  let validTo = minDay(rate.validTo ?? agreement.to, agreement.to);
  const clicked = agreement.priceType === 'click' || agreement.collectiveId !== null;
  if (clicked && year !== undefined) {
    validFrom = maxDay(validFrom, `${year}-01-01`);
    validTo = minDay(validTo, `${year}-12-31`);
  }
  const base = {
    agreementId: agreement.id,
    rateId: rate.id,
    priceType: agreement.priceType,
    validFrom,
    validTo,
    indexName: null,
    weightedPriceMwh: null,
    clickedPct: null,
  };
  const unit = energyUnit(agreement.product);
  const lines: RateLine[] = [];
  const push = (component: RateComponent, price: Decimal.Value | null, lineUnit: RateUnit = unit) => {
    if (price !== null && price !== undefined && price !== '') {
      lines.push({ ...base, component, price: new Decimal(price), unit: lineUnit });
    }
  };
  if (clicked) {
    if (clickPrice && clickPrice.weightedPriceMwh !== null) {
      const perMwh = new Decimal(clickPrice.weightedPriceMwh).plus(clickPrice.markupMwh);
      lines.push({
        ...base,
        component: 'click',
        price: perMwhToPerUnit(perMwh, agreement.product),
        unit,
        weightedPriceMwh: new Decimal(clickPrice.weightedPriceMwh),
        clickedPct: clickPrice.clickedPct === null ? null : new Decimal(clickPrice.clickedPct),
      });
    }
  } else if (agreement.priceType === 'variable') {
    if (rate.markup !== null) {
      lines.push({
        ...base,
        component: 'index-markup',
        price: new Decimal(rate.markup),
        unit,
        indexName: rate.indexName,
      });
    }
  } else if (agreement.product === 1) {
    push('single', rate.single);
    push('normal', rate.normal);
    push('low', rate.low);
  } else {
    push('gas', rate.gas);
  }
  if (!new Decimal(rate.fixedFeeMonth).isZero()) push('fixed-fee', rate.fixedFeeMonth, 'month');
  if (agreement.product === 1) push('green-certificates', rate.greenCertificates, 'kWh');
  return lines;
}

/**
 * The rate lines in force on `date` for one connection: for every agreement in force its rate row of that
 * day. More than one agreement in force (an overlap) gives the lines of each.
 */
export function effectiveRateLines(
  agreements: readonly AgreementInput[],
  date: string,
  clickPriceOf: (agreement: AgreementInput, year: number) => ClickPrice | null,
): RateLine[] {
  const year = Number(date.slice(0, 4));
  return agreementsInForce(agreements, date).flatMap((agreement) => {
    const rate = rateRowOn(agreement, date);
    if (!rate) return [];
    return rateLinesOf(agreement, rate, clickPriceOf(agreement, year), year);
  });
}

/**
 * The average energy price of rate lines in € per unit (kWh or m³), for a forecast: the single, gas or
 * click line; normal/low weighted by `lowShare` (0–1); null for a variable price (the caller adds the index)
 * or when there is no energy line. Green certificates are added per kWh.
 */
export function energyPriceOf(lines: readonly RateLine[], lowShare: Decimal.Value = 0): Decimal | null {
  const find = (component: RateComponent) => lines.find((l) => l.component === component)?.price;
  const certificates = find('green-certificates') ?? new Decimal(0);
  const direct = find('click') ?? find('single') ?? find('gas');
  if (direct) return direct.plus(certificates);
  const normal = find('normal');
  const low = find('low');
  if (!normal && !low) return null;
  const share = new Decimal(lowShare);
  const price = (normal ?? low!).times(new Decimal(1).minus(share)).plus((low ?? normal!).times(share));
  return price.plus(certificates);
}
