import { COLLECTIVE_TEXTS } from '../texts.ts';
import { LandingSection } from './landing-section.tsx';

export function CollectiveSteps() {
  return (
    <LandingSection id="steps-title" title={COLLECTIVE_TEXTS.steps.title} width="max-w-6xl">
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {COLLECTIVE_TEXTS.steps.items.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs">
            <span
              className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
