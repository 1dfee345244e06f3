import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import type { SignatureRequestItem } from '@energiek/contracts/agreement-signatures';
import type { Database } from '@energiek/db/client';
import {
  agreementSignatureRequests,
  contacts,
  supplyAgreements,
  type AgreementSignatureRequest,
  type NewAgreementSignatureRequest,
} from '@energiek/db/schema/index';

// Drizzle only: signature requests of supply agreements. Back-office queries name the customer; the public
// page finds a request only by the hash of its token, and only while it is open and not expired.

const OPEN = ['verstuurd', 'geopend'] as const;

export function toSignatureItem(row: AgreementSignatureRequest, now: Date): SignatureRequestItem {
  const expired = row.expiresAt <= now && (OPEN as readonly string[]).includes(row.status);
  return {
    id: row.id,
    agreementId: row.agreementId,
    contactId: row.contactId,
    contactName: row.contactName,
    emailAddress: row.emailAddress,
    status: expired ? 'verlopen' : row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    signerName: row.signerName,
    signerIp: row.signerIp,
    documentHash: row.documentHash,
    signedDocumentId: row.signedDocumentId,
  };
}

export async function listRequests(db: Database, customerId: number, agreementId: number) {
  return db
    .select()
    .from(agreementSignatureRequests)
    .where(
      and(
        eq(agreementSignatureRequests.agreementId, agreementId),
        eq(agreementSignatureRequests.customerId, customerId),
      ),
    )
    .orderBy(desc(agreementSignatureRequests.createdAt), desc(agreementSignatureRequests.id));
}

export async function findRequest(db: Database, customerId: number, agreementId: number, id: number) {
  const [row] = await db
    .select()
    .from(agreementSignatureRequests)
    .where(
      and(
        eq(agreementSignatureRequests.id, id),
        eq(agreementSignatureRequests.agreementId, agreementId),
        eq(agreementSignatureRequests.customerId, customerId),
      ),
    );
  return row ?? null;
}

export async function findContact(db: Database, customerId: number, contactId: number) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(customerRow(contacts, customerId, contactId));
  return row ?? null;
}

export async function insertRequest(db: Database, values: NewAgreementSignatureRequest) {
  const [row] = await db.insert(agreementSignatureRequests).values(values).returning();
  if (!row) throw new Error('signature request insert returned nothing');
  return row;
}

/** Moves an open request on (revoke, open); null when it was no longer open. */
export async function updateOpenRequest(
  db: Database,
  id: number,
  values: Partial<NewAgreementSignatureRequest>,
) {
  const [row] = await db
    .update(agreementSignatureRequests)
    .set(values)
    .where(and(eq(agreementSignatureRequests.id, id), inArray(agreementSignatureRequests.status, [...OPEN])))
    .returning();
  return row ?? null;
}

export async function setSignedDocument(db: Database, id: number, documentId: number) {
  await db
    .update(agreementSignatureRequests)
    .set({ signedDocumentId: documentId })
    .where(eq(agreementSignatureRequests.id, id));
}

/** The open, unexpired, unrevoked request behind a token hash. */
export async function findUsableRequest(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(agreementSignatureRequests)
    .where(
      and(
        eq(agreementSignatureRequests.tokenHash, tokenHash),
        inArray(agreementSignatureRequests.status, [...OPEN]),
        isNull(agreementSignatureRequests.revokedAt),
        gt(agreementSignatureRequests.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Revokes the other open requests of an agreement (one signature is enough). */
export async function revokeOthers(db: Database, agreementId: number, exceptId: number, now: Date) {
  const open = await db
    .select({ id: agreementSignatureRequests.id })
    .from(agreementSignatureRequests)
    .where(
      and(
        eq(agreementSignatureRequests.agreementId, agreementId),
        inArray(agreementSignatureRequests.status, [...OPEN]),
      ),
    );
  const ids = open.map((r) => r.id).filter((id) => id !== exceptId);
  if (ids.length === 0) return;
  await db
    .update(agreementSignatureRequests)
    .set({ status: 'ingetrokken', revokedAt: now })
    .where(inArray(agreementSignatureRequests.id, ids));
}

export async function setAgreementStatus(
  db: Database,
  customerId: number,
  agreementId: number,
  values: { status: 'ter-ondertekening' | 'getekend'; documentId?: number },
) {
  await db
    .update(supplyAgreements)
    .set(values)
    .where(customerRow(supplyAgreements, customerId, agreementId));
}
