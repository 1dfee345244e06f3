import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import type { EmsChannelCode } from '@energiek/contracts/ems';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import type {
  MeterExchangeCreate,
  ReadingKind,
  RegisterReadingCreate,
  RegisterReadingItem,
} from '@energiek/contracts/ems-import';
import { REGISTER_READING_MESSAGES } from '@energiek/contracts/ems-import';
import type { Executor } from '@energiek/db/client';
import { EMS_REGISTER_READINGS_LOCK_KEY } from '@energiek/db/advisory-locks';
import {
  PRODUCT_GAS,
  connections,
  intervalReadings,
  registerReadings,
  type RegisterReading,
} from '@energiek/db/schema/index';
import { addLocalDays, localDayOf, startOfLocalDay } from '@energiek/domain/local-time';
import { daysBetween } from '@energiek/domain/calendar';
import {
  acrossExchange,
  checkReading,
  meterNeighbours,
  registerUsageBetween,
  sortReadings,
  usageFromReadings,
  type MeterReading,
} from '@energiek/domain/register-usage';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { auditSubject, writeAudit } from '../../../lib/audit.ts';
import { notFound, validationError } from '../../../lib/http-errors.ts';
import {
  lockConnectionIntervals,
  rebuildRollups,
  writeIntervalReadings,
  type IntervalBatch,
} from '../interval-writer.ts';

// Meter readings of small connections (ems/input "Meterstanden"). A reading is checked against its
// neighbours (never lower than the one before, never higher than the one after, no implausible rise per
// day) and becomes usage: the rise between consecutive readings spread evenly over the days between
// them, stored as whole-day interval readings (1440 minutes, with the low part). Adding or deleting a
// reading rewrites exactly the days between its neighbours, in the same transaction. A meter exchange is
// two readings on one day, the old meter's last and the new meter's first: each meter's readings are
// checked and counted on their own, so the usage across the exchange is counted once.

/** The most a small connection can use per day: 3x80A ≈ 55 kW around the clock; G25 = 40 m³/h. */
export const MAX_DAILY_USE = { electricity: 1500, gas: 1000 } as const;

type ConnectionRef = { id: number; customerId: number; product: number };

const channelOf = (connection: ConnectionRef): EmsChannelCode =>
  connection.product === PRODUCT_GAS ? EMS_CHANNELS.gas.code : EMS_CHANNELS.consumption.code;

const toMeter = (row: RegisterReading): MeterReading => ({
  readOn: row.readOn,
  normal: row.normal,
  low: row.low,
  feedInNormal: row.feedInNormal,
  feedInLow: row.feedInLow,
  kind: row.kind as ReadingKind,
});

async function requireConnection(
  db: Executor,
  customerId: number,
  connectionId: number,
): Promise<ConnectionRef> {
  const [row] = await db
    .select({ id: connections.id, customerId: connections.customerId, product: connections.product })
    .from(connections)
    .where(customerRow(connections, customerId, connectionId));
  if (!row) throw notFound();
  return row;
}

async function readingsOf(db: Executor, connection: ConnectionRef): Promise<RegisterReading[]> {
  const rows = await db
    .select()
    .from(registerReadings)
    .where(
      and(
        eq(registerReadings.customerId, connection.customerId),
        eq(registerReadings.connectionId, connection.id),
      ),
    )
    .orderBy(asc(registerReadings.readOn));
  return sortReadings(rows.map((row) => ({ ...row, kind: row.kind as ReadingKind })));
}

