import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import { alias } from 'drizzle-orm/pg-core';
import {
  signalUnits,
  type SignalEvent,
  type SignalItem,
  type SignalModule,
  type SignalRule,
  type SignalStatus,
} from '@energiek/contracts/signals';
import { ISSUER_KINDS, type IssuerKind } from '@energiek/contracts/invoices';
import type { Executor as Database } from '@energiek/db/client';
import {
  adminCustomerAssignments,
  connections,
  customers,
  PRODUCT_GAS,
  signalEvents,
  signalNotifications,
  signalRuleSettings,
  signals,
  users,
  type NewSignal,
  type Signal,
} from '@energiek/db/schema/index';

// Drizzle only. Every read of a customer's signals names the customer; the back-office list is scoped by
// the actor's customers (actFor).

export type SignalScope = { customerId?: number; actFor: 'all' | ReadonlySet<number> };
export type SignalFilters = {
  module?: SignalModule | undefined;
  status?: SignalStatus | undefined;
  /** Only the signals unread by this user (the `unread` filter, "Ongelezen"). */
  unreadBy?: number | undefined;
};

/**
 * Read or unread per user, shared with the bell: a signal is unread by a user while a notification of it
 * to that user (raised or reopened) is unread. Signals the user was never notified of count as read.
 */
const unreadBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${signalNotifications} where ${signalNotifications.signalId} = ${signals.id}
    and ${signalNotifications.userId} = ${userId} and ${signalNotifications.isRead} = false)`;

export function signalConditions(scope: SignalScope, filters: SignalFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (scope.customerId !== undefined) parts.push(eq(signals.customerId, scope.customerId));
  if (scope.actFor !== 'all') {
    parts.push(scope.actFor.size ? inArray(signals.customerId, [...scope.actFor]) : sql`false`);
  }
  if (filters.module) parts.push(eq(signals.module, filters.module));
  if (filters.status) parts.push(eq(signals.status, filters.status));
  if (filters.unreadBy !== undefined) parts.push(unreadBy(filters.unreadBy));
  return and(...parts);
}

const ORDER: Record<string, SQL[]> = {
  '-severity': [
    sql`${signals.severity} desc`,
    sql`${signals.impact} desc nulls last`,
    sql`${signals.id} desc`,
  ],
  severity: [sql`${signals.severity} asc`, sql`${signals.id} asc`],
  '-impact': [sql`${signals.impact} desc nulls last`, sql`${signals.severity} desc`, sql`${signals.id} desc`],
  impact: [sql`${signals.impact} asc nulls first`, sql`${signals.id} asc`],
  '-createdAt': [sql`${signals.createdAt} desc`, sql`${signals.id} desc`],
  createdAt: [sql`${signals.createdAt} asc`, sql`${signals.id} asc`],
  '-updatedAt': [sql`${signals.updatedAt} desc`, sql`${signals.id} desc`],
};

const assignee = alias(users, 'assignee');

function selectItems(db: Database, userId: number) {
  return db
    .select({
      signal: signals,
      unread: unreadBy(userId),
      customerName: customers.name,
      ean: connections.ean,
      product: connections.product,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
    })
    .from(signals)
    .innerJoin(customers, eq(customers.id, signals.customerId))
    .leftJoin(connections, eq(connections.id, signals.connectionId))
    .leftJoin(assignee, eq(assignee.id, signals.assigneeId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectItems>['where']>>[number];

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : [first, last].filter(Boolean).join(' ');

/** The invoice rules key their cause by the invoice ('invoice:{id}'): the link to show it. */
function invoiceOf(causeKey: string): number | null {
  const match = /^invoice:(\d+)$/.exec(causeKey);
  return match ? Number(match[1]) : null;
}

/** The supply agreement of a notice-deadline signal (cause `agreement:{id}:{deadline}`). */
function agreementOf(causeKey: string): number | null {
  const match = /^agreement:(\d+):/.exec(causeKey);
  return match ? Number(match[1]) : null;
}

/** The data-access authorisation of an authorisation-expiring signal (cause `authorisation:{id}:{validTo}`). */
function authorisationOf(causeKey: string): number | null {
  const match = /^authorisation:(\d+):/.exec(causeKey);
  return match ? Number(match[1]) : null;
}

/** The tax refund request of a tax-refund-deadline signal (cause `tax-request:{id}:{deadline}`). */
function taxRequestOf(causeKey: string): number | null {
  const match = /^tax-request:(\d+):/.exec(causeKey);
  return match ? Number(match[1]) : null;
}

/** The issuer kind of a missing-invoice signal (cause `connection:{id}:{issuer kind}`). */
function issuerKindOf(rule: string, causeKey: string): IssuerKind | null {
  if (rule !== 'missing-invoice') return null;
  const kind = /^connection:\d+:(.+)$/.exec(causeKey)?.[1];
  return ISSUER_KINDS.find((k) => k === kind) ?? null;
}

function toItem(row: Selected): SignalItem {
  const s = row.signal;
  const units = signalUnits(s.rule as SignalRule, row.product === PRODUCT_GAS);
  return {
    id: s.id,
    customerId: s.customerId,
    customerName: row.customerName,
    connectionId: s.connectionId,
    ean: row.ean,
    invoiceId: invoiceOf(s.causeKey),
    agreementId: agreementOf(s.causeKey),
    authorisationId: authorisationOf(s.causeKey),
    taxRequestId: taxRequestOf(s.causeKey),
    issuerKind: issuerKindOf(s.rule, s.causeKey),
    module: s.module as SignalModule,
    rule: s.rule as SignalRule,
    status: s.status,
    severity: s.severity,
    periodFrom: s.periodFrom,
    periodTo: s.periodTo,
    measured: s.measured,
    limit: s.limitValue,
    measuredUnit: units.measured,
    limitUnit: units.limit,
    impact: s.impact,
    title: s.title,
    detail: s.detail,
    assigneeId: s.assigneeId,
    assigneeName: fullName(row.assigneeFirst, row.assigneeLast),
    closeReason: s.closeReason,
    isRead: !row.unread,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export async function listSignals(
  db: Database,
  userId: number,
  where: SQL | undefined,
  paging: { sort: string; page: number; limit: number },
): Promise<{ items: SignalItem[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    selectItems(db, userId)
      .where(where)
      .orderBy(...(ORDER[paging.sort] ?? ORDER['-severity'] ?? []))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(signals).where(where),
  ]);
  return { items: rows.map(toItem), total: totalRow?.total ?? 0 };
}

/** One signal as `userId` sees it (read or unread). */
export async function findSignal(
  db: Database,
  userId: number,
  customerId: number,
  id: number,
): Promise<SignalItem | null> {
  const [row] = await selectItems(db, userId).where(customerRow(signals, customerId, id));
  return row ? toItem(row) : null;
}

/** Opening a signal reads it: the user's notifications of it (the bell's too) become read. */
export async function markSignalRead(db: Database, userId: number, signalId: number): Promise<void> {
  await db
    .update(signalNotifications)
    .set({ isRead: true })
    .where(
      and(
        eq(signalNotifications.signalId, signalId),
        eq(signalNotifications.userId, userId),
        eq(signalNotifications.isRead, false),
      ),
    );
}

/**
 * Marking a signal unread (the lists' "Markeren als ongelezen"): the user's latest notification of it
 * becomes unread again, so the bell agrees. A user never notified of it gets one, dated when the signal
 * was raised (the bell keeps its order; no mail is sent for it).
 */
export async function markSignalUnread(
  db: Database,
  input: { userId: number; customerId: number; signalId: number; raisedAt: Date },
): Promise<void> {
  const [latest] = await db
    .select({ id: signalNotifications.id })
    .from(signalNotifications)
    .where(
      and(eq(signalNotifications.signalId, input.signalId), eq(signalNotifications.userId, input.userId)),
    )
    .orderBy(desc(signalNotifications.createdAt), desc(signalNotifications.id))
    .limit(1);
  if (latest) {
    await db.update(signalNotifications).set({ isRead: false }).where(eq(signalNotifications.id, latest.id));
    return;
  }
  await db.insert(signalNotifications).values({
    userId: input.userId,
    customerId: input.customerId,
    signalId: input.signalId,
    reason: 'raised',
    isRead: false,
    createdAt: input.raisedAt,
  });
}

export async function signalHistory(
  db: Database,
  customerId: number,
  signalId: number,
): Promise<SignalEvent[]> {
  const rows = await db
    .select({ event: signalEvents, first: users.firstName, last: users.lastName })
    .from(signalEvents)
    .leftJoin(users, eq(users.id, signalEvents.userId))
    .where(and(eq(signalEvents.customerId, customerId), eq(signalEvents.signalId, signalId)))
    .orderBy(asc(signalEvents.createdAt), asc(signalEvents.id));
  return rows.map(({ event, first, last }) => ({
    id: event.id,
    kind: event.kind as SignalEvent['kind'],
    message: event.message,
    userName: fullName(first, last),
    createdAt: event.createdAt.toISOString(),
  }));
}

/** Every signal of the customer for these rules (open and closed), by rule and cause key. */
export async function signalsOfRules(
  db: Database,
  customerId: number,
  rules: readonly string[],
): Promise<Signal[]> {
  if (rules.length === 0) return [];
  return db
    .select()
    .from(signals)
    .where(and(eq(signals.customerId, customerId), inArray(signals.rule, [...rules])));
}

export async function insertSignal(db: Database, values: NewSignal): Promise<Signal> {
  const [row] = await db.insert(signals).values(values).returning();
  if (!row) throw new Error('signal not inserted');
  return row;
}

export async function updateSignalRow(
  db: Database,
  customerId: number,
  id: number,
  values: Partial<NewSignal>,
): Promise<void> {
  await db
    .update(signals)
    .set(values)
    .where(customerRow(signals, customerId, id));
}

export async function addEvent(
  db: Database,
  event: {
    signalId: number;
    customerId: number;
    kind: SignalEvent['kind'];
    message: string;
    userId: number | null;
  },
): Promise<void> {
  await db.insert(signalEvents).values(event);
}

/**
 * Who hears of a customer's new signals of a rule, by the rule's "who is told" setting: its account
 * manager, the admins assigned to it, admins chosen by name, the customer's own staff.
 */
export async function signalRecipients(
  db: Database,
  customerId: number,
  who: { recipients: readonly string[]; adminIds: readonly number[] },
): Promise<number[]> {
  const has = (r: string) => who.recipients.includes(r);
  const [manager, assigned, chosen, staff] = await Promise.all([
    has('account-manager')
      ? db.select({ id: customers.accountManagerId }).from(customers).where(eq(customers.id, customerId))
      : [],
    has('assigned-admins')
      ? db
          .select({ id: adminCustomerAssignments.userId })
          .from(adminCustomerAssignments)
          .where(eq(adminCustomerAssignments.customerId, customerId))
      : [],
    has('chosen-admins') ? activeAdminIds(db, who.adminIds) : [],
    has('customer-staff') ? customerStaffIds(db, customerId) : [],
  ]);
  const ids = [...manager.map((r) => r.id), ...assigned.map((r) => r.id), ...chosen, ...staff].filter(
    (id): id is number => id !== null,
  );
  return [...new Set(ids)];
}

/** Of these ids, the active back-office admins. */
export async function activeAdminIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.type, 'admin'), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

/** The customer's own active users (customer staff). */
export async function customerStaffIds(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.type, 'customer'), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/** The customers the rules look at: every customer (the run skips those without data). */
export async function customerIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: customers.id }).from(customers).orderBy(asc(customers.id));
  return rows.map((r) => r.id);
}

/** The modules the customer subscribes to (customers.modules). */
export async function customerModules(db: Database, customerId: number): Promise<string[]> {
  const [row] = await db
    .select({ modules: customers.modules })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.modules ?? [];
}

/** The rule settings rows of the default (customer null) and this customer. */
export async function ruleSettingsRows(db: Database, customerId: number | null) {
  return db
    .select()
    .from(signalRuleSettings)
    .where(
      customerId === null
        ? isNull(signalRuleSettings.customerId)
        : or(isNull(signalRuleSettings.customerId), eq(signalRuleSettings.customerId, customerId)),
    )
    .orderBy(desc(signalRuleSettings.customerId));
}

/** Stores the settings of the default (customer null) or a customer: an upsert per rule, null deletes. */
export async function saveRuleSettings(
  db: Database,
  customerId: number | null,
  rules: Partial<
    Record<string, { enabled: boolean; threshold: number; recipients: string[]; adminIds: number[] } | null>
  >,
): Promise<void> {
  for (const [rule, setting] of Object.entries(rules)) {
    const own = and(
      eq(signalRuleSettings.rule, rule),
      customerId === null
        ? isNull(signalRuleSettings.customerId)
        : eq(signalRuleSettings.customerId, customerId),
    );
    if (setting === undefined) continue;
    if (setting === null) {
      await db.delete(signalRuleSettings).where(own);
      continue;
    }
    const updated = await db
      .update(signalRuleSettings)
      .set({ ...setting, updatedAt: new Date() })
      .where(own)
      .returning({ id: signalRuleSettings.id });
    if (updated.length === 0) {
      await db.insert(signalRuleSettings).values({ customerId, rule, ...setting });
    }
  }
}
