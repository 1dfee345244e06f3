import { formatDate } from '@energiek/contracts/format';
import {
  AGREEMENT_MESSAGES,
  type SupplyAgreementBodyParsed,
  type SupplyAgreementItem,
} from '@energiek/contracts/supply-agreements';
import type { ServiceContext } from '../../../core/context.ts';
import { validationError } from '../../../lib/http-errors.ts';
import * as repo from './supply-agreements.repository.ts';

// The rules a body must meet beyond its own shape (the contract checks dates, periods and prices): every
// link is the customer's own, connections are of the agreement's product, and no connection is in two
// agreements of the same product for overlapping periods.

type Errors = Record<string, string[]>;

const add = (errors: Errors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

/** The connection's own period in this body (null dates: the agreement's). */
function periodOf(body: SupplyAgreementBodyParsed, c: SupplyAgreementBodyParsed['connections'][number]) {
  return { from: c.fromDate ?? body.startDate, to: c.toDate ?? body.endDate };
}

export async function checkAgreementLinks(
  ctx: ServiceContext,
  body: SupplyAgreementBodyParsed,
  agreementId: number | null,
): Promise<void> {
  const errors: Errors = {};
  const { customerId } = body;
  if (!(await repo.supplierExists(ctx.db, body.supplierId))) {
    add(errors, 'supplierId', AGREEMENT_MESSAGES.unknownSupplier);
  }
  if (body.entityId !== null && !(await repo.entityOfCustomer(ctx.db, customerId, body.entityId))) {
    add(errors, 'entityId', AGREEMENT_MESSAGES.unknownEntity);
  }
  if (body.documentId !== null && !(await repo.documentOfCustomer(ctx.db, customerId, body.documentId))) {
    add(errors, 'documentId', AGREEMENT_MESSAGES.unknownDocument);
  }
  const ids = body.connections.map((c) => c.connectionId);
  const owned = await repo.customerConnections(ctx.db, customerId, ids);
  body.connections.forEach((c, index) => {
    const found = owned.get(c.connectionId);
    if (!found) add(errors, `connections.${index}.connectionId`, AGREEMENT_MESSAGES.unknownConnection);
    else if (found.product !== body.product) {
      add(errors, `connections.${index}.connectionId`, AGREEMENT_MESSAGES.wrongProduct);
    }
  });
  const others = await repo.otherAgreementPeriods(ctx.db, body.product, [...owned.keys()], agreementId);
  body.connections.forEach((c, index) => {
    const own = periodOf(body, c);
    const clash = others.find(
      (o) => o.connectionId === c.connectionId && o.from <= own.to && own.from <= o.to,
    );
    if (clash) {
      const ean = owned.get(c.connectionId)?.ean ?? String(c.connectionId);
      add(
        errors,
        `connections.${index}.connectionId`,
        AGREEMENT_MESSAGES.connectionOverlap(
          ean,
          formatDate(clash.from),
          formatDate(clash.to),
          clash.reference || `#${clash.agreementId}`,
        ),
      );
    }
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Rate rows as stored: decimals as strings, the columns the price type does not use left empty. */
export function rateRows(body: SupplyAgreementBodyParsed): repo.AgreementLinks['rates'] {
  const dec = (value: number | null) => (value === null ? null : value.toFixed(6));
  const electricity = body.product === 1;
  return body.rates.map((r) => ({
    validFrom: r.validFrom,
    validTo: r.validTo,
    single: body.priceType === 'fixed' && electricity ? dec(r.single) : null,
    normal: body.priceType === 'fixed' && electricity ? dec(r.normal) : null,
    low: body.priceType === 'fixed' && electricity ? dec(r.low) : null,
    gas: body.priceType === 'fixed' && !electricity ? dec(r.gas) : null,
    indexName: body.priceType === 'variable' ? r.indexName : null,
    markup: body.priceType === 'fixed' ? null : dec(r.markup),
    fixedFeeMonth: r.fixedFeeMonth.toFixed(2),
    greenCertificates: electricity ? dec(r.greenCertificates) : null,
  }));
}

/** A rate as the database keeps it (rateRows), as one comparable string. */
function rateKey(rate: Partial<Record<string, string | number | null>>): string {
  return JSON.stringify(
    [
      rate.validFrom,
      rate.validTo,
      rate.single,
      rate.normal,
      rate.low,
      rate.gas,
      rate.indexName,
      rate.markup,
      rate.fixedFeeMonth,
      rate.greenCertificates,
    ].map((value) => value ?? null),
  );
}

/**
 * The agreed terms a body changes on an agreement (the fields that lie fixed once it is signed,
 * contracts' AGREEMENT_LOCKED_STATUSES). Rates compare as stored: the same price typed as 0.1 or 0.100
 * is no change, and a rate row's order does not matter.
 */
export function changedTerms(existing: SupplyAgreementItem, body: SupplyAgreementBodyParsed): string[] {
  const changed: string[] = [];
  const same: [string, unknown, unknown][] = [
    ['entityId', existing.entityId, body.entityId],
    ['supplierId', existing.supplierId, body.supplierId],
    ['product', existing.product, body.product],
    ['priceType', existing.priceType, body.priceType],
    ['startDate', existing.startDate, body.startDate],
    ['endDate', existing.endDate, body.endDate],
    ['noticeMonths', existing.noticeMonths, body.noticeMonths],
    ['tacitRenewal', existing.tacitRenewal, body.tacitRenewal],
    ['renewalMonths', existing.renewalMonths, body.tacitRenewal ? body.renewalMonths : null],
  ];
  for (const [field, before, after] of same) if (before !== after) changed.push(field);
  const dec = (value: number | null, digits = 6) => (value === null ? null : value.toFixed(digits));
  const stored = existing.rates
    .map((r) =>
      rateKey({
        validFrom: r.validFrom,
        validTo: r.validTo,
        single: dec(r.single),
        normal: dec(r.normal),
        low: dec(r.low),
        gas: dec(r.gas),
        indexName: r.indexName,
        markup: dec(r.markup),
        fixedFeeMonth: dec(r.fixedFeeMonth, 2),
        greenCertificates: dec(r.greenCertificates),
      }),
    )
    .sort();
  const sent = rateRows(body).map(rateKey).sort();
  if (stored.join('\n') !== sent.join('\n')) changed.push('rates');
  return changed;
}
