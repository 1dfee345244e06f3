import ExcelJS from 'exceljs';
import { decimalHours, formatHoursMinutes, type HourListItem } from '@energiek/contracts/hours';
import { formatDate, formatNumber, toIsoDate } from '@energiek/contracts/format';

// The hours export of a filtered list, as Dutch Excel expects it: Dutch headers, DD/MM/YYYY dates,
// h:mm durations and decimal hours. The CSV uses ';' and a decimal comma with a UTF-8 BOM (Excel in a
// Dutch locale opens it in columns); the xlsx has real dates and numbers, a bold header and a total row.

export const EXPORT_HEADERS = [
  'Datum',
  'Medewerker',
  'Klant',
  'Omschrijving',
  'Bron',
  'Duur (uu:mm)',
  'Uren',
] as const;

export type ExportFile = { body: Buffer; contentType: string; filename: string };

/** uren-YYYY-MM-DD.xlsx with today's date in Amsterdam. */
export function exportFilename(extension: 'xlsx' | 'csv', now: Date = new Date()): string {
  return `uren-${toIsoDate(now)}.${extension}`;
}

function csvField(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The decimal hours with a comma and without thousands separators ('1234,50'). */
function csvHours(seconds: number): string {
  return formatNumber(decimalHours(seconds), 2).replaceAll('.', '');
}

export function hoursCsv(items: readonly HourListItem[]): Buffer {
  const lines = [EXPORT_HEADERS.join(';')];
  for (const item of items) {
    lines.push(
      [
        formatDate(item.date),
        item.user.name,
        item.customer.name,
        item.description,
        item.sourceName,
        formatHoursMinutes(item.seconds),
        csvHours(item.seconds),
      ]
        .map(csvField)
        .join(';'),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A calendar day as the date Excel shows for it (Excel dates carry no time zone). */
function excelDate(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

export async function hoursXlsx(items: readonly HourListItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Energiek';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Uren', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: EXPORT_HEADERS[0], key: 'date', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
    { header: EXPORT_HEADERS[1], key: 'user', width: 24 },
    { header: EXPORT_HEADERS[2], key: 'customer', width: 32 },
    { header: EXPORT_HEADERS[3], key: 'description', width: 50 },
    { header: EXPORT_HEADERS[4], key: 'source', width: 12 },
    { header: EXPORT_HEADERS[5], key: 'duration', width: 13, style: { alignment: { horizontal: 'right' } } },
    { header: EXPORT_HEADERS[6], key: 'hours', width: 10, style: { numFmt: '0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: 'A1', to: 'G1' };
  let totalSeconds = 0;
  for (const item of items) {
    totalSeconds += item.seconds;
    sheet.addRow({
      date: excelDate(item.date),
      user: item.user.name,
      customer: item.customer.name,
      description: item.description,
      source: item.sourceName,
      duration: formatHoursMinutes(item.seconds),
      hours: decimalHours(item.seconds),
    });
  }
  const total = sheet.addRow({
    date: 'Totaal',
    duration: formatHoursMinutes(totalSeconds),
    hours: decimalHours(totalSeconds),
  });
  total.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
