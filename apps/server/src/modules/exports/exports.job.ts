import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { CONTENT_TYPES } from '../../core/export.ts';
import type { ServiceContext } from '../../core/context.ts';
import { defineJob } from '../../core/jobs/job-definition.ts';
import { randomStorageKey } from '../../lib/storage/storage.ts';
import { EXPORT_SOURCES, type ExportParams } from './exports.sources.ts';
import { findExport, updateExport } from './exports.repository.ts';
import { writeExport } from './exports.writer.ts';
import type { ActFor } from '../../core/tenancy.ts';

// The export job: streams the rows of one catalogue export into a file in object storage and reports
// progress (rows written / rows counted) on the row and over the realtime channel, as the EMS import does.
// A failed attempt removes its partial file; the retry starts again from the first row.

const PROGRESS_EVERY_MS = 500;
const RETRY_LIMIT = 1;

/** What the job stores beside the request's filters: the customers the requester could act for. */
export type StoredParams = ExportParams & { scope: 'all' | number[]; description: string };

export async function runExport(
  ctx: ServiceContext,
  exportId: number,
  progress: (fraction: number, message: string) => Promise<void>,
): Promise<{ rows: number; size: number }> {
  const found = await findExport(ctx.db, exportId);
  if (!found) return { rows: 0, size: 0 };
  const { row } = found;
  const params = row.params as StoredParams;
  const actFor: ActFor = params.scope === 'all' ? 'all' : new Set(params.scope);
  const source = EXPORT_SOURCES[row.type as keyof typeof EXPORT_SOURCES];
  await updateExport(ctx.db, exportId, { status: 'bezig', progress: 0, error: null });
  const total = await source.count(ctx.db, actFor, params);
  const key = randomStorageKey();
  const out = new PassThrough();
  const storing = ctx.storage.put(key, out, CONTENT_TYPES[row.format]);
  let lastReport = 0;
  try {
    const rows = await writeExport({
      format: row.format,
      sheetName: source.sheetName,
      columns: source.columns,
      batches: source.batches(ctx.db, actFor, params),
      out,
      afterBatch: async (written) => {
        if (Date.now() - lastReport < PROGRESS_EVERY_MS) return;
        lastReport = Date.now();
        const fraction = total > 0 ? Math.min(0.99, written / total) : 0;
        await updateExport(ctx.db, exportId, { progress: fraction });
        await progress(
          fraction,
          `${written.toLocaleString('nl-NL')} van ${total.toLocaleString('nl-NL')} rijen`,
        );
      },
    });
    await storing;
    const stored = await ctx.storage.get(key);
    stored?.body.destroy();
    const size = stored?.size ?? 0;
    await updateExport(ctx.db, exportId, {
      status: 'klaar',
      progress: 1,
      rows,
      size,
      storageKey: key,
      finishedAt: new Date(),
    });
    await progress(1, `${rows.toLocaleString('nl-NL')} rijen geëxporteerd`);
    return { rows, size };
  } catch (error) {
    out.destroy(error as Error);
    await storing.catch(() => undefined);
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export const exportJob = defineJob<{ exportId: number }>({
  name: 'exports.run',
  data: z.object({ exportId: z.number().int().min(1) }),
  retryLimit: RETRY_LIMIT,
  retryDelaySeconds: 10,
  expireInSeconds: 30 * 60,
  async run(ctx, job) {
    try {
      return await runExport(ctx, job.data.exportId, job.progress);
    } catch (error) {
      const last = job.attempt > RETRY_LIMIT;
      await updateExport(ctx.db, job.data.exportId, {
        status: last ? 'mislukt' : 'wachtrij',
        ...(last ? { finishedAt: new Date(), error: 'Het maken van dit bestand is mislukt.' } : {}),
      }).catch(() => undefined);
      throw error;
    }
  },
});
