import { and, desc, eq, gte } from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import type { EmsImportItem, ImportMappingItem } from '@energiek/contracts/ems-import';
import { MAX_IMPORT_ERRORS } from '@energiek/contracts/ems-import';
import type { Database } from '@energiek/db/client';
import { connections, emsImports, type EmsImport } from '@energiek/db/schema/index';

// Drizzle queries of interval imports. Every query of an import names the customer, so another
// customer's import id finds nothing.

export function toImportItem(row: EmsImport): EmsImportItem {
  return {
    id: row.id,
    status: row.status as EmsImportItem['status'],
    progress: row.progress,
    rowsRead: row.rowsRead,
    rowsImported: row.rowsImported,
    rowsRejected: row.rowsRejected,
    errors: row.errors.slice(0, MAX_IMPORT_ERRORS),
    fileName: row.fileName,
    mapping: row.mapping as ImportMappingItem,
    jobId: row.jobId,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function insertImport(
  db: Database,
  values: {
    customerId: number;
    fileName: string;
    storageKey: string;
    size: number;
    mapping: ImportMappingItem;
    createdById: number;
  },
): Promise<EmsImport> {
  const [row] = await db.insert(emsImports).values(values).returning();
  return row!;
}

export async function findImport(
  db: Database,
  customerId: number,
  id: number,
): Promise<EmsImport | undefined> {
  const [row] = await db
    .select()
    .from(emsImports)
    .where(customerRow(emsImports, customerId, id));
  return row;
}

/** An import by id alone: for its own job only (the job's data names it). */
export async function findImportForJob(db: Database, id: number): Promise<EmsImport | undefined> {
  const [row] = await db.select().from(emsImports).where(eq(emsImports.id, id));
  return row;
}

export async function listImports(db: Database, customerId: number, limit: number): Promise<EmsImport[]> {
  return db
    .select()
    .from(emsImports)
    .where(eq(emsImports.customerId, customerId))
    .orderBy(desc(emsImports.createdAt), desc(emsImports.id))
    .limit(limit);
}

export async function updateImport(
  db: Database,
  id: number,
  patch: Partial<
    Pick<
      EmsImport,
      'status' | 'progress' | 'rowsRead' | 'rowsImported' | 'rowsRejected' | 'errors' | 'jobId' | 'finishedAt'
    >
  >,
): Promise<void> {
  await db.update(emsImports).set(patch).where(eq(emsImports.id, id));
}

/** The customer's connections by EAN (an EAN may have an electricity and a gas connection). */
export async function connectionsByEan(
  db: Database,
  customerId: number,
): Promise<Map<string, { id: number; product: number }[]>> {
  const rows = await db
    .select({ id: connections.id, ean: connections.ean, product: connections.product })
    .from(connections)
    .where(eq(connections.customerId, customerId));
  const byEan = new Map<string, { id: number; product: number }[]>();
  for (const row of rows)
    byEan.set(row.ean, [...(byEan.get(row.ean) ?? []), { id: row.id, product: row.product }]);
  return byEan;
}

/** The customers with an import that finished (done) at or after `since` (signals after every import). */
export async function customersWithImportsSince(db: Database, since: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ customerId: emsImports.customerId })
    .from(emsImports)
    .where(and(eq(emsImports.status, 'done'), gte(emsImports.finishedAt, since)));
  return rows.map((r) => r.customerId);
}
