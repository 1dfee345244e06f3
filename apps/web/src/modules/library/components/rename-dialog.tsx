import type { DocumentItem } from '@energiek/contracts/library';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useUpdateDocument } from '../api/library.ts';
import { folderErrorField, renameFormSchema } from '../library-forms.ts';
import { LIBRARY_TEXTS } from '../texts.ts';
import { FolderFormField } from './folder-form-field.tsx';

const T = LIBRARY_TEXTS.renameDialog;

type RenameDialogProps = {
  customerId: number;
  document: DocumentItem;
  folders: readonly string[];
  onClose: () => void;
};

/** Rename a file or move it to another folder. */
export function RenameDialog({ customerId, document, folders, onClose }: RenameDialogProps) {
  const update = useUpdateDocument(customerId);
  const contract = useDialogForm({
    schema: renameFormSchema,
    defaultValues: { fileName: document.fileName, choice: document.folder, newFolder: '' },
    onClose,
    save: (body) => update.mutateAsync({ id: document.id, body }),
    savedMessage: T.done,
    labels: { fileName: T.fileName, choice: T.folder, newFolder: LIBRARY_TEXTS.uploadDialog.newFolderName },
    errorField: folderErrorField,
  });
  const options = folders.includes(document.folder) ? folders : [...folders, document.folder];

  return (
    <FormDialog
      contract={contract}
      title={T.title}
      submitLabel={T.submit}
      onClose={onClose}
      className="space-y-5"
    >
      <TextField hint={T.fileNameHint} required maxLength={200} {...contract.field('fileName', T.fileName)} />
      <FolderFormField contract={contract} label={T.folder} folders={options} />
    </FormDialog>
  );
}
