import { useState } from 'react';
import type { DegreeDayImportResult } from '@energiek/contracts/degree-days';
import { formatDate } from '@energiek/contracts/format';
import { FileImportDialog } from '../../../components/form/file-import-dialog.tsx';
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
  return open ? <DegreeDayImport onClose={onClose} /> : null;
}

function DegreeDayImport({ onClose }: { onClose: () => void }) {
  const [result, setResult] = useState<DegreeDayImportResult | null>(null);
  return result ? (
    <Modal open title={T.title} size="large" onClose={onClose} onOk={onClose} okLabel={T.close}>
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{T.help}</p>
        <ImportOutcome result={result} />
      </div>
    </Modal>
  ) : (
    <ImportForm onClose={onClose} onImported={setResult} />
  );
}

function ImportForm({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (result: DegreeDayImportResult) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useImportDegreeDays();

  return (
    <FileImportDialog
      title={T.title}
      submitLabel={T.submit}
      intro={T.help}
      fileLabel={T.file}
      accept=".txt,.csv,text/plain,text/csv"
      importFile={(file) => {
        setError(null);
        return mutation.mutateAsync(file);
      }}
      onClose={onClose}
      // The dialog stays and shows what was imported; that is the answer, no toast.
      onImported={onImported}
      savedMessage={false}
      onRefused={(failure) =>
        setError((isApiError(failure) && failure.fieldError('file')) || serverMessage(failure) || T.failed)
      }
      fileError={error}
    />
  );
}

function ImportOutcome({ result }: { result: DegreeDayImportResult }) {
  return (
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
  );
}
