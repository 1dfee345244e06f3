import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { connectionAddressColumns, type ConnectionAddress } from '@energiek/db/connection-address';
import { customerRow, deleteCustomerRow, updateCustomerRow } from '@energiek/db/customer-rows';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACTION_PRIORITY_NAMES,
  ACTION_STATUS_DONE,
  ACTION_STATUS_NAMES,
  type ActionCommentItem,
  type ActionItem,
  type ActionPriority,
  type ActionStatus,
} from '@energiek/contracts/actions';
import type { Executor as Database } from '@energiek/db/client';
import {
  actionComments,
  actionNotifications,
  actions,
  adminCustomerAssignments,
  connections,
  customers,
  users,
  type Action,
  type ActionComment,
  type NewAction,
} from '@energiek/db/schema/index';
import { initialsOf } from '../notifications/notifications.service.ts';
import { anyContains, containing } from '../../lib/like.ts';

// Drizzle only. Every query that reads or writes one action is limited to its customer.

const assignees = alias(users, 'assignees');
const creators = alias(users, 'creators');

const fullName = (firstName: string | null, lastName: string | null) =>
  `${firstName ?? ''} ${lastName ?? ''}`.trim();

const commentCount =
  sql<number>`(select count(*) from ${actionComments} where ${actionComments.actionId} = ${actions.id})`
    .mapWith(Number)
    .as('comment_count');

