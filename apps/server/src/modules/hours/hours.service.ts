import type { z } from 'zod';
import { formatNumber, toIsoDate } from '@energiek/contracts/format';
import {
  HOUR_LIST_MESSAGES,
  MAX_HOUR_EXPORT_ROWS,
  entrySeconds,
  type HourItem,
  type HourListItem,
  type hourCreateSchema,
  type hourExportQuerySchema,
  type hourListQuerySchema,
  type hourUpdateSchema,
  type timerRegistrationSchema,
} from '@energiek/contracts/hours';
import { actsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import type { ExportFormat } from '../../core/export.ts';
import { pageMeta } from '../../core/paging.ts';
import { writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { forbidden, notFound, validationError } from '../../lib/http-errors.ts';
import { exportFilename, hoursCsv, hoursXlsx } from './hours.export.ts';
import * as repo from './hours.repository.ts';

// Time registration: the admin top-bar timer (spec §4 Timer) and the hours screens (spec §2 hours,
// organisation-hours, both behind organisation-hours:read). Tenancy: reads cover the customers the actor
// may act for (customer staff: their own customer), customer routes only that one. Write rule: a role
// with full rights manages everyone's entries; anyone else with organisation-hours:write registers,
// changes and deletes only their own.

type ListQuery = z.output<typeof hourListQuerySchema>;
type ExportQuery = z.output<typeof hourExportQuerySchema>;
type Target = { customerId: number; id: number };
/** Customer routes pass the customer; the overview across customers does not. */
type Scoped<T> = T & { customerId?: number | undefined };

const managesEveryone = (actor: Actor) => actor.profile.scope.full;

function scopeOf(actor: Actor, customerId: number | undefined): repo.HourScope {
  if (customerId !== undefined && !actsFor(actor, customerId)) throw notFound();
  return { actFor: actor.actFor, ...(customerId === undefined ? {} : { customerId }) };
}

/** Unknown customer (foreign key) answers 404, as a customer the actor may not act for. */
const unknownCustomerIs404 = (error: unknown): never => {
  if (dbErrorCode(error) === '23503') throw notFound();
  throw error;
};

export async function listHours(ctx: ServiceContext, actor: Actor, input: Scoped<{ query: ListQuery }>) {
  const { query } = input;
  const where = repo.hourConditions(scopeOf(actor, input.customerId), query);
  const [{ items, total }, totals] = await Promise.all([
    repo.listHours(ctx.db, where, query.sort, query.page, query.limit),
    repo.hourTotals(ctx.db, where),
  ]);
  return { data: items, meta: { ...pageMeta(query.page, query.limit, total), totals } };
}

export type HoursExport = { format: ExportFormat; filename: string; body: Buffer };

/** The filtered hours as a file; 422 above MAX_HOUR_EXPORT_ROWS. */
export async function exportHours(
  ctx: ServiceContext,
  actor: Actor,
  input: Scoped<{ query: ExportQuery }>,
): Promise<HoursExport> {
  const { query } = input;
  const where = repo.hourConditions(scopeOf(actor, input.customerId), query);
  if ((await repo.countHours(ctx.db, where)) > MAX_HOUR_EXPORT_ROWS) {
    throw validationError({ export: [HOUR_LIST_MESSAGES.tooManyRows(formatNumber(MAX_HOUR_EXPORT_ROWS))] });
  }
  const items = await repo.allHours(ctx.db, where, query.sort, MAX_HOUR_EXPORT_ROWS);
  const body = query.format === 'csv' ? hoursCsv(items) : await hoursXlsx(items);
  return { format: query.format, filename: exportFilename(query.format), body };
}

export async function getHour(ctx: ServiceContext, actor: Actor, input: Target): Promise<HourListItem> {
  scopeOf(actor, input.customerId);
  const found = await repo.findHourItem(ctx.db, input.customerId, input.id);
  if (!found) throw notFound();
  return found.item;
}

/** The user an entry is booked on: the actor, or (full rights only) another active admin. */
async function bookedUser(ctx: ServiceContext, actor: Actor, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === actor.user.id) return actor.user.id;
  if (!managesEveryone(actor) || actor.user.type !== 'admin') {
    throw validationError({ userId: [HOUR_LIST_MESSAGES.onlyOwnBooking] });
  }
  if (!(await repo.isActiveAdmin(ctx.db, userId))) {
    throw validationError({ userId: [HOUR_LIST_MESSAGES.unknownUser] });
  }
  return userId;
}

async function findForWrite(ctx: ServiceContext, actor: Actor, input: Target) {
  scopeOf(actor, input.customerId);
  const found = await repo.findHourItem(ctx.db, input.customerId, input.id);
  if (!found) throw notFound();
  if (!managesEveryone(actor) && found.row.userId !== actor.user.id) {
    throw forbidden(HOUR_LIST_MESSAGES.onlyOwnEntries);
  }
  return found;
}

export async function createHour(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: z.output<typeof hourCreateSchema> },
): Promise<HourListItem> {
  const { customerId, body } = input;
  scopeOf(actor, customerId);
  const userId = await bookedUser(ctx, actor, body.userId);
  const row = await repo
    .createHour(ctx.db, {
      userId,
      customerId,
      date: body.date,
      seconds: entrySeconds(body) ?? 0,
      description: body.description,
      source: 'manual',
    })
    .catch(unknownCustomerIs404);
  await writeAudit(ctx.db, actor, {
    event: 'hours.created',
    customerId,
    subjectType: 'hours',
    subjectId: row.id,
  });
  return getHour(ctx, actor, { customerId, id: row.id });
}

export async function updateHour(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { body: z.output<typeof hourUpdateSchema> },
): Promise<HourListItem> {
  const { customerId, id, body } = input;
  const found = await findForWrite(ctx, actor, input);
  const seconds = entrySeconds(body);
  const userId =
    body.userId === undefined || body.userId === found.row.userId
      ? undefined
      : await bookedUser(ctx, actor, body.userId);
  await repo.updateHour(ctx.db, customerId, id, {
    ...(body.date === undefined ? {} : { date: body.date }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(seconds === undefined ? {} : { seconds }),
    ...(userId === undefined ? {} : { userId }),
  });
  await writeAudit(ctx.db, actor, {
    event: 'hours.updated',
    customerId,
    subjectType: 'hours',
    subjectId: id,
    details: { fields: Object.keys(body) },
  });
  return getHour(ctx, actor, { customerId, id });
}

export async function deleteHour(ctx: ServiceContext, actor: Actor, input: Target): Promise<void> {
  const { customerId, id } = input;
  await findForWrite(ctx, actor, input);
  await repo.deleteHour(ctx.db, customerId, id);
  await writeAudit(ctx.db, actor, {
    event: 'hours.deleted',
    customerId,
    subjectType: 'hours',
    subjectId: id,
  });
}

/** The top-bar timer registers today's time of the actor on a customer (admins only, by the route). */
export async function registerTimer(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: z.output<typeof timerRegistrationSchema> },
): Promise<HourItem> {
  scopeOf(actor, input.customerId);
  const row = await repo
    .createHour(ctx.db, {
      userId: actor.user.id,
      customerId: input.customerId,
      date: toIsoDate(new Date()),
      seconds: input.body.seconds,
      description: input.body.description,
      source: 'timer',
    })
    // An admin who may switch to every customer can still name one that does not exist.
    .catch(unknownCustomerIs404);
  return repo.toHourItem(row);
}
