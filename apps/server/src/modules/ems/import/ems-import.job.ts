import { z } from 'zod';
import type { EmsChannelCode } from '@energiek/contracts/ems';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import type { ImportErrorItem, ImportMappingItem } from '@energiek/contracts/ems-import';
import { EMS_IMPORT_MESSAGES, MAX_IMPORT_ERRORS } from '@energiek/contracts/ems-import';
import { PRODUCT_GAS } from '@energiek/db/schema/index';
import {
  IMPORT_MESSAGES,
  IntervalSet,
  createRowConverter,
  type ImportChannelName,
  type ParsedReading,
} from '@energiek/domain/interval-import';
import { localDayOf } from '@energiek/domain/local-time';
import type { ServiceContext } from '../../../core/context.ts';
import { JobFailedError, defineJob } from '../../../core/jobs/job-definition.ts';
import { intervalLengthMessage, storedIntervalLengths, writeIntervalReadings } from '../interval-writer.ts';
import { UnreadableFileError, openRows, type RowSource } from './file-rows.ts';
import { ReadingBuffer } from './reading-buffer.ts';
import { connectionsByEan, findImportForJob, updateImport } from './ems-import.repository.ts';

// The import job: streams the stored file row by row, refuses bad rows with a Dutch reason (row, column)
// and writes the rest per connection and channel in chunks of whole local days, each chunk one
// transaction of the interval writer (readings + rollups). Chunks are idempotent upserts, so an attempt
// that dies anywhere (kill -9, a crash between chunks) leaves only whole chunks behind and the retry —
// which starts the file again — converges on the same data and totals. A file that cannot be read on fails
// the import and its job for good (JobFailedError: a retry would read the same bytes).

/** Readings per connection and channel gathered before a chunk is written (a month of quarters). */
export const CHUNK_READINGS = 96 * 31;
const PROGRESS_EVERY_MS = 500;
/** Chunks written at the same time on PostgreSQL (the pool has 10 connections). */
const PARALLEL_WRITERS = 4;

export type ImportHooks = {
  progress(fraction: number, message: string): Promise<void>;
  /** Called after every chunk written (tests inject a crash here). */
  afterChunk?(chunks: number): void | Promise<void>;
  signal?: AbortSignal;
};

export type ImportTotals = { rowsRead: number; rowsImported: number; rowsRejected: number; chunks: number };

type Pending = {
  connectionId: number;
  channel: EmsChannelCode;
  readings: ReadingBuffer;
  lastDay: string | null;
  /** The chunk of this connection and channel being written (the next one waits for it). */
  writing: Promise<unknown>;
};

const CHANNEL_CODES: Record<ImportChannelName, EmsChannelCode> = {
  consumption: EMS_CHANNELS.consumption.code,
  production: EMS_CHANNELS.production.code,
  reactive: EMS_CHANNELS.reactive.code,
  gas: EMS_CHANNELS.gas.code,
};

