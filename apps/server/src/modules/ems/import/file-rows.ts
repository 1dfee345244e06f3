import { fork } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Delimiter } from '@energiek/domain/interval-import';
import { detectDelimiter } from '@energiek/domain/interval-import';
import { EMS_IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '@energiek/contracts/ems-import';
import { type FileRow, type FromWorkbookWorker, type ToWorkbookWorker } from './workbook-rows.ts';

export type { FileRow } from './workbook-rows.ts';

// Rows of an interval file as cell texts, streamed: CSV through csv-parse (UTF-8 or Windows-1252, with or
// without BOM, any delimiter of the three) and XLSX through exceljs's streaming reader. Nothing reads the
// whole file into memory; `bytesRead` follows the input for a progress bar. A workbook is parsed in a
// child process of its own (workbook-worker.ts; the parse overlaps the conversion and the database writes).

export type FileEncoding = 'utf-8' | 'windows-1252' | 'xlsx';

export type RowSource = {
  encoding: FileEncoding;
  /** The delimiter used (detected from the first line unless given); ';' for a workbook. */
  delimiter: Delimiter;
  rows: AsyncGenerator<FileRow>;
  /** Bytes of the input consumed so far. */
  bytesRead(): number;
};

const ignore = () => undefined;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** UTF-8 unless the bytes are not valid UTF-8 (then Windows-1252, what Excel on Windows writes). */
export function detectEncoding(head: Buffer): 'utf-8' | 'windows-1252' {
  if (head.subarray(0, 3).equals(UTF8_BOM)) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * Opens a file's rows; `given` overrides what is detected (a corrected mapping). A workbook is always parsed
 * in a bounded child process (never in the server's own process: a hostile workbook could take all its
 * memory or time, and a worker thread out of heap can abort the process it belongs to); `head` marks a
 * reader of the first rows only (preview, detection), whose parse is also bounded in time and shares a few
 * of those processes.
 */
export async function openRows(
  input: Readable,
  given: { encoding?: FileEncoding; delimiter?: Delimiter } = {},
  options: { head?: boolean } = {},
): Promise<RowSource> {
  let bytes = 0;
  // Not destroyed when the reader stops early, and let go of then: an upload's file stream stays paused
  // under a 'readable' listener of a forgotten iterator (resume() does nothing then), so a preview that
  // read its rows could never let the rest of the upload pass, and the request hung (issue 33).
  const iterator = input.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>;
  const letGo = () => void iterator.return?.().catch(ignore);
  const first = await iterator.next();
  const head: Buffer = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
  async function* counted(): AsyncGenerator<Buffer> {
    try {
      bytes += head.length;
      if (head.length > 0) yield head;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        bytes += next.value.length;
        yield next.value;
      }
    } finally {
      letGo();
    }
  }
  const source = Readable.from(counted(), { objectMode: false });
  source.once('close', letGo);
  // Readers stop early (a preview, a crash): the error of a stream torn down then has no one to tell;
  // a reader still iterating gets every error through its iterator.
  source.on('error', ignore);

  if (given.encoding === 'xlsx' || head.subarray(0, 4).equals(ZIP_MAGIC)) {
    const rows = workbookRowsInWorker(source, options.head ?? false);
    return { encoding: 'xlsx', delimiter: ';', rows, bytesRead: () => bytes };
  }
  const encoding = given.encoding ?? detectEncoding(head);
  const headText = new TextDecoder(encoding).decode(head.subarray(0, 64 * 1024));
  const delimiter = given.delimiter ?? detectDelimiter(headText.split(/\r?\n/, 1)[0] ?? '');
  return { encoding, delimiter, rows: csvRows(source, encoding, delimiter), bytesRead: () => bytes };
}

async function* decode(source: Readable, encoding: string): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of source) yield decoder.decode(chunk as Buffer, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

async function* csvRows(source: Readable, encoding: string, delimiter: Delimiter): AsyncGenerator<FileRow> {
  const text = Readable.from(decode(source, encoding)).on('error', ignore);
  const parser = text.pipe(
    parse({
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }),
  );
  parser.on('error', ignore);
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { cells: record.record, row: record.info.lines };
    }
  } catch (error) {
    // csv-parse's own errors (a quote never closed …) are the file's; failing reads are ours.
    if (isSystemError(error)) throw error;
    throw new UnreadableFileError(EMS_IMPORT_MESSAGES.unreadable, { cause: error });
  } finally {
    parser.destroy();
    text.destroy();
    source.destroy();
  }
}

