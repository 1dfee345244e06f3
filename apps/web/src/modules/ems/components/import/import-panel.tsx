import { useState } from 'react';
import {
  MAX_IMPORT_BYTES,
  EMS_IMPORT_MESSAGES,
  type ImportOptions,
  type ImportPreview,
} from '@energiek/contracts/ems-import';
import { ChosenFile, FileDrop } from '../../../../components/form/file-drop.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { fieldErrors, serverMessage } from '../../../../lib/api-errors.ts';
import { previewImport, startImport } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';
import { ImportHistory } from './import-history.tsx';
import { ImportResult } from './import-result.tsx';
import { MappingFields } from './mapping-fields.tsx';
import { ScrollX } from '../../../../components/ui/scroll-x.tsx';

const T = EMS_IMPORT_TEXTS;

/** Bestand importeren: pick a file, check the detected mapping on a preview, start, follow the job. */
export function ImportPanel({ customerId }: { customerId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<ImportOptions>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'start' | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const errors = fieldErrors(error);
  const otherError =
    error && Object.keys(errors).length === 0
      ? (serverMessage(error) ?? EMS_IMPORT_MESSAGES.unreadable)
      : null;

  const pick = (next: File) => {
    setFile(next);
    setPreview(null);
    setOptions({});
    setError(null);
    setImportId(null);
    setLocalError(next.size > MAX_IMPORT_BYTES ? EMS_IMPORT_MESSAGES.tooLarge : null);
  };
  const runPreview = async (with_: ImportOptions) => {
    if (!file) return setLocalError(T.upload.noFile);
    if (localError) return;
    setBusy('preview');
    setError(null);
    try {
      setPreview(await previewImport(customerId, file, with_));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };
  const start = async () => {
    if (!file || !preview) return;
    setBusy('start');
    setUploaded(0);
    setError(null);
    try {
      const created = await startImport(customerId, file, options, setUploaded);
      setImportId(created.id);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };
  const reset = () => {
    setFile(null);
    setPreview(null);
    setOptions({});
    setImportId(null);
    setError(null);
  };
  const fileError = localError ?? errors.file;

  return (
    <div className="space-y-6">
      {importId === null ? (
        <Card>
          <div className="space-y-4 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{T.upload.heading}</h2>
            <p className="text-sm text-slate-600">{T.upload.explain}</p>
            <FileDrop
              label={T.upload.file}
              dropText={T.upload.drop}
              chooseText={T.upload.choose}
              accept=".csv,.txt,.xlsx"
              onPick={pick}
              error={fileError}
            >
              <ChosenFile file={file} />
            </FileDrop>
            {otherError ? <Alert tone="error">{otherError}</Alert> : null}
            {preview ? null : (
              <Button onClick={() => void runPreview(options)} loading={busy === 'preview'} disabled={!file}>
                {T.upload.preview}
              </Button>
            )}
          </div>
        </Card>
      ) : null}

      {preview && importId === null ? (
        <Card>
          <div className="space-y-4 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{T.mapping.heading}</h2>
            <p className="text-sm text-slate-600">{T.mapping.explain}</p>
            <MappingFields preview={preview} options={options} onChange={setOptions} errors={errors} />
            <PreviewTable preview={preview} />
            {busy === 'start' ? <ProgressBar value={uploaded / 100} label={T.upload.uploading} /> : null}
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => void start()} loading={busy === 'start'}>
                {T.upload.start}
              </Button>
              <Button variant="border" onClick={() => void runPreview(options)} loading={busy === 'preview'}>
                {T.upload.refresh}
              </Button>
            </div>
          </div>
        </Card>
      ) : null}

      {importId !== null ? (
        <>
          <ImportResult customerId={customerId} importId={importId} />
          <Button variant="border" onClick={reset}>
            {T.upload.other}
          </Button>
        </>
      ) : null}

      <ImportHistory customerId={customerId} onOpen={setImportId} />
    </div>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const width = Math.min(preview.header.length, 12);
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{T.mapping.firstRows}</h3>
      <ScrollX className="rounded-lg border border-slate-200">
        <table className="min-w-full text-left text-xs" aria-label={T.mapping.firstRows}>
          <thead className="bg-slate-50">
            <tr>
              {preview.header.slice(0, width).map((name, i) => (
                <th key={i} scope="col" className="px-2 py-1 font-semibold whitespace-nowrap text-slate-700">
                  {name}
                </th>
              ))}
              {preview.header.length > width ? <th className="px-2 py-1">…</th> : null}
            </tr>
          </thead>
          <tbody>
            {preview.rows.slice(0, 8).map((row, r) => (
              <tr key={r} className="border-t border-slate-100">
                {row.slice(0, width).map((cell, i) => (
                  <td key={i} className="px-2 py-1 whitespace-nowrap text-slate-700">
                    {cell}
                  </td>
                ))}
                {preview.header.length > width ? <td className="px-2 py-1">…</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
    </div>
  );
}
