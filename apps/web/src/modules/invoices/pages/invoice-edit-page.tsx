import { useParams } from 'react-router';
import { localDayOf } from '@energiek/domain/local-time';
import type { InvoiceItem } from '@energiek/contracts/invoices';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCustomerName } from '../../../lib/customer-name.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useInvoice, useSaveInvoice } from '../api/invoices.ts';
import { DocumentPreview } from '../components/document-preview.tsx';
import { InvoiceForm } from '../components/invoice-form.tsx';
import { INVOICES_TEXTS } from '../texts.ts';

const T = INVOICES_TEXTS;

/** customers/:customerId/invoices/create and …/:invoiceId/edit; with a PDF, the line editor opens beside it. */
export function InvoiceEditPage() {
  const params = useParams();
  const customerId = Number(params.customerId);
  const id = params.invoiceId ? Number(params.invoiceId) : undefined;
  usePageTitle(id ? T.form.editTitle : T.form.createTitle);
  const customerName = useCustomerName(customerId);
  const invoice = useInvoice(customerId, id);
  const save = useSaveInvoice(customerId, id);
  const listPath = `/v3/customers/${customerId}/invoices`;

  if (id !== undefined && invoice.isPending) return <PageSpinner />;
  if (id !== undefined && !invoice.data) {
    return (
      <PageFrame>
        <Alert tone="error" title={T.notFound} />
      </PageFrame>
    );
  }
  const item = invoice.data;
  const form = (
    <InvoiceForm
      key={item?.updatedAt ?? 'new'}
      customerId={customerId}
      invoice={item}
      locked={false}
      today={localDayOf(new Date())}
      save={(body) => save.mutateAsync(body) as Promise<InvoiceItem>}
      savedTo={(saved) => `${listPath}/${saved.id}/show`}
      cancelTo={item ? `${listPath}/${item.id}/show` : listPath}
      compact={Boolean(item?.documentId)}
    />
  );
  return (
    <PageFrame wide>
      <PageHeader
        title={item ? `${T.form.editTitle}: ${item.number}` : T.form.createTitle}
        customerName={customerName}
        action={
          <ButtonLink variant="link" icon="chevron-left" to={listPath}>
            {T.title}
          </ButtonLink>
        }
      />
      {item?.documentId ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <DocumentPreview customerId={customerId} invoiceId={item.id} fileName={item.documentName} />
          <div className="min-w-0">{form}</div>
        </div>
      ) : (
        form
      )}
    </PageFrame>
  );
}
