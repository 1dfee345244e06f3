import { Suspense } from 'react';
import { useParams } from 'react-router';
import { formatEan } from '@energiek/contracts/connections';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import {
  INVOICE_KIND_NAMES,
  INVOICE_SOURCE_NAMES,
  INVOICE_UNIT_NAMES,
  ISSUER_KIND_NAMES,
  type InvoiceLineItem,
} from '@energiek/contracts/invoices';
import { Link } from 'react-router';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { DeleteRecordButton } from '../../../components/delete-button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCustomerName } from '../../../lib/customer-name.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useDeleteInvoice, useInvoice } from '../api/invoices.ts';
import { dutchDecimal } from '../form-values.ts';
import { DocumentPreview } from '../components/document-preview.tsx';
import { InvoiceStatusBadge } from '../components/status-badge.tsx';
import { INVOICES_TEXTS } from '../texts.ts';
import { invoicePanels } from '../../../lib/invoice-panels.ts';

const T = INVOICES_TEXTS;

function quantityText(l: InvoiceLineItem): string {
  return l.quantity ? `${dutchDecimal(l.quantity)} ${l.unit ? INVOICE_UNIT_NAMES[l.unit] : ''}`.trim() : '—';
}

function LineConnection({ line: l }: { line: InvoiceLineItem }) {
  if (l.toResolve) {
    return (
      <span className="block text-xs text-amber-800">
        {formatEan(l.ean ?? '')} · {T.form.toResolve}
      </span>
    );
  }
  return l.connectionLabel ? (
    <span className="block text-xs text-slate-500 tabular-nums">{l.connectionLabel}</span>
  ) : null;
}

