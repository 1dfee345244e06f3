import { createHash } from 'node:crypto';
import {
  SIGNATURE_MESSAGES,
  SIGNING_LINK_DAYS,
  type SignatureRequestItem,
  type SignBody,
  type SigningView,
} from '@energiek/contracts/agreement-signatures';
import type { SupplyAgreementItem } from '@energiek/contracts/supply-agreements';
import type { Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { auditAs, type AuditClient, auditSubject, writeAudit } from '../../../lib/audit.ts';
import { HttpError, notFound, validationError } from '../../../lib/http-errors.ts';
import { publishToUser } from '../../../lib/realtime/index.ts';
import { randomStorageKey } from '../../../lib/storage/storage.ts';
import { randomToken, sha256 } from '../../../lib/tokens.ts';
import { insertDocument } from '../../library/library.service.ts';
import { signatureRequestMail } from './agreement-signatures.mails.ts';
import { agreementPdf, signedAgreementPdf } from './agreement-signatures.pdf.ts';
import * as repo from './agreement-signatures.repository.ts';
import { findAgreement } from './supply-agreements.repository.ts';
import { addLocalDays, localDayOf, startOfLocalDay } from '@energiek/domain/local-time';

/**
 * When a signing link sent `now` stops working: it works through the whole `days`-th local day after today
 * (Europe/Amsterdam) — the day the mail names as "geldig tot en met" — and stops at the midnight after it
 * (issue 33: it stopped at the time of day it was sent, 00:22 on the named day).
 */
export function signingLinkExpiry(now: Date, days: number): { lastDay: string; expiresAt: Date } {
  const lastDay = addLocalDays(localDayOf(now), days);
  return { lastDay, expiresAt: startOfLocalDay(addLocalDays(lastDay, 1)) };
}
import { getSupplyAgreement } from './supply-agreements.service.ts';

// Signing without an external service (issue 13, "Signing"): a one-time link by e-mail (only its SHA-256 is
// stored), a public page that shows the agreement as PDF, and on signing: name, time, IP and the PDF's
// SHA-256 recorded, the signed PDF (with a signature page) in the customer's library, the agreement
// 'getekend'. Every public call is rate-limited per IP.

const SIGNABLE = new Set(['concept', 'ter-ondertekening']);
const invalidLink = () => new HttpError(404, SIGNATURE_MESSAGES.invalidLink);

export async function listSignatureRequests(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<SignatureRequestItem[]> {
  const agreement = await getSupplyAgreement(ctx, actor, input);
  const rows = await repo.listRequests(ctx.db, agreement.customerId, agreement.id);
  const now = new Date();
  return rows.map((row) => repo.toSignatureItem(row, now));
}

export async function createSignatureRequest(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; body: { contactId: number } },
): Promise<SignatureRequestItem> {
  const agreement = await getSupplyAgreement(ctx, actor, { id: input.id });
  if (!SIGNABLE.has(agreement.status)) throw validationError({ status: [SIGNATURE_MESSAGES.notSignable] });
  if (agreement.connections.length === 0) {
    throw validationError({ connections: [SIGNATURE_MESSAGES.noConnections] });
  }
  const contact = await repo.findContact(ctx.db, agreement.customerId, input.body.contactId);
  if (!contact) throw validationError({ contactId: [SIGNATURE_MESSAGES.unknownContact] });
  const email = contact.emailAddress?.trim();
  if (!email) throw validationError({ contactId: [SIGNATURE_MESSAGES.contactWithoutEmail] });

  const token = randomToken();
  const { expiresAt } = signingLinkExpiry(new Date(), SIGNING_LINK_DAYS);
  const contactName = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const row = await repo.insertRequest(ctx.db, {
    agreementId: agreement.id,
    customerId: agreement.customerId,
    contactId: contact.id,
    contactName,
    emailAddress: email,
    tokenHash: sha256(token),
    expiresAt,
    createdById: actor.user.id,
  });
  if (agreement.status === 'concept') {
    await repo.setAgreementStatus(ctx.db, agreement.customerId, agreement.id, {
      status: 'ter-ondertekening',
    });
  }
  await ctx.mailer.send(
    await signatureRequestMail(ctx.db, {
      to: email,
      contactName,
      customerName: agreement.customerName,
      supplierName: agreement.supplierName,
      reference: agreement.reference,
      link: `${ctx.config.appUrl}/ondertekenen/${encodeURIComponent(token)}`,
      expiresAt,
      secret: token,
    }),
  );
  await writeAudit(ctx.db, actor, {
    event: 'supply-agreements.signature_requested',
    ...auditSubject('supply-agreement', agreement.id, agreement.customerId),
    details: { requestId: row.id, contactId: contact.id },
  });
  return repo.toSignatureItem(row, new Date());
}

export async function revokeSignatureRequest(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; requestId: number },
): Promise<SignatureRequestItem> {
  const agreement = await getSupplyAgreement(ctx, actor, { id: input.id });
  const existing = await repo.findRequest(ctx.db, agreement.customerId, agreement.id, input.requestId);
  if (!existing) throw notFound();
  const now = new Date();
  const row = await repo.updateOpenRequest(ctx.db, existing.id, { status: 'ingetrokken', revokedAt: now });
  if (!row) throw validationError({ status: [SIGNATURE_MESSAGES.notRevocable] });
  await writeAudit(ctx.db, actor, {
    event: 'supply-agreements.signature_revoked',
    ...auditSubject('supply-agreement', agreement.id, agreement.customerId),
    details: { requestId: row.id },
  });
  return repo.toSignatureItem(row, now);
}

