import { z } from 'zod';
import { defineJob, type JobRun } from '../../core/jobs/job-definition.ts';
import type { ServiceContext } from '../../core/context.ts';
import { TIME_ZONE } from '@energiek/domain/local-time';
import { customersWithImportsSince } from '../ems/ems.service.ts';
import { customersWithAuditsSince } from '../invoice-audit/invoice-audit.service.ts';
import { runSignalRules } from './signals.run.ts';

// The rule run as background jobs: `signals.run` every night and on request (POST signals/run, one
// customer or all), and `signals.after-import` every 10 minutes for the customers whose EMS import
// finished since or who had an invoice audited since (imported or entered); a run is idempotent, so the
// overlap of its window only repeats work.

export const signalsRunJobData = z.object({ customerId: z.number().int().min(1).optional() });
export type SignalsRunJobData = z.infer<typeof signalsRunJobData>;

async function run(ctx: ServiceContext, job: JobRun<SignalsRunJobData>) {
  await job.progress(0, 'Signaalregels uitvoeren…');
  const summary = await runSignalRules(
    ctx,
    job.data.customerId === undefined ? {} : { customerIds: [job.data.customerId] },
    (done, total) => job.progress(done / total, `Klant ${done} van ${total}`),
  );
  await job.progress(1, `${summary.created} nieuw, ${summary.reopened} heropend, ${summary.closed} gesloten`);
  return summary;
}

export const signalsRunJob = defineJob({
  name: 'signals.run',
  data: signalsRunJobData,
  retryLimit: 2,
  expireInSeconds: 60 * 60,
  schedule: { cron: '30 5 * * *', tz: TIME_ZONE, data: {} },
  run,
});

/** The window the after-import job looks back: its interval plus a margin. */
const AFTER_IMPORT_WINDOW_MS = 11 * 60 * 1000;

export const signalsAfterImportJob = defineJob({
  name: 'signals.after-import',
  data: z.object({}),
  retryLimit: 1,
  expireInSeconds: 30 * 60,
  schedule: { cron: '*/10 * * * *', tz: TIME_ZONE, data: {} },
  async run(ctx) {
    const since = new Date(Date.now() - AFTER_IMPORT_WINDOW_MS);
    // EMS imports, and invoices imported or entered (each is audited when it arrives).
    const [ems, invoices] = await Promise.all([
      customersWithImportsSince(ctx.db, since),
      customersWithAuditsSince(ctx, since),
    ]);
    const customerIds = [...new Set([...ems, ...invoices])].sort((a, b) => a - b);
    if (customerIds.length === 0) return { customers: 0 };
    return runSignalRules(ctx, { customerIds });
  },
});
