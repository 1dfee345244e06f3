import { useState } from 'react';
import { formatDateTime } from '@energiek/contracts/format';
import {
  MUTATION_STATUS_LABELS,
  MUTATION_TRANSITIONS,
  type MutationItem,
  type MutationStatus,
} from '@energiek/contracts/mutations';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { fieldErrors, serverMessage } from '../../../../lib/api-errors.ts';
import { useChangeMutationStatus } from '../api/mutations.ts';
import { MUTATIONS_TEXTS } from '../texts.ts';
import { StatusBadge } from './status-badge.tsx';
import { CompactTable } from '../../../../components/ui/compact-table.tsx';

const T = MUTATIONS_TEXTS.status;

/** The current status, the change to a next one (with a note) and the status history. */
export function StatusCard({
  customerId,
  mutation,
  canWrite,
}: {
  customerId: number;
  mutation: MutationItem;
  canWrite: boolean;
}) {
  const next = MUTATION_TRANSITIONS[mutation.status];
  const [status, setStatus] = useState<MutationStatus | ''>(next[0] ?? '');
  const [note, setNote] = useState('');
  const change = useChangeMutationStatus(customerId, mutation.id);
  const toast = useToast();

  return (
    <Card title={T.title}>
      <div className="grid gap-4">
        <div className="flex items-center gap-2 text-sm">
          <span className="text-slate-600">{T.current}:</span>
          <StatusBadge status={mutation.status} />
        </div>
        {canWrite && next.length > 0 ? (
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
            <Select
              label={T.next}
              placeholder={null}
              options={next.map((value) => ({ value, label: MUTATION_STATUS_LABELS[value] }))}
              value={status}
              onChange={(event) => setStatus(event.target.value as MutationStatus)}
            />
            <TextField
              label={T.note}
              value={note}
              maxLength={1000}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button
              loading={change.isPending}
              onClick={() => {
                if (!status) return;
                change.mutate(
                  { status, note },
                  {
                    onSuccess: (saved) => {
                      setNote('');
                      if (saved) setStatus(MUTATION_TRANSITIONS[saved.status][0] ?? '');
                      toast.success(T.changed(MUTATION_STATUS_LABELS[status]));
                    },
                    onError: (error) =>
                      toast.error(fieldErrors(error).status ?? serverMessage(error) ?? T.apply),
                  },
                );
              }}
            >
              {T.apply}
            </Button>
            {next.includes('uitgevoerd') ? (
              <p className="text-xs text-slate-500 sm:col-span-3">{T.executeHint}</p>
            ) : null}
          </div>
        ) : null}
        {next.length === 0 ? <p className="text-sm text-slate-600">{T.final}</p> : null}
        <CompactTable label={T.history} headers={[T.when, T.title, T.who, T.noteColumn]}>
          {mutation.statusHistory.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">{formatDateTime(entry.at)}</td>
              <td className="py-1.5 pr-3">
                <StatusBadge status={entry.status} />
              </td>
              <td className="py-1.5 pr-3 whitespace-nowrap">{entry.userName || T.unknownUser}</td>
              <td className="py-1.5">{entry.note}</td>
            </tr>
          ))}
        </CompactTable>
      </div>
    </Card>
  );
}
