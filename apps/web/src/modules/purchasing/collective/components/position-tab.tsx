import { formatCurrency, formatNumber } from '@energiek/contracts/format';
import { POSITION_GRAINS, type PositionRow } from '@energiek/contracts/collective';
import { Chart } from '../../../../components/charts/chart.tsx';
import { FilterBar } from '../../../../components/filter-bar.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { usePosition } from '../api/collective.ts';
import { ADMIN_TEXTS } from '../texts.ts';
import { CollectiveSelect, useCollectiveState } from './collective-select.tsx';

const T = ADMIN_TEXTS.position;
const mwh = (value: string) => `${formatNumber(Number(value), 1)} MWh`;
const euro = (value: string | null) => (value === null ? '—' : formatCurrency(Number(value)));

// A phone shows the period, the share clicked and the weighted price (the chart above shows clicked and
// open volume; issue 32); headers wrap so the table fits beside the sidebar, the values stay on one line.
const columns = [
  { key: 'period', header: T.period, cell: (r: PositionRow) => r.period },
  {
    key: 'expected',
    phone: false,
    header: T.expected,
    align: 'right' as const,
    cell: (r: PositionRow) => <span className="whitespace-nowrap">{mwh(r.expectedMwh)}</span>,
  },
  {
    key: 'clicked',
    phone: false,
    header: T.clicked,
    align: 'right' as const,
    cell: (r: PositionRow) => <span className="whitespace-nowrap">{mwh(r.clickedMwh)}</span>,
  },
  {
    key: 'open',
    phone: false,
    header: T.open,
    align: 'right' as const,
    cell: (r: PositionRow) => <span className="whitespace-nowrap">{mwh(r.openMwh)}</span>,
  },
  {
    key: 'pct',
    header: T.clickedPct,
    align: 'right' as const,
    cell: (r: PositionRow) => (
      <span className="whitespace-nowrap">
        {r.clickedPct === null ? '—' : `${formatNumber(Number(r.clickedPct), 1)} %`}
      </span>
    ),
  },
  {
    key: 'weighted',
    header: T.weighted,
    align: 'right' as const,
    cell: (r: PositionRow) => <span className="whitespace-nowrap">{euro(r.weightedPrice)}</span>,
  },
  {
    key: 'forward',
    phone: false,
    header: T.forward,
    align: 'right' as const,
    cell: (r: PositionRow) => (
      <span className="whitespace-nowrap">
        {r.forwardPrice === null ? T.noForward : `${euro(r.forwardPrice)} (${r.forwardPeriod})`}
      </span>
    ),
  },
  {
    key: 'openValue',
    phone: false,
    header: T.openValue,
    align: 'right' as const,
    cell: (r: PositionRow) => <span className="whitespace-nowrap">{euro(r.openValue)}</span>,
  },
  {
    key: 'price',
    phone: false,
    header: T.priceIncl,
    align: 'right' as const,
    cell: (r: PositionRow) => <span className="whitespace-nowrap">{euro(r.priceInclMarkup)}</span>,
  },
];

/** The Positie tab: clicked against open volume per month, quarter or year, and the figures in a table. */
export function PositionTab() {
  const { state, set } = useCollectiveState();
  const collectiveId = state.collectiveId ? Number(state.collectiveId) : null;
  const position = usePosition(collectiveId, state.grain);
  const rows = position.data?.rows ?? [];
  return (
    <>
      <FilterBar columns="sm:grid-cols-[2fr_1fr]">
        <CollectiveSelect value={state.collectiveId} onChange={(id) => set({ collectiveId: id })} />
        <Select
          label={T.grain}
          placeholder={null}
          options={POSITION_GRAINS.map((grain) => ({ value: grain, label: T.grains[grain] }))}
          value={state.grain}
          onChange={(event) => set({ grain: event.target.value as typeof state.grain })}
        />
      </FilterBar>
      {position.isError ? <Alert tone="error" title={ADMIN_TEXTS.loadFailed} /> : null}
      <Card title={T.chartTitle} className="mb-4">
        <Chart
          label={T.chart}
          kind="bar"
          xAxis="category"
          unit="MWh"
          series={[
            { name: T.clicked, stack: 'v', data: rows.map((r) => [r.period, Number(r.clickedMwh)] as const) },
            {
              name: T.open,
              stack: 'v',
              data: rows.map((r) => [r.period, Math.max(0, Number(r.openMwh))] as const),
            },
          ]}
        />
      </Card>
      <DataTable
        label={T.table}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.period}
        pageSize={48}
        loading={collectiveId !== null && position.isPending}
        emptyText={ADMIN_TEXTS.chooseCollective}
      />
      {position.data ? (
        <p className="mt-3 text-sm text-slate-500">
          {T.forwardNote} {T.markup(formatCurrency(Number(position.data.markup)))}
        </p>
      ) : null}
    </>
  );
}
