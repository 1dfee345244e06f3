import Decimal from 'decimal.js';
import {
  AGREEMENT_CLICK_MESSAGES,
  COLLECTIVE_MESSAGES,
  agreementClickBodySchema,
  type AgreementClickBody,
  type AgreementClickBook,
  type AgreementClickItem,
} from '@energiek/contracts/collective';
import { monthName } from '@energiek/contracts/format';
import type { Click } from '@energiek/db/schema/index';
import { overClickedMonths, positionOf } from '@energiek/domain/clicks';
import { annualMwh, clickTotalMwh, expectedByMonth } from '@energiek/domain/collective-position';
import { parseDeliveryPeriod } from '@energiek/domain/delivery-period';
import { localDayOf } from '@energiek/domain/local-time';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { auditSubject, writeAudit } from '../../../lib/audit.ts';
import { notFound, validationError } from '../../../lib/http-errors.ts';
import { clickInputOf, clickItemFields } from '../clicks.ts';
import { expectedAnnualVolumes } from './expected-volume.ts';
import * as repo from './purchase-clicks.repository.ts';
import { customerConnections } from './purchase.repository.ts';

// The click book of an individual click agreement (issue 32): clicks of the agreement itself (date,
// period Cal/Q/M, share or MWh, € per MWh, base or peak) with the same position, weighted price and open
// volume as a collective's, against the expected volume of the agreement's connections. The agreement's
// rates and the forecast follow from them (purchase.pricing.ts clickPosition reads the same clicks).

type Book = {
  agreement: repo.ClickAgreementRow;
  firstYear: number;
  lastYear: number;
  /** MWh a year of the agreement's connections; null when none is known. */
  annual: Decimal | null;
  /** EANs of the agreement's connections without an expected volume. */
  missing: string[];
  markup: string;
};

async function requireAgreement(ctx: ServiceContext, customerId: number, agreementId: number) {
  const agreement = await repo.findAgreement(ctx.db, customerId, agreementId);
  if (!agreement) throw notFound();
  return agreement;
}

async function bookOf(ctx: ServiceContext, customerId: number, agreementId: number): Promise<Book> {
  const agreement = await requireAgreement(ctx, customerId, agreementId);
  const ids = await repo.agreementConnectionIds(ctx.db, customerId, agreementId);
  const rows = (await customerConnections(ctx.db, customerId)).filter((c) => ids.includes(c.id));
  const volumes = await expectedAnnualVolumes(ctx.db, customerId, rows, localDayOf(new Date()));
  const total = rows.reduce((sum, c) => sum + (volumes.get(c.id)?.volume ?? 0), 0);
  const markupRow = await repo.agreementMarkup(ctx.db, customerId, agreementId);
  return {
    agreement,
    firstYear: Number(agreement.startDate.slice(0, 4)),
    lastYear: Number(agreement.endDate.slice(0, 4)),
    annual: total > 0 ? annualMwh(agreement.product, total) : null,
    missing: rows.filter((c) => !(volumes.get(c.id)?.volume ?? 0)).map((c) => c.ean),
    markup: markupRow ?? '0',
  };
}

/**
 * Expected MWh per month over the agreement's delivery years. When no volume is known, a nominal 1 MWh a
 * year only to show the shares and prices of clicks already booked (their MWh stay null); a new click is
 * refused then (createAgreementClick), never checked against the nominal volume.
 */
const expectedOf = (book: Book) =>
  expectedByMonth(book.firstYear, book.lastYear, book.annual ?? new Decimal(1));

function toItem(row: Click, book: Book): AgreementClickItem {
  return {
    id: row.id,
    agreementId: row.agreementId!,
    ...clickItemFields(row, {
      volumeMwh: row.volumeMwh,
      clickedMwh:
        book.annual === null && row.sharePct !== null
          ? null
          : clickTotalMwh(clickInputOf(row), expectedOf(book)).toFixed(3),
    }),
  };
}

const fixed = (value: Decimal | null, places: number) => (value === null ? null : value.toFixed(places));

