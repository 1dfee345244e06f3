import type { z } from 'zod';
import { VOLUME_SOURCE_LABELS, type taxOverviewExportQuerySchema } from '@energiek/contracts/tax-overview';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { csvDecimal, toCsv, toXlsx, type ExportFormat, type XlsxCell } from '../../core/export.ts';
import { taxOverviewRows } from './overview.service.ts';

// The taxes overview as a file: every row of the filter (no paging), named as the screen names them, with a
// total. CSV in Dutch Excel style (';', decimal comma), xlsx with real numbers.

const COLUMNS = [
  { key: 'customerName', header: 'Klant', width: 28 },
  { key: 'ean', header: 'EAN', width: 22 },
  { key: 'product', header: 'Product', width: 12 },
  { key: 'address', header: 'Adres', width: 36 },
  { key: 'year', header: 'Jaar', width: 8 },
  { key: 'source', header: 'Bron', width: 22 },
  { key: 'rate', header: 'Tarief', width: 34 },
  { key: 'volume', header: 'Verbruik', width: 14, numFmt: '#,##0.000' },
  { key: 'taxAmount', header: 'Energiebelasting (€)', width: 18, numFmt: '#,##0.00' },
  { key: 'reductionAmount', header: 'Vermindering (€)', width: 16, numFmt: '#,##0.00' },
  { key: 'totalExclVat', header: 'Totaal excl. btw (€)', width: 18, numFmt: '#,##0.00' },
  { key: 'vatAmount', header: 'Btw (€)', width: 12, numFmt: '#,##0.00' },
  { key: 'totalInclVat', header: 'Totaal incl. btw (€)', width: 18, numFmt: '#,##0.00' },
] as const;

/**
 * Which rates a row was computed with: glasshouse horticulture gas (the reduced rate) or the normal rate,
 * and whether that year's rates are verified; empty without a computation (no volume or no rates).
 */
export function rateLabel(glasshouse: boolean, verified: boolean | undefined): string {
  if (verified === undefined) return '';
  const kind = glasshouse ? 'Glastuinbouw (verlaagd tarief)' : 'Normaal';
  return verified ? kind : `${kind} · niet geverifieerd`;
}

export async function exportTaxOverview(
  ctx: ServiceContext,
  actor: Actor,
  input: { query: z.output<typeof taxOverviewExportQuerySchema> },
): Promise<{ format: ExportFormat; filename: string; body: Buffer }> {
  const { format, ...query } = input.query;
  const { rows, total, rateVerified } = await taxOverviewRows(ctx, actor, query);
  const filename = `energiebelasting-${query.year}.${format}`;
  const lines = rows.map((r) => ({
    customerName: r.customerName,
    ean: r.ean,
    product: r.product === 1 ? 'Elektriciteit (kWh)' : 'Gas (m³)',
    address: r.address,
    year: r.year,
    source: VOLUME_SOURCE_LABELS[r.source],
    rate: rateLabel(r.glasshouse, rateVerified.get(r.connectionId)),
    volume: r.volume,
    taxAmount: r.taxAmount,
    reductionAmount: r.reductionAmount,
    totalExclVat: r.totalExclVat,
    vatAmount: r.vatAmount,
    totalInclVat: r.totalInclVat,
  }));
  if (format === 'csv') {
    const cell = (v: string | number | null, digits = 2) =>
      v === null ? '' : typeof v === 'number' ? csvDecimal(v, digits) : v;
    const body = toCsv(
      COLUMNS.map((c) => c.header),
      [
        ...lines.map((l) =>
          COLUMNS.map((c) =>
            c.key === 'year' ? String(l.year) : cell(l[c.key], c.key === 'volume' ? 3 : 2),
          ),
        ),
        COLUMNS.map((c) =>
          c.key === 'customerName' ? 'Totaal' : c.key === 'totalExclVat' ? csvDecimal(total, 2) : '',
        ),
      ],
    );
    return { format, filename, body };
  }
  const body = await toXlsx({
    name: `Energiebelasting ${query.year}`,
    columns: COLUMNS.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.width,
      ...('numFmt' in c ? { numFmt: c.numFmt, alignRight: true } : {}),
    })),
    rows: lines as unknown as Record<string, XlsxCell>[],
    totalRow: { customerName: 'Totaal', totalExclVat: total },
  });
  return { format, filename, body };
}
