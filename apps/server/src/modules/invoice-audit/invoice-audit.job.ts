import { z } from 'zod';
import { defineJob } from '../../core/jobs/job-definition.ts';
import { closeClaimByCreditNote } from './invoice-audit.claims.ts';
import { auditAndStore, relatedInvoiceIds } from './invoice-audit.run.ts';
import { auditCountersChanged } from './invoice-audit.users.ts';

// Audits an invoice after it was entered, edited or imported (the invoices front door's onInvoiceSaved
// hook enqueues it), and the invoices next to it on the same connections; then pushes the open count.

export const invoiceAuditJob = defineJob<{ customerId: number; invoiceId: number }>({
  name: 'invoice-audit.audit',
  data: z.object({ customerId: z.number().int().min(1), invoiceId: z.number().int().min(1) }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  async run(ctx, job) {
    const ids = await relatedInvoiceIds(ctx, job.data.customerId, job.data.invoiceId);
    for (const id of ids) await auditAndStore(ctx, job.data.customerId, id);
    // A credit note on an invoice with a running claim grants it.
    const credited = await closeClaimByCreditNote(ctx, job.data.customerId, job.data.invoiceId);
    await auditCountersChanged(ctx);
    return { audited: ids.length, claimClosed: credited };
  },
});
