import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ChosenFile, FileDrop } from '../../../components/form/file-drop.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useImportParameters } from '../api/parameters.ts';
import { PARAMETERS_TEXTS } from '../texts.ts';

const T = PARAMETERS_TEXTS.importing;

const importFormSchema = z.object({ file: z.custom<File | null>() });

type Report = { message: string; rows: [string, string[]][] };

/** Uploads an xlsx in the export layout; a refused file shows the server's errors per sheet and row. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <ImportForm onClose={onClose} /> : null;
}

function ImportForm({ onClose }: { onClose: () => void }) {
  const [report, setReport] = useState<Report | null>(null);
  const importing = useImportParameters();
  const contract = useDialogForm({
    schema: importFormSchema,
    defaultValues: { file: null },
    save: ({ file }) => {
      setReport(null);
      return importing.mutateAsync(file as File);
    },
    onClose,
    savedMessage: (result) => T.done(result.created, result.updated),
    // Every refusal shows in the report (its errors are per sheet and row, not per field).
    onRefused: (error) => {
      setReport({
        message: (isApiError(error) && error.message) || saveErrorMessage(error) || T.failed,
        rows: isApiError(error) ? Object.entries(error.errors) : [],
      });
      return true;
    },
  });
  const { control, setValue } = contract.form;
  const file = useWatch({ control, name: 'file' });

  return (
    <FormDialog
      contract={contract}
      title={T.title}
      submitLabel={T.ok}
      onClose={onClose}
      size="large"
      submitDisabled={!file}
    >
      <p className="mb-4 text-sm text-slate-600">{T.intro}</p>
      <FileDrop
        label={T.file}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onPick={(picked) => {
          setValue('file', picked, { shouldDirty: true });
          setReport(null);
        }}
      >
        <ChosenFile file={file} />
      </FileDrop>
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
    </FormDialog>
  );
}
