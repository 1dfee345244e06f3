import {
  formatCurrency,
  formatDate,
  formatEan,
  formatNumber,
  formatQuantity,
} from '@energiek/contracts/format';
import {
  SUPPLY_BASIS_LABELS,
  VOLUME_CERTAINTY_LABELS,
  VOLUME_SOURCE_LABELS,
  type Forecast,
  type ForecastConnection,
  type ForecastTotal,
} from '@energiek/contracts/forecast';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { FORECAST_TEXTS } from '../texts.ts';

const T = FORECAST_TEXTS;
const money = (value: number) => (
  <span className="whitespace-nowrap tabular-nums">{formatCurrency(value)}</span>
);

const totalColumns: DataTableColumn<ForecastTotal>[] = [
  { key: 'year', header: T.columns.year, cell: (t) => t.year },
  {
    key: 'volume',
    header: T.columns.volume,
    cell: (t) => (
      // kWh and m³ on a line each, so the totals fit beside the open drawer at 1440 px (issue 32).
      <span className="tabular-nums">
        <span className="block whitespace-nowrap">{formatNumber(t.volumeKwh)} kWh</span>
        {t.volumeM3 ? <span className="block whitespace-nowrap">{formatNumber(t.volumeM3)} m³</span> : null}
      </span>
    ),
  },
  { key: 'energy', header: T.columns.energy, align: 'right', cell: (t) => money(t.energy + t.markup) },
  { key: 'fixedFees', header: T.columns.fixedFees, align: 'right', cell: (t) => money(t.fixedFees) },
  { key: 'grid', header: T.columns.grid, align: 'right', cell: (t) => money(t.grid) },
  { key: 'energyTax', header: T.columns.energyTax, align: 'right', cell: (t) => money(t.energyTax) },
  { key: 'exclVat', header: T.columns.exclVat, align: 'right', cell: (t) => money(t.totalExclVat) },
  { key: 'vat', header: T.columns.vat, align: 'right', cell: (t) => money(t.vat) },
  {
    key: 'total',
    header: T.columns.total,
    align: 'right',
    cell: (t) => <strong>{money(t.totalInclVat)}</strong>,
  },
];

export function TotalsTable({ data }: { data: Forecast }) {
  return <DataTable label={T.totals} columns={totalColumns} rows={data.totals} rowKey={(t) => t.year} />;
}

function connectionColumns(years: number[]): DataTableColumn<ForecastConnection>[] {
  return [
    {
      key: 'connection',
      header: T.columns.connection,
      cell: (c) => (
        <span>
          <span className="block whitespace-nowrap tabular-nums">{formatEan(c.ean)}</span>
          <span className="block text-xs text-slate-500">{c.address}</span>
        </span>
      ),
    },
    {
      key: 'volume',
      header: T.columns.volume,
      align: 'right',
      cell: (c) => {
        const unit = c.product === 1 ? 'kWh' : 'm³';
        const current = c.years.find((y) => y.current !== null);
        return (
          <span className="tabular-nums">
            <span className="block whitespace-nowrap">
              {c.volume === null ? T.unknown : `${formatNumber(c.volume)} ${unit}`}
            </span>
            {current?.current && current.volume !== null ? (
              <span className="block text-xs text-slate-500" data-testid="current-year-volume">
                {T.currentYear(
                  current.year,
                  formatQuantity(current.volume, unit),
                  formatQuantity(current.current.measured, unit),
                  formatDate(current.current.asOf),
                  formatQuantity(current.current.filled + current.current.rest, unit),
                )}
              </span>
            ) : null}
          </span>
        );
      },
    },
    {
      key: 'source',
      header: T.columns.source,
      cell: (c) => (
        <span>
          {VOLUME_SOURCE_LABELS[c.volumeSource]}
          {c.volumeCertainty ? (
            <span className="block text-xs text-slate-500" data-testid="volume-certainty">
              {T.volumeCertainty(VOLUME_CERTAINTY_LABELS[c.volumeCertainty], c.volumeDays)}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'basis',
      header: T.columns.basis(years[0] ?? 0),
      cell: (c) => {
        const y = c.years[0];
        if (!y) return '';
        const clicked = y.clickedPct === null ? '' : ` (${formatNumber(y.clickedPct, 1)}% geklikt)`;
        return `${SUPPLY_BASIS_LABELS[y.basis]}${clicked}`;
      },
    },
    ...years.map((year, i) => ({
      key: `cost-${year}`,
      header: T.columns.cost(year),
      align: 'right' as const,
      cell: (c: ForecastConnection) => {
        const amounts = c.years[i]?.amounts;
        return amounts ? money(amounts.totalInclVat) : <span className="text-slate-500">{T.unknown}</span>;
      },
    })),
  ];
}

export function ConnectionsTable({ data }: { data: Forecast }) {
  return (
    <DataTable
      label={T.connections}
      columns={connectionColumns(data.years)}
      rows={data.connections}
      rowKey={(c) => c.connectionId}
    />
  );
}
