import type { ReactNode } from 'react';
import { Link } from 'react-router';

// Small pieces the portal home's cards share.

export function Row({
  label,
  value,
  note,
  className = '',
}: {
  label: string;
  value: string;
  note?: string;
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-x-3 ${className}`}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="shrink-0 text-right font-medium text-slate-900 tabular-nums">
        {value}
        {note ? <span className="block text-xs font-normal text-slate-500">{note}</span> : null}
      </dd>
    </div>
  );
}

export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm font-medium text-brand-700 hover:underline">
      {children} <span aria-hidden="true">→</span>
    </Link>
  );
}
