import type { ReactNode } from 'react';

/** A section of the public collective page: centred, padded, headed by its large h2 (`id` names it). */
export function LandingSection({
  id,
  title,
  width,
  children,
}: {
  id: string;
  title: string;
  /** The section's max width, e.g. 'max-w-3xl'. */
  width: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`mx-auto ${width} px-4 py-16 sm:px-6 lg:px-8`}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
