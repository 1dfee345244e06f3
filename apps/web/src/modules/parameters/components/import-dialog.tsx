import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { useImportParameters } from '../api/parameters.ts';
import { PARAMETERS_TEXTS } from '../texts.ts';

const T = PARAMETERS_TEXTS.importing;

/** Uploads an xlsx in the export layout; a refused file shows the server's errors per sheet and row. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ message: string; rows: [string, string[]][] } | null>(null);
  const importing = useImportParameters();
  const toast = useToast();

  const submit = () => {
    if (!file) return;
    setReport(null);
    importing.mutate(file, {
      onSuccess: (result) => {
        toast.success(T.done(result.created, result.updated));
        setFile(null);
        onClose();
      },
      onError: (error) => {
        const rows = isApiError(error) ? Object.entries(error.errors) : [];
        setReport({
          message: (isApiError(error) && error.message) || saveErrorMessage(error) || T.failed,
          rows,
        });
      },
    });
  };

  return (
    <Modal
      open={open}
      title={T.title}
      size="large"
      onClose={onClose}
      onOk={submit}
      okLabel={T.ok}
      okDisabled={!file}
      okLoading={importing.isPending}
    >
      <p className="mb-4 text-sm text-slate-600">{T.intro}</p>
      <label className="block text-sm font-medium text-slate-700">
        {T.file}
        <input
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="mt-1.5 block w-full text-sm"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setReport(null);
          }}
        />
      </label>
      {report ? (
        <Alert tone="error" title={report.message} className="mt-4">
          {report.rows.length > 0 ? (
            <ul
              className="mt-2 max-h-64 list-disc space-y-1 overflow-auto pl-5 text-sm"
              aria-label={T.errors}
            >
              {report.rows.map(([where, messages]) => (
                <li key={where}>
                  <span className="font-medium">{where}:</span> {messages.join(' ')}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </Modal>
  );
}
