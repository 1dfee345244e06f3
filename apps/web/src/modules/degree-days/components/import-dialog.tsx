import { useState } from 'react';
import type { DegreeDayImportResult } from '@energiek/contracts/degree-days';
import { formatDate } from '@energiek/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useImportDegreeDays } from '../api/degree-days.ts';
import { DEGREE_DAY_TEXTS } from '../texts.ts';

const T = DEGREE_DAY_TEXTS.import;

/** Choose a KNMI daily-data file, import it, show what was imported and which rows were skipped. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<DegreeDayImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useImportDegreeDays();

  const close = () => {
    setFile(null);
    setResult(null);
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!file) return;
    setError(null);
    mutation
      .mutateAsync(file)
      .then(setResult)
      .catch((failure: unknown) =>
        setError((isApiError(failure) && failure.fieldError('file')) || serverMessage(failure) || T.failed),
      );
  };

  return (
    <Modal
      open={open}
      title={T.title}
      size="large"
      onClose={close}
      onOk={result ? close : submit}
      okLabel={result ? T.close : T.submit}
      okDisabled={!result && !file}
      okLoading={mutation.isPending}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{T.help}</p>
        {result ? null : (
          <label className="block text-sm font-medium text-slate-700">
            {T.file}
            <input
              type="file"
              accept=".txt,.csv,text/plain,text/csv"
              className="mt-1 block w-full text-sm"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {result ? (
          <>
            <Alert tone={result.rowsRejected > 0 ? 'warning' : 'success'}>
              {T.done(result.rowsImported, result.rowsRejected, result.stations.join(', '))}{' '}
              {result.firstDay && result.lastDay
                ? T.period(formatDate(result.firstDay), formatDate(result.lastDay))
                : null}
            </Alert>
            {result.errors.length > 0 ? (
              <DataTable
                label={T.errorsTable}
                rows={result.errors}
                rowKey={(row) => `${row.row}-${row.column}`}
                pageSize={10}
                columns={[
                  { key: 'row', header: T.errorColumns.row, cell: (row) => row.row, align: 'right' },
                  { key: 'column', header: T.errorColumns.column, cell: (row) => row.column },
                  { key: 'message', header: T.errorColumns.message, cell: (row) => row.message },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </Modal>
  );
}
