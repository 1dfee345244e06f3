import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvField, excelDate, textSafeRow } from '../../core/export.ts';

// The streaming file writer of the exports: rows arrive in batches from the database and leave as CSV
// (';', decimal comma, DD/MM/YYYY, BOM; as core/export.ts makes them) or as xlsx through exceljs's
// streaming workbook writer, so a million rows never sit in memory. Text that a spreadsheet would read
// as a formula is neutralised: in a CSV with the apostrophe of core/export.ts csvField, in xlsx by core/export.ts
// textSafeRow (a string cell formatted as text '@', shown without an apostrophe; issue 33).

export type ColumnKind = 'text' | 'integer' | 'decimal' | 'day';

export type ExportColumn = {
  header: string;
  key: string;
  width: number;
  kind: ColumnKind;
  /** Decimals of a decimal column (default 2). */
  digits?: number;
};

/** One row: text, a number, or a day as 'YYYY-MM-DD' (kind day); null for empty. */
export type ExportRow = Record<string, string | number | null>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function csvCell(column: ExportColumn, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'integer':
      return String(value);
    case 'decimal': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number.toFixed(column.digits ?? 2).replace('.', ',') : '';
    }
    case 'day': {
      const match = DAY.exec(String(value));
      return match ? `${match[3]}/${match[2]}/${match[1]}` : csvField(String(value));
    }
    default:
      return csvField(String(value));
  }
}

function xlsxCell(
  column: ExportColumn,
  value: string | number | null | undefined,
): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'integer':
    case 'decimal': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : null;
    }
    case 'day':
      return DAY.test(String(value)) ? excelDate(String(value)) : String(value);
    default:
      return String(value);
  }
}

const NUMBER_FORMATS: Record<ColumnKind, (column: ExportColumn) => string | undefined> = {
  text: () => undefined,
  integer: () => '0',
  decimal: (column) => `0.${'0'.repeat(column.digits ?? 2)}`,
  day: () => 'dd/mm/yyyy',
};

async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

export type WriteOptions = {
  format: 'xlsx' | 'csv';
  sheetName: string;
  columns: readonly ExportColumn[];
  batches: AsyncIterable<readonly ExportRow[]>;
  out: Writable;
  /** After every batch written, with the rows so far (progress, cancellation). */
  afterBatch?: (rows: number) => Promise<void>;
};

/** Writes the header and every batch to `out` and ends it; answers the number of data rows. */
export async function writeExport(options: WriteOptions): Promise<number> {
  const { columns, out } = options;
  let rows = 0;
  if (options.format === 'csv') {
    await write(out, `\uFEFF${columns.map((column) => csvField(column.header)).join(';')}\r\n`);
    for await (const batch of options.batches) {
      let chunk = '';
      for (const row of batch) {
        chunk += `${columns.map((column) => csvCell(column, row[column.key])).join(';')}\r\n`;
      }
      await write(out, chunk);
      rows += batch.length;
      await options.afterBatch?.(rows);
    }
    out.end();
    return rows;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Energiek';
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.kind](column);
    return {
      header: column.header,
      key: column.key,
      width: column.width,
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of options.batches) {
    for (const row of batch) {
      textSafeRow(
        sheet.addRow(
          Object.fromEntries(columns.map((column) => [column.key, xlsxCell(column, row[column.key])])),
        ),
      ).commit();
    }
    rows += batch.length;
    await options.afterBatch?.(rows);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
