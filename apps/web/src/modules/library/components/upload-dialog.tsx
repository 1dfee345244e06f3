import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { DOCUMENT_TYPES, formatFileSize } from '@energiek/contracts/library';
import { FileDrop } from '../../../components/form/file-drop.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useUploadDocument } from '../api/library.ts';
import { folderErrorField, uploadFormSchema } from '../library-forms.ts';
import { LIBRARY_TEXTS } from '../texts.ts';
import { FolderFormField } from './folder-form-field.tsx';

const ACCEPT = Object.keys(DOCUMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');
const T = LIBRARY_TEXTS.uploadDialog;

type UploadDialogProps = {
  customerId: number;
  folders: readonly string[];
  initialFolder: string;
  /** A file dropped on the page before the dialog opened. */
  initialFile: File | null;
  onClose: () => void;
};

/** Upload one file: drop it or pick it, choose the folder, watch the progress. */
export function UploadDialog({
  customerId,
  folders,
  initialFolder,
  initialFile,
  onClose,
}: UploadDialogProps) {
  const [progress, setProgress] = useState(0);
  const upload = useUploadDocument(customerId);
  const contract = useDialogForm({
    schema: uploadFormSchema,
    defaultValues: { file: initialFile, choice: initialFolder, newFolder: '' },
    onClose,
    save: async ({ file, folder }) => {
      setProgress(0);
      return upload.mutateAsync({ file, folder, onProgress: setProgress });
    },
    savedMessage: T.done,
    labels: { file: T.file, choice: T.folder, newFolder: T.newFolderName },
    errorField: folderErrorField,
  });
  const { control, setValue, trigger } = contract.form;
  const file = useWatch({ control, name: 'file' });
  const fileError = contract.errorOf('file');

  const pick = (next: File) => {
    setValue('file', next, { shouldDirty: true });
    // A file over the limit says so at once, before Uploaden.
    void trigger('file');
  };

  return (
    <FormDialog
      contract={contract}
      title={T.title}
      submitLabel={T.submit}
      onClose={onClose}
      busy={upload.isPending}
      className="space-y-5"
    >
      <FolderFormField contract={contract} label={T.folder} folders={folders} />
      <FileDrop
        label={T.file}
        dropText={T.drop}
        chooseText={T.choose}
        accept={ACCEPT}
        onPick={pick}
        error={fileError}
      >
        <p className="mt-2 text-xs text-slate-500">{T.allowed}</p>
        {file ? (
          <p className="mt-3 font-medium text-slate-900" data-testid="chosen-file">
            {file.name} ({formatFileSize(file.size)})
          </p>
        ) : null}
      </FileDrop>
      {upload.isPending ? (
        <div className="space-y-1" role="status">
          <p className="text-sm text-slate-600">{T.progress(progress)}</p>
          <progress
            value={progress}
            max={100}
            className="h-2 w-full accent-brand-600"
            aria-label={T.progress(progress)}
          />
        </div>
      ) : null}
    </FormDialog>
  );
}
