import { formatDate } from '@energiek/contracts/format';
import { HISTORY_FIELD_LABELS, type ConnectionHistoryEntry } from '@energiek/contracts/mutations';
import { previousDay } from '@energiek/domain/calendar';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConnectionHistory } from '../api/history.ts';
import { HISTORY_TEXTS as T } from '../texts-history.ts';
import { CompactTable } from '../../../components/ui/compact-table.tsx';

// "Historie" on the connection edit page: per field the values with the period they were in force, so an
// audit of an old period sees the capacity or supplier of that time.

function period(entry: ConnectionHistoryEntry): string {
  const from = entry.validFrom ? formatDate(entry.validFrom) : T.beginning;
  if (!entry.validTo) return `${T.from} ${from}`;
  // validTo is exclusive: the last day in force is the day before.
  return `${from} – ${formatDate(previousDay(entry.validTo))}`;
}

export function HistoryCard({ customerId, connectionId }: { customerId: number; connectionId: number }) {
  const history = useConnectionHistory(customerId, connectionId);

  let body;
  if (history.isPending) body = <Spinner className="size-5 text-brand-600" />;
  else if (history.isError) body = <Alert tone="error" title={T.loadFailed} />;
  else if (history.data.length === 0) body = <p className="text-sm text-slate-500">{T.empty}</p>;
  else
    body = (
      <CompactTable label={T.title} headers={[T.field, T.value, T.period, T.source]}>
        {history.data.map((entry) => (
          <tr key={entry.id} data-testid="connection-history-row">
            <td className="py-1.5 pr-3 whitespace-nowrap">{HISTORY_FIELD_LABELS[entry.field]}</td>
            <td className="py-1.5 pr-3">{entry.label ?? entry.value ?? T.none}</td>
            <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">{period(entry)}</td>
            <td className="py-1.5 whitespace-nowrap text-slate-600">
              {entry.source === 'mutation'
                ? T.viaMutation(entry.mutationId)
                : entry.source === 'edit'
                  ? T.viaEdit
                  : T.initial}
            </td>
          </tr>
        ))}
      </CompactTable>
    );

  return (
    <Card title={T.title}>
      <p className="mb-3 text-xs text-slate-500">{T.intro}</p>
      {body}
    </Card>
  );
}
