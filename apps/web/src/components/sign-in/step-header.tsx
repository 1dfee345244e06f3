import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

type StepHeaderProps = { title: string; intro?: ReactNode; icon?: ReactNode };

/** Title of a sign-in step. The heading takes focus so screen readers announce the new step. */
export function StepHeader({ title, intro, icon }: StepHeaderProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Only move focus when nothing inside the form has it already (autoFocus fields win).
    if (document.activeElement === document.body) headingRef.current?.focus();
  }, []);
  return (
    <header className="mb-8">
      {icon ? <div className="mb-5">{icon}</div> : null}
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
    </header>
  );
}
