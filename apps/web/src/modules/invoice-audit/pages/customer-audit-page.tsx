import { Link, useParams } from 'react-router';
import { formatEan } from '@energiek/contracts/connections';
import { formatCurrency, formatMonth } from '@energiek/contracts/format';
import { ISSUER_KIND_NAMES } from '@energiek/contracts/invoices';
import type { CustomerAuditConnection } from '@energiek/contracts/invoice-audit';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCustomerName } from '../../../lib/customer-name.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerAudit } from '../api/invoice-audit.ts';
import { AuditStatusBadge } from '../components/audit-status-badge.tsx';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';

const T = INVOICE_AUDIT_TEXTS.customer;

function ConnectionCard({
  customerId,
  c,
  link,
}: {
  customerId: number;
  c: CustomerAuditConnection;
  link: boolean;
}) {
  const title = `${formatEan(c.ean)}${c.address ? ` · ${c.address}` : ''}`;
  return (
    <Card
      title={title}
      actions={
        link ? (
          <ButtonLink variant="link" to={`/v3/customers/${customerId}/invoice-audit/${c.connectionId}`}>
            {T.invoices(c.invoiceCount)}
          </ButtonLink>
        ) : undefined
      }
      bodyClassName="space-y-3 px-5 py-4"
    >
      <p className="text-sm text-slate-700">
        {T.invoices(c.invoiceCount)} · {T.deviations(c.deviationCount)} · {formatCurrency(c.amountAtStake)}
      </p>
      {c.months.length === 0 ? (
        <p className="text-sm text-slate-600">{T.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="audit-months">
          {c.months.map((m) => (
            <li key={m.month} className="grid gap-2 py-2 sm:grid-cols-[10rem_1fr]">
              <span className="font-medium text-slate-900">{formatMonth(`${m.month}-01`)}</span>
              <span className="flex flex-wrap gap-2">
                {m.invoices.map((i) => (
                  <Link
                    key={i.invoiceId}
                    to={`/v3/customers/${customerId}/invoices/${i.invoiceId}/show`}
                    className="inline-flex items-center gap-2 rounded-md border border-slate-200 px-2 py-1 text-sm hover:bg-slate-50"
                  >
                    <span>
                      {i.issuerKind ? ISSUER_KIND_NAMES[i.issuerKind] : '—'} {i.number}
                    </span>
                    {i.auditStatus ? <AuditStatusBadge status={i.auditStatus} /> : null}
                  </Link>
                ))}
                {m.missing.map((k) => (
                  <span key={k} className="rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900">
                    {T.missing}: {ISSUER_KIND_NAMES[k]}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** customers/:customerId/invoice-audit (and /:connectionId): per connection the months and their invoices. */
export function CustomerAuditPage() {
  const params = useParams();
  const customerId = Number(params.customerId);
  const connectionId = params.connectionId ? Number(params.connectionId) : undefined;
  usePageTitle(T.title);
  const customerName = useCustomerName(customerId);
  const audit = useCustomerAudit(customerId, connectionId);
  if (audit.isPending) return <PageSpinner />;
  if (!audit.data) {
    return (
      <PageFrame>
        <Alert tone="error" title={INVOICE_AUDIT_TEXTS.notFound} />
      </PageFrame>
    );
  }
  const { data, meta } = audit.data;
  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        customerName={customerName}
        intro={T.summary(meta.invoices, meta.deviations, formatCurrency(meta.amountAtStake))}
        action={
          connectionId ? (
            <ButtonLink variant="link" icon="chevron-left" to={`/v3/customers/${customerId}/invoice-audit`}>
              {T.all}
            </ButtonLink>
          ) : undefined
        }
      />
      <p className="mb-2 text-sm font-medium text-emerald-700" data-testid="audit-customer-recovered">
        {T.recovered(formatCurrency(meta.recovered))}
      </p>
      <p className="mb-4 text-sm text-slate-600">{T.intro}</p>
      <div className="space-y-6">
        {data
          .filter((c) => connectionId !== undefined || c.invoiceCount > 0)
          .map((c) => (
            <ConnectionCard
              key={c.connectionId}
              customerId={customerId}
              c={c}
              link={connectionId === undefined}
            />
          ))}
        {data.every((c) => c.invoiceCount === 0) && connectionId === undefined ? (
          <p className="text-sm text-slate-600">{T.empty}</p>
        ) : null}
      </div>
    </PageFrame>
  );
}
