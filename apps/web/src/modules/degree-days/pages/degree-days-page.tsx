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
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { choiceParam, useListState } from '../../../lib/use-list-state.ts';
import { useDegreeDays } from '../api/degree-days.ts';
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

type Row = DegreeDayRow & { total?: boolean };

/** /v3/degree-days: degree days per month, year or day with totals; admins import KNMI files. */
export function DegreeDaysPage() {
  usePageTitle(T.title);
  const { state, set } = useListState(filtersSchema);
  const [importing, setImporting] = useState(false);
  const mayImport = usePermission({ allOf: ['is:admin', 'master-data:write'] });
  const range = rangeOf(state.view, state.year, state.month);
  const query = useDegreeDays({ station: state.station, interval: state.view, ...range });
  const data = query.data;
  const rows: Row[] = data
    ? [
        ...data.data,
        ...(data.data.length > 0
          ? [{ start: 'total', total: true, meanTemperature: Number.NaN, ...data.meta.total }]
          : []),
      ]
    : [];

  const strong = (row: Row, text: string) => (row.total ? <strong>{text}</strong> : text);
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'period',
      header: T.columns.period,
      cell: (row) => strong(row, row.total ? T.total : periodLabel(state.view, row.start)),
    },
    {
      key: 'days',
      header: T.columns.days,
      align: 'right',
      cell: (row) => strong(row, formatNumber(row.days)),
    },
    {
      key: 'meanTemperature',
      header: T.columns.meanTemperature,
      align: 'right',
      cell: (row) => (row.total ? '' : formatNumber(row.meanTemperature, 1)),
    },
    {
      key: 'degreeDays',
      header: T.columns.degreeDays,
      align: 'right',
      cell: (row) => strong(row, formatNumber(row.degreeDays, 1)),
    },
    {
      key: 'weightedDegreeDays',
      header: T.columns.weightedDegreeDays,
      align: 'right',
      cell: (row) => strong(row, formatNumber(row.weightedDegreeDays, 2)),
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
        <TextField
          label={T.station}
          hint={T.stationHint}
          inputMode="numeric"
          defaultValue={String(state.station)}
          onBlur={(event) => {
            const station = Number(event.target.value);
            if (Number.isInteger(station) && station > 0 && station < 10000) set({ station });
          }}
        />
      </FilterBar>
      {data?.meta.sources.includes('demo') ? (
        <Alert tone="info" title={T.demoTitle} className="mb-4">
          {T.demo}
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
