import {
  USAGE_COLUMNS,
  usagePeakHeader,
  type UsageExportQuery,
  type UsageResponse,
} from '@energiek/contracts/ems-usage';
import { co2Emissions, type Co2Volume } from '@energiek/domain/co2-emissions';
import { localDayOf } from '@energiek/domain/local-time';
import { exactSum, usageBucketLabel } from '@energiek/domain/usage-labels';
import { csvDecimal, toCsv, toXlsx, type ExportFormat, type XlsxCell } from '../../../core/export.ts';
import type { Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { getUsage } from './ems-usage.service.ts';

// The usage table as a file: the rows of the usage API (the same service call), named as the screen
// names them, with exact totals. CSV in Dutch Excel style (';', decimal comma), xlsx with real numbers.

const KEYS = ['consumption', 'consumptionLow', 'production', 'net', 'peakKw'] as const;
/** kg CO2 of a row to 3 decimals (a quarter of 0.25 kWh is 0.075 kg); the total is rounded once. */
const CO2_DIGITS = 3;
export const CO2_HEADER = 'CO₂-uitstoot (kg CO₂)';

export function usageSheet(usage: UsageResponse) {
  const { unit, interval } = usage.meta;
  const headers = [
    USAGE_COLUMNS.period,
    `${USAGE_COLUMNS.consumption} (${unit})`,
    `${USAGE_COLUMNS.consumptionLow} (${unit})`,
    `${USAGE_COLUMNS.production} (${unit})`,
    `${USAGE_COLUMNS.net} (${unit})`,
    usagePeakHeader(usage.meta),
    USAGE_COLUMNS.complete,
    USAGE_COLUMNS.expected,
    CO2_HEADER,
  ];
  // CO2 of the usage (feed-in not subtracted) at the factor of the year the bucket starts in.
  const carrier = unit === 'm³' ? 'gas' : 'electricity';
  const co2Volume = (point: UsageResponse['data'][number]): Co2Volume[] =>
    point.consumption === null
      ? []
      : [{ carrier, year: Number(localDayOf(new Date(point.start)).slice(0, 4)), volume: point.consumption }];
  const co2Kg = (volumes: Co2Volume[]) => co2Emissions(volumes, { digits: CO2_DIGITS }).kg;
  const rows = usage.data.map((point) => ({
    period: usageBucketLabel(point.start, interval),
    consumption: point.consumption,
    consumptionLow: point.consumptionLow,
    production: point.production,
    net: point.net,
    peakKw: point.peakKw,
    count: point.count,
    expected: point.expected,
    co2: co2Kg(co2Volume(point)),
  }));
  const totals = {
    period: 'Totaal',
    ...Object.fromEntries(
      KEYS.map((key) => [key, key === 'peakKw' ? null : exactSum(rows.map((r) => r[key]))]),
    ),
    peakKw: rows.reduce<number | null>(
      (max, r) => (r.peakKw !== null && (max === null || r.peakKw > max) ? r.peakKw : max),
      null,
    ),
    count: rows.reduce((n, r) => n + r.count, 0),
    expected: rows.reduce((n, r) => n + r.expected, 0),
    co2: co2Kg(usage.data.flatMap(co2Volume)),
  } as (typeof rows)[number];
  return { headers, rows, totals };
}

export async function exportUsage(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, query }: { customerId: number; query: UsageExportQuery },
): Promise<{ format: ExportFormat; filename: string; body: Buffer }> {
  const { format, ...usageQuery } = query;
  const usage = await getUsage(ctx, actor, { customerId, query: usageQuery });
  const { headers, rows, totals } = usageSheet(usage);
  const filename = `verbruik-${query.interval}-${query.from}-${query.to}.${format}`;
  const cell = (value: number | null) => (value === null ? '' : csvDecimal(value, 4));
  if (format === 'csv') {
    const lines = [...rows, totals].map((r) => [
      r.period,
      ...KEYS.map((key) => cell(r[key])),
      String(r.count),
      String(r.expected),
      r.co2 === null ? '' : csvDecimal(r.co2, CO2_DIGITS),
    ]);
    return { format, filename, body: toCsv(headers, lines) };
  }
  const keys = ['period', ...KEYS, 'count', 'expected', 'co2'];
  const body = await toXlsx({
    name: 'Verbruik',
    columns: keys.map((key, index) => ({
      header: headers[index] ?? key,
      key,
      width: index === 0 ? 28 : 16,
      ...(index > 0 && index <= KEYS.length ? { numFmt: '#,##0.0000' } : {}),
      ...(key === 'co2' ? { numFmt: '#,##0.000' } : {}),
      alignRight: index > 0,
    })),
    rows: rows as unknown as Record<string, XlsxCell>[],
    totalRow: totals as unknown as Record<string, XlsxCell>,
  });
  return { format, filename, body };
}
