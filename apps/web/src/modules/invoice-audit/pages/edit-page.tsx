import { useState } from 'react';
import { useParams } from 'react-router';
import { formatCurrency, formatDate, formatDateTime } from '@energiek/contracts/format';
import {
  AUDIT_DECISIONS,
  AUDIT_DECISION_NAMES,
  AUDIT_WORK_STATUS_NAMES,
  type AuditDecision,
  type InvoiceAuditAction,
} from '@energiek/contracts/invoice-audit';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useAuditAction, useAuditItem } from '../api/invoice-audit.ts';
import { AuditResult } from '../components/audit-result.tsx';
import { ClaimCard } from '../components/claim-card.tsx';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';

const T = INVOICE_AUDIT_TEXTS.edit;

/** /v3/invoice-audit/:invoiceAuditId/edit: one audit item — assign, comment, decide. */
export function InvoiceAuditEditPage() {
  const id = Number(useParams().invoiceAuditId);
  const item = useAuditItem(id);
  const act = useAuditAction(id);
  const toast = useToast();
  const [comment, setComment] = useState('');
  const [decision, setDecision] = useState<AuditDecision>('afwijking-bevestigd');
  usePageTitle(item.data ? T.title(item.data.invoiceNumber) : INVOICE_AUDIT_TEXTS.inbox.title);
  if (item.isPending) return <PageSpinner />;
  const a = item.data;
  if (!a) {
    return (
      <PageFrame>
        <Alert tone="error" title={INVOICE_AUDIT_TEXTS.notFound} />
      </PageFrame>
    );
  }
  const run = (body: InvoiceAuditAction, after?: () => void) =>
    act.mutate(body, {
      onSuccess: () => {
        toast.success(T.saved);
        after?.();
      },
      onError: (error) => toast.error(serverMessage(error) ?? T.saved),
    });
  return (
    <PageFrame wide>
      <PageHeader
        title={T.title(a.invoiceNumber)}
        customerName={a.customerName}
        intro={`${a.issuerName} · ${a.periodFrom ? `${formatDate(a.periodFrom)} – ${formatDate(a.periodTo)}` : formatDate(a.invoiceDate)} · ${INVOICE_AUDIT_TEXTS.inbox.atStake}: ${formatCurrency(a.amountAtStake)}`}
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="border" to={`/v3/customers/${a.customerId}/invoices/${a.invoiceId}/show`}>
              {T.invoice}
            </ButtonLink>
            <ButtonLink variant="link" icon="chevron-left" to="/v3/invoice-audit/inbox">
              {T.back}
            </ButtonLink>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          <AuditResult result={a.result} />
        </div>
        <div className="min-w-0 space-y-6">
          <ClaimCard item={a} pending={act.isPending} run={(body) => run(body)} />
          <Card
            title={`${T.work} · ${AUDIT_WORK_STATUS_NAMES[a.status]}`}
            bodyClassName="space-y-4 px-5 py-4"
          >
            <Select
              label={T.assignee}
              value={a.assigneeId ? String(a.assigneeId) : ''}
              placeholder={T.nobody}
              options={a.assignees.map((u) => ({ value: String(u.id), label: u.name }))}
              onChange={(e) =>
                run({ action: 'assign', assigneeId: e.target.value ? Number(e.target.value) : null })
              }
            />
            <div className="space-y-2">
              <Textarea
                label={T.comment}
                value={comment}
                rows={3}
                onChange={(e) => setComment(e.target.value)}
              />
              <Button
                variant="border"
                disabled={!comment.trim() || act.isPending}
                onClick={() => run({ action: 'comment', body: comment }, () => setComment(''))}
              >
                {T.addComment}
              </Button>
            </div>
            <div className="space-y-2">
              <Select
                label={T.decide}
                value={decision}
                placeholder={null}
                options={AUDIT_DECISIONS.map((d) => ({ value: d, label: AUDIT_DECISION_NAMES[d] }))}
                onChange={(e) => setDecision(e.target.value as AuditDecision)}
              />
              <Button disabled={act.isPending} onClick={() => run({ action: 'decide', decision })}>
                {T.decideButton}
              </Button>
            </div>
            <Button variant="link" disabled={act.isPending} onClick={() => run({ action: 'recompute' })}>
              {T.recompute}
            </Button>
          </Card>
          <Card title={T.history}>
            {a.events.length === 0 ? (
              <p className="text-sm text-slate-600">{T.noHistory}</p>
            ) : (
              <ol className="space-y-2 text-sm" data-testid="audit-history">
                {a.events.map((e) => (
                  <li key={e.id}>
                    <span className="text-xs text-slate-500">
                      {formatDateTime(e.createdAt)} · {e.userName ?? '—'}
                    </span>
                    <span className="block">
                      {T.event[e.kind]}
                      {e.body
                        ? `: ${e.kind === 'decide' ? (AUDIT_DECISION_NAMES[e.body.split(':')[0] as AuditDecision] ?? e.body) : e.body}`
                        : ''}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
      </div>
    </PageFrame>
  );
}
