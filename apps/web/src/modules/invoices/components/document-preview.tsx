import { invoiceDocumentUrl } from '../api/invoices.ts';
import { INVOICES_TEXTS } from '../texts.ts';

const T = INVOICES_TEXTS.form;

/** The original PDF beside the lines (sticky on wide screens; above the lines on a phone). */
export function DocumentPreview({
  customerId,
  invoiceId,
  fileName,
}: {
  customerId: number;
  invoiceId: number;
  fileName: string | null;
}) {
  return (
    <section aria-label={T.preview} className="lg:sticky lg:top-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-700">
        {T.preview}
        {fileName ? <span className="ml-2 font-normal text-slate-500">{fileName}</span> : null}
      </h2>
      <iframe
        title={T.preview}
        src={invoiceDocumentUrl(customerId, invoiceId)}
        className="h-[60vh] w-full rounded-lg border border-slate-200 bg-white lg:h-[80vh]"
      />
    </section>
  );
}
