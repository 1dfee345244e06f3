import { useState } from 'react';
import { Link } from 'react-router';
import { formatCurrency, formatDate, formatDateTime } from '@energiek/contracts/format';
import {
  formatSignalMeasure,
  SIGNAL_SEVERITY_LABELS,
  SIGNAL_STATUS_LABELS,
  type SignalDetail,
  type SignalUpdate,
} from '@energiek/contracts/signals';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useAdminUsers } from '../../../lib/admin-users.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useSignal, useUpdateSignal } from '../api/signals.ts';
import { CloseSignalForm } from './close-signal-form.tsx';
import { SIGNALS_TEXTS } from '../texts.ts';

const T = SIGNALS_TEXTS.detail;
const LINK = 'text-sm font-medium text-sky-700 underline';

/** The EMS chart on the signal's period (its connection, days of the month it starts in). */
export function chartLink(signal: Pick<SignalDetail, 'customerId' | 'connectionId' | 'periodFrom'>): string {
  return `/v3/customers/${signal.customerId}/ems/usage?c=${signal.connectionId}&interval=day&period=month&date=${signal.periodFrom}`;
}

const MONTH_SPANS = ['1', '3', '6', '12'] as const;

/**
 * The invoice month overview (/v3/invoices/month) on a missing-invoice signal's months: its customer, its
 * connection (searched by EAN), the issuer kind whose invoice is missing and the months of the signal,
 * ending with its last month.
 */
export function invoiceMonthLink(
  signal: Pick<
    SignalDetail,
    'customerId' | 'customerName' | 'ean' | 'issuerKind' | 'periodFrom' | 'periodTo'
  >,
): string {
  const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  const span = monthIndex(signal.periodTo) - monthIndex(signal.periodFrom) + 1;
  const months = MONTH_SPANS.find((m) => Number(m) >= span) ?? '12';
  const query = new URLSearchParams({
    month: signal.periodTo.slice(0, 7),
    months,
    customerId: String(signal.customerId),
  });
  if (signal.customerName) query.set('customerName', signal.customerName);
  if (signal.ean) query.set('q', signal.ean);
  if (signal.issuerKind) query.set('issuerKind', signal.issuerKind);
  return `/v3/invoices/month?${query.toString()}`;
}

// The targets' read permissions, written out as in their routes (importing those would load their pages).
const CAN = {
  contracts: { allOf: ['is:admin', 'back-office-contracts:read'] },
  invoices: { can: 'organisation-invoices:read' },
  invoiceOverviews: { can: 'invoices:read' },
  // The authorisations are shown on the connection's page (organisation-connections:write).
  connections: { can: 'organisation-connections:write' },
  taxRequests: { allOf: ['mod:taxrequest', 'financial-taxes-heffing:read'] },
  energySaving: { allOf: ['mod:energysaving', 'organisation-information:read'] },
} as const;

type Props = { customerId: number; signalId: number | null; canHandle: boolean; onClose: () => void };

/** One signal: what, when, measured against the limit, its history; admins acknowledge, assign, comment,
 *  close with a reason, reopen or turn it into an action. */
export function SignalDialog({ customerId, signalId, canHandle, onClose }: Props) {
  const signal = useSignal(customerId, signalId);
  return (
    <Modal open={signalId !== null} title={signal.data?.title ?? T.title} size="large" onClose={onClose}>
      {signal.isPending ? <Spinner /> : null}
      {signal.isError ? <Alert tone="error" title={SIGNALS_TEXTS.loadFailed} /> : null}
      {signal.data ? <SignalBody signal={signal.data} canHandle={canHandle} /> : null}
    </Modal>
  );
}

