import { asc, count, eq, ilike, inArray, ne, sql, and } from 'drizzle-orm';
import type { RoleItem } from '@energiek/contracts/roles';
import type { Scope } from '@energiek/contracts/auth';
import type { Executor as Database } from '@energiek/db/client';
import { roles, users } from '@energiek/db/schema/index';
import { containing } from '../../lib/like.ts';

// Drizzle queries of roles.

export type RoleRow = typeof roles.$inferSelect;

export async function listRoles(db: Database, q: string | undefined, page: number, limit: number) {
  const where = q ? ilike(roles.name, containing(q)) : undefined;
  const [total] = await db.select({ total: count() }).from(roles).where(where);
  const rows = await db
    .select()
    .from(roles)
    .where(where)
    .orderBy(asc(roles.name), asc(roles.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: total?.total ?? 0 };
}

export async function findRole(db: Database, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

export async function roleNameTaken(db: Database, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`lower(${roles.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function roleUsers(db: Database, roleId: number) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      emailAddress: users.emailAddress,
      type: users.type,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.roleId, roleId))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map(({ firstName, lastName, ...rest }) => ({
    ...rest,
    name: `${firstName} ${lastName}`.trim(),
  }));
}

export async function toRoleItems(db: Database, rows: RoleRow[]): Promise<RoleItem[]> {
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ roleId: users.roleId, total: count() })
          .from(users)
          .where(
            inArray(
              users.roleId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(users.roleId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    scope: row.scope as Scope,
    userCount: counts.find((c) => c.roleId === row.id)?.total ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function insertRole(
  db: Database,
  values: { name: string; description: string | null; scope: Scope },
): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  if (!row) throw new Error('role insert returned nothing');
  return row;
}

export async function updateRoleRow(
  db: Database,
  id: number,
  values: { name: string; description: string | null; scope: Scope },
): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning();
  return row;
}
