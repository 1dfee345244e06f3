import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '@energiek/contracts/auth';
import type { UserItem } from '@energiek/contracts/users';
import type { Executor as Database } from '@energiek/db/client';
import { GRANTS_LOCK_KEY } from '@energiek/db/advisory-locks';
import { adminCustomerAssignments, customers, roles, sessions, users } from '@energiek/db/schema/index';
import { containing } from '../../lib/like.ts';

// Drizzle queries of user management.

export type UserRow = typeof users.$inferSelect;

export type UserFilter = {
  q?: string | undefined;
  type?: 'admin' | 'customer' | undefined;
  customerId?: number | undefined;
  active?: boolean | undefined;
  roleId?: number | undefined;
  /** Tenancy: customer staff only of these customers (admins are always listed). */
  actFor: 'all' | ReadonlySet<number>;
};

function conditions(filter: UserFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = containing(filter.q);
    where.push(
      or(
        ilike(users.emailAddress, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  if (filter.type) where.push(eq(users.type, filter.type));
  if (filter.customerId !== undefined) where.push(eq(users.customerId, filter.customerId));
  if (filter.active !== undefined) where.push(eq(users.isActive, filter.active));
  if (filter.roleId !== undefined) where.push(eq(users.roleId, filter.roleId));
  if (filter.actFor !== 'all') {
    const ids = [...filter.actFor];
    where.push(or(eq(users.type, 'admin'), ids.length > 0 ? inArray(users.customerId, ids) : sql`false`));
  }
  return and(...where);
}

export async function listUsers(db: Database, filter: UserFilter, page: number, limit: number) {
  const where = conditions(filter);
  const [total] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: total?.total ?? 0 };
}

/** The active admins, by name: the picker options any admin may read. */
export async function activeAdminOptions(db: Database): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }));
}

export async function findUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function emailTaken(db: Database, emailAddress: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.emailAddress}) = ${emailAddress.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The role's scope; undefined when the role does not exist. */
export async function roleScope(db: Database, id: number): Promise<Scope | undefined> {
  const [row] = await db.select({ scope: roles.scope }).from(roles).where(eq(roles.id, id));
  return row ? (row.scope as Scope) : undefined;
}

/** Active admins whose effective scope is full (their role's full flag, or no role at all). */
export async function activeFullAdminCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.type, 'admin'),
        eq(users.isActive, true),
        or(isNull(users.roleId), sql`(${roles.scope} ->> 'full') = 'true'`),
      ),
    );
  return row?.total ?? 0;
}

/** Serialises transactions that change who holds what (one active full admin must remain). */
export async function lockGrants(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${GRANTS_LOCK_KEY})`);
}

export async function existingCustomerIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: customers.id }).from(customers).where(inArray(customers.id, ids));
  return rows.map((row) => row.id);
}

/** Revokes the user's own sessions and the view-along sessions they started. */
export async function revokeAllSessionsOf(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)), isNull(sessions.revokedAt)),
    );
}

/** Rows → response items, with role, customer and assigned customers (with names) in three queries. */
export async function toUserItems(db: Database, rows: UserRow[]): Promise<UserItem[]> {
  if (rows.length === 0) return [];
  const roleIds = [...new Set(rows.map((r) => r.roleId).filter((id): id is number => id !== null))];
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter((id): id is number => id !== null))];
  const [roleRows, customerRows, assignments] = await Promise.all([
    roleIds.length
      ? db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds))
      : Promise.resolve([]),
    customerIds.length
      ? db
          .select({ id: customers.id, name: customers.name })
          .from(customers)
          .where(inArray(customers.id, customerIds))
      : Promise.resolve([]),
    db
      .select({
        userId: adminCustomerAssignments.userId,
        customerId: adminCustomerAssignments.customerId,
        name: customers.name,
      })
      .from(adminCustomerAssignments)
      .innerJoin(customers, eq(customers.id, adminCustomerAssignments.customerId))
      .where(
        inArray(
          adminCustomerAssignments.userId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(customers.name), asc(adminCustomerAssignments.customerId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.emailAddress,
    phoneNumber: row.phoneNumber,
    type: row.type,
    roleId: row.roleId,
    role: roleRows.find((r) => r.id === row.roleId) ?? null,
    customerId: row.customerId,
    customer: customerRows.find((c) => c.id === row.customerId) ?? null,
    isActive: row.isActive,
    canSwitch: row.canSwitch,
    modules: row.modules,
    customerIds: assignments
      .filter((a) => a.userId === row.id)
      .map((a) => a.customerId)
      .sort((a, b) => a - b),
    assignedCustomers: assignments
      .filter((a) => a.userId === row.id)
      .map((a) => ({ id: a.customerId, name: a.name })),
    twoStepEnabled: row.twoStepEnabledAt !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Whether the user is an active admin (a deal's owner and a signal's assignee must be one). */
export async function isActiveAdmin(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.type, 'admin'), eq(users.isActive, true)));
  return Boolean(row);
}