function baseSelect(db: Database) {
  return db
    .select({
      action: actions,
      customerName: customers.name,
      assigneeFirstName: assignees.firstName,
      assigneeLastName: assignees.lastName,
      creatorFirstName: creators.firstName,
      creatorLastName: creators.lastName,
      connection: {
        id: connections.id,
        ean: connections.ean,
        product: connections.product,
        ...connectionAddressColumns,
      },
      commentCount,
    })
    .from(actions)
    .innerJoin(customers, eq(customers.id, actions.customerId))
    .leftJoin(assignees, eq(assignees.id, actions.assigneeId))
    .leftJoin(creators, eq(creators.id, actions.createdById))
    .leftJoin(connections, eq(connections.id, actions.connectionId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

export function isOverdue(action: Pick<Action, 'type' | 'status' | 'deadline'>, today: string): boolean {
  return (
    action.type === 'action' &&
    action.status !== ACTION_STATUS_DONE &&
    action.deadline !== null &&
    action.deadline < today
  );
}

export function addressOf(c: ConnectionAddress): string {
  const street = [c.street, [c.houseNumber, c.houseNumberAddition].filter(Boolean).join('-')]
    .filter(Boolean)
    .join(' ');
  const place = [c.postcode, c.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

function toItem(row: Row, today: string): ActionItem {
  const a = row.action;
  return {
    id: a.id,
    customerId: a.customerId,
    customer: { id: a.customerId, name: row.customerName },
    type: a.type,
    subject: a.subject,
    description: a.description,
    status: a.status,
    statusName: ACTION_STATUS_NAMES[a.status as ActionStatus] ?? '',
    priority: a.priority,
    priorityName: ACTION_PRIORITY_NAMES[a.priority as ActionPriority] ?? '',
    deadline: a.deadline,
    isOverdue: isOverdue(a, today),
    assigneeId: a.assigneeId,
    assignee:
      a.assigneeId === null
        ? null
        : { id: a.assigneeId, name: fullName(row.assigneeFirstName, row.assigneeLastName) },
    connectionId: a.connectionId,
    connection: row.connection
      ? {
          id: row.connection.id,
          ean: row.connection.ean,
          product: row.connection.product,
          address: addressOf(row.connection),
        }
      : null,
    createdById: a.createdById,
    createdBy:
      a.createdById === null
        ? null
        : { id: a.createdById, name: fullName(row.creatorFirstName, row.creatorLastName) },
    completedAt: a.completedAt?.toISOString() ?? null,
    commentCount: row.commentCount,
    visibleToCustomer: a.visibleToCustomer,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** The actions and notes marked "zichtbaar voor klant": all that customer staff may see (issue 31). */
const visibleToCustomerStaff = () => eq(actions.visibleToCustomer, true);

/** One action of a customer; internal actions and notes left out when `hideInternalNotes` (customer staff). */
const oneAction = (customerId: number, id: number, hideInternalNotes: boolean) =>
  and(
    eq(actions.id, id),
    eq(actions.customerId, customerId),
    hideInternalNotes ? visibleToCustomerStaff() : undefined,
  );

export type ActionFilters = {
  /** The customers the user may act for. */
  customerIds: 'all' | readonly number[];
  /** Customer staff never see internal notes. */
  hideInternalNotes: boolean;
  customerId?: number | undefined;
  type?: 'action' | 'note' | undefined;
  status?: number | undefined;
  open?: boolean | undefined;
  overdue?: boolean | undefined;
  assigneeId?: number | undefined;
  q?: string | undefined;
  sort?: string | undefined;
  page: number;
  limit: number;
  today: string;
};

function orderOf(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const key = sort?.replace(/^-/, '') ?? 'createdAt';
  const dir = (column: SQL | typeof actions.id) => (descending ? desc(column) : asc(column));
  switch (key) {
    case 'deadline':
      // Without a deadline last, whichever direction.
      return [sql`${actions.deadline} is null`, dir(sql`${actions.deadline}`), desc(actions.id)];
    case 'status':
      return [dir(sql`${actions.status}`), asc(actions.deadline), desc(actions.id)];
    case 'priority':
      return [dir(sql`${actions.priority}`), asc(actions.deadline), desc(actions.id)];
    case 'customer':
      return [dir(sql`${customers.name}`), desc(actions.id)];
    case 'subject':
      return [dir(sql`lower(${actions.subject})`), desc(actions.id)];
    default:
      return [dir(sql`${actions.createdAt}`), dir(actions.id)];
  }
}

export async function listActions(
  db: Database,
  filters: ActionFilters,
): Promise<{ items: ActionItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.customerIds !== 'all') {
    if (filters.customerIds.length === 0) return { items: [], total: 0 };
    conditions.push(inArray(actions.customerId, [...filters.customerIds]));
  }
  if (filters.customerId !== undefined) conditions.push(eq(actions.customerId, filters.customerId));
  if (filters.hideInternalNotes) conditions.push(visibleToCustomerStaff());
  if (filters.type) conditions.push(eq(actions.type, filters.type));
  if (filters.status !== undefined) conditions.push(eq(actions.status, filters.status));
  if (filters.open) conditions.push(ne(actions.status, ACTION_STATUS_DONE));
  if (filters.overdue) {
    conditions.push(
      ne(actions.status, ACTION_STATUS_DONE),
      isNotNull(actions.deadline),
      lt(actions.deadline, filters.today),
    );
  }
  if (filters.assigneeId !== undefined) conditions.push(eq(actions.assigneeId, filters.assigneeId));
  const match = filters.q ? anyContains(filters.q, [actions.subject, actions.description]) : undefined;
  if (match) conditions.push(match);
  const where = conditions.length ? and(...conditions) : undefined;
  const [totalRow] = await db
    .select({ total: count() })
    .from(actions)
    .innerJoin(customers, eq(customers.id, actions.customerId))
    .where(where);
  const rows = await baseSelect(db)
    .where(where)
    .orderBy(...orderOf(filters.sort))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  return { items: rows.map((row) => toItem(row, filters.today)), total: totalRow?.total ?? 0 };
}

export async function findActionItem(
  db: Database,
  customerId: number,
  id: number,
  today: string,
  hideInternalNotes = false,
): Promise<ActionItem | null> {
  const [row] = await baseSelect(db).where(oneAction(customerId, id, hideInternalNotes));
  return row ? toItem(row, today) : null;
}

export async function findAction(
  db: Database,
  customerId: number,
  id: number,
  hideInternalNotes = false,
): Promise<Action | null> {
  const [row] = await db
    .select()
    .from(actions)
    .where(oneAction(customerId, id, hideInternalNotes));
  return row ?? null;
}

export async function insertAction(db: Database, values: NewAction): Promise<Action> {
  const [row] = await db.insert(actions).values(values).returning();
  if (!row) throw new Error('action insert returned nothing');
  return row;
}

export async function updateAction(
  db: Database,
  customerId: number,
  id: number,
  values: Partial<NewAction>,
): Promise<Action | null> {
  return (await updateCustomerRow(db, actions, customerId, id, { ...values, updatedAt: new Date() })) ?? null;
}

/** Deletes the action with its comments (cascade) and its notifications (no foreign key there). */
export async function deleteAction(db: Database, customerId: number, id: number): Promise<boolean> {
  if (!(await deleteCustomerRow(db, actions, customerId, id))) return false;
  await db.delete(actionNotifications).where(eq(actionNotifications.actionId, id));
  return true;
}

/** The connection, when it belongs to the customer. */
export async function connectionOfCustomer(db: Database, customerId: number, connectionId: number) {
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(customerRow(connections, customerId, connectionId));
  return row ?? null;
}

/**
 * The admins an action of this customer may be assigned to: active admins who may act for it (canSwitch,
 * assigned to it, or its account manager).
 */
export async function listAssignees(
  db: Database,
  customerId: number,
): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .leftJoin(
      adminCustomerAssignments,
      and(eq(adminCustomerAssignments.userId, users.id), eq(adminCustomerAssignments.customerId, customerId)),
    )
    .leftJoin(customers, and(eq(customers.id, customerId), eq(customers.accountManagerId, users.id)))
    .where(
      and(
        eq(users.type, 'admin'),
        eq(users.isActive, true),
        or(eq(users.canSwitch, true), isNotNull(adminCustomerAssignments.userId), isNotNull(customers.id)),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id);
  return rows.map((row) => ({ id: row.id, name: fullName(row.firstName, row.lastName) }));
}

export async function accountManagerOf(db: Database, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: customers.accountManagerId })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.id ?? null;
}

export async function commenterIds(db: Database, actionId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: actionComments.userId })
    .from(actionComments)
    .where(and(eq(actionComments.actionId, actionId), isNotNull(actionComments.userId)));
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

// Comments

function toComment(
  row: { comment: ActionComment; firstName: string | null; lastName: string | null },
  viewerId: number,
): ActionCommentItem {
  const c = row.comment;
  return {
    id: c.id,
    actionId: c.actionId,
    userId: c.userId,
    user:
      c.userId === null
        ? null
        : {
            id: c.userId,
            name: fullName(row.firstName, row.lastName),
            initials: initialsOf(row.firstName, row.lastName),
          },
    content: c.content,
    isOwn: c.userId === viewerId,
    editedAt: c.editedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

const commentSelect = (db: Database) =>
  db
    .select({ comment: actionComments, firstName: users.firstName, lastName: users.lastName })
    .from(actionComments)
    .leftJoin(users, eq(users.id, actionComments.userId));

export async function listComments(db: Database, actionId: number, viewerId: number) {
  const rows = await commentSelect(db)
    .where(eq(actionComments.actionId, actionId))
    .orderBy(asc(actionComments.createdAt), asc(actionComments.id));
  return rows.map((row) => toComment(row, viewerId));
}

export async function findCommentItem(db: Database, id: number, viewerId: number) {
  const [row] = await commentSelect(db).where(eq(actionComments.id, id));
  return row ? toComment(row, viewerId) : null;
}

export async function insertComment(db: Database, actionId: number, userId: number, content: string) {
  const [row] = await db.insert(actionComments).values({ actionId, userId, content }).returning();
  if (!row) throw new Error('comment insert returned nothing');
  return row;
}

/** A comment with the customer of its action (for the tenancy check). */
export async function findCommentWithCustomer(db: Database, id: number) {
  const [row] = await db
    .select({ comment: actionComments, customerId: actions.customerId, action: actions })
    .from(actionComments)
    .innerJoin(actions, eq(actions.id, actionComments.actionId))
    .where(eq(actionComments.id, id));
  return row ?? null;
}

export async function updateComment(db: Database, id: number, content: string) {
  const now = new Date();
  await db
    .update(actionComments)
    .set({ content, editedAt: now, updatedAt: now })
    .where(eq(actionComments.id, id));
}

export async function deleteComment(db: Database, id: number) {
  await db.delete(actionComments).where(eq(actionComments.id, id));
}

// Suggestions and counter

/** Earlier subjects containing the query, most used first, within the given customers. */
export async function earlierSubjects(
  db: Database,
  customerIds: 'all' | readonly number[],
  query: string,
  limit: number,
  preferCustomerId?: number,
): Promise<string[]> {
  if (customerIds !== 'all' && customerIds.length === 0) return [];
  const conditions: SQL[] = [eq(actions.type, 'action')];
  if (query) conditions.push(ilike(actions.subject, containing(query)));
  if (customerIds !== 'all') conditions.push(inArray(actions.customerId, [...customerIds]));
  // Subjects of the preferred customer first (a constant would be read as a column position).
  const preferred =
    preferCustomerId === undefined
      ? []
      : [desc(sql`max(case when ${actions.customerId} = ${preferCustomerId} then 1 else 0 end)`)];
  const rows = await db
    .select({ subject: actions.subject })
    .from(actions)
    .where(and(...conditions))
    .groupBy(actions.subject)
    .orderBy(...preferred, desc(count()), desc(sql`max(${actions.createdAt})`), asc(actions.subject))
    .limit(limit);
  return rows.map((row) => row.subject);
}

export function countOpenAssigned(db: Database, userId: number): Promise<number> {
  return db.$count(
    actions,
    and(eq(actions.assigneeId, userId), eq(actions.type, 'action'), ne(actions.status, ACTION_STATUS_DONE)),
  );
}

export async function usersByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      emailAddress: users.emailAddress,
      firstName: users.firstName,
      isActive: users.isActive,
      settings: users.settings,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
