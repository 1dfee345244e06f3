import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

// A workbook's worksheets (the first, or all) as rows of cell texts, through exceljs's streaming reader.
// Run only in the bounded parse process (workbook-child.ts, forked by bounded-workbook.ts), never in the
// server's own: it imports nothing but exceljs and keeps to syntax Node's type stripping runs as is.

/** A row of a worksheet: its cells' texts from column A, its number, and its worksheet's name. */
export type FileRow = { cells: string[]; row: number; sheet?: string };

/** Which worksheets a parse goes through. */
export type WorkbookSheets = 'first' | 'all';

/** Rows and cells of the worksheet its parse may go through: empty ones count too. */
export type WorkbookBounds = { rows: number; cells: number };

/** The parse went past a bound: `what` says which. */
export class WorkbookBoundError extends Error {
  readonly what: keyof WorkbookBounds;
  constructor(what: keyof WorkbookBounds) {
    super(`the worksheet has more ${what} than allowed`);
    this.name = 'WorkbookBoundError';
    this.what = what;
  }
}

export async function* workbookRows(
  source: Readable,
  bounds: WorkbookBounds = { rows: Infinity, cells: Infinity },
  sheets: WorkbookSheets = 'first',
): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    let rowCount = 0;
    let cellCount = 0;
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        // Counted before an empty row is skipped: millions of them cost the parse time without a row for
        // the reader, and pull bytes often enough that the stall bound never ends them.
        if (++rowCount > bounds.rows) throw new WorkbookBoundError('rows');
        cellCount += Array.isArray(row.values) ? Math.max(0, row.values.length - 1) : 0;
        if (cellCount > bounds.cells) throw new WorkbookBoundError('cells');
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from({ length: values.length }, (_, i) => cellText(values[i]));
        if (cells.every((cell) => cell === '')) continue;
        yield sheets === 'all'
          ? { cells, row: row.number, sheet: sheetName(worksheet) }
          : { cells, row: row.number };
      }
      if (sheets === 'first') break;
    }
  } finally {
    source.destroy();
  }
}

/** The worksheet's name from the workbook part (exceljs's reader has it; its types do not say so). */
function sheetName(worksheet: object): string {
  const name = (worksheet as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
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

/** Messages between the import and its parse worker. */
export type ToWorkbookWorker = { type: 'bytes'; bytes: Uint8Array } | { type: 'end' } | { type: 'ack' };
export type FromWorkbookWorker =
  | { type: 'pull' }
  | { type: 'rows'; rows: FileRow[] }
  | { type: 'done' }
  | { type: 'error'; message: string; bound?: keyof WorkbookBounds };
