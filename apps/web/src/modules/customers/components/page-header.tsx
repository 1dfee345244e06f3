import type { ReactNode } from 'react';

/** The heading of a customers screen, with an optional action on the right. */
export function PageHeader({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
      </div>
      {action}
    </header>
  );
}
