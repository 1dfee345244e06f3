import { z } from 'zod';
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  documentUpdateSchema,
  folderSchema,
  type DocumentUpdate,
} from '@energiek/contracts/library';
import { text } from '@energiek/contracts/primitives';
import { LIBRARY_TEXTS } from './texts.ts';

// The rename and upload dialogs' form schemas (useContractForm). The folder is chosen from a list or
// typed as a new one, so its errors (the client's and the server's 'folder') land on the field in use.

/** The select's value that stands for 'a new folder' (typed in newFolder). */
export const NEW_FOLDER = '__new__';

/** The folder a choice stands for. */
export function chosenFolder(choice: string, newFolder: string): string {
  return choice === NEW_FOLDER ? newFolder.trim() : choice;
}

type FolderValues = { choice: string; newFolder: string };

/** The field that shows a folder error: the typed name for a new folder, else the list. */
export function folderField(values: FolderValues): 'choice' | 'newFolder' {
  return values.choice === NEW_FOLDER ? 'newFolder' : 'choice';
}

/** The server's 'folder' error → the folder field in use (useContractForm's errorField). */
export function folderErrorField(path: string, submitted: FolderValues): string | undefined {
  return path === 'folder' ? folderField(submitted) : undefined;
}

function checkFolder(values: FolderValues, context: z.RefinementCtx) {
  const result = folderSchema.safeParse(chosenFolder(values.choice, values.newFolder));
  const issue = result.error?.issues[0];
  if (issue) context.addIssue({ code: 'custom', message: issue.message, path: [folderField(values)] });
}

/** Rename or move: the file name and the folder → PATCH documents/{id}. */
export const renameFormSchema = z
  .object({ fileName: text(), choice: text(), newFolder: text() })
  .superRefine(checkFolder)
  .transform((values): DocumentUpdate => ({
    fileName: values.fileName,
    folder: chosenFolder(values.choice, values.newFolder),
  }))
  .pipe(documentUpdateSchema);

/** Upload: one file of at most the upload limit, and the folder. */
export const uploadFormSchema = z
  .object({
    file: z
      .custom<File | null>((value) => value === null || value instanceof File)
      .refine((file) => file !== null, LIBRARY_TEXTS.uploadDialog.noFile)
      .refine((file) => file === null || file.size <= MAX_DOCUMENT_BYTES, DOCUMENT_MESSAGES.tooLarge),
    choice: text(),
    newFolder: text(),
  })
  .superRefine(checkFolder)
  .transform((values) => ({
    file: values.file as File,
    folder: chosenFolder(values.choice, values.newFolder),
  }));
