import { fork } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FileRow, FromWorkbookWorker, ToWorkbookWorker, WorkbookSheets } from './workbook-rows.ts';

// The one bounded reader of every workbook the server reads (EMS interval imports and their preview, the
// parameters import, …): the parse runs in a child process of its own (workbook-child.ts), never in the
// server's process or a thread of it, so a hostile workbook can at worst end that child. Its heap, time,
// rows, cells and temporary disk are bounded (WORKBOOK_LIMITS, tighter per read where a format is small);
// every bound ends in an UnreadableFileError with a Dutch message, which routes answer as a 422.
// (Issue 33: a parameters workbook whose sheet inflated to 1.2 GB took the server down from the request.)

/** The largest workbook any route accepts (the EMS import's bound); the disk and cell bounds follow it. */
export const MAX_WORKBOOK_BYTES = 60 * 1024 * 1024;

const WORKBOOK_CHILD = new URL('./workbook-child.ts', import.meta.url);

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
  cells: MAX_WORKBOOK_BYTES / 2,
  /**
   * Disk of exceljs's temporary copy of a worksheet (see workbookRowsInWorker): the worksheet's XML, which
   * real workbooks deflate 4–10-fold (measured: 7.7× long layout, 4.5× wide), so 32× the largest file
   * (~1.9 GB) leaves every legitimate one room; a hostile worksheet inflates ~1,000-fold (60 GB).
   */
  tempBytes: 32 * MAX_WORKBOOK_BYTES,
  /** How often the temporary files are measured (exceljs wrote ~250 MB/s here: ~65 MB a turn). */
  tempCheckMs: 250,
  /**
   * Parse processes of readers in a request (a preview, a parameters import: `head` or `inRequest`) at the
   * same time, each may take `heapMb`; more wait for a turn. The import jobs' own are bounded by the job
   * queue's concurrency.
   */
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
  unreadable: 'Het bestand kon niet worden gelezen. Is het een geldig Excel-bestand (.xlsx)?',
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

/** What a read of a workbook asks for. */
export type WorkbookReadOptions = {
  /** The reader takes the first rows only (a preview, a detection): shorter busy time, a shared turn. */
  head?: boolean;
  /** The reader reads the whole file in a request (not a job): it waits for a shared turn as well. */
  inRequest?: boolean;
  /** The first worksheet (default) or every worksheet (each row then names its sheet). */
  sheets?: WorkbookSheets;
  /** Tighter (or looser) bounds than WORKBOOK_LIMITS for this read. */
  limits?: Partial<typeof WORKBOOK_LIMITS>;
  /** The Dutch message of a file the parser refuses (default WORKBOOK_MESSAGES.unreadable). */
  unreadable?: string;
};

/**
 * A workbook's rows parsed by workbook-child.ts: this side hands over the file's bytes when the worker
 * pulls them and acknowledges each batch of rows as it takes it, which lets the worker parse the next.
 * The worker's heap is bounded; a worker that makes no progress while this side waits for it (no pull, no
 * rows) is terminated, and also after `headBusyMs` (a head reader) or `busyMs` of work in all, or when the
 * rows or cells it went through or its temporary files outgrow their bounds. Those end in an
 * UnreadableFileError with a Dutch message, as does an error of the parser.
 */
export async function* readWorkbookRows(
  source: Readable,
  options: WorkbookReadOptions = {},
): AsyncGenerator<FileRow> {
  const head = options.head ?? false;
  const unreadable = options.unreadable ?? WORKBOOK_MESSAGES.unreadable;
  const limits = { ...WORKBOOK_LIMITS, ...options.limits };
  const release = head || options.inRequest ? await headWorkerTurn() : () => undefined;
  // exceljs copies a worksheet that comes before the shared strings (or in a workbook without them) to a
  // temporary file and removes it only when it has parsed it to the end: a head reader, a failure or a
  // terminated worker left it behind (the worksheet's whole XML). The worker's temporary files go to a
  // folder of its own, removed when it ends.
  const tmpDir = await mkdtemp(path.join(tmpdir(), 'energiek-workbook-'));
  // The heap bound is the process's own; its standard error (an abort's report) is kept, the last of it.
  // NODE_OPTIONS stays out: the process's Node flags are these alone.
  const { NODE_OPTIONS: _nodeOptions, ...environment } = process.env;
  const worker = fork(fileURLToPath(WORKBOOK_CHILD), [], {
    execArgv: [`--max-old-space-size=${limits.heapMb}`],
    serialization: 'advanced',
    env: {
      ...environment,
      TMPDIR: tmpDir,
      ENERGIEK_WORKBOOK: JSON.stringify({
        bounds: { rows: limits.rows, cells: limits.cells },
        sheets: options.sheets ?? 'first',
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
      }, limits.startMs);
      return;
    }
    busySince = performance.now();
    const busyLeft = (head ? limits.headBusyMs : limits.busyMs) - busyMs;
    const stalled = limits.stallMs <= busyLeft;
    watchdog = setTimeout(
      () => {
        fail(new UnreadableFileError(stalled ? WORKBOOK_MESSAGES.stalled : WORKBOOK_MESSAGES.tooSlow));
        terminate();
      },
      Math.max(0, Math.min(limits.stallMs, busyLeft)),
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
            : unreadable;
      failure ??= new UnreadableFileError(text, { cause: new Error(message.message) });
    }
    startClock();
    notify();
  });
  // exceljs's temporary copy of a worksheet grows as fast as it inflates, with no byte or row passing
  // between the threads (its zip reader takes in the file well ahead): the worker's folder is measured
  // every tempCheckMs while it lives, so the copy ends at most that much writing past tempBytes.
  const tempTooLarge = async () => (await folderBytes(tmpDir)) > limits.tempBytes;
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
  }, limits.tempCheckMs).unref();
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

/**
 * Every row of a workbook held in memory (`bytes`), read through the bounded child: for small workbooks a
 * request reads whole (parameters). `keep` picks the rows worth holding (e.g. of known worksheets only), so
 * the server holds no more than those.
 */
export async function readWholeWorkbook(
  bytes: Buffer,
  options: Omit<WorkbookReadOptions, 'head'> & { keep?: (row: FileRow) => boolean } = {},
): Promise<FileRow[]> {
  const { keep, ...read } = options;
  const rows: FileRow[] = [];
  for await (const row of readWorkbookRows(Readable.from([bytes]), { inRequest: true, ...read })) {
    if (!keep || keep(row)) rows.push(row);
  }
  return rows;
}
