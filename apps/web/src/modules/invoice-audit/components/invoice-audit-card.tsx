import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useInvoiceAudit } from '../api/invoice-audit.ts';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';
import { AuditResult } from './audit-result.tsx';

/** The audit result on the invoice show page. */
export function InvoiceAuditCard({ customerId, invoiceId }: { customerId: number; invoiceId: number }) {
  const audit = useInvoiceAudit(customerId, invoiceId);
  if (audit.data) return <AuditResult result={audit.data} />;
  return (
    <Card title={INVOICE_AUDIT_TEXTS.result.title}>
      {audit.isPending ? <Spinner /> : <p className="text-sm text-slate-600">—</p>}
    </Card>
  );
}
