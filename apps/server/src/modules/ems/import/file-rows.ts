import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Delimiter } from '@energiek/domain/interval-import';
import { detectDelimiter } from '@energiek/domain/interval-import';
import { EMS_IMPORT_MESSAGES } from '@energiek/contracts/ems-import';
import { UnreadableFileError, readWorkbookRows } from '../../../lib/workbook/bounded-workbook.ts';
import type { FileRow } from '../../../lib/workbook/workbook-rows.ts';

export type { FileRow } from '../../../lib/workbook/workbook-rows.ts';
export {
  UnreadableFileError,
  WORKBOOK_LIMITS,
  WORKBOOK_MESSAGES,
} from '../../../lib/workbook/bounded-workbook.ts';

// Rows of an interval file as cell texts, streamed: CSV through csv-parse (UTF-8 or Windows-1252, with or
// without BOM, any delimiter of the three) and XLSX through exceljs's streaming reader. Nothing reads the
// whole file into memory; `bytesRead` follows the input for a progress bar. A workbook is parsed in a
// child process of its own (lib/workbook, the one bounded reader of every workbook; the parse overlaps the
// conversion and the database writes).

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
    const rows = readWorkbookRows(source, {
      head: options.head ?? false,
      unreadable: EMS_IMPORT_MESSAGES.unreadable,
    });
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