/** Imports the file of an import; once the file cannot be read on, fails the import and throws JobFailedError. */
export async function runImport(
  ctx: Pick<ServiceContext, 'db' | 'storage' | 'config'>,
  importId: number,
  hooks: ImportHooks,
): Promise<ImportTotals> {
  const record = await findImportForJob(ctx.db, importId);
  if (!record) return { rowsRead: 0, rowsImported: 0, rowsRejected: 0, chunks: 0 };
  const mapping = record.mapping as ImportMappingItem;
  const customerId = record.customerId;
  const totals: ImportTotals = { rowsRead: 0, rowsImported: 0, rowsRejected: 0, chunks: 0 };
  const errors: ImportErrorItem[] = [];
  await updateImport(ctx.db, importId, {
    status: 'running',
    progress: 0,
    rowsRead: 0,
    rowsImported: 0,
    rowsRejected: 0,
    errors: [],
    finishedAt: null,
  });

  const object = await ctx.storage.get(record.storageKey);
  if (!object) throw new Error(`ems import ${importId}: stored file ${record.storageKey} is gone`);
  // Chunks of different connections are written side by side on PostgreSQL (a pool; each chunk its own
  // transaction, the writer locks per connection); chunks of one connection follow each other. The
  // embedded database has one session, so there one chunk at a time.
  const writers = ctx.config.databaseUrl ? PARALLEL_WRITERS : 1;
  const inFlight = new Set<Promise<void>>();
  let failure: unknown = null;
  const settle = async () => {
    await Promise.allSettled([...inFlight]);
    if (failure) throw failure;
  };
  let opened: RowSource | null = null;
  /** The last row read (the header is row 1), and why the file could not be read on (if so). */
  let lastRow = 1;
  let unreadable: UnreadableFileError | null = null;
  try {
    // A workbook's parse (CPU-bound) runs in a child process beside the conversion and the writes.
    const source = await openRows(object.body, {
      encoding: mapping.encoding,
      ...(mapping.encoding === 'xlsx' ? {} : { delimiter: mapping.delimiter }),
    });
    opened = source;
    const byEan = await connectionsByEan(ctx.db, customerId);
    const seen = new Map<string, IntervalSet>();
    const pending = new Map<string, Pending>();

    const flush = async (entry: Pending) => {
      if (failure) throw failure;
      if (entry.readings.length === 0) return;
      const readings = entry.readings.take();
      entry.lastDay = null;
      const previous = entry.writing;
      const task = (async () => {
        await previous;
        // Once a chunk failed the attempt is over: nothing more is written.
        if (failure) return;
        await writeIntervalReadings(ctx.db, {
          customerId,
          connectionId: entry.connectionId,
          channel: entry.channel,
          minutes: mapping.minutes,
          readings,
        });
        totals.chunks++;
        await hooks.afterChunk?.(totals.chunks);
      })();
      entry.writing = task.catch(() => undefined);
      inFlight.add(task);
      void task
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => inFlight.delete(task));
      if (inFlight.size >= writers) await Promise.race(inFlight).catch(() => undefined);
      if (failure) throw failure;
    };

    let lastReport = Date.now();
    const report = async () => {
      lastReport = Date.now();
      const fraction = object.size > 0 ? Math.min(0.99, source.bytesRead() / object.size) : 0;
      await updateImport(ctx.db, importId, { progress: fraction, ...counters() });
      await hooks.progress(fraction, `${totals.rowsRead.toLocaleString('nl-NL')} rijen gelezen`);
    };
    const counters = () => ({
      rowsRead: totals.rowsRead,
      rowsImported: totals.rowsImported,
      rowsRejected: totals.rowsRejected,
    });
    const reject = (rowErrors: ImportErrorItem[]) => {
      totals.rowsRejected++;
      for (const error of rowErrors) if (errors.length < MAX_IMPORT_ERRORS) errors.push(error);
    };

    /** The connection and channel of a reading, or the error that refuses it. */
    const resolve = (
      reading: ParsedReading,
    ): { key: string; connectionId: number; channel: EmsChannelCode } | ImportErrorItem => {
      const candidates = byEan.get(reading.ean);
      const eanError = { row: reading.row, column: 'EAN', message: EMS_IMPORT_MESSAGES.unknownEan };
      if (!candidates) return eanError;
      let channel = reading.channel;
      if (channel === null) {
        const wantsGas =
          reading.unit === 'm3' ||
          (reading.unit === null && candidates.every((c) => c.product === PRODUCT_GAS));
        channel = wantsGas ? 'gas' : 'consumption';
      }
      const product = channel === 'gas' ? PRODUCT_GAS : 1;
      const connection = candidates.find((c) => c.product === product);
      if (!connection)
        return { row: reading.row, column: 'EAN', message: EMS_IMPORT_MESSAGES.channelMismatch };
      if (reading.unit !== null && (reading.unit === 'm3') !== (channel === 'gas')) {
        return { row: reading.row, column: reading.column, message: EMS_IMPORT_MESSAGES.unitMismatch };
      }
      const code = CHANNEL_CODES[channel];
      return { key: `${connection.id}:${code}`, connectionId: connection.id, channel: code };
    };

    // Days that already hold another interval length, per connection and channel (the writer's check).
    const otherLengths = new Map<string, Map<string, number>>();
    const otherLengthsOf = async (target: { key: string; connectionId: number; channel: EmsChannelCode }) => {
      let found = otherLengths.get(target.key);
      if (!found)
        otherLengths.set(target.key, (found = await storedIntervalLengths(ctx.db, target, mapping.minutes)));
      return found;
    };

    const header = await nextHeader(source.rows);
    const convert = createRowConverter(mapping, header);
    for await (const { cells, row } of source.rows) {
      if (hooks.signal?.aborted) throw new Error('ems import: aborted');
      totals.rowsRead++;
      lastRow = row;
      const result = convert(cells, row);
      if (result.errors.length > 0) {
        reject(result.errors);
      } else {
        const resolved: { entry: Pending; reading: ParsedReading }[] = [];
        let rowError: ImportErrorItem | null = null;
        for (const reading of result.readings) {
          const target = resolve(reading);
          if ('message' in target) {
            rowError = target;
            break;
          }
          const lengths = await otherLengthsOf(target);
          const day = lengths.size > 0 ? localDayOf(reading.start) : '';
          const stored = lengths.get(day);
          if (stored !== undefined) {
            rowError = {
              row,
              column: reading.timeColumn,
              message: intervalLengthMessage(day, stored, mapping.minutes),
            };
            break;
          }
          let set = seen.get(target.key);
          if (!set) seen.set(target.key, (set = new IntervalSet(mapping.minutes)));
          if (set.has(reading.start)) {
            rowError = { row, column: reading.timeColumn, message: IMPORT_MESSAGES.duplicate };
            break;
          }
          let entry = pending.get(target.key);
          if (!entry) {
            entry = {
              connectionId: target.connectionId,
              channel: target.channel,
              readings: new ReadingBuffer(),
              lastDay: null,
              writing: Promise.resolve(),
            };
            pending.set(target.key, entry);
          }
          resolved.push({ entry, reading });
        }
        if (rowError) reject([rowError]);
        else {
          totals.rowsImported++;
          for (const { entry, reading } of resolved) {
            seen.get(`${entry.connectionId}:${entry.channel}`)!.add(reading.start);
            // A full chunk is written when the next local day starts, so chunks hold whole days.
            if (entry.readings.length >= CHUNK_READINGS) {
              entry.lastDay ??= localDayOf(entry.readings.lastStart());
              if (localDayOf(reading.start) !== entry.lastDay) await flush(entry);
            }
            entry.readings.push(reading.start, reading.value);
          }
        }
      }
      if (Date.now() - lastReport >= PROGRESS_EVERY_MS) await report();
    }
    for (const entry of pending.values()) await flush(entry);
    await settle();
    // A file of a header alone is read without fault but holds nothing: the import says so (issue 33).
    if (totals.rowsRead === 0)
      errors.push({ row: 2, column: 'Bestand', message: EMS_IMPORT_MESSAGES.noRows });
    await updateImport(ctx.db, importId, {
      status: 'done',
      progress: 1,
      ...counters(),
      errors,
      finishedAt: new Date(),
    });
  } catch (error) {
    // Let the chunks under way end (each commits whole or not at all) before the attempt fails.
    await settle().catch(() => undefined);
    // A file that cannot be read on (damaged, hostile) fails the import now: another attempt would read
    // the same bytes. Whole chunks written before stay (a later, repaired file converges on them).
    if (!(error instanceof UnreadableFileError) || failure) throw error;
    unreadable = error;
  } finally {
    // Ends the rows' reader if the attempt failed outside the loop over them (the workbook's worker too).
    await opened?.rows.return(undefined).catch(() => undefined);
    object.body.destroy();
  }
  if (unreadable) {
    errors.push({ row: lastRow + 1, column: 'Bestand', message: unreadable.message });
    await updateImport(ctx.db, importId, {
      status: 'failed',
      rowsRead: totals.rowsRead,
      rowsImported: totals.rowsImported,
      rowsRejected: totals.rowsRejected,
      errors: errors.slice(-MAX_IMPORT_ERRORS),
      finishedAt: new Date(),
    });
    throw new JobFailedError(unreadable.message, { cause: unreadable });
  }
  await hooks.progress(1, `${totals.rowsImported.toLocaleString('nl-NL')} rijen ingelezen`);
  return totals;
}

async function nextHeader(rows: AsyncGenerator<{ cells: string[] }>): Promise<string[]> {
  const first = await rows.next();
  return first.done ? [] : first.value.cells;
}

const RETRY_LIMIT = 2;

export const emsImportJob = defineJob<{ importId: number }>({
  name: 'ems.import',
  data: z.object({ importId: z.number().int().min(1) }),
  retryLimit: RETRY_LIMIT,
  retryDelaySeconds: 10,
  // A 50 MB file takes minutes; an attempt whose process died is retried after this.
  expireInSeconds: 30 * 60,
  async run(ctx, job) {
    try {
      return await runImport(ctx, job.data.importId, { progress: job.progress, signal: job.signal });
    } catch (error) {
      // Failed for good: the import is failed already, with the reason among its errors.
      if (error instanceof JobFailedError) throw error;
      const last = job.attempt > RETRY_LIMIT;
      await updateImport(ctx.db, job.data.importId, {
        status: last ? 'failed' : 'queued',
        ...(last ? { finishedAt: new Date() } : {}),
      }).catch(() => undefined);
      throw error;
    }
  },
});