const WORKBOOK_WORKER = new URL('./workbook-worker.ts', import.meta.url);

/**
 * Bounds of a workbook's parse worker. exceljs can stop making progress on a damaged file (an inflate error
 * of a zip entry is lost between its streams: the parse then waits forever) and can take any amount of
 * memory, time or disk on a hostile one (deeply nested XML, shared strings, empty rows or a worksheet that
 * inflate ~1,000-fold). Exported so the tests can shorten them.
 */
export const WORKBOOK_LIMITS = {
  /** The worker's old-generation heap: exceljs keeps a workbook's shared strings and styles, never its rows. */
  heapMb: 512,
  /** A worker that neither asks for bytes nor hands over rows this long while the reader waits is ended. */
  stallMs: 20_000,
  /** The worker's start (loading exceljs) until it first asks for bytes: not the file's doing, so longer. */
  startMs: 60_000,
  /** A reader that reads only the head (preview, detection) gets at most this much of the worker's time. */
  headBusyMs: 30_000,
  /**
   * A reader of the whole file (the import) gets at most this much of the worker's time: the bound no
   * progress games (XML the parser goes through without a row, such as millions of empty cells). Measured
   * here: 25 MB workbooks parsed in 8 s (36,500 rows of 98 cells) and 14 s (1M rows of 4), so the largest
   * file takes well under a minute.
   */
  busyMs: 10 * 60_000,
  /**
   * Rows the parse may go through, empty ones included: a worksheet holds at most 1,048,576 (the XLSX
   * format's limit, Excel's too; a longer long layout — a year of quarters of 100 connections is ~3.5M
   * rows — only fits a CSV). Empty rows are skipped without a row for the reader, and a few bytes each,
   * deflated ~1,000-fold, they keep the worker busy while it keeps pulling bytes: no stall bound ends them.
   */
  rows: 1_048_576,
  /**
   * Cells the parse may go through (a row's up to its last). A cell takes 6–7 bytes of a deflated workbook
   * (measured: 25 MB for 36,500 rows of 98 — a year of quarters of 100 connections in the wide layout — and
   * for 1M rows of 4), so the largest file holds ~10M; one per 2 bytes of it (31M) leaves room.
   */
  cells: MAX_IMPORT_BYTES / 2,
  /**
   * Disk of exceljs's temporary copy of a worksheet (see workbookRowsInWorker): the worksheet's XML, which
   * real workbooks deflate 4–10-fold (measured: 7.7× long layout, 4.5× wide), so 32× the largest file
   * (~1.9 GB) leaves every legitimate one room; a hostile worksheet inflates ~1,000-fold (60 GB).
   */
  tempBytes: 32 * MAX_IMPORT_BYTES,
  /** How often the temporary files are measured (exceljs wrote ~250 MB/s here: ~65 MB a turn). */
  tempCheckMs: 250,
  /** Head readers' parse workers at the same time (each may take `heapMb`); more wait for a turn. */
  headWorkers: 2,
};

/** Dutch messages of a workbook that cannot be read (the preview's field error, the failed import's error). */
export const WORKBOOK_MESSAGES = {
  stalled:
    'Het werkblad kon niet worden gelezen: het lezen liep vast. Het bestand is waarschijnlijk beschadigd; sla het opnieuw op in Excel of als CSV.',
  tooLarge:
    'Het werkblad is te groot of te ingewikkeld om in te lezen (te veel tekst of opmaak). Sla het op als CSV en probeer het opnieuw.',
  tooSlow: 'Het werkblad kon niet op tijd worden gelezen. Sla het op als CSV en probeer het opnieuw.',
  tooManyRows: 'Het werkblad heeft te veel rijen om in te lezen. Sla het op als CSV en probeer het opnieuw.',
  tooManyCells:
    'Het werkblad heeft te veel cellen om in te lezen. Sla het op als CSV en probeer het opnieuw.',
  unpackedTooLarge:
    'Het werkblad is uitgepakt te groot om in te lezen. Sla het op als CSV en probeer het opnieuw.',
} as const;

