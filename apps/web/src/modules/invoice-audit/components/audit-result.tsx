import { formatCurrency, formatDate, formatDateTime } from '@energiek/contracts/format';
import type { InvoiceAuditResult } from '@energiek/contracts/invoice-audit';
import { INVOICE_LINE_KIND_NAMES } from '@energiek/contracts/invoices';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';
import { AuditStatusBadge } from './audit-status-badge.tsx';

const T = INVOICE_AUDIT_TEXTS.result;
type Line = InvoiceAuditResult['lines'][number];

const money = (value: string | null) => (value ? formatCurrency(value) : '—');

// Three columns (issue 32): beside the invoice PDF at 1366 px the card is ~460 px wide, and five columns
// (expected, invoiced and a column of prose) made the table scroll. The explanation sits under the line's
// name, what was expected under what was invoiced; on a phone the line and its difference, both amounts
// under the name.
const COLUMNS: DataTableColumn<Line>[] = [
  {
    key: 'kind',
    header: T.kind,
    cell: (l) => (
      <span className="block">
        <span className="font-medium">{INVOICE_LINE_KIND_NAMES[l.kind]}</span>
        {l.periodFrom ? (
          <span className="block text-xs text-slate-500 tabular-nums">
            {formatDate(l.periodFrom)} – {formatDate(l.periodTo)}
          </span>
        ) : null}
        <span className="block text-xs text-slate-600 tabular-nums sm:hidden">
          {T.expected} {money(l.expected)} · {T.invoiced} {money(l.invoiced)}
        </span>
        {l.explanation ? (
          <span className="mt-0.5 block text-xs text-slate-600" data-testid="audit-line-explanation">
            {l.explanation}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'invoiced',
    header: T.invoiced,
    align: 'right',
    phone: false,
    cell: (l) => (
      <span className="whitespace-nowrap">
        {money(l.invoiced)}
        <span className="block text-xs text-slate-500">
          {T.expected.toLowerCase()} {money(l.expected)}
        </span>
      </span>
    ),
  },
  {
    key: 'deviation',
    header: T.deviation,
    align: 'right',
    cell: (l) =>
      l.deviation ? (
        <span className={`whitespace-nowrap ${l.rule ? 'font-semibold text-red-700' : ''}`}>
          {formatCurrency(l.deviation)}
          {l.deviationPercent ? (
            <span className="block text-xs">{`${l.deviationPercent.replace('.', ',')}%`}</span>
          ) : null}
        </span>
      ) : (
        '—'
      ),
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
        <Alert tone="error" title={`${T.findings} · ${T.atStake(formatCurrency(result.amountAtStake))}`}>
          <ul className="space-y-1" data-testid="audit-findings">
            {result.findings.map((f, i) => (
              <li key={`${f.rule}-${i}`}>
                <span className="font-semibold">{f.ruleName}</span> ({formatCurrency(f.amount)}): {f.message}
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
