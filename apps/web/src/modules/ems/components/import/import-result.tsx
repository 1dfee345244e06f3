import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '@energiek/contracts/format';
import type { EmsImportItem, ImportErrorItem } from '@energiek/contracts/ems-import';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useJob } from '../../../../lib/use-job.ts';
import { importKey, useEmsImport } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';

const T = EMS_IMPORT_TEXTS.result;

const COLUMNS: DataTableColumn<ImportErrorItem & { key: number }>[] = [
  { key: 'row', header: T.row, align: 'right', sortValue: (e) => e.row, cell: (e) => e.row },
  { key: 'column', header: T.column, sortValue: (e) => e.column, cell: (e) => e.column },
  { key: 'message', header: T.message, cell: (e) => e.message, className: 'min-w-[16rem]' },
];

/** The error report as a CSV (semicolons, UTF-8 with BOM, so Excel opens it right). */
function errorReportUrl(item: EmsImportItem): string {
  const quote = (text: string | number) => `"${String(text).replace(/"/g, '""')}"`;
  const lines = [[T.row, T.column, T.message].map(quote).join(';')];
  for (const error of item.errors) lines.push([error.row, error.column, error.message].map(quote).join(';'));
  return URL.createObjectURL(new Blob(['\uFEFF' + lines.join('\r\n')], { type: 'text/csv;charset=utf-8' }));
}

/** One import: live progress while its job runs (realtime job.progress), then counts and error report. */
export function ImportResult({ customerId, importId }: { customerId: number; importId: number }) {
  const query = useEmsImport(customerId, importId);
  const item = query.data;
  const { job, finished } = useJob(
    item && (item.status === 'queued' || item.status === 'running') ? item.jobId : null,
  );
  const queryClient = useQueryClient();
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: importKey(customerId, importId) });
  }, [finished, customerId, importId, queryClient]);
  // The list of earlier imports shows this one with its end state.
  const status = query.data?.status;
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: ['ems-imports', customerId, 'list'] });
  }, [status, customerId, queryClient]);

  if (!item) return <Spinner />;
  const live = item.status === 'queued' || item.status === 'running';
  const progress = live ? (job?.progress ?? item.progress) : item.status === 'done' ? 1 : item.progress;
  const counts: [string, number, string][] = [
    [T.rowsRead, item.rowsRead, 'rowsRead'],
    [T.rowsImported, item.rowsImported, 'rowsImported'],
    [T.rowsRejected, item.rowsRejected, 'rowsRejected'],
  ];

  return (
    <Card>
      <div className="space-y-4 p-4 sm:p-6" data-testid="ems-import-result">
        <h2 className="text-lg font-semibold break-all text-slate-900">
          {T.heading}: {item.fileName}
        </h2>
        <ProgressBar
          value={progress}
          state={
            item.status === 'done'
              ? 'completed'
              : item.status === 'failed'
                ? 'failed'
                : (job?.state ?? 'created')
          }
          message={live ? (job?.message ?? T[item.status]) : T[item.status]}
        />
        {item.status === 'failed' ? (
          // A file that could not be read says why (the last error); a job that kept failing does not.
          <Alert tone="error">{item.errors.at(-1)?.message ?? T.failedText}</Alert>
        ) : null}
        <dl className="grid grid-cols-3 gap-3">
          {counts.map(([label, value, id]) => (
            <div key={id} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-xl font-semibold text-slate-900" data-testid={id}>
                {formatNumber(value)}
              </dd>
            </div>
          ))}
        </dl>
        {item.status === 'done' ? <ErrorReport item={item} /> : null}
      </div>
    </Card>
  );
}

function ErrorReport({ item }: { item: EmsImportItem }) {
  if (item.rowsRejected === 0) return <Alert tone="success">{T.noErrors}</Alert>;
  const rows = item.errors.map((error, key) => ({ ...error, key }));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{T.errorsHeading}</h3>
        <a
          href={errorReportUrl(item)}
          download={`foutrapport-import-${item.id}.csv`}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {T.download}
        </a>
      </div>
      {item.errors.length < item.rowsRejected ? (
        <p className="text-sm text-slate-600">{T.errorsLimited(item.errors.length, item.rowsRejected)}</p>
      ) : null}
      <DataTable columns={COLUMNS} rows={rows} rowKey={(e) => e.key} label={T.errorsHeading} pageSize={20} />
    </div>
  );
}
