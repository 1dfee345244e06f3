import ExcelJS from 'exceljs';
import { formatNumber } from '@energiek/contracts/format';

// Spreadsheet exports as Dutch Excel expects them, shared by every area that offers "Exporteren":
// CSV with ';', a decimal comma and a UTF-8 BOM (Excel in a Dutch locale opens it in columns), and xlsx
// via exceljs with real dates and numbers. Both neutralise formula injection (OWASP "CSV injection"):
// text that a spreadsheet would read as a formula gets a leading apostrophe.

/** Text starting with one of these is read as a formula (or a DDE call) by spreadsheet programs. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet cell that is never a formula: a leading apostrophe where it could be. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type ExportFormat = keyof typeof CONTENT_TYPES;

/** The headers of a file download that must not be cached. */
export function downloadHeaders(format: ExportFormat, filename: string): Record<string, string> {
  return {
    'content-type': CONTENT_TYPES[format],
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}

/** A number with a decimal comma and without thousands separators ('1234,50'), for CSV cells. */
export function csvDecimal(value: number, digits = 2): string {
  return formatNumber(value, digits).replaceAll('.', '');
}

export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Header and rows as CSV: ';' separated, CRLF lines, quoted where needed, BOM first. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  const lines = [headers, ...rows].map((cells) => cells.map(csvField).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A calendar day (YYYY-MM-DD) as the date Excel shows for it (Excel dates carry no time zone). */
export function excelDate(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

export type XlsxCell = string | number | Date | null | undefined;

export type XlsxColumn = {
  header: string;
  key: string;
  width: number;
  /** Excel number format, e.g. 'dd/mm/yyyy' or '0.00'. */
  numFmt?: string;
  alignRight?: boolean;
};

export type XlsxSheet = {
  name: string;
  columns: readonly XlsxColumn[];
  rows: readonly Record<string, XlsxCell>[];
  /** A bold last row (totals), keyed as the rows. */
  totalRow?: Record<string, XlsxCell>;
};

/**
 * A text that a spreadsheet would read as a formula stays a text cell as it is, formatted as text ('@'), so
 * it is shown without the apostrophe a CSV needs and stays text when someone edits the cell (issue 33).
 * exceljs writes a string as a string cell, never as a formula. The streaming export writer uses it too.
 */
export function textSafeRow(row: ExcelJS.Row): ExcelJS.Row {
  row.eachCell((cell) => {
    if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) cell.numFmt = '@';
  });
  return row;
}

function addSheet(workbook: ExcelJS.Workbook, sheet: XlsxSheet): void {
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width,
    style: {
      ...(column.numFmt ? { numFmt: column.numFmt } : {}),
      ...(column.alignRight ? { alignment: { horizontal: 'right' as const } } : {}),
    },
  }));
  worksheet.getRow(1).font = { bold: true };
  const lastColumn = worksheet.getColumn(sheet.columns.length).letter;
  worksheet.autoFilter = { from: 'A1', to: `${lastColumn}1` };
  for (const row of sheet.rows) textSafeRow(worksheet.addRow(row));
  if (sheet.totalRow) textSafeRow(worksheet.addRow(sheet.totalRow)).font = { bold: true };
}

/**
 * The one way to write a workbook in memory: each sheet with a bold, frozen, filterable header row and
 * formula-safe text (a large export streams through modules/exports/exports.writer.ts instead).
 */
export async function toXlsx(sheets: XlsxSheet | readonly XlsxSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Energiek';
  workbook.created = new Date();
  for (const sheet of Array.isArray(sheets) ? sheets : [sheets]) addSheet(workbook, sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
