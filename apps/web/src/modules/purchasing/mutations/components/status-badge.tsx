import { MUTATION_STATUS_LABELS, type MutationStatus } from '@energiek/contracts/mutations';

const TONE: Record<MutationStatus, string> = {
  concept: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  ingediend: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  bevestigd: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  afgewezen: 'bg-rose-50 text-rose-800 ring-rose-600/20',
  uitgevoerd: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
};

export function StatusBadge({ status }: { status: MutationStatus }) {
  return (
    <span
      className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${TONE[status]}`}
    >
      {MUTATION_STATUS_LABELS[status]}
    </span>
  );
}
