import { z } from 'zod';
import { defineJob } from '../../core/jobs/job-definition.ts';
import { runInvoiceImport } from './invoice-import.run.ts';
import { updateImport } from './invoices.repository.ts';

// The invoice import as a background job (like ems.import): retried on a crash, continuing with the
// files not yet done; after the last attempt the import is failed.

const RETRY_LIMIT = 2;

export const invoiceImportJob = defineJob<{ importId: number }>({
  name: 'invoices.import',
  data: z.object({ importId: z.number().int().min(1) }),
  retryLimit: RETRY_LIMIT,
  retryDelaySeconds: 10,
  async run(ctx, job) {
    try {
      return await runInvoiceImport(ctx, job.data.importId);
    } catch (error) {
      const last = job.attempt > RETRY_LIMIT;
      await updateImport(ctx.db, job.data.importId, {
        status: last ? 'failed' : 'queued',
        ...(last ? { finishedAt: new Date() } : {}),
      }).catch(() => undefined);
      throw error;
    }
  },
});
