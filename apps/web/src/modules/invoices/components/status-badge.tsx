import { INVOICE_STATUS_NAMES, type InvoiceStatus } from '@energiek/contracts/invoices';

const TONES: Record<InvoiceStatus, string> = {
  draft: 'bg-amber-100 text-amber-900',
  received: 'bg-slate-100 text-slate-800',
  approved: 'bg-emerald-100 text-emerald-900',
  disputed: 'bg-red-100 text-red-900',
  paid: 'bg-sky-100 text-sky-900',
};

/** An invoice's status as a small coloured label. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}
    >
      {INVOICE_STATUS_NAMES[status]}
    </span>
  );
}