// Three columns (issue 32): beside the PDF at 1366 px the card is ~450 px wide and six columns scrolled
// sideways inside it. The line with its description and connection; quantity × price; the amount with its
// VAT rate. On a phone the quantity × price goes under the line.
const LINE_COLUMNS: DataTableColumn<InvoiceLineItem>[] = [
  {
    key: 'kind',
    header: T.show.line,
    cell: (l) => (
      <span className="block min-w-32">
        {l.kindName}
        {l.bracket ? ` (${T.form.bracket.toLowerCase()} ${l.bracket})` : ''}
        {l.description ? <span className="block text-xs text-slate-500">{l.description}</span> : null}
        <LineConnection line={l} />
        {l.quantity || l.unitPrice ? (
          <span className="block text-xs text-slate-600 tabular-nums sm:hidden">
            {quantityText(l)} {l.unitPrice ? T.show.atPrice(dutchDecimal(l.unitPrice)) : ''}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'quantity',
    header: T.show.quantityPrice,
    align: 'right',
    phone: false,
    cell: (l) => (
      <span className="whitespace-nowrap">
        <span className="block">{quantityText(l)}</span>
        {l.unitPrice ? (
          <span className="block text-xs text-slate-500">{T.show.atPrice(dutchDecimal(l.unitPrice))}</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'amount',
    header: T.form.amount,
    align: 'right',
    cell: (l) => (
      <span className="whitespace-nowrap">
        <span className="block">{formatCurrency(l.amount)}</span>
        <span className="block text-xs text-slate-500">{T.show.vatOf(dutchDecimal(l.vatRate))}</span>
      </span>
    ),
  },
];

/** customers/:customerId/invoices/:invoiceId/show: the invoice as received (PDF beside the lines). */
export function InvoiceShowPage() {
  const params = useParams();
  const customerId = Number(params.customerId);
  const id = Number(params.invoiceId);
  const invoice = useInvoice(customerId, id);
  usePageTitle(invoice.data ? `${T.title} ${invoice.data.number}` : T.title);
  const customerName = useCustomerName(customerId);
  const canWrite = usePermission({ can: 'organisation-invoices:write' });
  // Possible duplicates are the back office's to resolve (issue 31).
  const backOffice = usePermission({ can: 'is:admin' });
  const listPath = `/v3/customers/${customerId}/invoices`;
  const remove = useDeleteInvoice(customerId);

  if (invoice.isPending) return <PageSpinner />;
  const item = invoice.data;
  if (!item) {
    return (
      <PageFrame>
        <Alert tone="error" title={T.notFound} />
      </PageFrame>
    );
  }
  const facts: [string, string][] = [
    [
      T.form.issuerId,
      `${item.issuerName || '—'}${item.issuerKind ? ` (${ISSUER_KIND_NAMES[item.issuerKind]})` : ''}`,
    ],
    [T.show.entity, item.entityName ?? '—'],
    [T.form.invoiceDate, formatDate(item.invoiceDate)],
    [T.show.due, item.dueDate ? formatDate(item.dueDate) : '—'],
    [
      T.columns.period,
      item.periodFrom ? `${formatDate(item.periodFrom)} – ${formatDate(item.periodTo)}` : '—',
    ],
    [T.form.kind, INVOICE_KIND_NAMES[item.kind]],
    [T.show.source, INVOICE_SOURCE_NAMES[item.source]],
  ];
  if (item.creditsInvoiceNumber) facts.push([T.show.credits, item.creditsInvoiceNumber]);

  const details = (
    <div className="min-w-0 space-y-6">
      <Card title={T.show.details} actions={<InvoiceStatusBadge status={item.status} />}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {backOffice && item.duplicates.length > 0 ? (
        <Alert tone="warning" title={T.show.duplicates}>
          <ul>
            {item.duplicates.map((d) => (
              <li key={d.id}>
                <Link className="underline" to={`${listPath}/${d.id}/show`}>
                  {d.reason}
                </Link>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Card title={T.form.lines} bodyClassName="p-0">
        <DataTable
          label={T.form.lines}
          columns={LINE_COLUMNS}
          rows={item.lines}
          rowKey={(l) => l.id}
          emptyText="—"
        />
      </Card>
      <Card title={T.show.vat}>
        <dl
          className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums"
          data-testid="invoice-vat"
        >
          {item.vat.map((rate) => (
            <div key={rate.rate} className="contents">
              <dt className="text-slate-600">
                {T.form.vatAt(rate.rate)}{' '}
                <span className="text-xs">{T.form.baseOf(formatCurrency(rate.base))}</span>
              </dt>
              <dd className="text-right">{formatCurrency(rate.amount)}</dd>
            </div>
          ))}
          <dt className="text-slate-600">{T.form.totalExclVat}</dt>
          <dd className="text-right">{formatCurrency(item.totalExclVat)}</dd>
          <dt className="text-slate-600">{T.form.totalVat}</dt>
          <dd className="text-right">{formatCurrency(item.totalVat)}</dd>
          <dt className="font-semibold">{T.form.totalInclVat}</dt>
          <dd className="text-right font-semibold">{formatCurrency(item.totalInclVat)}</dd>
        </dl>
      </Card>
      {invoicePanels().length > 0 ? (
        invoicePanels().map((Panel, i) => (
          <Suspense key={i} fallback={null}>
            <Panel customerId={customerId} invoiceId={item.id} />
          </Suspense>
        ))
      ) : (
        <Card title={T.show.audit}>
          <p className="text-sm text-slate-600">{T.show.auditPending}</p>
        </Card>
      )}
    </div>
  );
  return (
    <PageFrame wide>
      {/* The customer workspace's header is the page's one h1; the invoice is its h2. */}
      <PageHeader
        level={2}
        title={`${INVOICE_KIND_NAMES[item.kind]} ${item.number}`}
        customerName={customerName}
        action={
          <div className="flex flex-wrap gap-2">
            {canWrite ? (
              <DeleteRecordButton texts={T.remove} remove={remove} id={item.id} to={listPath} />
            ) : null}
            {canWrite ? (
              <ButtonLink icon="edit" to={`${listPath}/${item.id}/edit`}>
                {T.show.edit}
              </ButtonLink>
            ) : null}
            <ButtonLink variant="link" icon="chevron-left" to={listPath}>
              {T.show.back}
            </ButtonLink>
          </div>
        }
      />
      {item.documentId ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <DocumentPreview customerId={customerId} invoiceId={item.id} fileName={item.documentName} />
          {details}
        </div>
      ) : (
        details
      )}
    </PageFrame>
  );
}
