import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { parse } from 'csv-parse';
import type { Delimiter } from '@energiek/domain/interval-import';
import { detectDelimiter } from '@energiek/domain/interval-import';
import {
  workbookRows,
  type FileRow,
  type FromWorkbookWorker,
  type ToWorkbookWorker,
} from './workbook-rows.ts';

export type { FileRow } from './workbook-rows.ts';

// Rows of an interval file as cell texts, streamed: CSV through csv-parse (UTF-8 or Windows-1252, with or
// without BOM, any delimiter of the three) and XLSX through exceljs's streaming reader. Nothing reads the
// whole file into memory; `bytesRead` follows the input for a progress bar. A workbook is parsed in a worker
// thread when asked (the import job: the parse then overlaps the conversion and the database writes).

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
 * Opens a file's rows; `given` overrides what is detected (a corrected mapping). `workbookInWorker` parses
 * a workbook in a worker thread (worth its start-up for a whole file, not for a preview).
 */
export async function openRows(
  input: Readable,
  given: { encoding?: FileEncoding; delimiter?: Delimiter } = {},
  options: { workbookInWorker?: boolean } = {},
): Promise<RowSource> {
  let bytes = 0;
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await iterator.next();
  const head: Buffer = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
  async function* counted(): AsyncGenerator<Buffer> {
    bytes += head.length;
    if (head.length > 0) yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      bytes += next.value.length;
      yield next.value;
    }
  }
  const source = Readable.from(counted(), { objectMode: false });
  // Readers stop early (a preview, a crash): the error of a stream torn down then has no one to tell;
  // a reader still iterating gets every error through its iterator.
  source.on('error', ignore);

  if (given.encoding === 'xlsx' || head.subarray(0, 4).equals(ZIP_MAGIC)) {
    const rows = options.workbookInWorker ? workbookRowsInWorker(source) : workbookRows(source);
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
  } finally {
    parser.destroy();
    text.destroy();
    source.destroy();
  }
}

const WORKBOOK_WORKER = new URL('./workbook-worker.ts', import.meta.url);
/** The parse worker's heap: exceljs keeps a workbook's shared strings and styles, never its rows. */
const WORKER_HEAP_MB = 512;

/**
 * A workbook's rows parsed by workbook-worker.ts: this side hands over the file's bytes when the worker
 * pulls them and acknowledges each batch of rows as it takes it, which lets the worker parse the next.
 */
async function* workbookRowsInWorker(source: Readable): AsyncGenerator<FileRow> {
  const worker = new Worker(WORKBOOK_WORKER, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  const post = (message: ToWorkbookWorker, transfer?: ArrayBuffer[]) => worker.postMessage(message, transfer);
  const input = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const batches: FileRow[][] = [];
  let done = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const fail = (error: unknown) => {
    failure ??= error;
    notify();
  };
  worker.on('message', (message: FromWorkbookWorker) => {
    if (message.type === 'pull') {
      input.next().then((next) => {
        if (next.done) return post({ type: 'end' });
        // A copy of its own: a stream's chunk may be a view of a larger, shared buffer.
        const bytes = new Uint8Array(next.value);
        post({ type: 'bytes', bytes }, [bytes.buffer]);
      }, fail);
      return;
    }
    if (message.type === 'rows') batches.push(message.rows);
    else if (message.type === 'done') done = true;
    else failure ??= new Error(message.message);
    notify();
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!done) fail(new Error(`workbook worker stopped (exit code ${code})`));
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
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    await worker.terminate();
    source.destroy();
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
