import { useState } from 'react';
import type { DocumentItem } from '@energiek/contracts/library';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useUpdateDocument } from '../api/library.ts';
import { LIBRARY_TEXTS } from '../texts.ts';
import { FolderField, chosenFolder } from './folder-field.tsx';

const T = LIBRARY_TEXTS.renameDialog;

type RenameDialogProps = {
  customerId: number;
  document: DocumentItem;
  folders: readonly string[];
  onClose: () => void;
};

/** Rename a file or move it to another folder. */
export function RenameDialog({ customerId, document, folders, onClose }: RenameDialogProps) {
  const [fileName, setFileName] = useState(document.fileName);
  const [choice, setChoice] = useState(document.folder);
  const [newFolder, setNewFolder] = useState('');
  const update = useUpdateDocument(customerId);
  const toast = useToast();
  const errors = fieldErrors(update.error);
  const options = folders.includes(document.folder) ? folders : [...folders, document.folder];

  const submit = () =>
    update.mutate(
      { id: document.id, body: { fileName, folder: chosenFolder(choice, newFolder) } },
      {
        onSuccess: () => {
          toast.success(T.done);
          onClose();
        },
        onError: (error) => {
          const message = saveErrorMessage(error);
          if (message) toast.error(message);
        },
      },
    );

  return (
    <Modal
      open
      title={T.title}
      onClose={onClose}
      onOk={submit}
      okLabel={T.submit}
      okLoading={update.isPending}
      closeOnBackdrop={false}
    >
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={T.fileName}
          hint={T.fileNameHint}
          required
          maxLength={200}
          value={fileName}
          error={errors.fileName}
          onChange={(event) => setFileName(event.target.value)}
        />
        <FolderField
          label={T.folder}
          folders={options}
          choice={choice}
          onChoiceChange={setChoice}
          newFolder={newFolder}
          onNewFolderChange={setNewFolder}
          error={errors.folder}
        />
      </form>
    </Modal>
  );
}
