import { SIGNATURE_REQUEST_STATUSES } from '@energiek/contracts/agreement-signatures';
import * as pg from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { contacts } from './contacts.ts';
import { customerReference, users } from './identity.ts';
import { documents } from './library.ts';
import { supplyAgreements } from './purchasing.ts';

// Signing a supply agreement without an external service: a request to a contact of the customer by e-mail
// with a one-time link (only the SHA-256 of the token is stored, like password resets), and what the signer
// did on the public page: typed name, time, IP and the SHA-256 of the PDF shown.

export { SIGNATURE_REQUEST_STATUSES };
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

export const agreementSignatureRequests = pg.pgTable(
  'agreement_signature_requests',
  {
    id: pg.serial().primaryKey(),
    agreementId: parentReference(() => supplyAgreements.id),
    customerId: customerReference(),
    contactId: pg.integer().references(() => contacts.id, { onDelete: 'set null' }),
    /** Name and address as sent (the contact may change or go later). */
    contactName: pg.text().notNull(),
    emailAddress: pg.text().notNull(),
    tokenHash: pg.text().notNull(),
    /** Stored states: verstuurd, geopend, getekend, ingetrokken; 'verlopen' follows from expiresAt. */
    status: pg.text({ enum: SIGNATURE_REQUEST_STATUSES }).notNull().default('verstuurd'),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
    openedAt: pg.timestamp({ withTimezone: true }),
    signedAt: pg.timestamp({ withTimezone: true }),
    revokedAt: pg.timestamp({ withTimezone: true }),
    signerName: pg.text(),
    signerIp: pg.text(),
    /** SHA-256 (hex) of the agreement PDF the signer saw. */
    documentHash: pg.text(),
    /** The signed PDF (agreement + signature page) in the customer's library. */
    signedDocumentId: pg.integer().references(() => documents.id, { onDelete: 'set null' }),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [pg.uniqueIndex().on(t.tokenHash), pg.index().on(t.agreementId), pg.index().on(t.customerId)],
);

export type AgreementSignatureRequest = typeof agreementSignatureRequests.$inferSelect;
export type NewAgreementSignatureRequest = typeof agreementSignatureRequests.$inferInsert;
