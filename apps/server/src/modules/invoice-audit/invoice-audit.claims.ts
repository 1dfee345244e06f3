import { buffer } from 'node:stream/consumers';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import { CLAIM_STATUS_NAMES, INVOICE_AUDIT_MESSAGES as M } from '@energiek/contracts/invoice-audit';
import { AUDIT_RULES, type AuditRuleId } from '@energiek/domain/invoice-audit';
import { claimLines, recoveredBy } from '@energiek/domain/invoice-audit-claims';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { HttpError, notFound, validationError } from '../../lib/http-errors.ts';
import { templateMail } from '../../lib/mail-templates/template-mail.ts';
import { invoicesWithLines } from '../invoices/invoices.service.ts';
import { createDocument, downloadDocument } from '../library/library.service.ts';
import { customerConnections } from '../purchasing/purchasing.service.ts';
import { claimLetterPdf } from './invoice-audit.letter.ts';
import * as repo from './invoice-audit.repository.ts';
import { auditAndStore, relatedInvoiceIds } from './invoice-audit.run.ts';

// Claims (issue 29): from an audit with money paid too much the consultant makes a claim to the issuer — a
// Dutch letter (PDF, kept in the customer's library) listing the findings — marks it ingediend or
// afgewezen, and a credit note on the invoice (entered or imported) grants it and records the € recovered.

type Item = NonNullable<Awaited<ReturnType<typeof repo.findItem>>>;

/** Makes the claim: its amount (default the € at stake) and the letter in the customer's library. */
export async function makeClaim(
  ctx: ServiceContext,
  actor: Actor,
  row: Item,
  amount: string | undefined,
): Promise<void> {
  const a = row.audit;
  if (a.claimStatus !== null && a.claimStatus !== 'afgewezen')
    throw validationError({ action: [M.claimExists] });
  const { lines, total } = claimLines(a.result.findings);
  if (lines.length === 0) throw validationError({ action: [M.claimNothing] });
  const claimed = amount ? Number(amount).toFixed(2) : total;
  const connections = await customerConnections(ctx.db, a.customerId);
  const eanOf = new Map(connections.map((c) => [c.id, c.ean]));
  const [invoice] = await invoicesWithLines(ctx.db, a.customerId, { invoiceIds: [a.invoiceId] });
  const eans = [
    ...new Set(
      (invoice?.lines ?? []).flatMap((l) =>
        l.connectionId !== null ? [eanOf.get(l.connectionId) ?? l.ean ?? ''] : l.ean ? [l.ean] : [],
      ),
    ),
  ].filter(Boolean);
  const now = new Date();
  const bytes = await claimLetterPdf(
    {
      customerName: row.customerName,
      issuerName: row.issuerName,
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDate,
      periodFrom: row.periodFrom,
      periodTo: row.periodTo,
      eans,
      findings: lines.map((f) => ({
        ...f,
        ruleName: AUDIT_RULES[f.rule as AuditRuleId]?.name ?? f.rule,
        ean: f.connectionId === null ? null : (eanOf.get(f.connectionId) ?? null),
      })),
      total: claimed,
    },
    now,
  );
  const safeNumber = row.invoiceNumber.replace(/[^A-Za-z0-9._-]+/g, '-');
  const document = await createDocument(ctx, actor, {
    customerId: a.customerId,
    upload: { fileName: `claim-factuur-${safeNumber}.pdf`, folder: 'Facturen', bytes },
  });
  await repo.updateWork(ctx.db, a.id, {
    claimStatus: 'open',
    claimAmount: claimed,
    claimedAt: now,
    claimedById: actor.user.id,
    claimSubmittedAt: null,
    claimClosedAt: null,
    claimDocumentId: document.id,
    decision: 'afwijking-bevestigd',
    decidedAt: now,
    decidedById: actor.user.id,
    ...(a.workStatus === 'open' ? { workStatus: 'in-progress' } : {}),
  });
  await repo.addEvent(ctx.db, {
    customerId: a.customerId,
    invoiceAuditId: a.id,
    kind: 'claim',
    body: `${formatCurrency(claimed)} geclaimd; brief ${document.fileName}.`,
    userId: actor.user.id,
  });
}

/** ingediend (sent to the issuer) or afgewezen (the issuer refused: closes the item). */
export async function setClaimStatus(
  ctx: ServiceContext,
  actor: Actor,
  row: Item,
  status: 'ingediend' | 'afgewezen',
  comment: string | undefined,
): Promise<void> {
  const a = row.audit;
  if (a.claimStatus === null) throw validationError({ claimStatus: [M.claimMissing] });
  if (a.claimStatus === 'toegekend' || a.claimStatus === 'afgewezen')
    throw validationError({ claimStatus: [M.claimClosed] });
  const now = new Date();
  await repo.updateWork(
    ctx.db,
    a.id,
    status === 'ingediend'
      ? { claimStatus: status, claimSubmittedAt: now }
      : { claimStatus: status, claimClosedAt: now, workStatus: 'closed' },
  );
  await repo.addEvent(ctx.db, {
    customerId: a.customerId,
    invoiceAuditId: a.id,
    kind: 'claim',
    body: [CLAIM_STATUS_NAMES[status], comment].filter(Boolean).join(': '),
    userId: actor.user.id,
  });
}

