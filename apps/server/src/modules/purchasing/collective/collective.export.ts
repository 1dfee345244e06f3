import { formatDate, toIsoDate } from '@energiek/contracts/format';
import { csvDecimal, excelDate, toCsv, toXlsx, type XlsxColumn } from '../../../core/export.ts';
import type { AllocationExport } from './collective-clicks.service.ts';

// The allocation export of a collective (core/export.ts makes the files): one row per participant and
// click with the MWh and € allotted, Dutch headers; CSV with ';' and a decimal comma, xlsx with real
// dates and numbers and a total row.

export const EXPORT_HEADERS = [
  'Klant',
  'EAN',
  'Klikdatum',
  'Periode',
  'Load',
  'Prijs (€/MWh)',
  'Toegewezen volume (MWh)',
  'Bedrag (€)',
] as const;

const LOADS = { base: 'Base', peak: 'Peak' } as const;

export function allocationFilename(collectiveId: number, extension: 'xlsx' | 'csv', now = new Date()) {
  return `collectief-${collectiveId}-toewijzing-${toIsoDate(now)}.${extension}`;
}

export function allocationCsv(allocation: AllocationExport): Buffer {
  return toCsv(
    EXPORT_HEADERS,
    allocation.rows.map((row) => [
      row.customerName,
      row.ean,
      formatDate(row.clickDate),
      row.period,
      LOADS[row.load],
      csvDecimal(Number(row.price), 2),
      csvDecimal(Number(row.mwh), 3),
      csvDecimal(Number(row.cost), 2),
    ]),
  );
}

const COLUMNS: readonly XlsxColumn[] = [
  { header: EXPORT_HEADERS[0], key: 'customer', width: 32 },
  { header: EXPORT_HEADERS[1], key: 'ean', width: 22 },
  { header: EXPORT_HEADERS[2], key: 'date', width: 12, numFmt: 'dd/mm/yyyy' },
  { header: EXPORT_HEADERS[3], key: 'period', width: 10 },
  { header: EXPORT_HEADERS[4], key: 'load', width: 8 },
  { header: EXPORT_HEADERS[5], key: 'price', width: 14, numFmt: '0.00' },
  { header: EXPORT_HEADERS[6], key: 'mwh', width: 22, numFmt: '0.000' },
  { header: EXPORT_HEADERS[7], key: 'cost', width: 14, numFmt: '0.00' },
];

export function allocationXlsx(allocation: AllocationExport): Promise<Buffer> {
  const rows = allocation.rows;
  // Sums in thousandths and cents, so the total row carries no float noise.
  const mwh = rows.reduce((sum, row) => sum + Math.round(Number(row.mwh) * 1000), 0) / 1000;
  const cost = rows.reduce((sum, row) => sum + Math.round(Number(row.cost) * 100), 0) / 100;
  return toXlsx({
    name: 'Toewijzing',
    columns: COLUMNS,
    rows: rows.map((row) => ({
      customer: row.customerName,
      ean: row.ean,
      date: excelDate(row.clickDate),
      period: row.period,
      load: LOADS[row.load],
      price: Number(row.price),
      mwh: Number(row.mwh),
      cost: Number(row.cost),
    })),
    totalRow: { customer: 'Totaal', mwh, cost },
  });
}
