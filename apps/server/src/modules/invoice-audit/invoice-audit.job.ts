import { z } from 'zod';
import { TIME_ZONE, localDayOf } from '@energiek/domain/local-time';
import { defineJob } from '../../core/jobs/job-definition.ts';
import {
  closeClaimByCreditNote,
  reopenClaimsWithoutCreditNote,
  reviewClaimsGrantedBy,
} from './invoice-audit.claims.ts';
import { staleAudits, touchAudit, unauditedInvoices } from './invoice-audit.repository.ts';
import { invoicesWithLines } from '../invoices/invoices.service.ts';
import { auditAndStore, relatedInvoiceIds, settingsFor } from './invoice-audit.run.ts';
import { auditCountersChanged } from './invoice-audit.users.ts';
import { bulkAuditTurn, waitedForAudit } from './invoice-audit.priority.ts';

// Audits an invoice after it was entered, edited or imported (the invoices front door's onInvoiceSaved
// hook enqueues it), and the invoices next to it on the same connections; then pushes the open count.
// Someone waits for it: the bulk audits below pause while it runs (invoice-audit.priority.ts).

export const invoiceAuditJob = defineJob<{ customerId: number; invoiceId: number }>({
  name: 'invoice-audit.audit',
  data: z.object({ customerId: z.number().int().min(1), invoiceId: z.number().int().min(1) }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  run: (ctx, job) =>
    waitedForAudit(async () => {
      const ids = await relatedInvoiceIds(ctx, job.data.customerId, job.data.invoiceId);
      for (const id of ids) await auditAndStore(ctx, job.data.customerId, id);
      // A credit note edited so that it no longer credits a claim's invoice reopens that claim; a credit
      // note on an invoice with a running claim grants it.
      const reopened = await reviewClaimsGrantedBy(ctx, job.data.customerId, job.data.invoiceId);
      const credited = await closeClaimByCreditNote(ctx, job.data.customerId, job.data.invoiceId);
      await auditCountersChanged(ctx);
      return { audited: ids.length, claimClosed: credited, claimsReopened: reopened };
    }),
});

/** At most this many audits per run; the next run takes the rest (oldest first). */
const REAUDIT_BATCH = 500;

/** Audits invoices never audited (the demo seed's), then re-audits those whose inputs changed after their
 *  audit: new meter data (an import, a reading), a supply agreement, a tax, VAT or grid-tariff parameter
 *  (invoice-audit.repository staleAudits). Each invoice waits for its turn behind waited-for audits. */
export const invoiceReauditJob = defineJob({
  name: 'invoice-audit.reaudit',
  data: z.object({}),
  retryLimit: 1,
  expireInSeconds: 30 * 60,
  schedule: { cron: '*/15 * * * *', tz: TIME_ZONE, data: {} },
  async run(ctx) {
    // Claims granted by a credit note that is gone (deleted while the hook could not run) reopen.
    const reopened = await reopenClaimsWithoutCreditNote(ctx, null);
    const settings = new Map<number, Awaited<ReturnType<typeof settingsFor>>>();
    // First the invoices that never had an audit (the demo seed writes its invoices directly).
    const unaudited = await unauditedInvoices(ctx.db, REAUDIT_BATCH);
    for (const i of unaudited) {
      await bulkAuditTurn();
      if (!settings.has(i.customerId)) settings.set(i.customerId, await settingsFor(ctx, i.customerId));
      await auditAndStore(ctx, i.customerId, i.invoiceId, {
        settings: settings.get(i.customerId)!,
        today: localDayOf(new Date()),
      });
    }
    const stale = await staleAudits(ctx.db, REAUDIT_BATCH);
    for (const a of stale) {
      await bulkAuditTurn();
      if (!settings.has(a.customerId)) settings.set(a.customerId, await settingsFor(ctx, a.customerId));
      const stored = await auditAndStore(ctx, a.customerId, a.invoiceId, {
        settings: settings.get(a.customerId)!,
        today: localDayOf(new Date()),
      });
      // An invoice that is gone or became a draft: its row would stay stale forever otherwise.
      if (!stored) await touchAudit(ctx.db, a.id);
    }
    if (stale.length + unaudited.length + reopened > 0) await auditCountersChanged(ctx);
    return { audited: unaudited.length, reaudited: stale.length, claimsReopened: reopened };
  },
});

export const meterDataChangedData = z.object({
  customerId: z.number().int().min(1),
  connectionIds: z.array(z.number().int().min(1)).min(1).max(1000),
  /** First local day of the data written. */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Day after the last. */
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type MeterDataChanged = z.infer<typeof meterDataChangedData>;

/** Re-audits the customer's invoices on these connections whose period overlaps [from, to): meter data
 *  written outside an import (the demo-data job) reaches the audit as an import does. */
export const meterDataReauditJob = defineJob<MeterDataChanged>({
  name: 'invoice-audit.meter-data',
  data: meterDataChangedData,
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 30 * 60,
  async run(ctx, job) {
    const { customerId, connectionIds, from, to } = job.data;
    const touched = await invoicesWithLines(ctx.db, customerId, { connectionIds });
    const affected = touched.filter((i) => {
      if (i.issuerKind === null) return false;
      const start = i.periodFrom ?? i.invoiceDate;
      const end = i.periodTo ?? i.invoiceDate;
      return start < to && end >= from;
    });
    if (affected.length === 0) return { audited: 0 };
    const preloaded = { settings: await settingsFor(ctx, customerId), today: localDayOf(new Date()) };
    for (const invoice of affected) {
      await bulkAuditTurn();
      await auditAndStore(ctx, customerId, invoice.id, preloaded);
    }
    await auditCountersChanged(ctx);
    return { audited: affected.length };
  },
});
