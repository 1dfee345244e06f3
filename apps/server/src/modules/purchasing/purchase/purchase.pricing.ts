import Decimal from 'decimal.js';
import { positionOf, spreadAnnualVolume, type ClickInput } from '@energiek/domain/clicks';
import type { AgreementInput, ClickPrice, RateLine } from '@energiek/domain/effective-rate';
import { rateRowOn } from '@energiek/domain/effective-rate';
import { unitsToMwh } from '@energiek/domain/forecast';
import { formatConnectionAddress } from '@energiek/contracts/connections';
import type { RateLineItem } from '@energiek/contracts/purchase';
import type { ConnectionRow, PurchaseData } from './purchase.repository.ts';

// From the loaded purchasing rows to the pure functions' inputs (packages/domain/src/effective-rate.ts,
// clicks.ts), and their results back to the contract's items.

export const addressOf = (c: ConnectionRow) => formatConnectionAddress(c);

/** The agreements of one connection, with the connection's own days under each. */
export function agreementInputs(data: PurchaseData, connectionId: number): AgreementInput[] {
  return data.links
    .filter((l) => l.connectionId === connectionId)
    .map((l) => ({
      id: l.agreementId,
      status: l.status,
      product: l.product,
      priceType: l.priceType,
      collectiveId: l.collectiveId,
      from: l.fromDate ?? l.startDate,
      to: l.toDate ?? l.endDate,
      rates: data.rates
        .filter((r) => r.agreementId === l.agreementId)
        .map((r) => ({
          id: r.id,
          validFrom: r.validFrom,
          validTo: r.validTo,
          single: r.single,
          normal: r.normal,
          low: r.low,
          gas: r.gas,
          indexName: r.indexName,
          markup: r.markup,
          fixedFeeMonth: r.fixedFeeMonth,
          greenCertificates: r.greenCertificates,
        })),
    }));
}

const clickInput = (c: PurchaseData['clicks'][number]): ClickInput => ({
  period: c.period,
  sharePct: c.sharePct,
  volumeMwh: c.volumeMwh,
  price: c.price,
});

export type ClickPosition = ClickPrice & { clicks: number; expectedMwh: Decimal; clickedPct: Decimal | null };

/**
 * The click position of an agreement (or of its collective) in a delivery year. The expected volume is the
 * collective's participants' total, or the agreement's connections' expected volume (`volumeOf`, kWh or
 * m³ a year); unknown volumes count as 1 MWh a year, so share clicks still give their weighted price.
 */
export function clickPosition(
  data: PurchaseData,
  agreement: AgreementInput,
  year: number,
  volumeOf: (connectionId: number) => number | null,
): ClickPosition | null {
  const isCollective = agreement.collectiveId !== null;
  if (!isCollective && agreement.priceType !== 'click') return null;
  const own = data.clicks.filter((c) =>
    isCollective ? c.collectiveId === agreement.collectiveId : c.agreementId === agreement.id,
  );
  const link = data.links.find((l) => l.agreementId === agreement.id);
  let annual: Decimal;
  let markup: Decimal.Value;
  if (isCollective) {
    annual = unitsToMwh(data.collectiveVolumes.get(agreement.collectiveId!) ?? 0, agreement.product);
    markup = link?.collectiveMarkup ?? 0;
  } else {
    const ids = data.links.filter((l) => l.agreementId === agreement.id).map((l) => l.connectionId);
    const volume = ids.reduce((sum, id) => sum + (volumeOf(id) ?? 0), 0);
    annual = unitsToMwh(volume, agreement.product);
    markup = rateRowOn(agreement, `${year}-07-01`)?.markup ?? agreement.rates[0]?.markup ?? 0;
  }
  if (annual.isZero()) annual = new Decimal(1);
  const position = positionOf(
    `Cal-${String(year).slice(2)}`,
    own.map(clickInput),
    spreadAnnualVolume(year, annual),
  );
  const inYear = own.filter((c) => c.periodFrom <= `${year}-12-31` && c.periodTo > `${year}-01-01`);
  return {
    weightedPriceMwh: position.weightedPrice,
    clickedPct: position.clickedPct,
    markupMwh: markup,
    clicks: inYear.length,
    expectedMwh: position.expectedMwh,
  };
}

const num = (x: Decimal, places = 6) => x.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber();

export function toRateLineItem(data: PurchaseData, connection: ConnectionRow, line: RateLine): RateLineItem {
  const link = data.links.find((l) => l.agreementId === line.agreementId);
  return {
    connectionId: connection.id,
    ean: connection.ean,
    agreementId: line.agreementId,
    rateId: line.rateId,
    agreementReference: link?.reference ?? '',
    supplierName: link?.supplierName ?? '',
    priceType: line.priceType,
    collectiveId: link?.collectiveId ?? null,
    component: line.component,
    price: num(line.price),
    unit: line.unit,
    validFrom: line.validFrom,
    validTo: line.validTo,
    indexName: line.indexName,
    weightedPriceMwh: line.weightedPriceMwh === null ? null : num(line.weightedPriceMwh, 2),
    clickedPct: line.clickedPct === null ? null : num(line.clickedPct, 2),
  };
}