/** A file that cannot be read as rows (damaged, hostile, not a workbook): the user's to fix, in Dutch. */
export class UnreadableFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableFileError';
  }
}

/** Bytes of the files in `dir`; a file (or the folder) removed meanwhile counts as none. */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir, { recursive: true }).catch(() => [])) {
    total += await stat(path.join(dir, name)).then(
      (info) => (info.isFile() ? info.size : 0),
      () => 0,
    );
  }
  return total;
}

let headWorkersBusy = 0;
const headWorkerQueue: (() => void)[] = [];
async function headWorkerTurn(): Promise<() => void> {
  if (headWorkersBusy >= WORKBOOK_LIMITS.headWorkers) {
    await new Promise<void>((resolve) => headWorkerQueue.push(resolve));
  } else headWorkersBusy++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = headWorkerQueue.shift();
    if (next) next();
    else headWorkersBusy--;
  };
}

/**
 * A workbook's rows parsed by workbook-worker.ts: this side hands over the file's bytes when the worker
 * pulls them and acknowledges each batch of rows as it takes it, which lets the worker parse the next.
 * The worker's heap is bounded; a worker that makes no progress while this side waits for it (no pull, no
 * rows) is terminated, and also after `headBusyMs` (a head reader) or `busyMs` of work in all, or when the
 * rows or cells it went through or its temporary files outgrow their bounds. Those end in an
 * UnreadableFileError with a Dutch message, as does an error of the parser.
 */
