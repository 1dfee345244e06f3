import { Fragment, useState } from 'react';
import { formatCurrency, formatNumber } from '@energiek/contracts/format';
import {
  VOLUME_CERTAINTY_LABELS,
  VOLUME_SOURCE_LABELS,
  type TaxOverviewRow,
} from '@energiek/contracts/tax-overview';
import { ExportLink } from '../../../components/export-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { serverPages, serverSort } from '../../../lib/list-sort.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { taxOverviewExportUrl, useTaxOverview } from '../api/overview.ts';
import type { TaxesListState } from '../list-state.ts';
import { TAXES_TEXTS } from '../texts.ts';
import { TaxFilters } from './tax-filters.tsx';
import { TaxSettingsDialog } from './tax-settings-dialog.tsx';

const T = TAXES_TEXTS.overview;
const money = (v: number | null) => (v === null ? '–' : formatCurrency(v));
const amount = (v: number | null) => <span className="whitespace-nowrap tabular-nums">{money(v)}</span>;

// A phone shows customer, EAN and the total excl. VAT (issue 32: at 390 px only Klant and EAN were visible).
// The address sits under the EAN and the source under the volume (not columns of their own), so the table fits beside the open drawer at
// 1440 px (it was 1,236 px in a 1,120 px box).
const columns: DataTableColumn<TaxOverviewRow>[] = [
  { key: 'customerName', header: T.columns.customer, sortable: true, cell: (r) => r.customerName },
  {
    key: 'ean',
    header: T.columns.ean,
    sortable: true,
    cell: (r) => (
      <span className="tabular-nums">
        {/* may break between groups of four on a phone only (Chromium breaks at a <wbr> even in nowrap); the text stays the EAN as typed */}
        <span className="sm:whitespace-nowrap">
          {r.ean.match(/.{1,4}/g)?.map((group, i) => (
            <Fragment key={i}>
              {i > 0 ? <wbr className="sm:hidden" /> : null}
              {group}
            </Fragment>
          ))}{' '}
          <span className="text-slate-500">{r.product === 1 ? 'kWh' : 'm³'}</span>
        </span>
        {r.address ? (
          <span className="block text-xs text-slate-500 max-sm:hidden" data-testid="tax-address">
            {r.address}
          </span>
        ) : null}
        {r.glasshouse ? (
          <span className="block text-xs text-amber-700" data-testid="glasshouse-mark">
            {T.glasshouse}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    // The volume with its source under it (not a column of its own; issue 32, 1440 px beside the drawer).
    key: 'volume',
    phone: false,
    header: T.columns.volumeSource,
    sortable: true,
    align: 'right',
    cell: (r) => (
      <span className="tabular-nums">
        <span className="block whitespace-nowrap">
          {r.volume === null ? '–' : `${formatNumber(r.volume)} ${r.product === 1 ? 'kWh' : 'm³'}`}
        </span>
        <span className="block whitespace-nowrap text-xs text-slate-500">
          {VOLUME_SOURCE_LABELS[r.source]}
        </span>
        {r.coverage !== null && r.coverage < 1 ? (
          <span className="block text-xs text-amber-700">
            {T.coverage(`${formatNumber(r.coverage * 100)} %`)}
            {r.extrapolated ? ` · ${T.extrapolated}` : ''}
          </span>
        ) : null}
        {r.certainty ? (
          <span className="block whitespace-nowrap text-xs text-slate-500" data-testid="volume-certainty">
            {T.certainty(VOLUME_CERTAINTY_LABELS[r.certainty])}
          </span>
        ) : null}
      </span>
    ),
  },
  { key: 'tax', phone: false, header: T.columns.tax, align: 'right', cell: (r) => amount(r.taxAmount) },
  {
    key: 'reduction',
    phone: false,
    header: T.columns.reduction,
    align: 'right',
    cell: (r) =>
      amount(r.reductionAmount === null || r.reductionAmount === 0 ? r.reductionAmount : -r.reductionAmount),
  },
  {
    key: 'totalExclVat',
    header: T.columns.total,
    sortable: true,
    align: 'right',
    cell: (r) => amount(r.totalExclVat),
  },
  {
    key: 'totalInclVat',
    phone: false,
    header: T.columns.totalIncl,
    align: 'right',
    cell: (r) => amount(r.totalInclVat),
  },
];

/** The energy tax per customer, connection and year; filters, sort and page in the URL; xlsx/csv export. */
export function OverviewTab({
  state,
  set,
}: {
  state: TaxesListState;
  set: (p: Partial<TaxesListState>) => void;
}) {
  const overview = useTaxOverview(state, true);
  const meta = overview.data?.meta;
  const canEdit = usePermission({ allOf: ['financial-taxes-heffing:read', 'is:admin'] });
  const [editing, setEditing] = useState<TaxOverviewRow | null>(null);
  return (
    <div className="grid gap-4">
      <TaxFilters state={state} set={set} withYear />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-800" data-testid="tax-overview-total">
          {meta ? T.total(formatCurrency(meta.totalExclVat), meta.total) : '\u00a0'}
        </p>
        <div className="flex flex-wrap gap-2">
          {(['xlsx', 'csv'] as const).map((format) => (
            <ExportLink
              key={format}
              href={taxOverviewExportUrl(format, state)}
              fallbackName="energiebelasting"
            >
              {format === 'xlsx' ? T.exportXlsx : T.exportCsv}
            </ExportLink>
          ))}
        </div>
      </div>
      {meta?.unverified ? <Alert tone="warning" title={T.unverified(meta.year)} /> : null}
      {overview.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={overview.data?.data ?? []}
        rowKey={(r) => r.connectionId}
        loading={overview.isPending}
        emptyText={T.empty}
        {...(canEdit ? { onRowClick: setEditing } : {})}
        server={{ ...serverPages(meta, state, set), ...serverSort(state, set) }}
      />
      <p className="text-xs text-slate-500">
        {T.sourceNote} {canEdit ? TAXES_TEXTS.settings.editHint : ''}
      </p>
      {editing ? <TaxSettingsDialog row={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
