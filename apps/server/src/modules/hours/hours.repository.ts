import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { customerRow, deleteCustomerRow, updateCustomerRow } from '@energiek/db/customer-rows';
import {
  HOUR_SOURCE_NAMES,
  formatHoursMinutes,
  type HourFilters,
  type HourItem,
  type HourListItem,
  type HourTotals,
} from '@energiek/contracts/hours';
import type { Database } from '@energiek/db/client';
import { customers, hours, users, type Hour, type NewHour } from '@energiek/db/schema/index';
import { containing } from '../../lib/like.ts';

export async function createHour(db: Database, values: NewHour): Promise<Hour> {
  const [row] = await db.insert(hours).values(values).returning();
  if (!row) throw new Error('hour insert returned nothing');
  return row;
}

export function toHourItem(row: Hour): HourItem {
  return {
    id: row.id,
    userId: row.userId,
    customerId: row.customerId,
    date: row.date,
    seconds: row.seconds,
    description: row.description,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Which entries a request may see: the customers it acts for, and on customer routes only that one. */
export type HourScope = { actFor: 'all' | ReadonlySet<number>; customerId?: number };

export function hourConditions(scope: HourScope, filters: Omit<HourFilters, 'sort'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.actFor !== 'all') {
    const ids = [...scope.actFor];
    conditions.push(ids.length > 0 ? inArray(hours.customerId, ids) : sql`false`);
  }
  if (scope.customerId !== undefined) conditions.push(eq(hours.customerId, scope.customerId));
  if (filters.customerId !== undefined) conditions.push(eq(hours.customerId, filters.customerId));
  if (filters.userId !== undefined) conditions.push(eq(hours.userId, filters.userId));
  if (filters.from) conditions.push(sql`${hours.date} >= ${filters.from}`);
  if (filters.to) conditions.push(sql`${hours.date} <= ${filters.to}`);
  if (filters.source) conditions.push(eq(hours.source, filters.source));
  if (filters.q) conditions.push(ilike(hours.description, containing(filters.q)));
  return and(...conditions);
}

const userName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const SORTS: Record<string, SQL | typeof hours.date | typeof hours.seconds> = {
  date: hours.date,
  seconds: hours.seconds,
  user: sql`lower(trim(${users.firstName} || ' ' || ${users.lastName}))`,
  customer: sql`lower(${customers.name})`,
};

function orderBy(sort: string) {
  const key = sort.replace(/^-/, '');
  const expression = SORTS[key] ?? hours.date;
  const direction = sort.startsWith('-') ? desc : asc;
  // Ties: the newest day first, then the order of registration, so paging is stable.
  return [direction(expression), desc(hours.date), direction(hours.id)];
}

const itemColumns = {
  hour: hours,
  userId: users.id,
  userName,
  customerId: customers.id,
  customerName: customers.name,
};

type ItemRow = { hour: Hour; userId: number; userName: string; customerId: number; customerName: string };

function toListItem(row: ItemRow): HourListItem {
  const { hour } = row;
  return {
    id: hour.id,
    date: hour.date,
    seconds: hour.seconds,
    duration: formatHoursMinutes(hour.seconds),
    description: hour.description,
    source: hour.source,
    sourceName: HOUR_SOURCE_NAMES[hour.source],
    user: { id: row.userId, name: row.userName },
    customer: { id: row.customerId, name: row.customerName },
    createdAt: hour.createdAt.toISOString(),
    updatedAt: hour.updatedAt.toISOString(),
  };
}

function itemQuery(db: Database, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(hours)
    .innerJoin(users, eq(users.id, hours.userId))
    .innerJoin(customers, eq(customers.id, hours.customerId))
    .where(where);
}

export async function listHours(
  db: Database,
  where: SQL | undefined,
  sort: string,
  page: number,
  limit: number,
): Promise<{ items: HourListItem[]; total: number }> {
  const [rows, totals] = await Promise.all([
    itemQuery(db, where)
      .orderBy(...orderBy(sort))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(hours).where(where),
  ]);
  return { items: rows.map(toListItem), total: totals[0]?.total ?? 0 };
}

/** Every entry of the filtered set (exports), at most `limit`. */
export async function allHours(
  db: Database,
  where: SQL | undefined,
  sort: string,
  limit: number,
): Promise<HourListItem[]> {
  const rows = await itemQuery(db, where)
    .orderBy(...orderBy(sort))
    .limit(limit);
  return rows.map(toListItem);
}

export async function countHours(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(hours).where(where);
  return row?.total ?? 0;
}

const summed = sql<string>`coalesce(sum(${hours.seconds}), 0)::bigint`;

/** Totals of the whole filtered set per day, ISO week and month, summed by the database. */
export async function hourTotals(db: Database, where: SQL | undefined): Promise<HourTotals> {
  const isoYear = sql<number>`extract(isoyear from ${hours.date})::int`;
  const isoWeek = sql<number>`extract(week from ${hours.date})::int`;
  const year = sql<number>`extract(year from ${hours.date})::int`;
  const month = sql<number>`extract(month from ${hours.date})::int`;
  const [total, perDay, perWeek, perMonth] = await Promise.all([
    db.select({ seconds: summed }).from(hours).where(where),
    db
      .select({ date: hours.date, seconds: summed })
      .from(hours)
      .where(where)
      .groupBy(hours.date)
      .orderBy(asc(hours.date)),
    db
      .select({ isoYear, isoWeek, seconds: summed })
      .from(hours)
      .where(where)
      .groupBy(isoYear, isoWeek)
      .orderBy(asc(isoYear), asc(isoWeek)),
    db
      .select({ year, month, seconds: summed })
      .from(hours)
      .where(where)
      .groupBy(year, month)
      .orderBy(asc(year), asc(month)),
  ]);
  return {
    totalSeconds: Number(total[0]?.seconds ?? 0),
    perDay: perDay.map((r) => ({ date: r.date, seconds: Number(r.seconds) })),
    perWeek: perWeek.map((r) => ({
      isoYear: Number(r.isoYear),
      isoWeek: Number(r.isoWeek),
      seconds: Number(r.seconds),
    })),
    perMonth: perMonth.map((r) => ({
      year: Number(r.year),
      month: Number(r.month),
      seconds: Number(r.seconds),
    })),
  };
}

/** One entry of this customer, with user and customer; null when it does not exist there. */
export async function findHourItem(
  db: Database,
  customerId: number,
  id: number,
): Promise<{ row: Hour; item: HourListItem } | null> {
  const [row] = await itemQuery(db, customerRow(hours, customerId, id)).limit(1);
  return row ? { row: row.hour, item: toListItem(row) } : null;
}

export async function updateHour(
  db: Database,
  customerId: number,
  id: number,
  values: Partial<Pick<NewHour, 'date' | 'description' | 'seconds' | 'userId'>>,
): Promise<void> {
  await updateCustomerRow(db, hours, customerId, id, { ...values, updatedAt: new Date() });
}

export async function deleteHour(db: Database, customerId: number, id: number): Promise<void> {
  await deleteCustomerRow(db, hours, customerId, id);
}

/** Whether the user is an active admin (entries may be booked on them). */
export async function isActiveAdmin(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.type, 'admin'), eq(users.isActive, true)))
    .limit(1);
  return row !== undefined;
}
