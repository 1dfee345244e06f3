import { useState } from 'react';
import { z } from 'zod';
import type { DegreeDayInterval, DegreeDayRow } from '@energiek/contracts/degree-days';
import { DEFAULT_STATION } from '@energiek/contracts/degree-days';
import { DUTCH_MONTHS, formatDate, formatMonth, formatNumber } from '@energiek/contracts/format';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { choiceParam, useListState } from '../../../lib/use-list-state.ts';
import { useDegreeDayStations, useDegreeDays } from '../api/degree-days.ts';
import { ImportDialog } from '../components/import-dialog.tsx';
import { DEGREE_DAY_TEXTS as T } from '../texts.ts';

const today = new Date();
const THIS_YEAR = today.getFullYear();

const filtersSchema = z.object({
  view: choiceParam(['month', 'year', 'day'], 'month'),
  year: z.coerce.number().int().min(1901).max(2100).catch(THIS_YEAR),
  month: z.coerce
    .number()
    .int()
    .min(1)
    .max(12)
    .catch(today.getMonth() + 1),
  station: z.coerce.number().int().min(1).max(9999).catch(DEFAULT_STATION),
});

const pad = (n: number) => String(n).padStart(2, '0');

/** The days a view shows: a year per month, ten years per year, a month per day (`to` exclusive). */
function rangeOf(view: DegreeDayInterval, year: number, month: number): { from: string; to: string } {
  if (view === 'year') return { from: `${year - 9}-01-01`, to: `${year + 1}-01-01` };
  if (view === 'day') {
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
    return { from: `${year}-${pad(month)}-01`, to: next };
  }
  return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
}

function periodLabel(view: DegreeDayInterval, start: string): string {
  if (view === 'year') return start.slice(0, 4);
  if (view === 'day') return formatDate(start);
  return formatMonth(start);
}

type Row = DegreeDayRow & { total?: boolean; missing?: boolean };

/** /v3/degree-days: degree days per month, year or day with totals; admins import KNMI files. */
export function DegreeDaysPage() {
  usePageTitle(T.title);
  const { state, set } = useListState(filtersSchema);
  const [importing, setImporting] = useState(false);
  const mayImport = usePermission({ allOf: ['is:admin', 'master-data:write'] });
  const range = rangeOf(state.view, state.year, state.month);
  const query = useDegreeDays({ station: state.station, interval: state.view, ...range });
  const data = query.data;
  const stations = useDegreeDayStations();
  const rangeDays = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  const missingRows: Row[] = (data?.meta.missing ?? []).map((start) => ({
    start,
    days: 0,
    periodDays: 0,
    meanTemperature: Number.NaN,
    degreeDays: 0,
    weightedDegreeDays: 0,
    missing: true,
  }));
  // The year view adds up nothing across years: its last row is the mean of the complete years.
  const mean = data?.meta.completeMean ?? null;
  const totalRow: Row[] =
    !data || data.data.length === 0
      ? []
      : state.view === 'year'
        ? mean
          ? [{ start: 'total', total: true, meanTemperature: Number.NaN, periodDays: 0, days: 0, ...mean }]
          : []
        : [
            {
              start: 'total',
              total: true,
              meanTemperature: Number.NaN,
              periodDays: rangeDays,
              ...data.meta.total,
            },
          ];
  const rows: Row[] = data
    ? [...[...data.data, ...missingRows].sort((a, b) => a.start.localeCompare(b.start)), ...totalRow]
    : [];
  const totalLabel = (row: Row) => {
    if (state.view === 'year') return mean ? T.yearMean(mean.periods) : T.total;
    return row.days < rangeDays ? T.totalPartial(row.days, rangeDays) : T.total;
  };
  const periodCell = (row: Row) => {
    if (row.total) return <strong>{totalLabel(row)}</strong>;
    const label = periodLabel(state.view, row.start);
    if (row.missing) return `${label} (${T.missing})`;
    return row.days < row.periodDays ? `${label} (${T.partial(row.days, row.periodDays)})` : label;
  };
  const stationOptions = (stations.data ?? []).map((s) => ({
    value: String(s.station),
    label: T.stationOption(s.station, s.name, formatDate(s.firstDay), formatDate(s.lastDay)),
  }));
  if (!stationOptions.some((o) => o.value === String(state.station)))
    stationOptions.unshift({ value: String(state.station), label: String(state.station) });
  const demo = data?.meta.demo ?? null;
  const allDemo = demo !== null && data !== undefined && demo.days >= data.meta.total.days;

  const strong = (row: Row, text: string) => (row.total ? <strong>{text}</strong> : text);
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'period',
      header: T.columns.period,
      cell: periodCell,
    },
    {
      key: 'days',
      header: T.columns.days,
      align: 'right',
      cell: (row) =>
        row.total && state.view === 'year' ? '' : row.missing ? '0' : strong(row, formatNumber(row.days)),
    },
    {
      key: 'meanTemperature',
      header: T.columns.meanTemperature,
      align: 'right',
      cell: (row) => (row.total || row.missing ? '' : formatNumber(row.meanTemperature, 1)),
    },
    {
      key: 'degreeDays',
      header: T.columns.degreeDays,
      align: 'right',
      cell: (row) => (row.missing ? '' : strong(row, formatNumber(row.degreeDays, 1))),
    },
    {
      key: 'weightedDegreeDays',
      header: T.columns.weightedDegreeDays,
      align: 'right',
      cell: (row) => (row.missing ? '' : strong(row, formatNumber(row.weightedDegreeDays, 2))),
    },
  ];
  const years = Array.from({ length: 40 }, (_, i) => String(THIS_YEAR - i));

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={T.intro}
        action={
          mayImport ? (
            <Button icon="plus" onClick={() => setImporting(true)}>
              {T.import.open}
            </Button>
          ) : null
        }
      />
      <FilterBar columns="md:grid-cols-4">
        <Select
          label={T.view}
          placeholder={null}
          value={state.view}
          onChange={(event) => set({ view: event.target.value as DegreeDayInterval })}
          options={(['month', 'year', 'day'] as const).map((value) => ({ value, label: T.views[value] }))}
        />
        <Select
          label={T.year}
          placeholder={null}
          value={String(state.year)}
          onChange={(event) => set({ year: Number(event.target.value) })}
          options={years.map((value) => ({ value, label: value }))}
        />
        {state.view === 'day' ? (
          <Select
            label={T.month}
            placeholder={null}
            value={String(state.month)}
            onChange={(event) => set({ month: Number(event.target.value) })}
            options={DUTCH_MONTHS.map((label, index) => ({ value: String(index + 1), label }))}
          />
        ) : null}
        <Select
          label={T.station}
          hint={T.stationHint}
          placeholder={null}
          value={String(state.station)}
          onChange={(event) => set({ station: Number(event.target.value) })}
          options={stationOptions}
        />
      </FilterBar>
      {demo && data ? (
        <Alert tone="info" title={T.demoTitle} className="mb-4">
          {allDemo
            ? T.demo
            : T.demoSome(demo.days, data.meta.total.days, formatDate(demo.from), formatDate(demo.to))}
        </Alert>
      ) : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.start}
        loading={query.isPending}
        emptyText={T.empty}
        pageSize={40}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </PageFrame>
  );
}
