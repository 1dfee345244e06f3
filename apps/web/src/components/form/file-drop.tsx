import { useState } from 'react';
import type { DragEvent, ReactNode } from 'react';

// The zone's default texts; here, not in the UI kit's texts, which the shell loads first.
const TEXTS = { drop: 'Sleep een bestand hierheen of', choose: 'kies een bestand' };

type FileDropProps = {
  /** The file input's accessible name. */
  label: string;
  /** Before the choose link; 'Sleep een bestand hierheen of' unless given. */
  dropText?: string;
  /** The link that opens the file chooser; 'kies een bestand' unless given. */
  chooseText?: string;
  accept: string;
  /** Called with the dropped or chosen file (the first of several). */
  onPick: (file: File) => void;
  /** Under the zone, announced (the file is too large, the server refused it). */
  error?: string | null | undefined;
  /** Below the line inside the zone: the allowed types, the chosen file. */
  children?: ReactNode;
};

/** One file: dropped on the dashed zone or chosen through its link; the zone turns red on an error. */
export function FileDrop({
  label,
  dropText = TEXTS.drop,
  chooseText = TEXTS.choose,
  accept,
  onPick,
  error,
  children,
}: FileDropProps) {
  const [dragging, setDragging] = useState(false);
  const pick = (file: File | undefined) => {
    if (file) onPick(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };
  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm ${
          dragging ? 'border-brand-500 bg-brand-50' : error ? 'border-red-400' : 'border-slate-300'
        }`}
      >
        <p className="text-slate-600">
          {dropText}{' '}
          <label className="cursor-pointer font-semibold text-brand-700 underline focus-within:outline-2">
            {chooseText}
            <input
              type="file"
              aria-label={label}
              accept={accept}
              className="sr-only"
              onChange={(event) => pick(event.target.files?.[0])}
            />
          </label>
        </p>
        {children}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The chosen file's name, inside the zone (nothing before a file is chosen). */
export function ChosenFile({ file }: { file: File | null | undefined }) {
  return file ? <p className="mt-2 font-medium break-all text-slate-900">{file.name}</p> : null;
}