/** A saved credit note on an invoice with a running claim grants the claim: € recovered, item closed.
 *  Returns whether a claim was closed. */
export async function closeClaimByCreditNote(
  ctx: ServiceContext,
  customerId: number,
  invoiceId: number,
): Promise<boolean> {
  const [note] = await invoicesWithLines(ctx.db, customerId, { invoiceIds: [invoiceId] });
  if (!note || note.kind !== 'credit-note' || note.creditsInvoiceId === null) return false;
  const claim = await repo.runningClaimOn(ctx.db, customerId, note.creditsInvoiceId);
  if (!claim) return false;
  const recovered = recoveredBy(note);
  await repo.updateWork(ctx.db, claim.id, {
    claimStatus: 'toegekend',
    claimClosedAt: new Date(),
    creditNoteId: note.id,
    recoveredAmount: recovered,
    workStatus: 'closed',
  });
  await repo.addEvent(ctx.db, {
    customerId,
    invoiceAuditId: claim.id,
    kind: 'claim',
    body: `Toegekend: creditnota ${note.number}, ${formatCurrency(recovered)} teruggehaald.`,
    userId: null,
  });
  return true;
}

type GrantedClaim = { id: number; invoiceId: number; claimSubmittedAt: Date | null };

/** Back to running (ingediend when it was sent, else open) without € recovered; then a credit note still on
 *  the invoice (a second one) grants it again. */
async function reopenClaim(
  ctx: ServiceContext,
  customerId: number,
  claim: GrantedClaim,
  reason: string,
): Promise<void> {
  const status = claim.claimSubmittedAt === null ? 'open' : 'ingediend';
  await repo.updateWork(ctx.db, claim.id, {
    claimStatus: status,
    claimClosedAt: null,
    creditNoteId: null,
    recoveredAmount: '0',
    workStatus: 'in-progress',
  });
  await repo.addEvent(ctx.db, {
    customerId,
    invoiceAuditId: claim.id,
    kind: 'claim',
    body: `${reason}: de claim loopt weer (${CLAIM_STATUS_NAMES[status].toLowerCase()}), niets meer teruggehaald.`,
    userId: null,
  });
  // The invoice is no longer credited: its own audit and its neighbours' (a duplicate counts again).
  for (const id of await relatedInvoiceIds(ctx, customerId, claim.invoiceId))
    await auditAndStore(ctx, customerId, id);
  const [invoice] = await invoicesWithLines(ctx.db, customerId, { invoiceIds: [claim.invoiceId] });
  if (!invoice?.credited) return;
  const connectionIds = [
    ...new Set(invoice.lines.flatMap((l) => (l.connectionId === null ? [] : [l.connectionId]))),
  ];
  const notes = await invoicesWithLines(ctx.db, customerId, { connectionIds });
  const other = notes.find((n) => n.kind === 'credit-note' && n.creditsInvoiceId === claim.invoiceId);
  if (other) await closeClaimByCreditNote(ctx, customerId, other.id);
}

/** After a credit note was saved again: a claim it granted whose invoice it no longer credits (made an
 *  invoice, or pointed at another invoice) reopens; one it still credits follows its new amount.
 *  Returns the number of claims reopened. */
export async function reviewClaimsGrantedBy(
  ctx: ServiceContext,
  customerId: number,
  invoiceId: number,
): Promise<number> {
  const granted = await repo.claimsGrantedBy(ctx.db, customerId, invoiceId);
  if (granted.length === 0) return 0;
  const [note] = await invoicesWithLines(ctx.db, customerId, { invoiceIds: [invoiceId] });
  let reopened = 0;
  for (const claim of granted) {
    if (note && note.kind === 'credit-note' && note.creditsInvoiceId === claim.invoiceId) {
      const recovered = recoveredBy(note);
      if (recovered === Number(claim.recoveredAmount).toFixed(2)) continue;
      await repo.updateWork(ctx.db, claim.id, { recoveredAmount: recovered });
      await repo.addEvent(ctx.db, {
        customerId,
        invoiceAuditId: claim.id,
        kind: 'claim',
        body: `Creditnota ${note.number} gewijzigd: ${formatCurrency(recovered)} teruggehaald.`,
        userId: null,
      });
      continue;
    }
    const reason = note
      ? `Creditnota ${note.number} crediteert deze factuur niet meer`
      : 'De creditnota is verwijderd';
    await reopenClaim(ctx, customerId, claim, reason);
    reopened++;
  }
  return reopened;
}