function toItems(rows: RegisterReading[]): RegisterReadingItem[] {
  return rows.map((row, i) => {
    const before = rows[i - 1];
    const previous = before && !acrossExchange(toMeter(before), toMeter(row)) ? before : undefined;
    const between = previous ? registerUsageBetween(toMeter(previous), toMeter(row)) : null;
    const perDay = (value: string | null) =>
      previous && value !== null
        ? Math.round((Number(value) / daysBetween(previous.readOn, row.readOn)) * 1000) / 1000
        : null;
    const usagePerDay = perDay(between?.consumption ?? null);
    const feedInPerDay = perDay(between?.feedIn ?? null);
    return {
      id: row.id,
      connectionId: row.connectionId,
      readOn: row.readOn,
      normal: Number(row.normal),
      low: row.low === null ? null : Number(row.low),
      feedInNormal: row.feedInNormal === null ? null : Number(row.feedInNormal),
      feedInLow: row.feedInLow === null ? null : Number(row.feedInLow),
      source: row.source,
      kind: row.kind as ReadingKind,
      usagePerDay,
      feedInPerDay,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** One writer of a connection's register readings at a time (to the end of the transaction). */
async function lockRegisterReadings(tx: Executor, connectionId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMS_REGISTER_READINGS_LOCK_KEY}, ${connectionId})`);
}

/** Replaces a channel's day values of the local days [from, to] with `readings` and rebuilds its rollups. */
async function replaceDayValues(
  tx: Executor,
  target: { connection: ConnectionRef; channel: IntervalBatch['channel']; from: string; to: string },
  readings: IntervalBatch['readings'],
): Promise<void> {
  const { connection, channel, from, to } = target;
  await tx
    .delete(intervalReadings)
    .where(
      and(
        eq(intervalReadings.connectionId, connection.id),
        eq(intervalReadings.channel, channel),
        eq(intervalReadings.minutes, 1440),
        gte(intervalReadings.start, startOfLocalDay(from)),
        lt(intervalReadings.start, startOfLocalDay(addLocalDays(to, 1))),
      ),
    );
  await writeIntervalReadings(tx, {
    customerId: connection.customerId,
    connectionId: connection.id,
    channel,
    minutes: 1440,
    readings,
  });
  await rebuildRollups(tx, { connectionId: connection.id, channel }, from, to);
}

/** Rewrites the daily usage of the local days [from, to] from the connection's readings. */
async function rewriteUsage(
  tx: Executor,
  connection: ConnectionRef,
  from: string,
  to: string,
): Promise<void> {
  if (from > to) return;
  const channel = channelOf(connection);
  const readings = (await readingsOf(tx, connection)).map(toMeter);
  const usage = usageFromReadings(readings).filter((u) => u.day >= from && u.day <= to);
  await lockConnectionIntervals(tx, connection.id);
  await replaceDayValues(
    tx,
    { connection, channel, from, to },
    usage.map((u) => ({
      start: startOfLocalDay(u.day),
      value: u.value,
      lowValue: channel === EMS_CHANNELS.gas.code ? null : u.lowValue,
    })),
  );
  if (channel === EMS_CHANNELS.gas.code) return;
  // Feed-in goes to its own channel (Teruglevering), beside the consumption: never netted against it.
  await replaceDayValues(
    tx,
    { connection, channel: EMS_CHANNELS.production.code, from, to },
    usage
      .filter((u) => u.feedIn !== null)
      .map((u) => ({ start: startOfLocalDay(u.day), value: u.feedIn!, lowValue: u.feedInLow })),
  );
}

/** The days whose usage depends on a reading on `day`: after the reading before it up to the one after. */
function affectedSpan(rows: readonly RegisterReading[], day: string): { from: string; to: string } {
  const previous = rows.filter((r) => r.readOn < day).at(-1);
  const next = rows.find((r) => r.readOn > day);
  return { from: addLocalDays(previous?.readOn ?? day, 1), to: next?.readOn ?? day };
}

/** Why a reading cannot be right (field errors), checked against the readings of its own meter; or null. */
function readingProblems(
  connection: ConnectionRef,
  rows: readonly RegisterReading[],
  reading: MeterReading,
): Record<string, string[]> | null {
  const meters = rows.map(toMeter);
  const { previous, next } = meterNeighbours(meters, reading);
  const same = previous ?? next;
  if (same && (same.low === null) !== (reading.low === null)) {
    return { low: [REGISTER_READING_MESSAGES.lowMismatch] };
  }
  const gas = connection.product === PRODUCT_GAS;
  const feedIn = feedInProblems(gas, reading);
  if (feedIn) return feedIn;
  const problems = checkReading(meters, reading, {
    maxPerDay: gas ? MAX_DAILY_USE.gas : MAX_DAILY_USE.electricity,
    unit: gas ? 'm³' : 'kWh',
  });
  return problems
    ? Object.fromEntries(Object.entries(problems).map(([key, message]) => [key, [message]]))
    : null;
}

/** The feed-in registers must fit the meter: none on gas, low only with a low register, both or neither. */
function feedInProblems(gas: boolean, reading: MeterReading): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  const normal = reading.feedInNormal != null;
  const low = reading.feedInLow != null;
  if (gas) {
    if (normal) problems.feedInNormal = [REGISTER_READING_MESSAGES.feedInGas];
    if (low) problems.feedInLow = [REGISTER_READING_MESSAGES.feedInGas];
  } else if (low && reading.low === null) {
    problems.feedInLow = [REGISTER_READING_MESSAGES.feedInLowWithoutLow];
  } else if (low && !normal) {
    problems.feedInNormal = [REGISTER_READING_MESSAGES.feedInLowWithoutNormal];
  } else if (normal && !low && reading.low !== null) {
    problems.feedInLow = [REGISTER_READING_MESSAGES.feedInLowMissing];
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

const decimals3 = (value: number | null | undefined) =>
  value === null || value === undefined ? null : value.toFixed(3);

/**
 * A meter exchange: the old meter's last reading and the new meter's first on the same day, in one
 * transaction. The old one is checked against the readings before the day, the new one against those
 * after it; the usage of the days between the neighbouring readings is rewritten.
 */
export async function createMeterExchange(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: MeterExchangeCreate },
): Promise<{ removed: RegisterReadingItem; installed: RegisterReadingItem }> {
  requireActsFor(actor, input.customerId);
  const { body } = input;
  const connection = await requireConnection(ctx.db, input.customerId, body.connectionId);
  if (body.exchangedOn > localDayOf(new Date()))
    throw validationError({ exchangedOn: [REGISTER_READING_MESSAGES.future] });
  const removed: MeterReading = {
    readOn: body.exchangedOn,
    normal: body.old.normal.toFixed(3),
    low: decimals3(body.old.low),
    feedInNormal: decimals3(body.old.feedInNormal),
    feedInLow: decimals3(body.old.feedInLow),
    kind: 'removed',
  };
  const installed: MeterReading = {
    readOn: body.exchangedOn,
    normal: body.new.normal.toFixed(3),
    low: decimals3(body.new.low),
    feedInNormal: decimals3(body.new.feedInNormal),
    feedInLow: decimals3(body.new.feedInLow),
    kind: 'installed',
  };
  const ids = await ctx.db.transaction(async (tx) => {
    await lockRegisterReadings(tx, connection.id);
    const rows = await readingsOf(tx, connection);
    if (rows.some((r) => r.readOn === body.exchangedOn)) {
      throw validationError({ exchangedOn: [REGISTER_READING_MESSAGES.exchangeDay] });
    }
    const prefixed = (prefix: string, problems: Record<string, string[]> | null) =>
      Object.fromEntries(Object.entries(problems ?? {}).map(([key, m]) => [`${prefix}.${key}`, m]));
    const problems = {
      ...prefixed('old', readingProblems(connection, rows, removed)),
      ...prefixed('new', readingProblems(connection, rows, installed)),
    };
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const inserted = await tx
      .insert(registerReadings)
      .values(
        [removed, installed].map((r) => ({
          customerId: connection.customerId,
          connectionId: connection.id,
          readOn: r.readOn,
          normal: r.normal,
          low: r.low,
          feedInNormal: r.feedInNormal ?? null,
          feedInLow: r.feedInLow ?? null,
          kind: r.kind!,
          source: 'manual',
          createdById: actor.user.id,
        })),
      )
      .returning({ id: registerReadings.id, kind: registerReadings.kind });
    const span = affectedSpan(rows, body.exchangedOn);
    await rewriteUsage(tx, connection, span.from, span.to);
    return inserted;
  });
  await writeAudit(ctx.db, actor, {
    event: 'ems.meter-exchange.created',
    ...auditSubject('register_reading', ids[0]!.id, input.customerId),
    details: { connectionId: connection.id, exchangedOn: body.exchangedOn },
  });
  const items = toItems(await readingsOf(ctx.db, connection));
  const item = (kind: string) => items.find((i) => i.id === ids.find((x) => x.kind === kind)!.id)!;
  return { removed: item('removed'), installed: item('installed') };
}

export async function listRegisterReadings(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; connectionId: number },
): Promise<RegisterReadingItem[]> {
  requireActsFor(actor, input.customerId);
  const connection = await requireConnection(ctx.db, input.customerId, input.connectionId);
  return toItems(await readingsOf(ctx.db, connection));
}

export async function createRegisterReading(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: RegisterReadingCreate },
): Promise<RegisterReadingItem> {
  requireActsFor(actor, input.customerId);
  const { body } = input;
  const connection = await requireConnection(ctx.db, input.customerId, body.connectionId);
  if (body.readOn > localDayOf(new Date()))
    throw validationError({ readOn: [REGISTER_READING_MESSAGES.future] });
  const normal = body.normal.toFixed(3);
  const low = decimals3(body.low);
  const feedInNormal = decimals3(body.feedInNormal);
  const feedInLow = decimals3(body.feedInLow);
  const created = await ctx.db.transaction(async (tx) => {
    await lockRegisterReadings(tx, connection.id);
    const rows = await readingsOf(tx, connection);
    if (rows.some((r) => r.readOn === body.readOn)) {
      throw validationError({ readOn: [REGISTER_READING_MESSAGES.duplicateDay] });
    }
    const problems = readingProblems(connection, rows, {
      readOn: body.readOn,
      normal,
      low,
      feedInNormal,
      feedInLow,
    });
    if (problems) throw validationError(problems);
    const [row] = await tx
      .insert(registerReadings)
      .values({
        customerId: connection.customerId,
        connectionId: connection.id,
        readOn: body.readOn,
        normal,
        low,
        feedInNormal,
        feedInLow,
        source: 'manual',
        createdById: actor.user.id,
      })
      .returning();
    const span = affectedSpan(rows, body.readOn);
    await rewriteUsage(tx, connection, span.from, span.to);
    return row!;
  });
  await writeAudit(ctx.db, actor, {
    event: 'ems.register-reading.created',
    ...auditSubject('register_reading', created.id, input.customerId),
    details: { connectionId: connection.id, readOn: created.readOn },
  });
  const items = toItems(await readingsOf(ctx.db, connection));
  return items.find((item) => item.id === created.id)!;
}

export async function deleteRegisterReading(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; id: number },
): Promise<void> {
  requireActsFor(actor, input.customerId);
  const [found] = await ctx.db
    .select()
    .from(registerReadings)
    .where(customerRow(registerReadings, input.customerId, input.id));
  if (!found) throw notFound();
  const connection = await requireConnection(ctx.db, input.customerId, found.connectionId);
  await ctx.db.transaction(async (tx) => {
    await lockRegisterReadings(tx, connection.id);
    const rows = await readingsOf(tx, connection);
    // Either reading of a meter exchange removes the exchange: both readings of that day.
    const ids = rows
      .filter((r) => r.id === found.id || (found.kind !== 'reading' && r.readOn === found.readOn))
      .map((r) => r.id);
    if (found.kind !== 'reading') {
      // Without the exchange the readings after it would follow the old meter's: they must still fit.
      const remaining = rows.filter((r) => !ids.includes(r.id)).map(toMeter);
      const next = remaining.find((r) => r.readOn > found.readOn);
      const previous = remaining.filter((r) => r.readOn < found.readOn).at(-1);
      if (
        next &&
        previous &&
        checkReading(
          remaining.filter((r) => r !== next),
          next,
          { maxPerDay: Number.MAX_SAFE_INTEGER, unit: '' },
        )
      ) {
        throw validationError({ kind: [REGISTER_READING_MESSAGES.exchangeInUse] });
      }
    }
    await tx.delete(registerReadings).where(inArray(registerReadings.id, ids));
    const span = affectedSpan(rows, found.readOn);
    await rewriteUsage(tx, connection, span.from, span.to);
  });
  await writeAudit(ctx.db, actor, {
    event: 'ems.register-reading.deleted',
    ...auditSubject('register_reading', found.id, input.customerId),
    details: { connectionId: connection.id, readOn: found.readOn },
  });
}
