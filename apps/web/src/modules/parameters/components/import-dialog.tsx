import { useState } from 'react';
import { FileImportDialog } from '../../../components/form/file-import-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { useImportParameters } from '../api/parameters.ts';
import { PARAMETERS_TEXTS } from '../texts.ts';

const T = PARAMETERS_TEXTS.importing;

type Report = { message: string; rows: [string, string[]][] };

/** Uploads an xlsx in the export layout; a refused file shows the server's errors per sheet and row. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <ImportForm onClose={onClose} /> : null;
}

function ImportForm({ onClose }: { onClose: () => void }) {
  const [report, setReport] = useState<Report | null>(null);
  const importing = useImportParameters();

  return (
    <FileImportDialog
      title={T.title}
      submitLabel={T.ok}
      intro={T.intro}
      fileLabel={T.file}
      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      importFile={(file) => {
        setReport(null);
        return importing.mutateAsync(file);
      }}
      onClose={onClose}
      savedMessage={(result) => T.done(result.created, result.updated)}
      // Every refusal shows in the report (its errors are per sheet and row, not per field).
      onRefused={(error) =>
        setReport({
          message: (isApiError(error) && error.message) || saveErrorMessage(error) || T.failed,
          rows: isApiError(error) ? Object.entries(error.errors) : [],
        })
      }
      onPick={() => setReport(null)}
    >
      {report ? (
        <Alert tone="error" title={report.message}>
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
    </FileImportDialog>
  );
}