/** After an invoice was deleted: claims granted by a credit note that is gone reopen (the foreign key
 *  cleared their credit note). `customerId` null: every customer (the scheduled job's safety net). */
export async function reopenClaimsWithoutCreditNote(
  ctx: ServiceContext,
  customerId: number | null,
): Promise<number> {
  const orphans = await repo.claimsWithoutCreditNote(ctx.db, customerId);
  for (const claim of orphans) await reopenClaim(ctx, claim.customerId, claim, 'De creditnota is verwijderd');
  return orphans.length;
}

/** Mails the claim letter to the issuer (the 'invoice-claim' template, the letter PDF and the invoice's own
 *  PDF attached; through the mailer, so the outbox keeps it): an open claim becomes ingediend; recorded on
 *  the claim's history. */
export async function mailClaim(
  ctx: ServiceContext,
  actor: Actor,
  row: Item,
  to: string | undefined,
): Promise<void> {
  const a = row.audit;
  if (a.claimStatus !== 'open' && a.claimStatus !== 'ingediend')
    throw validationError({ action: [M.claimMailClosed] });
  const address = to ?? (await repo.issuerEmail(ctx.db, a.customerId, a.invoiceId));
  if (!address) throw validationError({ to: [M.claimMailNoAddress] });
  if (a.claimDocumentId === null) throw notFound();
  const read = async (id: number) => {
    const { item, object } = await downloadDocument(ctx, actor, { customerId: a.customerId, id });
    return { fileName: item.fileName, contentType: 'application/pdf', content: await buffer(object.body) };
  };
  const letter = await read(a.claimDocumentId);
  const [invoice] = await invoicesWithLines(ctx.db, a.customerId, { invoiceIds: [a.invoiceId] });
  // The invoice's own PDF goes along when it is in the library (gone from it: only the letter).
  const original = invoice?.documentId != null ? await read(invoice.documentId).catch(() => null) : null;
  const connections = await customerConnections(ctx.db, a.customerId);
  const eanOf = new Map(connections.map((c) => [c.id, c.ean]));
  const { lines } = claimLines(a.result.findings);
  const period =
    row.periodFrom && row.periodTo ? `${formatDate(row.periodFrom)} t/m ${formatDate(row.periodTo)}` : '';
  const mail = await templateMail(ctx.db, 'invoice-claim', {
    to: address,
    values: {
      'afzender.naam': row.issuerName,
      'klant.naam': row.customerName,
      'factuur.nummer': row.invoiceNumber,
      'factuur.datum': formatDate(row.invoiceDate),
      'factuur.periode': period,
      afwijkingen: lines
        .map((f) => {
          const ean = f.connectionId === null ? null : (eanOf.get(f.connectionId) ?? null);
          const name = AUDIT_RULES[f.rule as AuditRuleId]?.name ?? f.rule;
          return `- ${name}${ean ? ` (EAN ${ean})` : ''}: ${formatCurrency(f.amount)}`;
        })
        .join('\n'),
      'claim.bedrag': formatCurrency(a.claimAmount ?? '0'),
      'adviseur.naam': [actor.user.firstName, actor.user.lastName].filter(Boolean).join(' '),
    },
  });
  const attachments = original ? [letter, original] : [letter];
  const outcome = await ctx.mailer.send({ ...mail, attachments });
  const files = attachments.map((f) => f.fileName).join(', ');
  if (outcome === 'failed') {
    await repo.addEvent(ctx.db, {
      customerId: a.customerId,
      invoiceAuditId: a.id,
      kind: 'claim',
      body: `E-mail aan ${address} kon niet worden verzonden.`,
      userId: actor.user.id,
    });
    throw new HttpError(502, M.claimMailFailed);
  }
  if (a.claimStatus === 'open')
    await repo.updateWork(ctx.db, a.id, { claimStatus: 'ingediend', claimSubmittedAt: new Date() });
  await repo.addEvent(ctx.db, {
    customerId: a.customerId,
    invoiceAuditId: a.id,
    kind: 'claim',
    body: `Gemaild aan ${address} (bijlage: ${files})${a.claimStatus === 'open' ? '; ingediend' : ''}.`,
    userId: actor.user.id,
  });
}

/** The claim letter as kept in the library. */
export async function claimLetter(ctx: ServiceContext, actor: Actor, row: Item) {
  if (row.audit.claimDocumentId === null) throw notFound();
  return downloadDocument(ctx, actor, { customerId: row.audit.customerId, id: row.audit.claimDocumentId });
}
