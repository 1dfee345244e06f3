import { z } from 'zod';
import { formatDate, formatDateTime, formatNumber } from '@energiek/contracts/format';
import type { ExportItem } from '@energiek/contracts/exports';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { exportClickHandler } from '../../../lib/download.ts';
import { pageParam, useListState } from '../../../lib/use-list-state.ts';
import { downloadUrl, useDeleteExport, useExportCatalogue, useExports } from '../api/exports.ts';
import { ExportRequestForm } from '../components/export-request-form.tsx';
import { ExportStatus } from '../components/export-status.tsx';
import { EXPORTS_TEXTS } from '../texts.ts';
import { serverPages } from '../../../lib/list-sort.ts';

const T = EXPORTS_TEXTS;
const listState = z.object({ page: pageParam() });

/** '1,2 MB', '340 kB', '512 B'. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes >= 1_000_000) return `${formatNumber(bytes / 1_000_000, 1)} MB`;
  if (bytes >= 1000) return `${formatNumber(bytes / 1000, 0)} kB`;
  return `${bytes} B`;
}

/** /v3/exports: start an export from the catalogue and download the files of the last 7 days. */
export function ExportsPage() {
  usePageTitle(T.pageTitle);
  const { state, set } = useListState(listState);
  const catalogue = useExportCatalogue();
  const exports = useExports(state.page);
  const remove = useDeleteExport();
  const toast = useToast();

  const columns: DataTableColumn<ExportItem>[] = [
    {
      key: 'export',
      header: T.columns.export,
      cell: (item) => (
        <div className="min-w-48">
          <div className="font-medium text-slate-900">{item.typeName}</div>
          <div className="text-xs text-slate-500">{item.description}</div>
        </div>
      ),
    },
    { key: 'format', header: T.columns.format, cell: (item) => item.format.toUpperCase() },
    { key: 'requestedBy', header: T.columns.requestedBy, cell: (item) => item.requestedBy?.name ?? '' },
    {
      key: 'createdAt',
      header: T.columns.createdAt,
      cell: (item) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(item.createdAt)}</span>
      ),
    },
    {
      key: 'rows',
      header: T.columns.rows,
      align: 'right',
      cell: (item) => (
        <span className="tabular-nums">{item.rows === null ? '' : formatNumber(item.rows)}</span>
      ),
    },
    {
      key: 'size',
      header: T.columns.size,
      align: 'right',
      cell: (item) => <span className="whitespace-nowrap tabular-nums">{formatSize(item.size)}</span>,
    },
    { key: 'status', header: T.columns.status, cell: (item) => <ExportStatus item={item} /> },
    {
      key: 'actions',
      header: T.columns.actions,
      cell: (item) => (
        <div className="flex flex-wrap items-center gap-2">
          {item.status === 'klaar' ? (
            <a
              className={buttonClasses('border')}
              href={downloadUrl(item.id)}
              download
              title={T.expires(formatDate(item.expiresAt))}
              onClick={onDownloadClick}
            >
              {T.download}
            </a>
          ) : null}
          <Button
            variant="link"
            icon="trash"
            onClick={() => remove.mutate(item.id, { onSuccess: () => toast.success(T.removed) })}
          >
            {T.remove}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <PageFrame wide>
      <PageHeader title={T.title} intro={T.intro} />
      {catalogue.data ? (
        <ExportRequestForm catalogue={catalogue.data.data} unavailable={catalogue.data.unavailable} />
      ) : null}
      {exports.isError || catalogue.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={exports.data?.data ?? []}
        rowKey={(item) => item.id}
        loading={exports.isPending}
        emptyText={T.empty}
        server={{ ...serverPages(exports.data?.meta, state, set) }}
      />
    </PageFrame>
  );
}

const onDownloadClick = exportClickHandler('export');
