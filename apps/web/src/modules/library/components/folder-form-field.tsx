import { useWatch } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm } from '../../../lib/use-contract-form.ts';
import { FolderField } from './folder-field.tsx';

/** How the rename and upload forms hold the folder (library-forms.ts). */
type FolderValues = { choice: string; newFolder: string };

type FolderFormFieldProps<S extends z.ZodType<FieldValues, FolderValues>> = {
  contract: ContractForm<S>;
  label: string;
  folders: readonly string[];
};

/** The folder of a rename or upload form: chosen from the list or typed as a new one, with its error. */
export function FolderFormField<S extends z.ZodType<FieldValues, FolderValues>>({
  contract,
  label,
  folders,
}: FolderFormFieldProps<S>) {
  // The form's other fields differ; the folder's two are the same in both forms.
  const form = contract.form as unknown as UseFormReturn<FolderValues>;
  const errorOf = contract.errorOf as (name: keyof FolderValues) => string | undefined;
  const [choice, newFolder] = useWatch({ control: form.control, name: ['choice', 'newFolder'] });

  return (
    <FolderField
      label={label}
      folders={folders}
      choice={choice}
      onChoiceChange={(next) => form.setValue('choice', next, { shouldDirty: true })}
      newFolder={newFolder}
      onNewFolderChange={(next) => form.setValue('newFolder', next, { shouldDirty: true })}
      error={errorOf('choice') ?? errorOf('newFolder')}
    />
  );
}