export async function getAgreementClickBook(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; agreementId: number },
): Promise<AgreementClickBook> {
  requireActsFor(actor, input.customerId);
  const book = await bookOf(ctx, input.customerId, input.agreementId);
  const rows = await repo.agreementClicks(ctx.db, input.customerId, input.agreementId);
  const expected = expectedOf(book);
  const known = book.annual !== null;
  const years = [];
  for (let year = book.firstYear; year <= book.lastYear; year++) {
    const p = positionOf(`Cal-${String(year).slice(2)}`, rows.map(clickInputOf), expected);
    years.push({
      year,
      expectedMwh: known ? p.expectedMwh.toFixed(3) : null,
      clickedMwh: known ? p.clickedMwh.toFixed(3) : null,
      openMwh: known ? p.openMwh.toFixed(3) : null,
      clickedPct: fixed(p.clickedPct, 2),
      weightedPrice: fixed(p.weightedPrice, 2),
    });
  }
  const { agreement } = book;
  return {
    agreementId: agreement.id,
    reference: agreement.reference,
    product: agreement.product,
    from: agreement.startDate,
    to: agreement.endDate,
    markupMwh: book.markup,
    clicks: rows.map((row) => toItem(row, book)),
    years,
  };
}

function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${monthName(Number(month))} ${year}`;
}

export async function createAgreementClick(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: AgreementClickBody },
): Promise<AgreementClickItem> {
  requireActsFor(actor, input.customerId);
  const values = agreementClickBodySchema.parse(input.body);
  const agreement = await repo.findAgreement(ctx.db, input.customerId, values.agreementId);
  if (!agreement) throw notFound();
  if (agreement.priceType !== 'click' || agreement.collectiveId !== null) {
    throw validationError({ agreementId: [AGREEMENT_CLICK_MESSAGES.notClick] });
  }
  const book = await bookOf(ctx, input.customerId, agreement.id);
  const period = parseDeliveryPeriod(values.period)!;
  if (period.year < book.firstYear || period.year > book.lastYear) {
    throw validationError({ period: [AGREEMENT_CLICK_MESSAGES.periodOutside] });
  }
  const field = values.sharePct !== null ? 'sharePct' : 'volumeMwh';
  if (book.annual === null) {
    throw validationError({ [field]: [AGREEMENT_CLICK_MESSAGES.noExpectedVolume(book.missing)] });
  }
  const others = await repo.agreementClicks(ctx.db, input.customerId, agreement.id);
  const over = overClickedMonths([...others.map(clickInputOf), clickInputOf(values)], expectedOf(book));
  if (over.length > 0) {
    const months = over.map((row) => monthLabel(row.month));
    const named = months.length > 3 ? `${months.slice(0, 3).join(', ')} en meer` : months.join(', ');
    throw validationError({ [field]: [COLLECTIVE_MESSAGES.overClicked(named)] });
  }
  const id = await repo.insertAgreementClick(ctx.db, {
    agreementId: agreement.id,
    customerId: input.customerId,
    clickDate: values.clickDate,
    period: values.period,
    periodFrom: period.from,
    periodTo: period.to,
    load: values.load,
    sharePct: values.sharePct,
    volumeMwh: values.volumeMwh,
    price: values.price,
    note: values.note,
    createdById: actor.user.id,
  });
  await writeAudit(ctx.db, actor, {
    event: 'purchase.agreement-click-created',
    ...auditSubject('click', id, input.customerId),
    details: { agreementId: agreement.id, period: values.period, price: values.price },
  });
  const row = await repo.findAgreementClick(ctx.db, input.customerId, id);
  return toItem(row!, book);
}

export async function deleteAgreementClick(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; id: number },
): Promise<void> {
  requireActsFor(actor, input.customerId);
  const row = await repo.findAgreementClick(ctx.db, input.customerId, input.id);
  if (!row) throw notFound();
  await repo.deleteAgreementClick(ctx.db, input.customerId, input.id);
  await writeAudit(ctx.db, actor, {
    event: 'purchase.agreement-click-deleted',
    ...auditSubject('click', input.id, input.customerId),
    details: { agreementId: row.agreementId, period: row.period },
  });
}
