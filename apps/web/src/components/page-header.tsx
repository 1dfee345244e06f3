import type { ReactNode } from 'react';
import { useCustomerName } from '../lib/customer-name.ts';
import { ButtonLink } from './ui/button.tsx';

type PageHeaderProps = {
  title: string;
  /** The customer whose screen this is, shown small above the title. */
  customerName?: string | undefined;
  intro?: string | undefined;
  /** A button or link on the right (say 'Nieuwe …'). */
  action?: ReactNode;
  /** The list's 'Nieuwe …' link on the right (plus icon), shown only when `when` holds. */
  create?: { when: boolean; to: string; label: string };
  /** 2 inside a workspace whose own header is the page's h1 (the customer's name); default 1. */
  level?: 1 | 2;
};

/** The heading of a screen: title, optional customer name and intro, an action on the right. */
export function PageHeader({ title, customerName, intro, action, create, level = 1 }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const shown =
    action ??
    (create?.when ? (
      <ButtonLink icon="plus" to={create.to}>
        {create.label}
      </ButtonLink>
    ) : null);
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {customerName ? <p className="text-sm font-medium text-brand-700">{customerName}</p> : null}
        <Heading className="text-2xl font-bold tracking-tight text-slate-900">{title}</Heading>
        {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
      </div>
      {shown ? (
        <div className="contents" data-testid="page-actions">
          {shown}
        </div>
      ) : null}
    </header>
  );
}

/** A screen inside a customer's workspace, whose own header is the page's h1: a section headed by an h2. */
export function WorkspaceSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The page frame of a screen: centred, padded, room at the bottom for the dirty bar. */
export function PageFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-7xl' : 'max-w-4xl'} px-4 py-10 pb-28 sm:px-6 lg:px-8`}>
      {children}
    </div>
  );
}

/**
 * The heading of a settings screen that serves the back office's defaults and, inside a customer's
 * workspace (`customerId`), that customer's own: then with the customer's name and its own intro.
 */
export function SettingsHeader({
  texts,
  customerId,
}: {
  texts: { title: string; intro: string; customerIntro: string };
  customerId: number | undefined;
}) {
  const customerName = useCustomerName(customerId ?? 0);
  return (
    <PageHeader
      title={texts.title}
      customerName={customerId ? customerName : undefined}
      intro={customerId ? texts.customerIntro : texts.intro}
    />
  );
}
