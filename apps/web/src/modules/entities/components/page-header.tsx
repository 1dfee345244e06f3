import type { ReactNode } from 'react';

/** The heading of a customer screen: the customer's name above the title, an action on the right. */
export function PageHeader({
  title,
  customerName,
  intro,
  action,
}: {
  title: string;
  customerName?: string | undefined;
  intro?: string;
  action?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        {customerName ? <p className="text-sm font-medium text-brand-700">{customerName}</p> : null}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
      </div>
      {action}
    </header>
  );
}

/** The page frame of the customer screens. */
export function PageFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-7xl' : 'max-w-4xl'} px-4 py-10 pb-28 sm:px-6 lg:px-8`}>
      {children}
    </div>
  );
}
