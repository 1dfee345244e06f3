import { formatNumber, formatQuantityNumber, type QuantityUnit } from '@energiek/contracts/format';
import { usagePeakHeader, type UsagePoint, type UsageResponse } from '@energiek/contracts/ems-usage';
import { usageBucketLabel } from '@energiek/domain/usage-labels';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { USAGE_TEXTS } from '../../texts-usage.ts';
import type { UsageTotals } from './usage-view.ts';

const T = USAGE_TEXTS;
/** The value by its unit's rule (issue 32: kWh and m³ whole or one decimal below 100, kW one decimal). */
const amount = (value: number | null, unit: QuantityUnit) =>
  value === null ? '–' : formatQuantityNumber(value, unit);
/** The stored value, 4 decimals, as the export writes it: the cell's tooltip, so the exact figure stays at hand. */
const exact = (value: number | null) => (value === null ? undefined : formatNumber(value, 4));

function Amount({ value, unit }: { value: number | null; unit: QuantityUnit }) {
  return <span title={exact(value)}>{amount(value, unit)}</span>;
}

// A phone shows period, usage (feed-in beneath) and peak; the low-tariff share, feed-in, net and the
// interval count are left out there (issue 32: 472 px and more at 390 px).
function columns(usage: UsageResponse): DataTableColumn<UsagePoint>[] {
  const { unit, peakUnit, interval } = usage.meta;
  const list: DataTableColumn<UsagePoint>[] = [
    {
      key: 'period',
      header: T.columns.period,
      className: 'whitespace-nowrap',
      cell: (p) => usageBucketLabel(p.start, interval),
    },
    {
      key: 'consumption',
      header: `${T.columns.consumption} (${unit})`,
      align: 'right',
      cell: (p) => (
        <>
          <Amount value={p.consumption} unit={unit} />
          {unit === 'kWh' && p.production !== null && p.production !== 0 ? (
            <span className="block text-xs text-slate-500 sm:hidden">
              {T.productionLine(amount(p.production, unit))}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'consumptionLow',
      header: `${T.columns.consumptionLow} (${unit})`,
      align: 'right',
      phone: false,
      cell: (p) => <Amount value={p.consumptionLow} unit={unit} />,
    },
  ];
  if (unit === 'kWh') {
    list.push(
      {
        key: 'production',
        header: `${T.columns.production} (${unit})`,
        align: 'right',
        phone: false,
        cell: (p) => <Amount value={p.production} unit={unit} />,
      },
      {
        key: 'net',
        header: `${T.columns.net} (${unit})`,
        align: 'right',
        phone: false,
        cell: (p) => <Amount value={p.net} unit={unit} />,
      },
    );
  }
  list.push(
    {
      key: 'peak',
      header: usagePeakHeader(usage.meta),
      align: 'right',
      cell: (p) => <Amount value={p.peakKw} unit={peakUnit} />,
    },
    {
      key: 'complete',
      header: T.columns.complete,
      align: 'right',
      phone: false,
      cell: (p) => `${formatNumber(p.count)} / ${formatNumber(p.expected)}`,
    },
  );
  return list;
}

export function UsageTable({ usage, loading }: { usage: UsageResponse; loading: boolean }) {
  return (
    <DataTable
      label={T.table}
      columns={columns(usage)}
      rows={usage.data}
      rowKey={(p) => p.start}
      loading={loading}
      emptyText={T.empty}
      pageSize={usage.meta.interval === 'quarter' ? 96 : 50}
    />
  );
}

/** The totals of the period shown, by the unit's rule (the export's total row keeps the stored decimals). */
export function UsageSummary({ usage, totals }: { usage: UsageResponse; totals: UsageTotals }) {
  const { unit, peakUnit } = usage.meta;
  const items: Array<[string, string, string]> = [
    [T.totalConsumption, `${amount(totals.consumption, unit)} ${unit}`, 'total-consumption'],
  ];
  if (unit === 'kWh') {
    items.push([T.totalProduction, `${amount(totals.production, unit)} ${unit}`, 'total-production']);
    items.push([T.totalNet, `${amount(totals.net, unit)} ${unit}`, 'total-net']);
  }
  items.push([
    usage.meta.peakBasis === 'day-average' ? T.maxDayAverage : T.maxPeak,
    `${amount(totals.maxPeak, peakUnit)} ${peakUnit}`,
    'max-peak',
  ]);
  const share = totals.expected > 0 ? (100 * totals.count) / totals.expected : 0;
  items.push([T.completeness, `${formatNumber(share, 1)}%`, 'completeness']);
  return (
    <dl aria-label={T.totals} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {items.map(([label, value, id]) => (
        <div key={id} className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
