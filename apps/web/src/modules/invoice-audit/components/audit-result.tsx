import { formatDate, formatDateTime } from '@energiek/contracts/format';
import type { InvoiceAuditResult } from '@energiek/contracts/invoice-audit';
import { INVOICE_LINE_KIND_NAMES } from '@energiek/contracts/invoices';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';
import { AuditStatusBadge } from './audit-status-badge.tsx';
import { euro } from './money.ts';

const T = INVOICE_AUDIT_TEXTS.result;
type Line = InvoiceAuditResult['lines'][number];

const COLUMNS: DataTableColumn<Line>[] = [
  {
    key: 'kind',
    header: T.kind,
    cell: (l) => (
      <span>
        {INVOICE_LINE_KIND_NAMES[l.kind]}
        {l.periodFrom ? (
          <span className="block text-xs text-slate-500">
            {formatDate(l.periodFrom)} – {formatDate(l.periodTo)}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'expected',
    header: T.expected,
    align: 'right',
    cell: (l) => <span className="tabular-nums">{l.expected ? euro(l.expected) : '—'}</span>,
  },
  {
    key: 'invoiced',
    header: T.invoiced,
    align: 'right',
    cell: (l) => <span className="tabular-nums">{euro(l.invoiced)}</span>,
  },
  {
    key: 'deviation',
    header: T.deviation,
    align: 'right',
    cell: (l) =>
      l.deviation ? (
        <span className={`tabular-nums ${l.rule ? 'font-semibold text-red-700' : ''}`}>
          {euro(l.deviation)}
          {l.deviationPercent ? ` (${l.deviationPercent.replace('.', ',')}%)` : ''}
        </span>
      ) : (
        '—'
      ),
  },
  {
    key: 'explanation',
    header: T.explanation,
    cell: (l) => <span className="text-sm">{l.explanation}</span>,
  },
];

/** The audit of one invoice: status, findings with their €, the shadow bill per line and what is missing. */
export function AuditResult({ result }: { result: InvoiceAuditResult }) {
  return (
    <Card
      title={T.title}
      actions={<AuditStatusBadge status={result.status} />}
      bodyClassName="space-y-4 px-5 py-4"
    >
      <p className="text-sm text-slate-600" data-testid="audit-computed">
        {T.computedAt(formatDateTime(result.computedAt))}
        {result.basis.length > 0 ? ` · ${T.basis}: ${result.basis.join('; ')}` : ''}
      </p>
      {result.findings.length > 0 ? (
        <Alert tone="error" title={`${T.findings} · ${T.atStake(euro(result.amountAtStake))}`}>
          <ul className="space-y-1" data-testid="audit-findings">
            {result.findings.map((f, i) => (
              <li key={`${f.rule}-${i}`}>
                <span className="font-semibold">{f.ruleName}</span> ({euro(f.amount)}): {f.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : (
        <p className="text-sm text-slate-700">{T.noFindings}</p>
      )}
      {result.missing.length > 0 ? (
        <Alert tone="warning" title={T.missing}>
          <ul className="list-disc pl-4">
            {result.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {result.lines.length > 0 ? (
        <DataTable
          label={T.lines}
          columns={COLUMNS}
          rows={result.lines}
          rowKey={(l) => `${l.connectionId ?? '-'}-${l.kind}`}
        />
      ) : null}
    </Card>
  );
}
