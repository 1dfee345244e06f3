import { Link } from 'react-router';
import { PRODUCT_GAS, connectionKindName } from '@energiek/contracts/connections';
import { AUTHORISATION_STATUS_NAMES } from '@energiek/contracts/data-authorisations';
import type { EmsOverviewItem } from '@energiek/contracts/ems-overview';
import { formatCo2, formatDate, formatDateTime, formatEan, formatNumber } from '@energiek/contracts/format';
import type { DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { EMS_OVERVIEW_TEXTS as T } from '../../texts-overview.ts';

// The columns of the EMS overview; sortValue feeds the URL sort (lib/local-list.ts).

const STATUS_ORDER = { expired: 0, none: 1, expiring: 2, future: 3, valid: 4 } as const;
const STATUS_TONE = {
  valid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  expiring: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  expired: 'bg-rose-50 text-rose-800 ring-rose-600/20',
  future: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  none: 'bg-slate-100 text-slate-700 ring-slate-500/20',
} as const;

const volume = (value: number, unit: string) => `${formatNumber(value)} ${unit}`;
const percent = (ratio: number) => `${formatNumber(ratio * 100, 1)}%`;

function Completeness({ row }: { row: EmsOverviewItem }) {
  const { ratio, count, expected } = row.completeness;
  if (ratio === null) return <span className="text-slate-500">{T.noData}</span>;
  const tone = ratio >= 0.99 ? 'bg-emerald-500' : ratio >= 0.9 ? 'bg-amber-500' : 'bg-rose-500';
  return (
    <div className="min-w-32">
      <span className="font-medium tabular-nums">{percent(ratio)}</span>
      <div className="mt-1 h-1.5 w-full rounded-full bg-slate-100" aria-hidden="true">
        <div className={`h-1.5 rounded-full ${tone}`} style={{ width: `${Math.min(100, ratio * 100)}%` }} />
      </div>
      <span className="mt-1 block text-xs text-slate-500 tabular-nums">
        {T.intervals(formatNumber(count), formatNumber(expected))}
      </span>
    </div>
  );
}

function Usage({ row }: { row: EmsOverviewItem }) {
  const change = row.usage.change;
  return (
    <div className="text-right tabular-nums">
      <span className="font-medium">{volume(row.usage.thisYear, row.unit)}</span>
      <span className="block text-xs text-slate-500">
        {T.lastYear(volume(row.usage.lastYear, row.unit))}
        {change === null ? '' : ` · ${change > 0 ? '+' : ''}${formatNumber(change * 100, 1)}%`}
      </span>
      {row.production !== null ? (
        <span className="block text-xs text-slate-500">{T.production(volume(row.production, 'kWh'))}</span>
      ) : null}
      {/* CO2 of this year's usage, in the same cell so the table does not widen (issue 32) */}
      <span className="block text-xs text-slate-500" data-testid="co2-cell">
        {T.co2Cell(row.co2.thisYear === null ? T.co2NoFactor : formatCo2(row.co2.thisYear))}
      </span>
    </div>
  );
}

const peakValue = (v: number | null) => (v === null ? '–' : formatNumber(v, 1));

function Peak({ row }: { row: EmsOverviewItem }) {
  const { month, year, exceeded } = row.peak;
  return (
    <div className="text-right tabular-nums">
      <span className={`font-medium ${exceeded ? 'text-rose-700' : ''}`}>
        {peakValue(month)} / {peakValue(year)} {row.capacityUnit}
      </span>
      <span className="block text-xs text-slate-500">
        {row.contractedCapacity === null
          ? T.noContract
          : T.contracted(`${formatNumber(row.contractedCapacity)} ${row.capacityUnit}`)}
      </span>
      {row.peak.basis === 'day-average' ? (
        <span className="block text-xs text-slate-500" data-testid="peak-basis">
          {T.dayAverage}
        </span>
      ) : null}
      {exceeded ? (
        <span className="mt-1 inline-block rounded bg-rose-50 px-1.5 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-600/20">
          {T.exceededBadge}
        </span>
      ) : null}
    </div>
  );
}

function AuthorisationBadge({ status }: { status: EmsOverviewItem['authorisation']['status'] }) {
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ring-1 ${STATUS_TONE[status]}`}>
      {AUTHORISATION_STATUS_NAMES[status]}
    </span>
  );
}

/** On a phone the connection cell carries the peak (red when above the contract) and the authorisation:
 *  their columns are left out there (issue 32: the table was 843 px wide at 390 px). */
function PhoneLines({ row }: { row: EmsOverviewItem }) {
  const { month, year, exceeded } = row.peak;
  return (
    <span className="mt-1 block sm:hidden">
      <span
        className={`block text-xs tabular-nums ${exceeded ? 'font-semibold text-rose-700' : 'text-slate-500'}`}
      >
        {T.peakShort(`${peakValue(month)} / ${peakValue(year)} ${row.capacityUnit}`)}
        {exceeded ? ` · ${T.exceededBadge}` : ''}
      </span>
      <span className="mt-1 block">
        <AuthorisationBadge status={row.authorisation.status} />
      </span>
    </span>
  );
}

function Authorisation({ row }: { row: EmsOverviewItem }) {
  const { status, validTo, party } = row.authorisation;
  return (
    <div>
      <AuthorisationBadge status={status} />
      {status !== 'none' ? (
        <span className="mt-1 block text-xs text-slate-500">
          {[party, validTo ? T.until(formatDate(validTo)) : status === 'valid' ? T.openEnded : null]
            .filter(Boolean)
            .join(' · ')}
        </span>
      ) : null}
    </div>
  );
}

/** The comparison a row's link opens: gas per degree day; electricity as a carpet where it has quarters or
 *  hours, else (day values from meter readings: no carpet) period against period. */
export function compareKind(row: Pick<EmsOverviewItem, 'product' | 'intervalMinutes'>) {
  if (row.product === PRODUCT_GAS) return 'degree-days';
  return row.intervalMinutes === 1440 ? 'periods' : 'carpet';
}

export function overviewColumns(customerId: number): DataTableColumn<EmsOverviewItem>[] {
  return [
    {
      key: 'ean',
      header: T.columns.connection,
      sortable: true,
      sortValue: (row) => row.ean,
      cell: (row) => (
        <div className="min-w-44">
          <span className="font-mono text-sm whitespace-nowrap">{formatEan(row.ean)}</span>
          <span className="block text-xs text-slate-500">
            {connectionKindName(row.product, row.hasProd)}
            {row.address ? ` · ${row.address}` : ''}
          </span>
          <PhoneLines row={row} />
          <Link
            className="text-xs font-medium text-brand-700 hover:underline"
            to={`/v3/customers/${customerId}/ems/comparisons?kind=${compareKind(row)}&connectionId=${row.connectionId}`}
          >
            {T.compare}
          </Link>
        </div>
      ),
    },
    {
      key: 'lastInterval',
      header: T.columns.lastInterval,
      phone: false,
      sortable: true,
      sortValue: (row) => row.lastInterval ?? undefined,
      cell: (row) =>
        row.lastInterval ? (
          <time dateTime={row.lastInterval} className="whitespace-nowrap tabular-nums">
            {/* daily meter readings start at midnight: the day is the reading, a time would mislead */}
            {row.peak.basis === 'day-average'
              ? formatDate(row.lastInterval)
              : formatDateTime(row.lastInterval)}
          </time>
        ) : (
          <span className="text-slate-500">{T.noData}</span>
        ),
    },
    {
      key: 'completeness',
      header: T.columns.completeness,
      phone: false,
      sortable: true,
      sortValue: (row) => row.completeness.ratio ?? undefined,
      cell: (row) => <Completeness row={row} />,
    },
    {
      key: 'usage',
      header: T.columns.usage,
      align: 'right',
      sortable: true,
      sortValue: (row) => row.usage.thisYear,
      cell: (row) => <Usage row={row} />,
    },
    {
      key: 'peak',
      header: T.columns.peak,
      phone: false,
      align: 'right',
      sortable: true,
      sortValue: (row) => row.peak.year ?? undefined,
      cell: (row) => <Peak row={row} />,
    },
    {
      key: 'authorisation',
      header: T.columns.authorisation,
      phone: false,
      sortable: true,
      sortValue: (row) => STATUS_ORDER[row.authorisation.status],
      cell: (row) => <Authorisation row={row} />,
    },
  ];
}
