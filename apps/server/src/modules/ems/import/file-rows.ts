import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { Delimiter } from '@energiek/domain/interval-import';
import { detectDelimiter } from '@energiek/domain/interval-import';

// Rows of an interval file as cell texts, streamed: CSV through csv-parse (UTF-8 or Windows-1252, with or
// without BOM, any delimiter of the three) and XLSX through exceljs's streaming reader. Nothing reads the
// whole file into memory; `bytesRead` follows the input for a progress bar.

export type FileEncoding = 'utf-8' | 'windows-1252' | 'xlsx';
export type FileRow = { cells: string[]; row: number };

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

/** Opens a file's rows; `given` overrides what is detected (a corrected mapping). */
export async function openRows(
  input: Readable,
  given: { encoding?: FileEncoding; delimiter?: Delimiter } = {},
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
    return { encoding: 'xlsx', delimiter: ';', rows: workbookRows(source), bytesRead: () => bytes };
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

async function* workbookRows(source: Readable): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from({ length: values.length }, (_, i) => cellText(values[i]));
        if (cells.every((cell) => cell === '')) continue;
        yield { cells, row: row.number };
      }
      break; // the first worksheet only
    }
  } finally {
    source.destroy();
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A workbook cell as the text a CSV would have: dates as YYYY-MM-DD, times as HH:MM, numbers with a point. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) {
    // Excel keeps wall-clock times; exceljs hands them over as if they were UTC.
    const y = value.getUTCFullYear();
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    if (y < 1901) {
      // A time of day (a fraction of day 0); 24:00 is day 1 at midnight.
      return value.getUTCDate() === 31 && time === '00:00' ? '24:00' : time;
    }
    const day = `${y}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    return time === '00:00' ? day : `${day} ${time}`;
  }
  if (typeof value === 'object') {
    const cell = value as { result?: unknown; text?: unknown; richText?: { text: string }[] };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.result !== undefined) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
  }
  return '';
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
