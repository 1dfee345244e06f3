import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { importInvoiceFiles, useInvoiceImport } from '../api/invoice-import.ts';
import { INVOICES_TEXTS } from '../texts.ts';

const T = INVOICES_TEXTS.import;

/** Upload PDFs and e-invoices; per file the invoice it made (a PDF: a draft to fill in beside it) or why not. */
export function ImportPanel({ customerId }: { customerId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const result = useInvoiceImport(customerId, importId);
  const status = result.data?.status;

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    setError(null);
    setSending(true);
    try {
      setImportId(await importInvoiceFiles(customerId, files));
    } catch (failure) {
      setError(saveErrorMessage(failure) ?? INVOICES_TEXTS.import.failed);
    } finally {
      setSending(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Card title={T.title} className="mb-4">
      <p className="mb-3 text-sm text-slate-600">{T.intro}</p>
      <input
        ref={input}
        type="file"
        multiple
        accept=".pdf,.xml,application/pdf,application/xml,text/xml"
        aria-label={T.choose}
        className="sr-only"
        onChange={(event) => void send([...(event.target.files ?? [])])}
      />
      <Button variant="border" icon="folder" loading={sending} onClick={() => input.current?.click()}>
        {T.choose}
      </Button>
      {error ? (
        <div className="mt-3">
          <Alert tone="error" title={error} />
        </div>
      ) : null}
      {importId !== null ? (
        <div className="mt-3 text-sm" aria-live="polite" data-testid="invoice-import">
          <p className="font-medium">
            {status === 'done' ? T.done : status === 'failed' ? T.failed : T.running}
          </p>
          <ul className="mt-2 space-y-1">
            {(result.data?.files ?? []).map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span className="font-medium">{file.name}</span>
                {file.invoiceId !== null ? (
                  <>
                    {' → '}
                    <Link
                      className="underline"
                      to={`/v3/customers/${customerId}/invoices/${file.invoiceId}/edit`}
                    >
                      {T.invoice(file.number ?? '')}
                    </Link>
                  </>
                ) : null}
                {file.errors.map((e) => (
                  <span key={`${e.field}-${e.message}`} className="block text-red-700">
                    {e.message}
                  </span>
                ))}
                {file.duplicateOf ? (
                  <Link
                    className="block text-brand-700 underline"
                    to={`/v3/customers/${customerId}/invoices/${file.duplicateOf.id}/show`}
                  >
                    {INVOICES_TEXTS.form.openDuplicate(file.duplicateOf.number)}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
