import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useDialogForm } from '../../lib/use-contract-form.ts';
import { ChosenFile, FileDrop } from './file-drop.tsx';
import { FormDialog } from './form-dialog.tsx';

const importFormSchema = z.object({ file: z.custom<File | null>() });

type FileImportDialogProps<R> = {
  title: string;
  submitLabel: string;
  /** Above the file zone: which file, in which layout. */
  intro: string;
  /** The file input's accessible name. */
  fileLabel: string;
  accept: string;
  /** Sends the chosen file; resolves with what the server imported. */
  importFile: (file: File) => Promise<R>;
  /** Annuleren, × and Escape; after the import too unless onImported is given. */
  onClose: () => void;
  /** After the import, instead of onClose (a dialog that goes on to show what was imported). */
  onImported?: (result: R) => void;
  /** The toast after the import; false: none (the result shows itself). */
  savedMessage: string | false | ((result: R) => string);
  /** Shows a refusal of the file (the dialog stays open); no field errors or toast follow. */
  onRefused: (error: unknown) => void;
  /** Called with each newly picked file. */
  onPick?: (file: File) => void;
  /** Under the file zone (the server refused the file). */
  fileError?: string | null;
  /** Below the file zone: the refusal's report. */
  children?: ReactNode;
};

/** The one file-import dialog: a file dropped or chosen, sent with the submit button (off until a file is there). */
export function FileImportDialog<R>({
  title,
  submitLabel,
  intro,
  fileLabel,
  accept,
  importFile,
  onClose,
  onImported = onClose,
  savedMessage,
  onRefused,
  onPick,
  fileError,
  children,
}: FileImportDialogProps<R>) {
  const contract = useDialogForm({
    schema: importFormSchema,
    defaultValues: { file: null },
    save: ({ file }) => importFile(file as File),
    onClose: onImported,
    savedMessage,
    onRefused: (error) => {
      onRefused(error);
      return true;
    },
  });
  const { control, setValue } = contract.form;
  const file = useWatch({ control, name: 'file' });

  return (
    <FormDialog
      contract={contract}
      title={title}
      submitLabel={submitLabel}
      onClose={onClose}
      size="large"
      submitDisabled={!file}
      className="space-y-4"
    >
      <p className="text-sm text-slate-600">{intro}</p>
      <FileDrop
        label={fileLabel}
        accept={accept}
        onPick={(picked) => {
          setValue('file', picked, { shouldDirty: true });
          onPick?.(picked);
        }}
        error={fileError}
      >
        <ChosenFile file={file} />
      </FileDrop>
      {children}
    </FormDialog>
  );
}
