import { useState } from 'react';
import type { DragEvent } from 'react';
import {
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  DOCUMENT_MESSAGES,
  formatFileSize,
} from '@energiek/contracts/library';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useUploadDocument } from '../api/library.ts';
import { LIBRARY_TEXTS } from '../texts.ts';
import { FolderField, chosenFolder } from './folder-field.tsx';

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
  const [file, setFile] = useState<File | null>(initialFile);
  const [choice, setChoice] = useState(initialFolder);
  const [newFolder, setNewFolder] = useState('');
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useUploadDocument(customerId);
  const toast = useToast();
  const errors = fieldErrors(upload.error);
  const otherError =
    upload.error && Object.keys(errors).length === 0 ? serverMessage(upload.error) : undefined;

  const pick = (next: File | undefined) => {
    if (!next) return;
    upload.reset();
    setFile(next);
    setLocalError(next.size > MAX_DOCUMENT_BYTES ? DOCUMENT_MESSAGES.tooLarge : null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };
  const submit = () => {
    if (!file) {
      setLocalError(T.noFile);
      return;
    }
    if (localError) return;
    setProgress(0);
    upload.mutate(
      { file, folder: chosenFolder(choice, newFolder), onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(T.done);
          onClose();
        },
      },
    );
  };
  const fileError = localError ?? errors.file;

  return (
    <Modal
      open
      title={T.title}
      onClose={upload.isPending ? undefined : onClose}
      onOk={submit}
      okLabel={T.submit}
      okLoading={upload.isPending}
      closeOnBackdrop={false}
    >
      <div className="space-y-5">
        <FolderField
          label={T.folder}
          folders={folders}
          choice={choice}
          onChoiceChange={setChoice}
          newFolder={newFolder}
          onNewFolderChange={setNewFolder}
          error={errors.folder}
        />
        <div>
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm ${
              dragging ? 'border-brand-500 bg-brand-50' : fileError ? 'border-red-400' : 'border-slate-300'
            }`}
          >
            <p className="text-slate-600">
              {T.drop}{' '}
              <label className="cursor-pointer font-semibold text-brand-700 underline focus-within:outline-2">
                {T.choose}
                <input
                  type="file"
                  aria-label={T.file}
                  accept={ACCEPT}
                  className="sr-only"
                  onChange={(event) => pick(event.target.files?.[0])}
                />
              </label>
            </p>
            <p className="mt-2 text-xs text-slate-500">{T.allowed}</p>
            {file ? (
              <p className="mt-3 font-medium text-slate-900" data-testid="chosen-file">
                {file.name} ({formatFileSize(file.size)})
              </p>
            ) : null}
          </div>
          {fileError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {fileError}
            </p>
          ) : null}
        </div>
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
        {otherError ? <Alert tone="error" title={otherError} /> : null}
      </div>
    </Modal>
  );
}
