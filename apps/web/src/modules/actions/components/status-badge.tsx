const TONES: Record<number, string> = {
  1: 'bg-sky-100 text-sky-900',
  2: 'bg-amber-100 text-amber-900',
  3: 'bg-violet-100 text-violet-900',
  4: 'bg-emerald-100 text-emerald-900',
};

/** The status of an action as a coloured badge with its Dutch name. */
export function StatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {name}
    </span>
  );
}

const PRIORITY_TONES: Record<number, string> = {
  1: 'text-slate-500',
  2: 'text-slate-800',
  3: 'font-semibold text-red-700',
};

export function PriorityText({ priority, name }: { priority: number; name: string }) {
  return <span className={PRIORITY_TONES[priority] ?? ''}>{name}</span>;
}
