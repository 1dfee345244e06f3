import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { customerRow, updateCustomerRow } from '@energiek/db/customer-rows';
import type { DocumentFolder, DocumentItem, DocumentListParams } from '@energiek/contracts/library';
import type { Executor as Database } from '@energiek/db/client';
import { documents, users, type Document, type NewDocument } from '@energiek/db/schema/index';
import { containing } from '../../lib/like.ts';

// Drizzle queries of the customer library. Every query names the customer: a document id alone never
// finds a row of another customer.

type DocumentRow = Document & { uploaderName: string | null };

const selection = {
  id: documents.id,
  customerId: documents.customerId,
  folder: documents.folder,
  fileName: documents.fileName,
  storageKey: documents.storageKey,
  contentType: documents.contentType,
  size: documents.size,
  uploadedById: documents.uploadedById,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  uploaderName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

export function toLibraryItem(row: DocumentRow): DocumentItem {
  return {
    id: row.id,
    customerId: row.customerId,
    folder: row.folder,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedBy: row.uploadedById === null ? null : { id: row.uploadedById, name: row.uploaderName ?? '' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  fileName: documents.fileName,
  folder: documents.folder,
  size: documents.size,
  createdAt: documents.createdAt,
} as const;

export async function listDocuments(
  db: Database,
  customerId: number,
  query: DocumentListParams,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const conditions: SQL[] = [eq(documents.customerId, customerId)];
  if (query.q) conditions.push(ilike(documents.fileName, containing(query.q)));
  if (query.folder !== undefined) conditions.push(eq(documents.folder, query.folder));
  const where = and(...conditions);
  const descending = query.sort.startsWith('-');
  const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const [totals] = await db.select({ total: count() }).from(documents).where(where);
  const rows = await db
    .select(selection)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedById))
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), desc(documents.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total: totals?.total ?? 0 };
}

export async function findDocument(
  db: Database,
  customerId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedById))
    .where(customerRow(documents, customerId, id));
  return row;
}

export async function insertDocument(db: Database, values: NewDocument): Promise<Document> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

export async function updateDocument(
  db: Database,
  customerId: number,
  id: number,
  values: Partial<Pick<NewDocument, 'fileName' | 'folder'>>,
): Promise<boolean> {
  return (await updateCustomerRow(db, documents, customerId, id, values)) !== undefined;
}

export async function deleteDocument(
  db: Database,
  customerId: number,
  id: number,
): Promise<Document | undefined> {
  const [row] = await db
    .delete(documents)
    .where(customerRow(documents, customerId, id))
    .returning();
  return row;
}

/** The folders of a customer's library with their number of files, alphabetically. */
export async function listDocumentFolders(db: Database, customerId: number): Promise<DocumentFolder[]> {
  const rows = await db
    .select({ folder: documents.folder, count: count() })
    .from(documents)
    .where(eq(documents.customerId, customerId))
    .groupBy(documents.folder)
    .orderBy(asc(sql`lower(${documents.folder})`));
  return rows.map((row) => ({ folder: row.folder, count: Number(row.count) }));
}

/** The number of files in a customer's library (the customer workspace's tab count). */
export async function countDocuments(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(documents)
    .where(eq(documents.customerId, customerId));
  return Number(row?.total ?? 0);
}

/** Whether the customer's folder holds a file of this name (a job that files one document per period). */
export async function hasDocumentNamed(
  db: Database,
  customerId: number,
  folder: string,
  fileName: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.customerId, customerId),
        eq(documents.folder, folder),
        eq(documents.fileName, fileName),
      ),
    )
    .limit(1);
  return row !== undefined;
}
