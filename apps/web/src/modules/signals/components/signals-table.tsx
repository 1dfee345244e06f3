import { formatCurrency, formatDate } from '@energiek/contracts/format';
import {
  formatSignalMeasure,
  SIGNAL_SEVERITY_LABELS,
  SIGNAL_STATUS_LABELS,
  type SignalItem,
} from '@energiek/contracts/signals';
import { Button } from '../../../components/ui/button.tsx';
import { actionsColumn, DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useMarkSignalUnread } from '../api/signals.ts';
import { SIGNALS_TEXTS } from '../texts.ts';

const T = SIGNALS_TEXTS;
const TONE: Record<number, string> = {
  1: 'bg-slate-100 text-slate-700',
  2: 'bg-amber-100 text-amber-800',
  3: 'bg-red-100 text-red-800',
};

type Props = {
  rows: readonly SignalItem[];
  loading: boolean;
  showCustomer: boolean;
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  onOpen: (signal: SignalItem) => void;
};

/** Signals as a table: severity, title, connection, period, measured against the limit, € impact. */
export function SignalsTable({ rows, loading, showCustomer, page, lastPage, onPageChange, onOpen }: Props) {
  // "Markeren als ongelezen" on a read row: the bell's action, here per signal (for this user only).
  const markUnread = useMarkSignalUnread();
  const toast = useToast();
  const severity = (s: SignalItem, className = '') => (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${TONE[s.severity] ?? ''} ${className}`}>
      {SIGNAL_SEVERITY_LABELS[s.severity as 1 | 2 | 3]}
    </span>
  );
  const columns: DataTableColumn<SignalItem>[] = [
    // On a phone the severity sits above the title (a column of its own pushes the action off the screen).
    { key: 'severity', header: T.columns.severity, phone: false, cell: (s) => severity(s) },
    ...(showCustomer
      ? [{ key: 'customer', header: T.columns.customer, cell: (s: SignalItem) => s.customerName ?? '' }]
      : []),
    {
      key: 'title',
      header: T.columns.title,
      // Unread by this user (shared with the bell): a dot and bold, like the inbox.
      cell: (s) => (
        <>
          {severity(s, 'mb-1 inline-block sm:hidden')}
          {s.isRead ? (
            <span className="block">{s.title}</span>
          ) : (
            <span className="block font-semibold text-slate-900" data-testid="signal-unread">
              <span className="mr-2 inline-block size-2 rounded-full bg-brand-600" title={T.unreadMark}>
                <span className="sr-only">{T.unreadMark}</span>
              </span>
              {s.title}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'period',
      header: T.columns.period,
      phone: false,
      cell: (s) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatDate(s.periodFrom)} – {formatDate(s.periodTo)}
        </span>
      ),
    },
    {
      key: 'measured',
      header: T.columns.measured,
      align: 'right',
      // A phone shows the title (with its severity) and the action; the rest is in the signal itself.
      phone: false,
      cell: (s) => formatSignalMeasure(s),
    },
    {
      key: 'impact',
      header: T.columns.impact,
      align: 'right',
      phone: false,
      cell: (s) => (s.impact === null ? '—' : formatCurrency(Number(s.impact))),
    },
    { key: 'status', header: T.columns.status, phone: false, cell: (s) => SIGNAL_STATUS_LABELS[s.status] },
    // The row opens the signal (which reads it): the button keeps its click to itself.
    actionsColumn(T.columns.actions, (s) =>
      s.isRead ? (
        <Button
          variant="border"
          icon="mail"
          hideLabel
          label={`${T.markUnread}: ${s.title}`}
          onClick={(event) => {
            event.stopPropagation();
            markUnread.mutate(
              { customerId: s.customerId, id: s.id },
              {
                onSuccess: () => toast.success(T.markedUnread),
                onError: (error) => toast.error(error.message),
              },
            );
          }}
        />
      ) : null,
    ),
  ];
  return (
    <DataTable
      label={T.table}
      columns={columns}
      rows={[...rows]}
      rowKey={(s) => s.id}
      loading={loading}
      emptyText={T.empty}
      onRowClick={onOpen}
      server={{ page, lastPage, onPageChange }}
    />
  );
}
