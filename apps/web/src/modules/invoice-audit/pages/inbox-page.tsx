import { useNavigate, useSearchParams } from 'react-router';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import {
  AUDIT_WORK_STATUSES,
  AUDIT_WORK_STATUS_NAMES,
  CLAIM_STATUS_NAMES,
  type InvoiceAuditListItem,
} from '@energiek/contracts/invoice-audit';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useAuditInbox } from '../api/invoice-audit.ts';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';
import { AUDIT_RULE_NAMES } from '../rule-names.ts';

const T = INVOICE_AUDIT_TEXTS;

const COLUMNS: DataTableColumn<InvoiceAuditListItem>[] = [
  {
    key: 'amountAtStake',
    header: T.columns.amountAtStake,
    align: 'right',
    cell: (i) => (
      <span className="font-semibold whitespace-nowrap tabular-nums">{formatCurrency(i.amountAtStake)}</span>
    ),
  },
  { key: 'customer', header: T.columns.customer, cell: (i) => i.customerName },
  {
    key: 'invoice',
    header: T.columns.invoice,
    cell: (i) => (
      <span>
        {i.invoiceNumber}
        <span className="block text-xs text-slate-500">{i.issuerName}</span>
      </span>
    ),
  },
  {
    key: 'period',
    header: T.columns.period,
    cell: (i) => (i.periodFrom ? `${formatDate(i.periodFrom)} – ${formatDate(i.periodTo)}` : '—'),
  },
  {
    key: 'rules',
    header: T.columns.rules,
    cell: (i) => <span className="text-sm">{i.rules.map((r) => AUDIT_RULE_NAMES[r]).join(', ')}</span>,
  },
  { key: 'assignee', header: T.columns.assignee, cell: (i) => i.assigneeName ?? '—' },
  { key: 'status', header: T.columns.status, cell: (i) => AUDIT_WORK_STATUS_NAMES[i.status] },
  {
    key: 'claim',
    header: T.columns.claim,
    cell: (i) =>
      i.claimStatus ? (
        <span className="whitespace-nowrap">
          {CLAIM_STATUS_NAMES[i.claimStatus]}
          {Number(i.recovered) > 0 ? (
            <span className="block text-xs text-emerald-700">{formatCurrency(i.recovered)}</span>
          ) : null}
        </span>
      ) : (
        '—'
      ),
  },
];

/** /v3/invoice-audit/inbox: invoices with deviations across customers, by € at stake. */
export function InvoiceAuditInboxPage() {
  usePageTitle(T.inbox.title);
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'open';
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useAuditInbox({ status, page });
  const navigate = useNavigate();
  const set = (next: Record<string, string>) => setParams({ status, page: String(page), ...next });
  return (
    <PageFrame wide>
      <PageHeader title={T.inbox.title} intro={T.inbox.intro} />
      <Card bodyClassName="space-y-4 px-5 py-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <Select
            label={T.inbox.status}
            value={status}
            placeholder={null}
            className="w-48"
            options={[
              ...AUDIT_WORK_STATUSES.map((s) => ({ value: s, label: AUDIT_WORK_STATUS_NAMES[s] })),
              { value: 'all', label: 'Alle' },
            ]}
            onChange={(e) => set({ status: e.target.value, page: '1' })}
          />
          {list.data ? (
            <div className="text-sm font-medium text-slate-700 sm:text-right">
              <p data-testid="audit-inbox-total">
                {T.inbox.total(formatCurrency(list.data.meta.amountAtStake))}
              </p>
              <p data-testid="audit-inbox-recovered" className="text-emerald-700">
                {T.inbox.recovered(formatCurrency(list.data.meta.recovered))}
              </p>
            </div>
          ) : null}
        </div>
        <DataTable
          label={T.inbox.title}
          columns={COLUMNS}
          rows={list.data?.data ?? []}
          rowKey={(i) => i.id}
          loading={list.isPending}
          emptyText={T.inbox.empty}
          server={{
            page,
            lastPage: list.data?.meta.last_page ?? 1,
            onPageChange: (p) => set({ page: String(p) }),
          }}
          onRowClick={(i) => void navigate(`/v3/invoice-audit/${i.id}/edit`)}
        />
      </Card>
    </PageFrame>
  );
}
