import { decimalHours, formatHoursMinutes, type HourListItem } from '@energiek/contracts/hours';
import { formatDate, toIsoDate } from '@energiek/contracts/format';
import { csvDecimal, excelDate, toCsv, toXlsx, type XlsxColumn } from '../../core/export.ts';

// The hours export of a filtered list (core/export.ts makes the files): Dutch headers, DD/MM/YYYY dates,
// h:mm durations and decimal hours; the xlsx has real dates and numbers and a total row.

export const EXPORT_HEADERS = [
  'Datum',
  'Medewerker',
  'Klant',
  'Omschrijving',
  'Bron',
  'Duur (uu:mm)',
  'Uren',
] as const;

/** uren-YYYY-MM-DD.xlsx with today's date in Amsterdam. */
export function exportFilename(extension: 'xlsx' | 'csv', now: Date = new Date()): string {
  return `uren-${toIsoDate(now)}.${extension}`;
}

export function hoursCsv(items: readonly HourListItem[]): Buffer {
  return toCsv(
    EXPORT_HEADERS,
    items.map((item) => [
      formatDate(item.date),
      item.user.name,
      item.customer.name,
      item.description,
      item.sourceName,
      formatHoursMinutes(item.seconds),
      csvDecimal(decimalHours(item.seconds)),
    ]),
  );
}

const COLUMNS: readonly XlsxColumn[] = [
  { header: EXPORT_HEADERS[0], key: 'date', width: 12, numFmt: 'dd/mm/yyyy' },
  { header: EXPORT_HEADERS[1], key: 'user', width: 24 },
  { header: EXPORT_HEADERS[2], key: 'customer', width: 32 },
  { header: EXPORT_HEADERS[3], key: 'description', width: 50 },
  { header: EXPORT_HEADERS[4], key: 'source', width: 12 },
  { header: EXPORT_HEADERS[5], key: 'duration', width: 13, alignRight: true },
  { header: EXPORT_HEADERS[6], key: 'hours', width: 10, numFmt: '0.00' },
];

export function hoursXlsx(items: readonly HourListItem[]): Promise<Buffer> {
  const totalSeconds = items.reduce((sum, item) => sum + item.seconds, 0);
  return toXlsx({
    name: 'Uren',
    columns: COLUMNS,
    rows: items.map((item) => ({
      date: excelDate(item.date),
      user: item.user.name,
      customer: item.customer.name,
      description: item.description,
      source: item.sourceName,
      duration: formatHoursMinutes(item.seconds),
      hours: decimalHours(item.seconds),
    })),
    totalRow: {
      date: 'Totaal',
      duration: formatHoursMinutes(totalSeconds),
      hours: decimalHours(totalSeconds),
    },
  });
}