function SignalBody({ signal, canHandle }: { signal: SignalDetail; canHandle: boolean }) {
  const toast = useToast();
  const update = useUpdateSignal(signal.customerId, signal.id);
  const admins = useAdminUsers(canHandle);
  const canReadContracts = usePermission(CAN.contracts);
  const canReadInvoices = usePermission(CAN.invoices);
  const canReadInvoiceOverviews = usePermission(CAN.invoiceOverviews);
  const canReadAuthorisations = usePermission(CAN.connections);
  const canReadTaxRequests = usePermission(CAN.taxRequests);
  const canReadEnergySaving = usePermission(CAN.energySaving);
  const [comment, setComment] = useState('');
  const send = (body: SignalUpdate, after?: () => void) =>
    update.mutate(body, {
      onSuccess: () => {
        toast.success(T.saved);
        after?.();
      },
      onError: (error) => toast.error(error.message),
    });
  const closed = signal.status === 'gesloten';
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">{signal.detail}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-slate-500">{SIGNALS_TEXTS.columns.status}</dt>
        <dd data-testid="signal-status">{SIGNAL_STATUS_LABELS[signal.status]}</dd>
        <dt className="text-slate-500">{SIGNALS_TEXTS.columns.severity}</dt>
        <dd>{SIGNAL_SEVERITY_LABELS[signal.severity as 1 | 2 | 3]}</dd>
        <dt className="text-slate-500">{T.period}</dt>
        <dd className="tabular-nums">
          {formatDate(signal.periodFrom)} – {formatDate(signal.periodTo)}
        </dd>
        <dt className="text-slate-500">{T.measured}</dt>
        <dd className="tabular-nums">{formatSignalMeasure(signal)}</dd>
        <dt className="text-slate-500">{T.impact}</dt>
        <dd className="tabular-nums">
          {signal.impact === null ? '—' : formatCurrency(Number(signal.impact))}
        </dd>
        <dt className="text-slate-500">{T.assignee}</dt>
        <dd>{signal.assigneeName ?? T.nobody}</dd>
      </dl>
      {signal.connectionId !== null && signal.module === 'ems' ? (
        <Link className={LINK} to={chartLink(signal)}>
          {T.chart}
        </Link>
      ) : null}
      {signal.invoiceId !== null && canReadInvoices ? (
        <Link className={LINK} to={`/v3/customers/${signal.customerId}/invoices/${signal.invoiceId}/show`}>
          {T.invoice}
        </Link>
      ) : null}
      {signal.agreementId !== null && canReadContracts ? (
        <Link className={LINK} to={`/v3/supply-agreements/${signal.agreementId}/edit`}>
          {T.contract}
        </Link>
      ) : null}
      {signal.rule === 'missing-invoice' && canReadInvoiceOverviews ? (
        <Link className={LINK} to={invoiceMonthLink(signal)}>
          {T.invoiceMonth}
        </Link>
      ) : null}
      {signal.rule === 'missing-invoice' && !canReadInvoiceOverviews && canReadInvoices ? (
        <Link className={LINK} to={`/v3/customers/${signal.customerId}/invoices`}>
          {T.invoices}
        </Link>
      ) : null}
      {signal.authorisationId !== null && signal.connectionId !== null && canReadAuthorisations ? (
        <Link
          className={LINK}
          to={`/v3/customers/${signal.customerId}/connections/${signal.connectionId}/edit`}
        >
          {T.authorisation}
        </Link>
      ) : null}
      {signal.taxRequestId !== null && canReadTaxRequests ? (
        <Link className={LINK} to={`/v3/customers/${signal.customerId}/tax-requests/${signal.taxRequestId}`}>
          {T.taxRequest}
        </Link>
      ) : null}
      {signal.rule === 'energy-saving-report' && canReadEnergySaving ? (
        <Link className={LINK} to={`/v3/customers/${signal.customerId}/energy-saving`}>
          {T.energySaving}
        </Link>
      ) : null}
      {canHandle ? (
        <div className="grid gap-3 border-t border-slate-200 pt-3">
          <div className="flex flex-wrap gap-2">
            {signal.status === 'open' ? (
              <Button variant="border" onClick={() => send({ status: 'in-behandeling' })}>
                {T.acknowledge}
              </Button>
            ) : null}
            {closed ? (
              <Button variant="border" onClick={() => send({ status: 'open' })}>
                {T.reopen}
              </Button>
            ) : null}
            <Button variant="border" icon="plus" onClick={() => send({ toAction: true })}>
              {T.toAction}
            </Button>
          </div>
          <Select
            label={T.assignee}
            placeholder={T.nobody}
            options={(admins.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={signal.assigneeId === null ? '' : String(signal.assigneeId)}
            onChange={(e) => send({ assigneeId: e.target.value ? Number(e.target.value) : null })}
          />
          <Textarea label={T.comment} rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
          <div>
            <Button
              variant="border"
              disabled={!comment.trim()}
              onClick={() => send({ comment }, () => setComment(''))}
            >
              {T.addComment}
            </Button>
          </div>
          {!closed ? <CloseSignalForm signal={signal} /> : null}
        </div>
      ) : (
        <p className="text-sm text-slate-500">{T.readOnly}</p>
      )}
      <section className="border-t border-slate-200 pt-3">
        <h3 className="mb-2 text-sm font-semibold">{T.history}</h3>
        <ol className="grid gap-1 text-sm" aria-label={T.history}>
          {signal.history.map((event) => (
            <li key={event.id} className="flex flex-wrap gap-x-2">
              <span className="tabular-nums text-slate-500">{formatDateTime(event.createdAt)}</span>
              <span className="font-medium">{SIGNALS_TEXTS.events[event.kind]}</span>
              <span className="text-slate-500">{event.userName ?? SIGNALS_TEXTS.system}</span>
              {event.message && event.kind !== 'raised' ? <span>{event.message}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
