import { z } from 'zod';
import { TIME_ZONE } from '@energiek/contracts/format';
import type { ServiceContext } from '../../core/context.ts';
import { defineJob } from '../../core/jobs/job-definition.ts';
import { auditSubject, writeAudited } from '../../lib/audit.ts';
import { deleteExportRow, expiredExports } from './exports.repository.ts';

// Exports can be downloaded for 7 days (expires_at); every night the expired ones go: row (audited), then file.

export async function removeExpiredExports(ctx: ServiceContext, now: Date = new Date()): Promise<number> {
  const expired = await expiredExports(ctx.db, now);
  for (const row of expired) {
    // Row and audit first (as the system: no user), in one transaction; the file after that commit.
    await writeAudited(ctx.db, null, (tx) => deleteExportRow(tx, row.id), {
      event: 'exports.deleted',
      ...auditSubject('export', row.id, row.customerId),
      details: { type: row.type, format: row.format, reason: 'expired' },
    });
    if (row.storageKey) await ctx.storage.delete(row.storageKey);
  }
  return expired.length;
}

export const exportsCleanupJob = defineJob({
  name: 'exports.cleanup',
  data: z.object({}),
  schedule: { cron: '15 3 * * *', tz: TIME_ZONE, data: {} },
  async run(ctx) {
    return { deleted: await removeExpiredExports(ctx) };
  },
});