/** The request behind a token and its agreement, or 404 (unknown, used, revoked or expired). */
async function usable(ctx: ServiceContext, client: AuditClient, token: string) {
  await ctx.limiters.signingPerIp.hit(client.ip ?? '-');
  const request = await repo.findUsableRequest(ctx.db, sha256(token), new Date());
  const agreement = request
    ? await findAgreement(ctx.db, { actFor: new Set([request.customerId]) }, request.agreementId)
    : null;
  if (!request || !agreement || !SIGNABLE.has(agreement.status)) throw invalidLink();
  return { request, agreement };
}

async function pdfAndHash(agreement: SupplyAgreementItem) {
  const bytes = await agreementPdf(agreement);
  return { bytes, hash: sha256Bytes(bytes) };
}

function sha256Bytes(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function viewSigning(
  ctx: ServiceContext,
  client: AuditClient,
  token: string,
): Promise<SigningView> {
  const { request, agreement } = await usable(ctx, client, token);
  if (request.status === 'verstuurd') {
    await repo.updateOpenRequest(ctx.db, request.id, { status: 'geopend', openedAt: new Date() });
    await auditAs(ctx.db, client, {
      event: 'supply-agreements.signature_opened',
      ...auditSubject('supply-agreement', agreement.id, request.customerId),
      details: { requestId: request.id },
    });
  }
  const { hash } = await pdfAndHash(agreement);
  return {
    contactName: request.contactName,
    customerName: agreement.customerName,
    supplierName: agreement.supplierName,
    product: agreement.product,
    reference: agreement.reference,
    productName: agreement.productName,
    priceType: agreement.priceType,
    startDate: agreement.startDate,
    endDate: agreement.endDate,
    agreementStatus: agreement.status,
    expiresAt: request.expiresAt.toISOString(),
    documentHash: hash,
  };
}

export async function signingDocument(
  ctx: ServiceContext,
  client: AuditClient,
  token: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const { agreement } = await usable(ctx, client, token);
  const { bytes } = await pdfAndHash(agreement);
  return { bytes, fileName: `leveringsovereenkomst-${agreement.id}.pdf` };
}

export async function signAgreement(
  ctx: ServiceContext,
  client: AuditClient,
  token: string,
  body: Required<SignBody>,
): Promise<{ signedAt: string; signerName: string; documentHash: string }> {
  const { request, agreement } = await usable(ctx, client, token);
  const { bytes, hash } = await pdfAndHash(agreement);
  if (body.documentHash !== hash) throw validationError({ documentHash: [SIGNATURE_MESSAGES.changed] });
  const signedAt = new Date();
  const ip = client.ip ?? 'onbekend';
  // Single use: only one caller moves the open request to 'getekend'.
  const claimed = await repo.updateOpenRequest(ctx.db, request.id, {
    status: 'getekend',
    signedAt,
    signerName: body.name,
    signerIp: ip,
    documentHash: hash,
  });
  if (!claimed) throw invalidLink();
  const signed = await signedAgreementPdf(bytes, {
    signerName: body.name,
    emailAddress: request.emailAddress,
    signedAt,
    ip,
    documentHash: hash,
    requestId: request.id,
  });
  const storageKey = randomStorageKey();
  await ctx.storage.put(storageKey, signed, 'application/pdf');
  const document = await insertDocument(ctx.db, {
    customerId: agreement.customerId,
    folder: 'Contracten',
    fileName: `leveringsovereenkomst-${agreement.reference || agreement.id}-getekend.pdf`.replace(
      /[^\w.-]+/g,
      '-',
    ),
    storageKey,
    contentType: 'application/pdf',
    size: signed.length,
  });
  await repo.setSignedDocument(ctx.db, request.id, document.id);
  await repo.setAgreementStatus(ctx.db, agreement.customerId, agreement.id, {
    status: 'getekend',
    documentId: document.id,
  });
  await repo.revokeOthers(ctx.db, agreement.id, request.id, signedAt);
  await auditAs(ctx.db, client, {
    event: 'supply-agreements.signed',
    ...auditSubject('supply-agreement', agreement.id, agreement.customerId),
    details: { requestId: request.id, signerName: body.name, documentHash: hash, documentId: document.id },
  });
  const notify = [request.createdById].filter((id): id is number => id !== null);
  await publishToUser(ctx, notify, {
    type: 'supply-agreements.changed',
    agreementId: agreement.id,
    status: 'getekend',
  });
  return { signedAt: signedAt.toISOString(), signerName: body.name, documentHash: hash };
}
