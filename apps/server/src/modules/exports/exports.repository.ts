import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import type { Executor as Database } from '@energiek/db/client';
import {
  connections,
  dataExports,
  users,
  type DataExport,
  type NewDataExport,
} from '@energiek/db/schema/index';
import type { ActFor } from '../../core/tenancy.ts';

// Queries of the exports area. Who sees an export: a user whose access covers every customer sees every
// export; anyone else only their own. An export of one customer's data is visible only to who may act
// for that customer.

export type ExportRow = { row: DataExport; requesterName: string | null };

export function visibleTo(userId: number, actFor: ActFor): SQL | undefined {
  if (actFor === 'all') return undefined;
  const customer =
    actFor.size === 0
      ? isNull(dataExports.customerId)
      : or(isNull(dataExports.customerId), inArray(dataExports.customerId, [...actFor]));
  return and(eq(dataExports.requestedById, userId), customer);
}

const columns = {
  row: dataExports,
  requesterName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

export async function findExports(
  db: Database,
  where: SQL | undefined,
  paging: { page: number; limit: number },
): Promise<{ rows: ExportRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(dataExports)
      .leftJoin(users, eq(users.id, dataExports.requestedById))
      .where(where)
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(dataExports).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findExport(db: Database, id: number, where?: SQL): Promise<ExportRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(dataExports)
    .leftJoin(users, eq(users.id, dataExports.requestedById))
    .where(and(eq(dataExports.id, id), where));
  return row;
}

export async function insertExport(db: Database, values: NewDataExport): Promise<DataExport> {
  const [row] = await db.insert(dataExports).values(values).returning();
  return row!;
}

export async function updateExport(db: Database, id: number, values: Partial<NewDataExport>): Promise<void> {
  await db.update(dataExports).set(values).where(eq(dataExports.id, id));
}

export async function deleteExportRow(db: Database, id: number): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.id, id));
}

export function expiredExports(db: Database, now: Date) {
  return db.select().from(dataExports).where(lt(dataExports.expiresAt, now));
}

export async function connectionOfCustomer(db: Database, customerId: number, connectionId: number) {
  const [row] = await db
    .select({ id: connections.id, ean: connections.ean })
    .from(connections)
    .where(customerRow(connections, customerId, connectionId));
  return row;
}
