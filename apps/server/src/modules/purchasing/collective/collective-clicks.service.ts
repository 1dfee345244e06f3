import Decimal from 'decimal.js';
import {
  COLLECTIVE_MESSAGES,
  clickBodySchema,
  type AllocationRow,
  type ClickBody,
  type ClickItem,
  type ClickListQuery,
  type Position,
  type PositionQuery,
} from '@energiek/contracts/collective';
import type { ListMeta } from '@energiek/contracts/envelopes';
import { monthName } from '@energiek/contracts/format';
import { overClickedMonths, type ClickInput } from '@energiek/domain/clicks';
import {
  allocateClick,
  annualMwh,
  clickOfPart,
  clickTotalMwh,
  expectedByMonth,
  periodValue,
  periodCodes,
} from '@energiek/domain/collective-position';
import { parseDeliveryPeriod } from '@energiek/domain/delivery-period';
import { actsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { pageMeta } from '../../../core/paging.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notFound, validationError } from '../../../lib/http-errors.ts';
import { clickInputOf, clickItemFields } from '../clicks.ts';
import * as repo from './collective.repository.ts';
import { requireCollective, requireCollectiveRead, requireCollectiveWrite } from './collective.service.ts';

// Clicks of a collective, its position per delivery period and the allocation of the clicks to the
// participants. The arithmetic is packages/domain (clicks.ts, collective-position.ts); this file loads
// the rows and formats the decimals (MWh 3, % and € 2 places).

type Pool = {
  collective: repo.CollectiveRow;
  expected: Record<string, Decimal>;
  /** A click as it counts in this pool: the whole click, or a volume click's part (clickOfPart). */
  view: <T extends ClickInput>(click: T) => T;
};

const productOf = (row: repo.CollectiveRow) => (row.product === 2 ? 2 : 1);

/**
 * The expected volume per month the clicks are a share of. Shown to an admin: only the part of the customers
 * he acts for (`visibleTo`), so a click's MWh never gives away the hidden participants' volume; checks of a
 * click against the pool use the whole (`'all'`).
 */
async function poolOf(ctx: ServiceContext, collectiveId: number, visibleTo: repo.ActFor): Promise<Pool> {
  const collective = await requireCollective(ctx, collectiveId, visibleTo);
  const poolMwh = annualMwh(productOf(collective), collective.expectedAnnualVolume);
  const expected = expectedByMonth(collective.firstYear, collective.lastYear, poolMwh);
  if (visibleTo === 'all') return { collective, expected, view: (click) => click };
  // A volume click is stated for the whole collective: its part here is pro rata (what the allocation
  // gives the visible participants), so the MWh shown and the position's % give nothing of the rest away.
  const whole = await requireCollective(ctx, collectiveId, 'all');
  const wholeMwh = annualMwh(productOf(whole), whole.expectedAnnualVolume);
  return { collective, expected, view: (click) => clickOfPart(click, poolMwh, wholeMwh) };
}

function toClickItem(row: repo.ClickRow, pool: Pool): ClickItem {
  const click = pool.view(clickInputOf(row));
  return {
    id: row.id,
    collectiveId: row.collectiveId ?? 0,
    collectiveName: row.collectiveName,
    ...clickItemFields(row, {
      // as stored, or the part of it the visible participants get (then to 3 decimals)
      volumeMwh: click.volumeMwh === row.volumeMwh ? row.volumeMwh : new Decimal(click.volumeMwh!).toFixed(3),
      clickedMwh: clickTotalMwh(click, pool.expected).toFixed(3),
    }),
  };
}

export async function listClicks(
  ctx: ServiceContext,
  actor: Actor,
  query: ClickListQuery,
): Promise<{ data: ClickItem[]; meta: ListMeta }> {
  requireCollectiveRead(actor);
  const { page, limit } = query;
  const { rows, total } = await repo.findClicks(
    ctx.db,
    { collectiveId: query.collectiveId, q: query.q },
    {
      page,
      limit,
    },
  );
  const pools = new Map<number, Pool>();
  for (const id of new Set(rows.map((row) => row.collectiveId ?? 0)))
    pools.set(id, await poolOf(ctx, id, actor.actFor));
  return {
    data: rows.map((row) => toClickItem(row, pools.get(row.collectiveId ?? 0)!)),
    meta: pageMeta(page, limit, total),
  };
}

async function requireClick(ctx: ServiceContext, id: number) {
  const row = await repo.findClick(ctx.db, id);
  if (!row || row.collectiveId === null) throw notFound();
  return row;
}

export async function getClick(ctx: ServiceContext, actor: Actor, input: { id: number }) {
  requireCollectiveRead(actor);
  const row = await requireClick(ctx, input.id);
  return toClickItem(row, await poolOf(ctx, row.collectiveId!, actor.actFor));
}

function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${monthName(Number(month))} ${year}`;
}

/**
 * Parses the body and checks it against the pool: within the delivery years, never over 100 % a month. An
 * admin who sees only some participants states a click as a share: a volume is the whole collective's, which
 * he cannot weigh (he sees a volume click as his participants' part), and the 100 % refusal of volumes
 * would let him find the hidden volume by trying.
 */
async function checkedClick(ctx: ServiceContext, actor: Actor, body: ClickBody, exceptId?: number) {
  const values = clickBodySchema.parse(body);
  if (values.volumeMwh !== null && actor.actFor !== 'all') {
    throw validationError({ volumeMwh: [COLLECTIVE_MESSAGES.volumeNeedsAllParticipants] });
  }
  const collective = await repo.findCollective(ctx.db, values.collectiveId);
  if (!collective) throw validationError({ collectiveId: [COLLECTIVE_MESSAGES.collectiveUnknown] });
  const period = parseDeliveryPeriod(values.period)!;
  if (period.year < collective.firstYear || period.year > collective.lastYear) {
    throw validationError({ period: [COLLECTIVE_MESSAGES.periodOutside] });
  }
  const pool = await poolOf(ctx, collective.id, 'all');
  const field = values.sharePct !== null ? 'sharePct' : 'volumeMwh';
  if (Object.values(pool.expected).every((mwh) => mwh.isZero())) {
    throw validationError({ [field]: [COLLECTIVE_MESSAGES.noExpectedVolume] });
  }
  const others = (await repo.allClicks(ctx.db, collective.id)).filter((row) => row.id !== exceptId);
  const over = overClickedMonths([...others.map(clickInputOf), clickInputOf(values)], pool.expected);
  if (over.length > 0) {
    const months = over.map((row) => monthLabel(row.month));
    const named = months.length > 3 ? `${months.slice(0, 3).join(', ')} en meer` : months.join(', ');
    throw validationError({ [field]: [COLLECTIVE_MESSAGES.overClicked(named)] });
  }
  return { ...values, periodFrom: period.from, periodTo: period.to };
}

export async function createClick(ctx: ServiceContext, actor: Actor, input: { body: ClickBody }) {
  requireCollectiveWrite(actor);
  const values = await checkedClick(ctx, actor, input.body);
  const id = await repo.insertClick(ctx.db, { ...values, createdById: actor.user.id });
  await writeAudit(ctx.db, actor, {
    event: 'collective.click-created',
    subjectType: 'click',
    subjectId: id,
    details: { collectiveId: values.collectiveId, period: values.period, price: values.price },
  });
  return getClick(ctx, actor, { id });
}

export async function updateClick(ctx: ServiceContext, actor: Actor, input: { id: number; body: ClickBody }) {
  requireCollectiveWrite(actor);
  await requireClick(ctx, input.id);
  const values = await checkedClick(ctx, actor, input.body, input.id);
  await repo.updateClickRow(ctx.db, input.id, values);
  await writeAudit(ctx.db, actor, {
    event: 'collective.click-updated',
    subjectType: 'click',
    subjectId: input.id,
    details: { collectiveId: values.collectiveId, period: values.period, price: values.price },
  });
  return getClick(ctx, actor, { id: input.id });
}

export async function deleteClick(ctx: ServiceContext, actor: Actor, input: { id: number }) {
  requireCollectiveWrite(actor);
  const current = await requireClick(ctx, input.id);
  await repo.deleteClickRow(ctx.db, input.id);
  await writeAudit(ctx.db, actor, {
    event: 'collective.click-deleted',
    subjectType: 'click',
    subjectId: input.id,
    details: { collectiveId: current.collectiveId, period: current.period },
  });
}

const fixed = (value: Decimal | null, places: number) => (value === null ? null : value.toFixed(places));

/** The position per month, quarter or year of the delivery years, open volume valued at the forward price. */
export async function getPosition(
  ctx: ServiceContext,
  actor: Actor,
  query: PositionQuery,
): Promise<Position> {
  requireCollectiveRead(actor);
  const pool = await poolOf(ctx, query.collectiveId, actor.actFor);
  const { collective } = pool;
  const inputs = (await repo.allClicks(ctx.db, collective.id)).map((row) => pool.view(clickInputOf(row)));
  const quotes = await repo.forwardQuotes(ctx.db, collective.product);
  const rows = periodCodes(collective.firstYear, collective.lastYear, query.grain).map((code) => {
    // One book, one value: the period is valued month by month, so a year equals the sum of its quarters.
    const { position, forward, ...cost } = periodValue(
      code,
      inputs,
      pool.expected,
      quotes,
      collective.markup,
    );
    return {
      period: code,
      from: parseDeliveryPeriod(code)!.from,
      expectedMwh: position.expectedMwh.toFixed(3),
      clickedMwh: position.clickedMwh.toFixed(3),
      openMwh: position.openMwh.toFixed(3),
      clickedPct: fixed(position.clickedPct, 2),
      weightedPrice: fixed(position.weightedPrice, 2),
      forwardPrice: forward ? forward.price.toFixed(2) : null,
      forwardPeriod: forward ? forward.periods.join(', ') : null,
      forwardQuoteDate: forward?.quoteDate ?? null,
      openValue: fixed(cost.openValue, 2),
      priceInclMarkup: fixed(cost.pricePerMwh, 2),
      cost: fixed(cost.cost, 2),
    };
  });
  return { collectiveId: collective.id, grain: query.grain, markup: collective.markup, rows };
}

export type AllocationExport = {
  collective: repo.CollectiveRow;
  participants: repo.ParticipantRow[];
  rows: AllocationRow[];
};

/**
 * Every click split over the participants pro rata their expected annual volume (the parts of a click add
 * up exactly to its volume). Only the participants of customers the admin acts for are answered.
 */
export async function getAllocation(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<AllocationExport> {
  requireCollectiveRead(actor);
  const pool = await poolOf(ctx, input.id, 'all');
  const participants = await repo.allParticipants(ctx.db, input.id);
  const weights = participants.map((p) => ({
    id: p.id,
    weight: annualMwh(p.product === 2 ? 2 : 1, p.expectedAnnualVolume),
  }));
  const byId = new Map(participants.map((p) => [p.id, p]));
  const rows: AllocationRow[] = [];
  for (const click of await repo.allClicks(ctx.db, input.id)) {
    const total = clickTotalMwh(clickInputOf(click), pool.expected);
    for (const part of allocateClick(total, click.price, weights)) {
      const participant = byId.get(part.id)!;
      if (!actsFor(actor, participant.customerId)) continue;
      rows.push({
        participantId: participant.id,
        customerName: participant.customerName,
        ean: participant.ean,
        clickId: click.id,
        clickDate: click.clickDate,
        period: click.period,
        load: click.load,
        price: click.price,
        mwh: part.mwh.toFixed(3),
        cost: part.cost.toFixed(2),
      });
    }
  }
  const order = new Map(participants.map((p, i) => [p.id, i]));
  rows.sort((a, b) => order.get(a.participantId)! - order.get(b.participantId)!);
  return {
    collective: pool.collective,
    participants: participants.filter((p) => actsFor(actor, p.customerId)),
    rows,
  };
}