async function* workbookRowsInWorker(source: Readable, head: boolean): AsyncGenerator<FileRow> {
  const release = head ? await headWorkerTurn() : () => undefined;
  // exceljs copies a worksheet that comes before the shared strings (or in a workbook without them) to a
  // temporary file and removes it only when it has parsed it to the end: a head reader, a failure or a
  // terminated worker left it behind (the worksheet's whole XML). The worker's temporary files go to a
  // folder of its own, removed when it ends.
  const tmpDir = await mkdtemp(path.join(tmpdir(), 'energiek-workbook-'));
  // The heap bound is the process's own; its standard error (an abort's report) is kept, the last of it.
  // NODE_OPTIONS stays out: the process's Node flags are these alone.
  const { NODE_OPTIONS: _nodeOptions, ...environment } = process.env;
  const worker = fork(fileURLToPath(WORKBOOK_WORKER), [], {
    execArgv: [`--max-old-space-size=${WORKBOOK_LIMITS.heapMb}`],
    serialization: 'advanced',
    env: {
      ...environment,
      TMPDIR: tmpDir,
      ENERGIEK_WORKBOOK: JSON.stringify({
        bounds: { rows: WORKBOOK_LIMITS.rows, cells: WORKBOOK_LIMITS.cells },
      }),
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let report = '';
  worker.stderr?.on('data', (chunk: Buffer) => {
    report = (report + chunk.toString()).slice(-2000);
  });
  // 'close': after the exit and the end of its standard error, so the report is whole
  const exited = new Promise<void>((resolve) => worker.once('close', () => resolve()));
  const terminate = () => {
    if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  };
  const post = (message: ToWorkbookWorker) => {
    if (worker.connected) worker.send(message, (error) => error && fail(error));
  };
  const input = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const batches: FileRow[][] = [];
  let done = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  // The worker is working (for us) while this side waits for rows and no pull of bytes is outstanding.
  let waiting = false;
  let pulling = false;
  let busySince = 0;
  let busyMs = 0;
  let watchdog: NodeJS.Timeout | null = null;
  let started = false;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const fail = (error: unknown) => {
    failure ??= error;
    notify();
  };
  const stopClock = () => {
    if (watchdog) clearTimeout(watchdog);
    watchdog = null;
    if (busySince) busyMs += performance.now() - busySince;
    busySince = 0;
  };
  const startClock = () => {
    stopClock();
    if (!waiting || pulling || failure || done) return;
    if (!started) {
      watchdog = setTimeout(() => {
        fail(new Error('workbook worker did not start'));
        terminate();
      }, WORKBOOK_LIMITS.startMs);
      return;
    }
    busySince = performance.now();
    const busyLeft = (head ? WORKBOOK_LIMITS.headBusyMs : WORKBOOK_LIMITS.busyMs) - busyMs;
    const stalled = WORKBOOK_LIMITS.stallMs <= busyLeft;
    watchdog = setTimeout(
      () => {
        fail(new UnreadableFileError(stalled ? WORKBOOK_MESSAGES.stalled : WORKBOOK_MESSAGES.tooSlow));
        terminate();
      },
      Math.max(0, Math.min(WORKBOOK_LIMITS.stallMs, busyLeft)),
    );
  };
  worker.on('message', (message: FromWorkbookWorker) => {
    started = true;
    if (message.type === 'pull') {
      pulling = true;
      startClock();
      input.next().then((next) => {
        pulling = false;
        startClock();
        if (next.done) return post({ type: 'end' });
        post({ type: 'bytes', bytes: new Uint8Array(next.value) });
      }, fail);
      return;
    }
    if (message.type === 'done') {
      // Measured once more before the end is taken: a copy that outgrew the bound between two
      // measurements fails the file too, however fast it went.
      void tempTooLarge().then((over) => {
        if (over) refuseTemp();
        else done = true;
        startClock();
        notify();
      }, fail);
      return;
    }
    if (message.type === 'rows') batches.push(message.rows);
    else {
      const text =
        message.bound === 'rows'
          ? WORKBOOK_MESSAGES.tooManyRows
          : message.bound === 'cells'
            ? WORKBOOK_MESSAGES.tooManyCells
            : EMS_IMPORT_MESSAGES.unreadable;
      failure ??= new UnreadableFileError(text, { cause: new Error(message.message) });
    }
    startClock();
    notify();
  });
  // exceljs's temporary copy of a worksheet grows as fast as it inflates, with no byte or row passing
  // between the threads (its zip reader takes in the file well ahead): the worker's folder is measured
  // every tempCheckMs while it lives, so the copy ends at most that much writing past tempBytes.
  const tempTooLarge = async () => (await folderBytes(tmpDir)) > WORKBOOK_LIMITS.tempBytes;
  const refuseTemp = () => {
    fail(new UnreadableFileError(WORKBOOK_MESSAGES.unpackedTooLarge));
    terminate();
  };
  let measuring = false;
  const tempWatch = setInterval(() => {
    if (measuring || failure || done) return;
    measuring = true;
    tempTooLarge()
      .then((over) => over && refuseTemp(), fail)
      .finally(() => (measuring = false));
  }, WORKBOOK_LIMITS.tempCheckMs).unref();
  worker.on('error', fail);
  worker.on('close', (code, signal) => {
    if (done) return;
    // V8 aborts a process that runs out of heap (SIGABRT, or exit code 134 from a shell)
    const outOfMemory =
      /heap out of memory|Reached heap limit/u.test(report) || signal === 'SIGABRT' || code === 134;
    fail(
      outOfMemory
        ? new UnreadableFileError(WORKBOOK_MESSAGES.tooLarge, { cause: new Error(report) })
        : new Error(`workbook worker stopped (exit code ${code}, signal ${signal}) ${report}`),
    );
  });
  try {
    for (;;) {
      const batch = batches.shift();
      if (batch) {
        post({ type: 'ack' });
        yield* batch;
        continue;
      }
      if (failure) throw failure;
      if (done) return;
      waiting = true;
      startClock();
      await new Promise<void>((resolve) => (wake = resolve));
      waiting = false;
      stopClock();
    }
  } finally {
    stopClock();
    clearInterval(tempWatch);
    terminate();
    await exited;
    release();
    source.destroy();
    await rm(tmpDir, { recursive: true, force: true });
  }
}

/** The header and the first `limit` rows (for detection and the preview); stops reading there. */
export async function readHead(
  source: RowSource,
  limit: number,
): Promise<{ header: string[]; rows: FileRow[] }> {
  let header: string[] | null = null;
  const rows: FileRow[] = [];
  for await (const row of source.rows) {
    if (header === null) header = row.cells;
    else rows.push(row);
    if (rows.length >= limit) break;
  }
  return { header: header ?? [], rows };
}

/** An operating-system error (ENOENT, EIO, EMFILE …: it has a code and a syscall), not a malformed file. */
export function isSystemError(error: unknown): boolean {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    typeof (error as NodeJS.ErrnoException).syscall === 'string'
  );
}
