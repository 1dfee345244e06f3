import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { NEW_FOLDER } from '../library-forms.ts';
import { LIBRARY_TEXTS } from '../texts.ts';

type FolderFieldProps = {
  folders: readonly string[];
  /** The select's value: an existing folder or NEW_FOLDER. */
  choice: string;
  onChoiceChange: (choice: string) => void;
  newFolder: string;
  onNewFolderChange: (value: string) => void;
  label: string;
  error?: string | undefined;
};

/** Choose an existing folder or type a new one. */
export function FolderField({
  folders,
  choice,
  onChoiceChange,
  newFolder,
  onNewFolderChange,
  label,
  error,
}: FolderFieldProps) {
  return (
    <div className="space-y-3">
      <Select
        label={label}
        placeholder={null}
        value={choice}
        onChange={(event) => onChoiceChange(event.target.value)}
        options={[
          ...folders.map((folder) => ({ value: folder, label: folder })),
          { value: NEW_FOLDER, label: LIBRARY_TEXTS.uploadDialog.newFolder },
        ]}
        error={choice === NEW_FOLDER ? undefined : error}
      />
      {choice === NEW_FOLDER ? (
        <TextField
          label={LIBRARY_TEXTS.uploadDialog.newFolderName}
          hint={LIBRARY_TEXTS.uploadDialog.newFolderHint}
          value={newFolder}
          maxLength={100}
          required
          error={error}
          onChange={(event) => onNewFolderChange(event.target.value)}
        />
      ) : null}
    </div>
  );
}
